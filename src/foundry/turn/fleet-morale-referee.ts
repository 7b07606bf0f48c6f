// HR-4 fleet morale on the referee's client (SD-123). Foundry sends every world setting, and every
// Combat, Scene, User and Actor document with its flags, to every connected client; so the value is
// kept nowhere: the active GM's client computes it from the ships' records when asked, and hands it
// only to the GM and to a commander of that side, as the answer to that user's own request (a query
// answer goes back to the asking client alone). What is kept on the battle's Combat is only what
// the whole table sees anyway: that a fleet took its all-ships test, passed it or broke, and in which
// order fleets broke.
import {
  RuleError,
  baseReachesEdge,
  nearestTableEdge,
  savedAtEdge,
  type TableEdge,
} from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { format, localize } from '../i18n.js';
import { cardsOfKind, postCard } from '../chat/messages.js';
import type { MoraleListCard } from '../chat/card-data-melee-morale.js';
import { onHook } from '../foundry-api.js';
import { backgroundTasks } from '../referee/background.js';
import { askReferee, registerRequest, type Payload } from '../referee/channel.js';
import { ForgeryError } from '../referee/forgery.js';
import { isReferee } from '../referee/identity.js';
import { isApplied } from '../referee/history-lookup.js';
import { setting, tableScale } from '../settings.js';
import { actorByUuid, battleOrNull, rosterShips } from './flow.js';
import {
  FLEET_MORALE_FLAG,
  fleetMoralePanel,
  sideTally,
  visibleSides,
  type FleetBreakRecord,
  type FleetMoralePanel,
  type FleetMoraleStore,
} from './fleet-morale.js';
import type { TableShipData } from './melee.js';
import { hitsOfTurn, mayTestMorale } from './morale.js';
import type { TurnState } from './turn-state.js';
import { turnServices } from './services.js';
import { lossLevelOf } from './fleet-morale.js';
import { readFleetMoraleStore } from './fleet-morale-store.js';
import { battleCombat } from './battle-store.js';

