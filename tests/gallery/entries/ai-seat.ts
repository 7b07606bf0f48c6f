// Gallery entries of the AI seat (issue 13): the AI captain's card for a ship's orders (the target,
// sail, course and broadsides with the core's reasons, in the gallery's language since SD-203, a
// decision the referee refused and the legal choice written instead), its movement-and-fire card (the
// firing point), and the tracker as the GM sees it with the French handed to the AI; SD-220 its contact
// line (boarding a crippled enemy) and its boarding-step card; OR-3's broadside held for segment 2,
// OR-5's tack toward a windward enemy, a course the navigation forbids, in stays, and OR-7 entangled;
// FP-A3 / SD-271 the signal it sends at the end of its part.
// Built through the real pure views.
import type { AiCaptainCard } from '../../../src/foundry/chat/card-data-ai-captain.js';
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import type { ViewContext } from '../../../src/foundry/chat/view-common.js';
import { templatePath } from '../../../src/foundry/constants.js';
import { sideDisplayName } from '../../../src/foundry/fleet/side-name.js';
import { localize } from '../../../src/foundry/i18n.js';
import { reason } from '../../../src/rules/sim/reasons.js';
import { reasonLine } from '../../../src/foundry/turn/ai-seat/ai-reason.js';
import { aiSeatsView } from '../../../src/foundry/turn/ai-seat/runner.js';
import { aiCaptainView } from '../../../src/foundry/turn/cards/views-ai-captain.js';
import { newBattle, type TurnState } from '../../../src/foundry/turn/turn-state.js';
import { trackerView } from '../../../src/foundry/turn/turn-views.js';
import type { GalleryEntry } from '../types.js';

const CHAT_WIDTH = 300;

const ctx: ViewContext = {
  messageId: 'msg',
  viewer: { isGM: true, owns: () => true },
  scale: 1200,
  ship: () => null,
  effect: () => ({ state: 'none' }),
  related: { fired: () => false, tested: () => false, criticalsPosted: false },
};

const ship = { actorUuid: 'Actor.genereux', name: 'Généreux' };

/** The captain's orders for Généreux, a sail order refused (three RDC jury-rigged: easy sail at most). */
const orders: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 2,
  side: 'French',
  step: 'orders',
  segment: null,
  ship,
  lines: [
    reasonLine('target', reason('engageNearest', { mm: 612 })),
    reasonLine(
      'sail',
      reason('makeSailToClose', { sail: 'full', mm: 612, why: reason('rangeBetterCrew') }),
    ),
    reasonLine('course', reason('turnToBear', { turn: 'bearAway', heading: 6, side: 'starboard' })),
    reasonLine('guns', reason('holdBroadside', { side: 'port' })),
    reasonLine('guns', reason('fireAtHull', { side: 'starboard' })),
    { kind: 'refused', text: '' },
    { kind: 'fallback', text: '' },
  ],
};

const moveFire: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 2,
  side: 'French',
  step: 'moveFire',
  segment: null,
  ship,
  lines: [
    reasonLine(
      'firingPoint',
      reason('fireIntoMoveRake', { side: 'starboard', mm: 60, rake: 'stern', band: 'short' }),
    ),
  ],
};

/** The referee's words are localised on the GM's client: filled in the gallery's language. */
function withReferee(card: AiCaptainCard): AiCaptainCard {
  return {
    ...card,
    lines: card.lines.map((l) =>
      l.kind === 'refused'
        ? { ...l, text: localize('SCA.Turn.Orders.Error.RestoredEasyOnly') }
        : l.kind === 'fallback'
          ? { ...l, text: localize('SCA.Turn.AiSeat.Fallback.NoSail') }
          : l,
    ),
  };
}

const names = {
  user: (id: string) => ({ alice: 'Alice' })[id] ?? id,
  side: (id: string) => sideDisplayName(id, localize),
};

