// Gallery entries of the turn flow: every chat card in its states (before the roll, rolled, applied,
// undone, as GM and as a player), built from real card models
// through the pure view-model functions and rendered with the real templates.
import type { ShipRef } from '../../../src/foundry/chat/card-data-common.js';
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import type { EffectState, ViewContext } from '../../../src/foundry/chat/view-common.js';
import {
  abilitaView,
  criticalView,
  gunneryView,
} from '../../../src/foundry/turn/cards/views-fire.js';
import {
  meleeView,
  moraleListView,
  moraleView,
} from '../../../src/foundry/turn/cards/views-melee-morale.js';
import { endOfPartView } from '../../../src/foundry/turn/cards/views-end-of-part.js';
import { summaryView } from '../../../src/foundry/turn/cards/views-summary.js';
import { signalView } from '../../../src/foundry/turn/cards/views-signal.js';
import type { SignalCard } from '../../../src/foundry/chat/card-data-sailing.js';
import type { ShipSystemSource } from '../../../src/foundry/models/ship-model.js';
import { buildAbilitaCard } from '../../../src/foundry/turn/abilita.js';
import { buildCriticalCard, drawCriticals } from '../../../src/foundry/turn/criticals.js';
import {
  buildEndOfPartCard,
  buildSummaryCard,
  summaryShips,
} from '../../../src/foundry/turn/end-of-part.js';
import { buildGunneryCard } from '../../../src/foundry/turn/gunnery.js';
import { buildMeleeCard, type TableShipData } from '../../../src/foundry/turn/melee.js';
import { buildMoraleCard, buildMoraleList } from '../../../src/foundry/turn/morale.js';
import { snapshotOrders } from '../../../src/foundry/turn/orders.js';
import { shipData } from '../../turn/ships.js';
import type { GalleryEntry } from '../types.js';

type Crew = 'good' | 'average' | 'poor';
function ship(
  id: string,
  name: string,
  classId: string,
  crew: Crew,
  side: string,
  extra: Record<string, unknown> = {},
): TableShipData {
  return {
    id,
    actorUuid: `Actor.${id}`,
    name,
    system: shipData(classId, crew, { side, ...extra }),
  };
}
const withOrders = (s: TableShipData, o: Record<string, unknown>): TableShipData => ({
  ...s,
  system: { ...s.system, orders: { ...snapshotOrders(o), turn: 1, locked: false } },
});

// The digest's example squadrons (FP-2.1 worked check).
const prince = withOrders(ship('prince', 'HMS Prince', '2nd-98s', 'good', 'British'), {
  firePort: 'hull',
  changeCourse: 'ESE',
});
const defiance = withOrders(
  ship('defiance', 'HMS Defiance', '3rd-74c', 'average', 'British', {
    fires: { hull: 1, rigging: 0 },
  }),
  { extinguish: true, firePort: 'hull' },
);
const ardent = withOrders(
  ship('ardent', 'HMS Ardent', '3rd-64', 'average', 'British', {
    contacts: [{ actorId: 'hercule', kind: 'enemyCollision' }],
  }),
  { prepareBoarding: true },
);
const minerva = withOrders(
  ship('minerva', 'HMS Minerva', '5th-32-34', 'good', 'British', {
    fires: { hull: 0, rigging: 1 },
    damage: { port: 0, starboard: 0, rigging: 400, riggingRepaired: 0 },
  }),
  { firePort: 'hull' },
);
const foudroyant = ship('foudroyant', 'Foudroyant', '3rd-80l', 'good', 'French', {
  damage: { port: 0, starboard: 240, rigging: 0, riggingRepaired: 0 },
});
const scipion = ship('scipion', 'Scipion', '3rd-80s-74l', 'poor', 'French');
const hercule = ship('hercule', 'Hercule', '3rd-64', 'poor', 'French', {
  contacts: [{ actorId: 'ardent', kind: 'enemyCollision' }],
});
const medee = ship('medee', 'Médée', '5th-36-40', 'average', 'French', {
  sail: 'easy',
  damage: { port: 144, starboard: 0, rigging: 0, riggingRepaired: 0 },
});
const ALL = [prince, defiance, ardent, minerva, foudroyant, scipion, hercule, medee];
const BRITISH = new Set(ALL.filter((s) => s.system.side === 'British').map((s) => s.actorUuid));
const ref = (s: TableShipData): ShipRef => ({ actorUuid: s.actorUuid, name: s.name });