interface CombatLike {
  getFlag(scope: string, key: string): unknown;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

export { readFleetMoraleStore };

async function writeStore(store: FleetMoraleStore): Promise<void> {
  await battleCombat<CombatLike>()?.update({ [`flags.${SYSTEM_ID}.${FLEET_MORALE_FLAG}`]: store });
}

/** On the referee's client: the panels `user` may see (the GM: every fleet; a commander: its own). */
export function fleetMoralePanelsFor(user: { id: string; isGM: boolean }): FleetMoralePanel[] {
  const state = battleOrNull();
  if (!state || !setting('fleetMorale')) return [];
  const ships = rosterShips(state);
  const store = readFleetMoraleStore();
  return visibleSides(state.sides, user).map((side) =>
    fleetMoralePanel(
      side,
      sideTally(side, ships, state.roster),
      store.records.find((r) => r.side === side),
    ),
  );
}

/**
 * The request `fleetMorale`: the requester's own fleets' panels. The payload may only name a side
 * (to narrow the answer); naming a side the requester does not command is a forgery (SD-123).
 */
export async function refereeFleetMorale(
  requester: User.Implementation,
  payload: Payload,
): Promise<FleetMoralePanel[]> {
  const bad = (what: string) => new RuleError(format('SCA.Referee.BadArgument', { what }));
  for (const key of Object.keys(payload)) if (key !== 'side') throw bad(key.slice(0, 40));
  if (payload.side !== undefined && typeof payload.side !== 'string') throw bad('side');
  const user = { id: requester.id!, isGM: !!requester.isGM };
  const panels = fleetMoralePanelsFor(user);
  if (payload.side === undefined) return panels;
  const state = battleOrNull();
  if (!state || !visibleSides(state.sides, user).includes(payload.side))
    throw new ForgeryError(localize('SCA.Turn.FleetMorale.NotYourFleet'));
  return panels.filter((p) => p.side === payload.side);
}

/**
 * What a player's client already holds that changes a fleet's value (the battle, its ships' records,
 * the break records): public data. A player asks again only when it changes, so a tracker render
 * (which the request's own message triggers) never asks twice for the same battle.
 */
function publicFingerprint(state: TurnState): string {
  const ships = rosterShips(state).map((s) => [
    s.actorUuid,
    s.system.side,
    s.system.status,
    s.system.moraleTests.length,
    s.system.damage,
  ]);
  return JSON.stringify([state.turn, state.step, state.sideIndex, ships, readFleetMoraleStore()]);
}

/** The last answer asked for, per user (one in a real client; the tests run every client in one). */
const asked = new Map<string, { key: string; panels: Promise<FleetMoralePanel[]> }>();

/** On any client: the fleets' panels this user may see (the GM computes; a player asks the GM). */
export async function myFleetMoralePanels(): Promise<FleetMoralePanel[]> {
  const user = game.user as User.Implementation;
  if (isReferee()) return fleetMoralePanelsFor({ id: user.id!, isGM: true });
  const state = battleOrNull();
  if (!state || !setting('fleetMorale')) return [];
  const key = publicFingerprint(state);
  const last = asked.get(user.id!);
  if (last?.key === key) return last.panels;
  // Kept before asking: the request's own message re-renders the tracker, which must find it.
  let answered: (panels: FleetMoralePanel[]) => void = () => undefined;
  const panels = new Promise<FleetMoralePanel[]>((resolve) => {
    answered = resolve;
  });
  asked.set(user.id!, { key, panels });
  const answer = await askReferee('fleetMorale', {});
  answered(
    answer.status === 'done' && Array.isArray(answer.data)
      ? (answer.data as FleetMoralePanel[])
      : [],
  );
  return panels;
}

/** HR-4 the all-ships morale test: every ship of the fleet that can still test, this turn's hits counted. */
function breakTestList(state: TurnState, side: string, ships: readonly TableShipData[]) {
  const records = cardsOfKind('gunnery', (c) => c.turn === state.turn).map(({ message, card }) => ({
    messageId: message.id!,
    card,
  }));
  const hits = hitsOfTurn(records, tableScale(), (uuid, key) => isApplied(actorByUuid(uuid), key));
  const card: MoraleListCard = {
    kind: 'moraleList',
    turn: state.turn,
    side,
    fleetBreak: side,
    entries: ships
      .filter((s) => s.system.side === side && mayTestMorale(s.system))
      .map((s) => {
        const mine = hits.filter((h) => h.targetUuid === s.actorUuid);
        return {
          actorUuid: s.actorUuid,
          name: s.name,
          reasons: ['fleetBreak'],
          hits: new Set(mine.filter((h) => h.side !== side).map((h) => h.firerUuid)).size,
          bowRakes: mine.filter((h) => h.rake === 'bow').length,
          sternRakes: mine.filter((h) => h.rake === 'stern').length,
        };
      }),
  };
  return card;
}

/** The all-ships test's outcome so far: a ship struck (broken), all tested and held (brink), or pending. */
function breakTestOutcome(
  record: FleetBreakRecord,
  ships: readonly TableShipData[],
): 'broken' | 'brink' | null {
  let pending = false;
  for (const before of record.testsBefore) {
    const ship = ships.find((s) => s.actorUuid === before.actorUuid);
    if (!ship) continue;
    const test = ship.system.moraleTests[before.count];
    if (test?.struck) return 'broken';
    if (!test && mayTestMorale(ship.system)) pending = true;
  }
  return pending ? null : 'brink';
}

/**
 * The referee's round after a change: a fleet at 0 or less gets its all-ships test, the test's result
 * breaks the fleet or leaves it on the brink, and a fleet on the brink breaks at its next loss. Each
 * fleet's record is written once per change; the first to break is numbered 1 (it loses).
 */
export async function runFleetMoraleReferee(): Promise<void> {
  if (!isReferee() || !setting('fleetMorale')) return;
  const state = battleOrNull();
  if (!state) return;
  const ships = rosterShips(state);
  const store = readFleetMoraleStore();
  const records = [...store.records];
  let changed = false;
  const nextOrder = () => 1 + records.filter((r) => r.order > 0).length;
  for (const { id: side } of state.sides) {
    const tally = sideTally(side, ships, state.roster);
    const i = records.findIndex((r) => r.side === side);
    const record = records[i];
    if (!record) {
      if (tally.value > 0) continue;
      const list = breakTestList(state, side, ships);
      const posted = await postCard(list);
      records.push({
        side,
        phase: 'breakTest',
        listMessageId: posted.message.id!,
        testsBefore: list.entries.map((e) => ({
          actorUuid: e.actorUuid,
          count: ships.find((s) => s.actorUuid === e.actorUuid)!.system.moraleTests.length,
        })),
        lossLevelsAtBrink: 0,
        order: 0,
        saved: [],
      });
      changed = true;
    } else if (record.phase === 'breakTest') {
      const outcome = breakTestOutcome(record, ships);
      if (outcome === 'broken') records[i] = { ...record, phase: 'broken', order: nextOrder() };
      else if (outcome === 'brink')
        records[i] = { ...record, phase: 'brink', lossLevelsAtBrink: tally.lossLevels };
      changed ||= outcome !== null;
    } else if (record.phase === 'brink' && tally.lossLevels > record.lossLevelsAtBrink) {
      records[i] = { ...record, phase: 'broken', order: nextOrder() };
      changed = true;
    }
  }
  for (const [i, record] of records.entries()) {
    if (record.phase !== 'broken') continue;
    const saved = await saveShipsAtEdge(record, ships);
    if (saved !== record) {
      records[i] = saved;
      changed = true;
    }
  }
  if (changed) await writeStore({ records });
}

/** The ships of a broken fleet still afloat and not yet saved. */
function runningShips(record: FleetBreakRecord, ships: readonly TableShipData[]) {
  return ships.filter(
    (s) =>
      s.system.side === record.side &&
      lossLevelOf(s.system) === 0 &&
      !record.saved.includes(s.actorUuid),
  );
}

/**
 * HR-4 / SD-125 the broken fleet's edge (fixed once: the nearest to its ships when it broke), and each
 * of its ships whose base reaches it saved and taken off the table. Returns the record unchanged when
 * nothing happened.
 */
async function saveShipsAtEdge(
  record: FleetBreakRecord,
  ships: readonly TableShipData[],
): Promise<FleetBreakRecord> {
  const table = turnServices().table;
  if (!table.edgeFacts) return record;
  const running = runningShips(record, ships)
    .map((s) => ({ ship: s, facts: table.edgeFacts!(s.actorUuid) }))
    .filter((r) => r.facts !== null);
  let edge: TableEdge | null | undefined = record.edge;
  if (edge === undefined) {
    edge = running.length
      ? nearestTableEdge(
          running.map((r) => r.facts!.centre),
          running[0]!.facts!.table,
        )
      : null;
  }
  const saved = [...record.saved];
  if (edge) {
    for (const { ship, facts } of running) {
      const reached = baseReachesEdge(facts!.centre, facts!.baseLengthMm, facts!.table, edge);
      if (!savedAtEdge(record.phase, reached)) continue;
      saved.push(ship.actorUuid);
      await table.removeShip?.(ship.actorUuid);
    }
  }
  if (edge === record.edge && saved.length === record.saved.length) return record;
  return { ...record, edge, saved };
}

const rounds = backgroundTasks();
/** One round at a time: two updates in a row must not post the all-ships test twice. */
let queue: Promise<unknown> = Promise.resolve();
function scheduleRound(): void {
  rounds.run(() => {
    queue = queue.then(runFleetMoraleReferee, runFleetMoraleReferee);
    return queue;
  });
}

/** Resolves when the referee's fleet-morale rounds started by hooks have finished (tests await it). */
export const settleFleetMorale = rounds.settle;

export function registerFleetMorale(): void {
  registerRequest('fleetMorale', async (requester, payload) => ({
    status: 'done',
    data: await refereeFleetMorale(requester, payload),
  }));
  // Every applied or undone result lands as an actor update: the referee looks again.
  // HR-4 a ship of a broken fleet reaching its edge arrives as a token update.
  for (const hook of ['updateActor', 'updateToken'])
    onHook(
      hook as 'updateActor',
      (() => {
        if (isReferee() && setting('fleetMorale')) scheduleRound();
      }) as never,
    );
}
