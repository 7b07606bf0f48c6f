// Gallery entries of the canvas glue: firing arcs with their range rings, the ships and the targeting
// answer drawn from the core geometry (two halves with a player's choice, a bow rake, a 1:3000 arc),
// the ship panel, the wind rose, the token HUD block, the ruler labels and the GM dialogs. Contexts are
// built by the same pure functions the canvas uses; text the functions pre-format is in `lang`.
import { FakeI18n } from '../../fake-foundry/i18n.js';
import {
  broadsideTargets,
  rakeDuringMove,
  type Scale,
  type Side,
  type TableShip,
} from '../../../src/rules/index.js';
import { arcDiagram } from '../../../src/foundry/canvas/arc-diagram.js';
import { manoeuvreOptions } from '../../../src/foundry/canvas/manoeuvre.js';
import { broadsideView, panelView } from '../../../src/foundry/canvas/panel-view.js';
import { templatePath } from '../../../src/foundry/constants.js';
import type { GalleryEntry } from '../types.js';
import { formatMm } from '../../../src/foundry/canvas/format.js';
import { targetTip, type FireContext } from '../../../src/foundry/canvas/target-tip.js';
import { sailingInfo, windFormContext, windRoseContext } from '../../../src/foundry/canvas/wind.js';

const i18nCache = new Map<string, FakeI18n>();
function i18n(lang: 'en' | 'it') {
  let i = i18nCache.get(lang);
  if (!i) {
    i = new FakeI18n(lang);
    i18nCache.set(lang, i);
  }
  const t = i;
  return {
    lang,
    localize: (k: string) => t.localize(k),
    format: (k: string, d?: Record<string, unknown>) => t.format(k, d),
  };
}

type Named = TableShip & { name: string };
const THIRD = { lengthMm: 75, widthMm: 40, masts: 3 };
const FIRST = { lengthMm: 85, widthMm: 40, masts: 3 };
const FRIGATE = { lengthMm: 65, widthMm: 40, masts: 3 };
const SMALL_THIRD = { lengthMm: 30, widthMm: 16, masts: 3 };
const SMALL_FRIGATE = { lengthMm: 26, widthMm: 16, masts: 3 };
const ship = (
  id: string,
  name: string,
  x: number,
  y: number,
  headingDeg: number,
  body = THIRD,
): Named => ({ id, name, pose: { x, y, headingDeg }, body });

function arcEntry(
  id: string,
  title: string,
  ships: Named[],
  firerId: string,
  side: Side,
  scale: Scale,
): GalleryEntry {
  return {
    id,
    title,
    template: templatePath('canvas/arc-diagram.hbs'),
    context(lang) {
      const t = i18n(lang);
      const diagram = arcDiagram({ ships, firerId, side, arcDeg: 90, scale }, t);
      const names = new Map(ships.map((s) => [s.id, { name: s.name }]));
      return {
        diagram,
        view: broadsideView(names, side, diagram.targeting, true, t),
        firerName: ships.find((s) => s.id === firerId)!.name,
      };
    },
  };
}

// D-18 one candidate in each half of Bellona's starboard arc: the player chooses.
const twoHalves = [
  ship('bellona', 'Bellona', 0, 0, 0),
  ship('fore', 'Scipion', 300, 110, 0),
  ship('aft', 'Hercule', 330, -150, 180),
  ship('beyond', 'Médée', 560, 40, 0, FRIGATE),
];

// FP-6.4 / D-17 a ship across the firing centre line, bow towards the firer, at medium range.
const bowRake = [
  ship('victory', 'Victory', 0, 0, 0, FIRST),
  ship('redoutable', 'Redoutable', 260, 0, 270),
  ship('fougueux', 'Fougueux', 420, 190, 0),
];

// HR-2 at 1:3000: 30 x 16 bases, rings at 40 / 140 / 280 mm.
const smallScale = [
  ship('agamemnon', 'Agamemnon', 0, 0, 90, SMALL_THIRD),
  ship('caira', 'Ça Ira', 30, -160, 90, SMALL_THIRD),
  ship('sensible', 'Sensible', -60, -90, 45, SMALL_FRIGATE),
];