type State = 'ready' | 'applied' | 'undone';
function ctx(
  viewer: 'gm' | 'british' | 'french',
  state: State = 'ready',
  extra: Partial<ViewContext['related']> = {},
): ViewContext {
  const effect = (): EffectState =>
    state === 'ready' ? { state: 'none' } : { state, entryId: 'e1' };
  return {
    messageId: 'msg',
    viewer: {
      isGM: viewer === 'gm',
      owns: (uuid) => viewer === 'gm' || (viewer === 'british') === BRITISH.has(uuid),
    },
    scale: 1200,
    ship: (uuid) =>
      (ALL.find((s) => s.actorUuid === uuid)?.system as ShipSystemSource | undefined) ?? null,
    effect,
    related: { fired: () => false, tested: () => false, criticalsPosted: false, ...extra },
  };
}

const input = (s: TableShipData) => ({
  actorUuid: s.actorUuid,
  name: s.name,
  system: s.system,
  headingIndex: 4,
});
const abilita = buildAbilitaCard({
  turn: 1,
  side: 'British',
  faces: [5, 5, 5],
  wind: 0,
  ships: [prince, defiance, ardent, minerva].map(input),
});
const badRoll = buildAbilitaCard({
  turn: 1,
  side: 'French',
  faces: [1, 1, 1],
  wind: 0,
  ships: [foudroyant, withOrders(scipion, { firePort: 'hull', tack: false })].map(input),
});
// Defiance (one hull fire, -1) on a 6: fire-fighting fails at 5, -50% DC to the hull side chosen (D-5).
const fireFightingFailed = buildAbilitaCard({
  turn: 1,
  side: 'British',
  faces: [2, 2, 2],
  wind: 0,
  ships: [defiance].map(input),
});
const target = (s: TableShipData, f: Record<string, unknown>) => ({
  actorUuid: s.actorUuid,
  name: s.name,
  rangeMm: 80,
  band: 'short' as const,
  half: 'fore' as const,
  rake: null,
  hitSide: 'starboard' as const,
  boardingWith: [],
  sail: s.system.sail,
  ...f,
});
const gPrince = buildGunneryCard({
  abilita,
  abilitaMessageId: 'a',
  shipIndex: 0,
  broadside: 'port',
  firer: prince.system,
  targeting: {
    candidates: [target(foudroyant, {})],
    chosen: foudroyant.actorUuid,
    choices: [foudroyant.actorUuid],
  },
});
const gChoose = buildGunneryCard({
  abilita,
  abilitaMessageId: 'a',
  shipIndex: 1,
  broadside: 'port',
  firer: defiance.system,
  targeting: {
    candidates: [
      target(scipion, { rangeMm: 200, band: 'medium' }),
      target(hercule, { rangeMm: 220, band: 'medium', half: 'aft' }),
    ],
    chosen: null,
    choices: [scipion.actorUuid, hercule.actorUuid],
  },
});
const gRake = buildGunneryCard({
  abilita,
  abilitaMessageId: 'a',
  shipIndex: 3,
  broadside: 'port',
  firer: minerva.system,
  targeting: {
    candidates: [target(medee, { rangeMm: 95, rake: 'stern', hitSide: 'port', boardingWith: [] })],
    chosen: medee.actorUuid,
    choices: [medee.actorUuid],
  },
});
const gNone = buildGunneryCard({
  abilita,
  abilitaMessageId: 'a',
  shipIndex: 1,
  broadside: 'port',
  firer: defiance.system,
  targeting: { candidates: [], chosen: null, choices: [] },
});
const records = [
  { messageId: 'g1', card: gPrince },
  { messageId: 'g2', card: { ...gChoose, targetUuid: scipion.actorUuid } },
  { messageId: 'g3', card: gRake },
];
const crit = buildCriticalCard({
  abilita,
  abilitaMessageId: 'a',
  records,
  draw: drawCriticals(abilita, records, 1200),
  unluckyFaces: null,
  wellLaidFaces: [6, 5, 5],
  neighbours: [ref(scipion), ref(prince)],
});
const badRecords = [
  {
    messageId: 'g4',
    card: buildGunneryCard({
      abilita: badRoll,
      abilitaMessageId: 'b',
      shipIndex: 1,
      broadside: 'port',
      firer: scipion.system,
      targeting: {
        candidates: [target(defiance, { rangeMm: 300, band: 'medium' })],
        chosen: defiance.actorUuid,
        choices: [defiance.actorUuid],
      },
    }),
  },
];
const critUnlucky = buildCriticalCard({
  abilita: badRoll,
  abilitaMessageId: 'b',
  records: badRecords,
  draw: drawCriticals(badRoll, badRecords, 1200),
  unluckyFaces: [1, 2, 3],
  wellLaidFaces: null,
  neighbours: [],
});
const readyArdent = {
  ...ardent,
  system: {
    ...ardent.system,
    boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false },
  },
};
const melee = buildMeleeCard({
  turn: 1,
  attacker: readyArdent,
  defender: hercule,
  ships: [readyArdent, hercule],
  faces: [6, 6, 5],
  meleeDamage: true,
});
const repelled = buildMeleeCard({
  turn: 1,
  attacker: readyArdent,
  defender: hercule,
  ships: [readyArdent, hercule],
  faces: [1, 2, 1],
  meleeDamage: false,
});
const list = buildMoraleList({
  turn: 1,
  side: 'British',
  ships: ALL,
  partStart: {},
  turnHits: [
    { targetUuid: medee.actorUuid, firerUuid: minerva.actorUuid, side: 'British', rake: 'stern' },
    { targetUuid: foudroyant.actorUuid, firerUuid: prince.actorUuid, side: 'British', rake: null },
  ],
});
const medeeIndex = list.entries.findIndex((e) => e.actorUuid === medee.actorUuid);
const struck = buildMoraleCard(list, 'list', medeeIndex, medee.system, [1, 2, 2]);
const holds = buildMoraleCard(
  list,
  'list',
  list.entries.findIndex((e) => e.actorUuid === minerva.actorUuid),
  minerva.system,
  [4, 4, 4],
);
// Burning and fouled with Hercule: the fire also reaches Hercule's rigging (FP-4.4).
const burning = {
  ...minerva,
  system: {
    ...minerva.system,
    damage: { port: 0, starboard: 0, rigging: 400, riggingRepaired: 0 },
    contacts: [{ actorId: hercule.id, kind: 'enemyCollision' as const }],
  },
};
/** The end-of-part entries read the burning, fouled Minerva, not the fresh one. */
const withBurning = (c: ViewContext): ViewContext => ({
  ...c,
  ship: (uuid) =>
    uuid === burning.actorUuid ? (burning.system as ShipSystemSource) : c.ship(uuid),
});
const endOfPart = buildEndOfPartCard({
  turn: 1,
  side: 'British',
  ships: [prince, defiance, ardent, burning, hercule],
  litThisTurn: () => false,
  neighbours: () => [ref(foudroyant), ref(ardent)],
});
const roster = ALL.map((s) => ({ actorUuid: s.actorUuid, originalSide: s.system.side }));
const captured = {
  ...hercule,
  system: {
    ...hercule.system,
    side: 'British',
    status: { struck: false, captured: true, exploded: false, abandoned: false },
  },
};
const endShips = summaryShips([...ALL.filter((s) => s !== hercule), captured], roster);
const summary = buildSummaryCard(3, endShips, ['British', 'French'], 'standard');

