// The sample chat cards the gallery's card entries show (entries/cards.ts): the digest's example
// squadrons, a viewer's context, and every card kind built from real card models in its states.
import type { ShipRef } from '../../src/foundry/chat/card-data-common.js';
import type { EffectState, ViewContext } from '../../src/foundry/chat/view-common.js';
import type { SignalCard } from '../../src/foundry/chat/card-data-sailing.js';
import type { ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { buildAbilitaCard } from '../../src/foundry/turn/abilita.js';
import { buildCriticalCard, drawCriticals } from '../../src/foundry/turn/criticals.js';
import {
  buildEndOfPartCard,
  buildSummaryCard,
  summaryShips,
} from '../../src/foundry/turn/end-of-part.js';
import { buildGunneryCard } from '../../src/foundry/turn/gunnery.js';
import { buildMeleeCard, type TableShipData } from '../../src/foundry/turn/melee.js';
import { buildMoraleCard, buildMoraleList } from '../../src/foundry/turn/morale.js';
import { shipData } from '../turn/ships.js';
import type { GalleryEntry } from './types.js';
import { snapshotOrders } from '../../src/foundry/turn/orders.js';

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
export const prince = withOrders(ship('prince', 'HMS Prince', '2nd-98s', 'good', 'British'), {
  firePort: 'hull',
  changeCourse: 'ESE',
});
export const defiance = withOrders(
  ship('defiance', 'HMS Defiance', '3rd-74c', 'average', 'British', {
    fires: { hull: 1, rigging: 0 },
  }),
  { extinguish: true, firePort: 'hull' },
);
export const ardent = withOrders(
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
export const scipion = ship('scipion', 'Scipion', '3rd-80s-74l', 'poor', 'French');
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
export function ctx(
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

export const input = (s: TableShipData) => ({
  actorUuid: s.actorUuid,
  name: s.name,
  system: s.system,
  headingIndex: 4,
});
export const abilita = buildAbilitaCard({
  turn: 1,
  side: 'British',
  faces: [5, 5, 5],
  wind: 0,
  ships: [prince, defiance, ardent, minerva].map(input),
});
export const badRoll = buildAbilitaCard({
  turn: 1,
  side: 'French',
  faces: [1, 1, 1],
  wind: 0,
  ships: [foudroyant, withOrders(scipion, { firePort: 'hull', tack: false })].map(input),
});
// Defiance (one hull fire, -1) on a 6: fire-fighting fails at 5, -50% DC to the hull side chosen (D-5).
export const fireFightingFailed = buildAbilitaCard({
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
export const gPrince = buildGunneryCard({
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
export const gChoose = buildGunneryCard({
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
export const gRake = buildGunneryCard({
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
export const gNone = buildGunneryCard({
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
export const crit = buildCriticalCard({
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
export const critUnlucky = buildCriticalCard({
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
export const melee = buildMeleeCard({
  turn: 1,
  attacker: readyArdent,
  defender: hercule,
  ships: [readyArdent, hercule],
  faces: [6, 6, 5],
  meleeDamage: true,
});
export const repelled = buildMeleeCard({
  turn: 1,
  attacker: readyArdent,
  defender: hercule,
  ships: [readyArdent, hercule],
  faces: [1, 2, 1],
  meleeDamage: false,
});
export const list = buildMoraleList({
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
export const struck = buildMoraleCard(list, 'list', medeeIndex, medee.system, [1, 2, 2]);
export const holds = buildMoraleCard(
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
export const withBurning = (c: ViewContext): ViewContext => ({
  ...c,
  ship: (uuid) =>
    uuid === burning.actorUuid ? (burning.system as ShipSystemSource) : c.ship(uuid),
});
export const endOfPart = buildEndOfPartCard({
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
export const summary = buildSummaryCard(3, endShips, ['British', 'French'], 'standard');

/** Chat cards at the chat log's width (the turn windows are in entries/turn.ts). */
// FP-A3 / OR-11 a signal of two elements read by two ships of three, one acting independently.
const calmSignal = {
  underEnemyFire: false,
  orderedToFire: false,
  boarding: false,
  fireOnBoard: false,
  otherNation: false,
};
export const signal: SignalCard = {
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
export const signalOfficer: SignalCard = {
  ...signal,
  mode: 'fullGame',
  sender: ref(minerva),
  elements: ['Tack in succession'],
  entries: [],
};

const CHAT_WIDTH = 300;
export const entry = (
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