function panelEntry(): GalleryEntry {
  return {
    id: 'canvas-ship-panel',
    title: 'Ship panel: manoeuvres and both broadsides',
    template: templatePath('canvas/ship-panel.hbs'),
    context(lang) {
      const t = i18n(lang);
      const ships = [
        ship('bellona', 'Bellona', 0, 0, 90),
        ship('fore', 'Scipion', 150, 250, 0),
        ship('aft', 'Hercule', -150, 260, 0),
        ship('s', 'Médée', 120, -300, 90, FRIGATE),
        ship('x', 'Fougueux', -50, -250, 0),
      ];
      const crossed = rakeDuringMove(ships[0]!, ships[4]!, 'starboard', 150);
      const wind = { direction: 0, strength: 'breeze' as const };
      return {
        ...panelView(
          {
            tokenId: 'bellona',
            name: 'Bellona',
            isOwner: true,
            rotation: 270,
            wind,
            allowance: {
              allowanceMm: 150,
              blockedBy: null,
              halfSpeed: false,
              steps: [],
              wind: 'breeze',
              scale: 1200,
            },
            choice: manoeuvreOptions({
              heading: 4,
              wind,
              sail: 'full',
              rudderDamaged: false,
              tack: { phase: 'none' },
              orderedHeading: 6,
            }),
            targets: {
              port: broadsideTargets(ships, 'bellona', 'port', { arcDeg: 90, scale: 1200 }),
              starboard: broadsideTargets(ships, 'bellona', 'starboard', {
                arcDeg: 90,
                scale: 1200,
              }),
            },
            shownSides: new Set<Side>(['port']),
            contacts: [],
            tokenNames: new Map(ships.map((s) => [s.id, { name: s.name }])),
            actorNames: new Map(),
            moveRakes: { starboard: crossed ? [{ tokenId: 'x', ...crossed }] : [] },
          },
          t,
        ),
      };
    },
  };
}

function roseEntry(
  id: string,
  title: string,
  wind: { direction: number; strength: 'light' | 'breeze' | 'strong' } | null,
  isGM: boolean,
): GalleryEntry {
  return {
    id,
    title,
    template: templatePath('canvas/wind-rose.hbs'),
    context: (lang) => ({ ...windRoseContext(wind, i18n(lang), isGM) }),
  };
}

/** FP-6.2 / D-18 / FP-6.4 the targeting tooltip over a hovered ship, from the core's targeting. */
function tipEntry(
  id: string,
  title: string,
  ships: Named[],
  firerId: string,
  targetId: string,
  fire: FireContext,
): GalleryEntry {
  return {
    id,
    title,
    template: templatePath('canvas/target-tip.hbs'),
    width: 340,
    context(lang) {
      const targeting = {
        port: broadsideTargets(ships, firerId, 'port', { arcDeg: 90, scale: 1200 }),
        starboard: broadsideTargets(ships, firerId, 'starboard', { arcDeg: 90, scale: 1200 }),
      };
      const names = new Map(ships.map((s) => [s.id, s.name]));
      return {
        ...targetTip(
          {
            firerName: names.get(firerId)!,
            targetId,
            targetName: names.get(targetId)!,
            targeting,
            fire,
            names,
          },
          i18n(lang),
        ),
      };
    },
  };
}

export const galleryEntries: GalleryEntry[] = [
  tipEntry(
    'canvas-target-tip-odds',
    'Targeting tooltip before the roll: band, half, bow rake, chance to hit',
    bowRake,
    'victory',
    'redoutable',
    {
      score: null,
      modifierTotal: 1,
      orders: { starboard: { aim: 'hull', fired: false } },
      mayFire: false,
    },
  ),
  tipEntry(
    'canvas-target-tip-fire',
    'Targeting tooltip in the movement-and-fire step: the result of the roll, click to fire',
    twoHalves,
    'bellona',
    'aft',
    {
      score: 11,
      modifierTotal: 0,
      orders: { starboard: { aim: 'rigging', fired: false } },
      mayFire: true,
    },
  ),
  tipEntry(
    'canvas-target-tip-not-offered',
    'Targeting tooltip over a ship a nearer one screens',
    twoHalves,
    'bellona',
    'beyond',
    {
      score: 11,
      modifierTotal: 0,
      orders: { starboard: { aim: 'hull', fired: false } },
      mayFire: true,
    },
  ),
  arcEntry(
    'canvas-arc-two-halves',
    'Firing arc: one ship in each half, the player chooses (D-18)',
    twoHalves,
    'bellona',
    'starboard',
    1200,
  ),
  arcEntry(
    'canvas-arc-bow-rake',
    'Firing arc: bow rake at medium range (FP-6.4, D-17)',
    bowRake,
    'victory',
    'starboard',
    1200,
  ),
  arcEntry(
    'canvas-arc-1-3000',
    'Firing arc at 1:3000 (HR-2)',
    smallScale,
    'agamemnon',
    'starboard',
    3000,
  ),
  panelEntry(),
  roseEntry(
    'canvas-wind-rose-gm',
    'Wind rose: wind from NE, GM view',
    { direction: 2, strength: 'breeze' },
    true,
  ),
  roseEntry('canvas-wind-rose-none', 'Wind rose: no wind set, player view', null, false),
  {
    id: 'canvas-hud-info',
    title: 'Token HUD block of a ship',
    template: templatePath('canvas/hud-info.hbs'),
    context: (lang) => ({
      sailing: sailingInfo(315, { direction: 0, strength: 'breeze' }, i18n(lang)),
      allowance: formatMm(90, lang),
      blocked: null,
      halfSpeed: true,
    }),
  },
  {
    id: 'canvas-ruler-over',
    title: 'Drag ruler past the allowance',
    template: templatePath('canvas/ruler-label.hbs'),
    context: (lang) => ({
      cssClass: 'last',
      sca: {
        distance: formatMm(212.4, lang),
        allowance: '180',
        remaining: '0',
        over: true,
        overBy: formatMm(32.4, lang),
        blocked: null,
        halfSpeed: false,
      },
    }),
  },
  {
    id: 'canvas-ruler-within',
    title: 'Drag ruler within the allowance, half speed',
    template: templatePath('canvas/ruler-label.hbs'),
    context: (lang) => ({
      cssClass: 'last',
      sca: {
        distance: formatMm(42.5, lang),
        allowance: '45',
        remaining: formatMm(2.5, lang),
        over: false,
        overBy: '0',
        blocked: null,
        halfSpeed: true,
      },
    }),
  },
  {
    id: 'canvas-range-label',
    title: 'Measuring ruler between two ships',
    template: templatePath('canvas/range-label.hbs'),
    context: (lang) => ({
      sca: {
        range: formatMm(231.25, lang),
        band: i18n(lang).localize('SCA.Canvas.Band.medium'),
        bandKey: 'medium',
        from: 'Victory',
        to: 'Redoutable',
      },
    }),
  },
  {
    id: 'canvas-wind-dialog',
    title: 'GM: scene wind dialog',
    template: templatePath('canvas/wind-dialog.hbs'),
    context: (lang) => windFormContext({ direction: 5, strength: 'strong' }, i18n(lang)),
  },
  {
    id: 'canvas-shift-dialog',
    title: 'GM: shift the fleet dialog',
    template: templatePath('canvas/shift-dialog.hbs'),
    context: () => ({}),
  },
];