/** Chat cards at the chat log's width (the turn windows are in entries/turn.ts). */
// FP-A3 / OR-11 a signal of two elements read by two ships of three, one acting independently.
const calmSignal = {
  underEnemyFire: false,
  orderedToFire: false,
  boarding: false,
  fireOnBoard: false,
  otherNation: false,
};
const signal: SignalCard = {
  kind: 'signal',
  turn: 3,
  side: 'British',
  mode: 'fastPlay',
  sender: ref(prince),
  senderUserId: 'alice',
  elements: ['Form line of battle', 'Engage the enemy'],
  entries: [
    {
      ...ref(defiance),
      faces: [5, 3, 2],
      conditions: { ...calmSignal, fireOnBoard: true },
      independent: false,
    },
    {
      ...ref(ardent),
      faces: [2, 2, 3],
      conditions: { ...calmSignal, underEnemyFire: true, orderedToFire: true },
      independent: true,
    },
    {
      ...ref(minerva),
      faces: [6, 4, 3],
      conditions: { ...calmSignal, otherNation: true },
      independent: false,
    },
  ],
};
const signalOfficer: SignalCard = {
  ...signal,
  mode: 'fullGame',
  sender: ref(minerva),
  elements: ['Tack in succession'],
  entries: [],
};

const CHAT_WIDTH = 300;
const entry = (
  id: string,
  title: string,
  template: string,
  context: () => Record<string, unknown>,
): GalleryEntry => ({
  id: `cards-${id}`,
  title,
  template,
  context: () => context(),
  width: CHAT_WIDTH,
});