/** Issue 13 / SD-189 the captain's orders under OR-6 and OR-9: the rules it applied, one line each. */
const underOptions: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 3,
  side: 'French',
  step: 'orders',
  segment: null,
  ship,
  lines: [
    reasonLine('target', reason('engageNearest', { mm: 278 })),
    reasonLine('sail', reason('keepSail', { sail: 'easy' })),
    reasonLine('course', reason('cannotManoeuvre')),
    reasonLine('guns', reason('fireAtHull', { side: 'starboard' })),
    reasonLine('options', reason('juryRigMast')),
    reasonLine('options', reason('notLoaded', { side: 'starboard' })),
    reasonLine('options', reason('reloadSide', { side: 'port' })),
    reasonLine('options', reason('reloadSide', { side: 'starboard' })),
  ],
};

/** SD-220 held alongside a crippled enemy: the contact line (board her), no course, one broadside. */
const boardingOdds = reason('boardHer', {
  pct: 50,
  mods: [
    { key: 'betterCrew', label: 'better crew', value: 1 },
    { key: 'enemyDcLost', label: 'DCs lost by the enemy', value: 1 },
  ],
});
const ordersToBoard: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 4,
  side: 'French',
  step: 'orders',
  segment: null,
  ship,
  lines: [
    reasonLine('target', reason('engageNearest', { mm: 50 })),
    reasonLine('contact', boardingOdds),
    reasonLine('sail', reason('keepSail', { sail: 'easy' })),
    reasonLine('course', reason('noCourseAlongside')),
    reasonLine('guns', reason('fireAtHull', { side: 'starboard' })),
    reasonLine('guns', reason('holdBroadsideBoarding', { side: 'port' })),
  ],
};

/** SD-220 the boarding step: the melee it asked the referee for. */
const boardingStep: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 4,
  side: 'French',
  step: 'boarding',
  segment: null,
  ship,
  lines: [reasonLine('contact', boardingOdds)],
};

/** OR-3 / SD-244 segment 1 of a two-segment turn: one broadside fired, the other held for segment 2. */
const segmentOneHold: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 5,
  side: 'French',
  step: 'moveFire',
  segment: 1,
  ship,
  lines: [
    reasonLine('firingPoint', reason('waitForSegmentTwo', { side: 'port' })),
    reasonLine(
      'firingPoint',
      reason('fireIntoMoveRake', { side: 'starboard', mm: 40, rake: 'bow', band: 'medium' }),
    ),
  ],
};

/** OR-5 / SD-225 / SD-253 close-hauled with her enemy to windward on the other tack: she tacks. */
const or5Tack: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 5,
  side: 'French',
  step: 'orders',
  segment: null,
  ship,
  lines: [
    reasonLine('target', reason('engageNearest', { mm: 1410 })),
    reasonLine(
      'sail',
      reason('makeSailToClose', { sail: 'full', mm: 1410, why: reason('rangeBetterCrew') }),
    ),
    reasonLine('course', reason('holdCourse', { heading: 3 })),
    reasonLine('options', reason('tackTowardEnemy', { heading: 13 })),
  ],
};

/** OR-5 / SD-190 a course change the full-game navigation forbids: dropped, a tack instead. */
const or5Forbids: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 5,
  side: 'French',
  step: 'orders',
  segment: null,
  ship,
  lines: [
    reasonLine('target', reason('engageNearest', { mm: 820 })),
    reasonLine('sail', reason('keepSail', { sail: 'easy' })),
    reasonLine('course', reason('turnToBear', { turn: 'luff', heading: 13, side: 'port' })),
    reasonLine('options', reason('navigationForbids', { fault: 'forbiddenHeading' })),
    reasonLine('options', reason('tackInstead')),
  ],
};

/** OR-5 / SD-254 in stays the next turn: she goes on tacking, no course or sail change. */
const or5InStays: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 6,
  side: 'French',
  step: 'orders',
  segment: null,
  ship,
  lines: [
    reasonLine('target', reason('engageNearest', { mm: 1180 })),
    reasonLine(
      'sail',
      reason('makeSailToClose', { sail: 'full', mm: 1180, why: reason('rangeBetterCrew') }),
    ),
    reasonLine('course', reason('holdCourse', { heading: 3 })),
    reasonLine('options', reason('tackOnInStays')),
    reasonLine('options', reason('noSailWhileTacking')),
  ],
};