// A ship in contact after a collision (FP-5.8): no manoeuvre until she unfouls; the broadsides still answer.
galleryEntries.push({
  id: 'canvas-ship-panel-in-contact',
  title: 'Ship panel: in contact, must unfoul first',
  template: templatePath('canvas/ship-panel.hbs'),
  context(lang) {
    const t = i18n(lang);
    const ships = [ship('ardent', 'Ardent', 0, 0, 0), ship('hercule', 'Hercule', 40, 10, 0)];
    const wind = { direction: 4, strength: 'strong' as const };
    return {
      ...panelView(
        {
          tokenId: 'ardent',
          name: 'Ardent',
          isOwner: true,
          rotation: 180,
          wind,
          allowance: {
            allowanceMm: 0,
            blockedBy: 'inContact',
            halfSpeed: false,
            steps: [],
            wind: 'strong',
            scale: 1200,
          },
          choice: manoeuvreOptions({
            heading: 0,
            wind,
            sail: 'easy',
            rudderDamaged: false,
            tack: { phase: 'none' },
          }),
          targets: {
            port: broadsideTargets(ships, 'ardent', 'port', { arcDeg: 90, scale: 1200 }),
            starboard: broadsideTargets(ships, 'ardent', 'starboard', { arcDeg: 90, scale: 1200 }),
          },
          shownSides: new Set<Side>(),
          contacts: [{ actorId: 'hercule', kind: 'enemyCollision' }],
          tokenNames: new Map(ships.map((s) => [s.id, { name: s.name }])),
          actorNames: new Map([['hercule', 'Hercule']]),
        },
        t,
      ),
    };
  },
});

// OR-7 an entangled pair: the contact carries the "entangled" chip (the collisions option on).
galleryEntries.push({
  id: 'canvas-ship-panel-entangled',
  title: 'Ship panel (GM): entangled with an enemy, moving the pair (full-game collisions)',
  template: templatePath('canvas/ship-panel.hbs'),
  context(lang) {
    const t = i18n(lang);
    const ships = [ship('ardent', 'Ardent', 0, 0, 0), ship('hercule', 'Hercule', 40, 0, 0)];
    const wind = { direction: 4, strength: 'strong' as const };
    return {
      ...panelView(
        {
          tokenId: 'ardent',
          name: 'Ardent',
          isOwner: true,
          rotation: 180,
          wind,
          allowance: {
            allowanceMm: 0,
            blockedBy: 'inContact',
            halfSpeed: false,
            steps: [],
            wind: 'strong',
            scale: 1200,
          },
          choice: manoeuvreOptions({
            heading: 0,
            wind,
            sail: 'full',
            rudderDamaged: false,
            tack: { phase: 'none' },
          }),
          targets: {
            port: broadsideTargets(ships, 'ardent', 'port', { arcDeg: 90, scale: 1200 }),
            starboard: broadsideTargets(ships, 'ardent', 'starboard', { arcDeg: 90, scale: 1200 }),
          },
          shownSides: new Set<Side>(),
          contacts: [{ actorId: 'hercule', kind: 'enemyCollision' }],
          entangledWith: ['hercule'],
          tangleMoves: { tokenOf: new Map([['hercule', 'hercule']]), segments: [1, 2] },
          tokenNames: new Map(ships.map((s) => [s.id, { name: s.name }])),
          actorNames: new Map([['hercule', 'Hercule']]),
        },
        t,
      ),
    };
  },
});
