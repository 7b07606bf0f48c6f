// Gallery entries of OR-2 (set-up rolls): the set-up roll and deployment cards, the start-of-turn
// wind-change card (a plain change, calm with the oared ships, storm with the ships to test), the
// refusals dialog and the rose with an OR-2 strength. Contexts come from the same pure builders the
// glue uses.
import { deploymentPlan, deploymentContext } from '../../../src/foundry/canvas/or2-deploy.js';
import { setupRollContext } from '../../../src/foundry/canvas/or2-setup.js';
import { windFormContext, windRoseContext } from '../../../src/foundry/canvas/wind.js';
import { templatePath } from '../../../src/foundry/constants.js';
import { windChangeContext } from '../../../src/foundry/turn/or2-wind.js';
import { setupRoll, windChange, type ForceWind } from '../../../src/rules/index.js';
import { FakeI18n } from '../../fake-foundry/i18n.js';
import { shipData } from '../../turn/ships.js';
import type { GalleryEntry, GalleryLang } from '../types.js';

const cache = new Map<GalleryLang, FakeI18n>();
function i18n(lang: GalleryLang) {
  let t = cache.get(lang);
  if (!t) {
    t = new FakeI18n(lang);
    cache.set(lang, t);
  }
  const f = t;
  return {
    lang,
    localize: (k: string) => f.localize(k),
    format: (k: string, d?: Record<string, unknown>) => f.format(k, d),
  };
}

const ROLL = templatePath('canvas/or2-roll.hbs');
const ships = [
  {
    id: 'a',
    actorUuid: 'Actor.a',
    name: 'HMS Bellona',
    system: shipData('3rd-74c', 'average', { side: 'British', sail: 'full' }),
  },
  {
    id: 'b',
    actorUuid: 'Actor.b',
    name: 'Généreux',
    system: shipData('3rd-74c', 'good', { side: 'French', sail: 'easy' }),
  },
  {
    id: 'c',
    actorUuid: 'Actor.c',
    name: 'Cannoniera nº 4',
    system: shipData('unrated-gunboat-small', 'average', { side: 'French', sail: 'easy' }),
  },
];

function changeEntry(
  id: string,
  title: string,
  before: ForceWind,
  previousRoll: number | null,
  faces: [number, number, number],
): GalleryEntry {
  const roll = faces[0] + faces[1] + faces[2];
  return {
    id,
    title,
    template: ROLL,
    width: 360,
    context: (lang) =>
      windChangeContext(
        {
          turn: 4,
          faces,
          previousRoll,
          before,
          outcome: windChange({ wind: before, previousRoll, roll }),
          ships,
        },
        i18n(lang),
      ),
  };
}

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'or2-setup-roll',
    title: 'OR-2 set-up roll card: 10, north on the roller’s left, wind from N, light airs',
    template: ROLL,
    width: 360,
    context: (lang) => setupRollContext([3, 3, 4], setupRoll(10), i18n(lang)),
  },
  {
    id: 'or2-deployment',
    title: 'OR-2 deployment card: the British (fewer points) roll 4, the north edge',
    template: ROLL,
    width: 360,
    context: (lang) =>
      deploymentContext(
        deploymentPlan({
          points: [
            { side: 'British', points: 26 },
            { side: 'French', points: 28 },
          ],
          seat: 'W',
          d6: 4,
          tieD2: 1,
          rect: { x: 0, y: 0, width: 1800, height: 1200 },
        }),
        i18n(lang),
      ),
  },
  changeEntry(
    'or2-wind-change',
    'OR-2 wind change: weaken-and-back twice, moderate breeze from N becomes light breeze from NNW',
    { direction: 0, force: 'moderate-breeze' },
    7,
    [1, 1, 2],
  ),
  changeEntry(
    'or2-wind-change-first',
    'OR-2 wind change on turn 1: nothing to repeat yet',
    { direction: 4, force: 'strong-wind' },
    null,
    [6, 5, 4],
  ),
  changeEntry(
    'or2-wind-change-calm',
    'OR-2 wind change into calm: only the oared gunboat moves',
    { direction: 8, force: 'light-airs' },
    5,
    [1, 2, 3],
  ),
  changeEntry(
    'or2-wind-change-storm',
    'OR-2 wind change into storm: the ships at full sail take the rigging test',
    { direction: 12, force: 'strong-wind' },
    14,
    [6, 6, 6],
  ),
  {
    id: 'or2-refusals-dialog',
    title: 'GM: refusals of the scenario dialog',
    template: templatePath('canvas/refusals-dialog.hbs'),
    context: (lang) => ({
      hint: i18n(lang).localize('SCA.Or2.Refusals.Hint'),
      sides: ['British', 'French'].map((name, index) => ({
        index,
        name,
        choices: [0, 1, 2, 3].map((n) => ({
          value: String(n),
          label: String(n),
          selected: n === (index === 1 ? 2 : 0),
        })),
      })),
    }),
  },
  {
    id: 'or2-wind-rose',
    title: 'Wind rose with an OR-2 strength (calm), GM view with the set-up roll button',
    template: templatePath('canvas/wind-rose.hbs'),
    width: 260,
    context: (lang) => ({
      ...windRoseContext(
        { direction: 10, strength: 'light', force: 'calm' },
        i18n(lang),
        true,
        true,
      ),
    }),
  },
  {
    id: 'or2-wind-dialog',
    title: 'GM: scene wind dialog with the OR-2 strengths (storm selected)',
    template: templatePath('canvas/wind-dialog.hbs'),
    context: (lang) =>
      windFormContext({ direction: 5, strength: 'strong', force: 'storm' }, i18n(lang), true),
  },
];
