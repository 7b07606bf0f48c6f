// Gallery entries of the canvas glue: firing arcs with their range rings, the ships and the targeting
// answer drawn from the core geometry (two halves with a player's choice, a bow rake, a 1:3000 arc),
// the ship panel, the wind rose, the token HUD block, the ruler labels and the GM dialogs. Contexts are
// built by the same pure functions the canvas uses; text the functions pre-format is in `lang`.
// The makers and scenes: ../canvas-entry-makers.ts.
import { broadsideTargets, type Side } from '../../../src/rules/index.js';
import { manoeuvreOptions } from '../../../src/foundry/canvas/manoeuvre.js';
import { panelView } from '../../../src/foundry/canvas/panel-view.js';
import { templatePath } from '../../../src/foundry/constants.js';
import type { GalleryEntry } from '../types.js';
import { formatMm } from '../../../src/foundry/canvas/format.js';
import { sailingInfo, windFormContext } from '../../../src/foundry/canvas/wind.js';
import {
  arcEntry,
  bowRake,
  i18n,
  panelEntry,
  roseEntry,
  ship,
  smallScale,
  tipEntry,
  twoHalves,
} from '../canvas-entry-makers.js';

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
