// Gallery entries of FP-5.7 / SD-150 the whole move made compulsory: the card of the moves the referee
// completed at a close (one sailed on freely, one stopped in contact, one aground; OR-3 a segment's),
// and a player's ship panel part-way through her move, saying the rest is sailed at the close.
import { broadsideTargets, type Side } from '../../../src/rules/index.js';
import { FakeI18n } from '../../fake-foundry/i18n.js';
import { manoeuvreOptions } from '../../../src/foundry/canvas/manoeuvre.js';
import { panelView } from '../../../src/foundry/canvas/panel-view.js';
import { templatePath } from '../../../src/foundry/constants.js';
import type { MoveCompletedCard } from '../../../src/foundry/chat/card-data-sailing.js';
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import type { ViewContext } from '../../../src/foundry/chat/view-common.js';
import { headingIndexToRotation } from '../../../src/foundry/heading.js';
import { moveCompletedView } from '../../../src/foundry/turn/cards/views-move-completed.js';
import type { GalleryEntry, GalleryLang } from '../types.js';

const CHAT_WIDTH = 300;

const ctx: ViewContext = {
  messageId: 'msg',
  viewer: { isGM: false, owns: () => true },
  scale: 1200,
  ship: () => null,
  effect: () => ({ state: 'none' }),
  related: { fired: () => false, tested: () => false, criticalsPosted: false },
};

const alternating: MoveCompletedCard = {
  kind: 'moveCompleted',
  turn: 3,
  side: 'British',
  segment: null,
  ships: [
    {
      actorUuid: 'Actor.bellona',
      name: 'HMS Bellona',
      movedMm: 85,
      contactWith: [],
      aground: false,
    },
    {
      actorUuid: 'Actor.audacious',
      name: 'HMS Audacious',
      movedMm: 42.5,
      contactWith: ['Généreux'],
      aground: false,
    },
    {
      actorUuid: 'Actor.minerva',
      name: 'HMS Minerva',
      movedMm: 20,
      contactWith: [],
      aground: true,
    },
  ],
};

const segment: MoveCompletedCard = {
  kind: 'moveCompleted',
  turn: 2,
  side: 'French',
  segment: 2,
  ships: [
    { actorUuid: 'Actor.genereux', name: 'Généreux', movedMm: 45, contactWith: [], aground: false },
  ],
};

function i18n(lang: GalleryLang) {
  const t = new FakeI18n(lang);
  return {
    lang,
    localize: (k: string) => t.localize(k),
    format: (k: string, d?: Record<string, unknown>) => t.format(k, d),
  };
}

/** Bellona (the player's) has made 60 of her 180 mm in her side's movement-and-fire step. */
function panel(lang: GalleryLang) {
  const body = { lengthMm: 75, widthMm: 40, masts: 3 };
  const ships = [
    { id: 'bellona', name: 'HMS Bellona', pose: { x: 0, y: 0, headingDeg: 90 }, body },
    { id: 'genereux', name: 'Généreux', pose: { x: 400, y: 300, headingDeg: 270 }, body },
  ];
  const wind = { direction: 10, strength: 'breeze' as const };
  const choice = manoeuvreOptions({
    heading: 4,
    wind,
    sail: 'full',
    rudderDamaged: false,
    tack: { phase: 'none' },
  });
  return panelView(
    {
      tokenId: 'bellona',
      name: 'HMS Bellona',
      isOwner: true,
      rotation: headingIndexToRotation(4),
      wind,
      allowance: {
        allowanceMm: 180,
        blockedBy: null,
        halfSpeed: false,
        steps: [],
        wind: 'breeze',
        scale: 1200,
      },
      // Under way: only going on straight ahead is left (SD-23).
      choice: { ...choice, options: choice.options.filter((o) => o.id === 'hold:4') },
      targets: {
        port: broadsideTargets(ships, 'bellona', 'port', { arcDeg: 90, scale: 1200 }),
        starboard: broadsideTargets(ships, 'bellona', 'starboard', { arcDeg: 90, scale: 1200 }),
      },
      shownSides: new Set<Side>(),
      contacts: [],
      tokenNames: new Map(ships.map((s) => [s.id, { name: s.name }])),
      actorNames: new Map(),
      gate: { mode: 'battle', turn: 3, mayMove: true, reasonKey: null },
      isGM: false,
      movedMm: 60,
      remainingMm: 120,
    },
    i18n(lang),
  ) as unknown as Record<string, unknown>;
}

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'fullmove-card',
    title: 'FP-5.7 The referee completed three moves at the close (one in contact, one aground)',
    template: CARD_TEMPLATES.moveCompleted,
    width: CHAT_WIDTH,
    context: () => moveCompletedView(alternating, ctx),
  },
  {
    id: 'fullmove-card-segment',
    title: 'OR-3 The rest of a segment’s move sailed at its close',
    template: CARD_TEMPLATES.moveCompleted,
    width: CHAT_WIDTH,
    context: () => moveCompletedView(segment, ctx),
  },
  {
    id: 'fullmove-panel',
    title: 'FP-5.7 Ship panel (player): part-way through the move, the rest sailed at the close',
    template: templatePath('canvas/ship-panel.hbs'),
    context: panel,
  },
];
