// What the canvas gallery entries (entries/canvas.ts) are made of: the fake i18n per language, ship
// shapes, the D-18 / FP-6.4 / HR-2 arc scenes, and the makers of the arc, panel, wind rose and
// targeting tooltip entries.
import { FakeI18n } from '../fake-foundry/i18n.js';
import {
  broadsideTargets,
  rakeDuringMove,
  type Scale,
  type Side,
  type TableShip,
} from '../../src/rules/index.js';
import { arcDiagram } from '../../src/foundry/canvas/arc-diagram.js';
import { manoeuvreOptions } from '../../src/foundry/canvas/manoeuvre.js';
import { broadsideView, panelView } from '../../src/foundry/canvas/panel-view.js';
import { templatePath } from '../../src/foundry/constants.js';
import type { GalleryEntry } from './types.js';
import { targetTip, type FireContext } from '../../src/foundry/canvas/target-tip.js';
import { windRoseContext } from '../../src/foundry/canvas/wind.js';

const i18nCache = new Map<string, FakeI18n>();
export function i18n(lang: 'en' | 'it') {
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
export const ship = (
  id: string,
  name: string,
  x: number,
  y: number,
  headingDeg: number,
  body = THIRD,
): Named => ({ id, name, pose: { x, y, headingDeg }, body });

export function arcEntry(
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
export const twoHalves = [
  ship('bellona', 'Bellona', 0, 0, 0),
  ship('fore', 'Scipion', 300, 110, 0),
  ship('aft', 'Hercule', 330, -150, 180),
  ship('beyond', 'Médée', 560, 40, 0, FRIGATE),
];

// FP-6.4 / D-17 a ship across the firing centre line, bow towards the firer, at medium range.
export const bowRake = [
  ship('victory', 'Victory', 0, 0, 0, FIRST),
  ship('redoutable', 'Redoutable', 260, 0, 270),
  ship('fougueux', 'Fougueux', 420, 190, 0),
];

// HR-2 at 1:3000: 30 x 16 bases, rings at 40 / 140 / 280 mm.
export const smallScale = [
  ship('agamemnon', 'Agamemnon', 0, 0, 90, SMALL_THIRD),
  ship('caira', 'Ça Ira', 30, -160, 90, SMALL_THIRD),
  ship('sensible', 'Sensible', -60, -90, 45, SMALL_FRIGATE),
];

export function panelEntry(): GalleryEntry {
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

export function roseEntry(
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
export function tipEntry(
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