/** OR-7 entangled with an enemy she does not judge worth boarding: she unfouls, no course order. */
const or7Entangled: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 6,
  side: 'French',
  step: 'orders',
  segment: null,
  ship,
  lines: [
    reasonLine('target', reason('engageNearest', { mm: 45 })),
    reasonLine('contact', reason('unfoulOne')),
    reasonLine('sail', reason('keepSail', { sail: 'easy' })),
    reasonLine('course', reason('noCourseInContact')),
    reasonLine('guns', reason('fireAtHull', { side: 'port' })),
  ],
};

/** FP-A3 / SD-271 the end of its part: the flagship signals "engage" to ships that keep course and speed. */
const signalEngage: AiCaptainCard = {
  kind: 'aiCaptain',
  turn: 1,
  side: 'French',
  step: 'signal',
  segment: null,
  ship,
  lines: [reasonLine('signal', reason('signalEngage', { count: 3 }))],
};

function battle(): TurnState {
  return {
    ...newBattle(
      [
        { id: 'French', userIds: [] },
        { id: 'British', userIds: ['alice'] },
      ],
      [],
      [],
    ),
    turn: 2,
    step: 'moveFire',
  };
}

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'ai-seat-orders',
    title: "AI captain: a ship's orders with their reasons, one refused by the referee",
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(withReferee(orders), ctx),
  },
  {
    id: 'ai-seat-move-fire',
    title: 'AI captain: where along the move it fired',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(moveFire, ctx),
  },
  {
    id: 'ai-seat-tracker',
    title: 'Tracker (GM): the French handed to the AI captain',
    template: templatePath('turn/tracker.hbs'),
    width: 320,
    context: () => ({
      ...trackerView(battle(), { isGM: true, userId: 'gm' }, [], 'standard', [], names),
      aiSeats: aiSeatsView(battle(), true, ['French'], names.side),
    }),
  },
  {
    id: 'ai-seat-orders-options',
    title: 'AI captain: its orders under the optional rules (OR-6 reload, OR-9 jury rig)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(underOptions, ctx),
  },
  {
    id: 'ai-seat-orders-boarding',
    title: 'AI captain: alongside a crippled enemy it orders boarding parties (SD-220)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(ordersToBoard, ctx),
  },
  {
    id: 'ai-seat-boarding',
    title: 'AI captain: the melee it asked for in the boarding step (SD-220)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(boardingStep, ctx),
  },
  {
    id: 'ai-seat-move-fire-segment-hold',
    title: 'AI captain: segment 1, one broadside held for segment 2 (OR-3)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(segmentOneHold, ctx),
  },
  {
    id: 'ai-seat-orders-or5-tack',
    title: 'AI captain: it tacks toward an enemy to windward (OR-5, SD-253)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(or5Tack, ctx),
  },
  {
    id: 'ai-seat-orders-or5-forbids',
    title: 'AI captain: a course change the full-game navigation forbids, a tack instead (OR-5)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(or5Forbids, ctx),
  },
  {
    id: 'ai-seat-orders-or5-in-stays',
    title: 'AI captain: in stays, it goes on tacking with no sail change (OR-5, SD-254)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(or5InStays, ctx),
  },
  {
    id: 'ai-seat-orders-or7',
    title: 'AI captain: entangled with an enemy, it unfouls (OR-7)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(or7Entangled, ctx),
  },
  {
    id: 'ai-seat-signal',
    title: 'AI captain: its flagship signals "engage" at the end of its part (FP-A3, SD-271)',
    template: CARD_TEMPLATES.aiCaptain,
    width: CHAT_WIDTH,
    context: () => aiCaptainView(signalEngage, ctx),
  },
];