export const galleryEntries: GalleryEntry[] = [
  entry('abilita-rolled-gm', 'Abilità card, rolled (GM)', CARD_TEMPLATES.abilita, () =>
    abilitaView(abilita, ctx('gm')),
  ),
  entry(
    'abilita-rolled-player',
    'Abilità card, rolled (the British player)',
    CARD_TEMPLATES.abilita,
    () => abilitaView(abilita, ctx('british')),
  ),
  entry(
    'abilita-enemy',
    'Abilità card as the enemy sees it (no buttons)',
    CARD_TEMPLATES.abilita,
    () => abilitaView(abilita, ctx('french')),
  ),
  entry(
    'abilita-applied',
    'Abilità card, results applied and broadsides fired (GM: undo)',
    CARD_TEMPLATES.abilita,
    () => abilitaView(abilita, ctx('gm', 'applied', { fired: () => true })),
  ),
  entry('abilita-undone', 'Abilità card, results undone', CARD_TEMPLATES.abilita, () =>
    abilitaView(abilita, ctx('british', 'undone')),
  ),
  entry(
    'abilita-fire-fighting-failed',
    'Abilità card: fire-fighting failed, the player picks the hull side of the damage',
    CARD_TEMPLATES.abilita,
    () => abilitaView(fireFightingFailed, ctx('british')),
  ),
  entry(
    'abilita-critical',
    'Abilità card with a critical course failure and unlucky shots',
    CARD_TEMPLATES.abilita,
    () => abilitaView(badRoll, ctx('french')),
  ),
  entry(
    'gunnery-choose',
    'Broadside: a target in each half, the player chooses',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(gChoose, ctx('british')),
  ),
  entry(
    'gunnery-rolled',
    'Broadside: hit at short range, well laid pending',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(gPrince, ctx('british')),
  ),
  entry('gunnery-rake', 'Broadside: stern rake (x4)', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gRake, ctx('gm')),
  ),
  entry('gunnery-applied', 'Broadside: damage applied (GM: undo)', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gPrince, ctx('gm', 'applied')),
  ),
  entry('gunnery-undone', 'Broadside: damage undone', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gPrince, ctx('british', 'undone')),
  ),
  entry('gunnery-enemy', 'Broadside as the target’s player sees it', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gPrince, ctx('french')),
  ),
  entry('gunnery-no-target', 'Broadside with no target', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gNone, ctx('british')),
  ),
  // OR-6 full gunnery: the target, collateral and opposite figures, an initial broadside.
  entry(
    'gunnery-full',
    'Broadside, full gunnery: initial, three figures',
    CARD_TEMPLATES.gunnery,
    () => gunneryView({ ...gPrince, fullGunnery: { broadside: 'initial' } }, ctx('british')),
  ),
  entry(
    'critical-well-laid',
    'Critical: well laid shot, magazine, the blast',
    CARD_TEMPLATES.critical,
    () => criticalView(crit, ctx('british')),
  ),
  entry('critical-applied', 'Critical: applied (GM: undo)', CARD_TEMPLATES.critical, () =>
    criticalView(crit, ctx('gm', 'applied')),
  ),
  entry('critical-unlucky', 'Critical: unlucky shot, a gun bursts', CARD_TEMPLATES.critical, () =>
    criticalView(critUnlucky, ctx('french')),
  ),
  entry('melee-captured', 'Melee: captured, HR-1 damage', CARD_TEMPLATES.melee, () =>
    meleeView(melee, ctx('british')),
  ),
  entry('melee-applied', 'Melee: repelled, applied', CARD_TEMPLATES.melee, () =>
    meleeView(repelled, ctx('gm', 'applied')),
  ),
  entry(
    'morale-list',
    'Morale tests due, with the chance of striking',
    CARD_TEMPLATES.moraleList,
    () => moraleListView(list, ctx('french')),
  ),
  entry('morale-list-tested', 'Morale tests due, all tested', CARD_TEMPLATES.moraleList, () =>
    moraleListView(list, ctx('gm', 'ready', { tested: () => true })),
  ),
  entry('morale-struck', 'Morale test: strikes, applied', CARD_TEMPLATES.morale, () =>
    moraleView(struck, ctx('gm', 'applied')),
  ),
  entry('morale-holds', 'Morale test: holds, ready', CARD_TEMPLATES.morale, () =>
    moraleView(holds, ctx('british')),
  ),
  entry('morale-undone', 'Morale test: undone', CARD_TEMPLATES.morale, () =>
    moraleView(struck, ctx('french', 'undone')),
  ),
  entry(
    'end-of-part',
    'Fires at the end of the part: the ship explodes, the fire spreads',
    CARD_TEMPLATES.endOfPart,
    () => endOfPartView(endOfPart, withBurning(ctx('gm'))),
  ),
  entry(
    'end-of-part-applied',
    'Fires at the end of the part: applied',
    CARD_TEMPLATES.endOfPart,
    () => endOfPartView(endOfPart, withBurning(ctx('gm', 'applied'))),
  ),
  entry('summary', 'End of the battle', CARD_TEMPLATES.summary, () => summaryView(summary)),
  entry('signal', 'Signal: two elements, read by two ships of three', CARD_TEMPLATES.signal, () =>
    signalView(signal, ctx('british')),
  ),
  entry(
    'signal-empty',
    'Signal from an officer, no ship could take it',
    CARD_TEMPLATES.signal,
    () => signalView(signalOfficer, ctx('gm')),
  ),
];

// OR-7 footnote 20: fire at an entangled enemy with a friend in the tangle (the friend aside and
// nearer takes 2/3), and the shot a friend on the centre line screens.
const tangled = (friendPlace: 'fore' | 'centre'): typeof gPrince => ({
  ...gPrince,
  candidates: gPrince.candidates.map((c) => ({
    ...c,
    entangled: true,
    tangle: {
      actorUuid: scipion.actorUuid,
      name: scipion.name,
      hitSide: 'starboard' as const,
      friendPlace,
      friendRangeMm: c.rangeMm - 30,
      enemyPlace: 'aft' as const,
      enemyRangeMm: c.rangeMm,
    },
  })),
});
galleryEntries.push(
  entry(
    'gunnery-tangle-split',
    'Broadside at an entangled enemy: a friend in the tangle takes 2/3',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(tangled('fore'), ctx('gm')),
  ),
  entry(
    'gunnery-tangle-screened',
    'Broadside at an entangled enemy: a friend on the centre line screens it',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(tangled('centre'), ctx('gm')),
  ),
);

// OR-5 a broadside fired while tacking: BF -1, its own line on the card.
galleryEntries.push(
  entry('gunnery-tacking', 'Broadside fired while tacking: BF −1', CARD_TEMPLATES.gunnery, () =>
    gunneryView({ ...gPrince, tackBf: -1 }, ctx('british')),
  ),
);

// OR-3 seven-dice Abilità: the common die and the three coloured pairs, a score per group, and each
// order read on its group's score (Prince's course fails on the blue dice, its broadside hits on the red).
const sevenDice = buildAbilitaCard({
  turn: 1,
  side: 'British',
  faces: [],
  sevenDice: [2, 5, 4, 1, 1, 6, 5],
  wind: 0,
  ships: [prince, defiance, ardent].map(input),
});
galleryEntries.push(
  entry(
    'abilita-seven-dice',
    'Abilità card with seven dice: a score per group of orders',
    CARD_TEMPLATES.abilita,
    () => abilitaView(sevenDice, ctx('british')),
  ),
);

// OR-6 / SD-36 a well laid double under full gunnery: one line per figure on the target; and
// SD-85 full gunnery at an entangled enemy: each figure shared with the friend in the tangle.
const gFull = { ...gPrince, fullGunnery: { broadside: 'normal' as const } };
const fullRecords = [{ messageId: 'gf', card: gFull }];
const critDoubleFull = buildCriticalCard({
  abilita,
  abilitaMessageId: 'a',
  records: fullRecords,
  draw: { unlucky: null, wellLaid: fullRecords[0]! },
  unluckyFaces: null,
  wellLaidFaces: [3, 3, 3],
  neighbours: [],
});
galleryEntries.push(
  entry(
    'critical-double-full',
    'Critical: well laid double under full gunnery, one line per figure',
    CARD_TEMPLATES.critical,
    () => criticalView(critDoubleFull, ctx('british', 'ready', { gunnery: () => gFull })),
  ),
  entry(
    'gunnery-full-tangle-split',
    'Broadside, full gunnery, at an entangled enemy: each figure shared with the friend',
    CARD_TEMPLATES.gunnery,
    () => gunneryView({ ...tangled('fore'), fullGunnery: { broadside: 'normal' } }, ctx('gm')),
  ),
);
