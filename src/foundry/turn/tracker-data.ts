// Reads the facts of the tracker's checklist off the battle's real state: the ships' stored orders,
// the GM-posted cards of the part (Abilità, broadsides, morale list and tests) and the referee's
// record of each straight move. Nothing here is a flag a player could set.
import { fullGunneryPlayed } from './guns.js';
import { movementAllowance } from '../canvas/index.js';
import { cardsOfKind } from '../chat/messages.js';
import { optionalRules, setting, tableScale } from '../settings.js';
import { sceneWind } from '../scene-wind.js';
import { battleScene } from './scene-table.js';
import { actorByUuid, rosterShips } from './flow.js';
import { availableOrders, orderedKeys, snapshotOrders } from './orders.js';
import { turnServices } from './services.js';
import type { TrackerShipFacts } from './tracker-checklist.js';
import { cardDriven, currentSide, type TurnState } from './turn-state.js';
import { demandInPlay } from './card-turn.js';

/** Players (not GMs) who own the actor. */
function commanders(actorUuid: string): string[] {
  const actor = actorByUuid(actorUuid);
  if (!actor) return [];
  return (game.users!.contents as User.Implementation[])
    .filter((u) => !u.isGM && actor.testUserPermission(u as never, 'OWNER'))
    .map((u) => u.id!);
}

/** The checklist facts of every ship of the battle in the current part. */
export function trackerFacts(state: TurnState): TrackerShipFacts[] {
  // HR-5 a card-driven turn's one part is every side's.
  const every = cardDriven(state);
  const side = every ? '' : currentSide(state).id;
  const ofPart = (c: { turn: number; side: string }) =>
    c.turn === state.turn && (every || c.side === side);
  const rolls = cardsOfKind('abilita', ofPart).flatMap(({ card }) => card.ships);
  const broadsides = cardsOfKind('gunnery', ofPart).map(({ card }) => card.firerUuid);
  const lists = cardsOfKind('moraleList', ofPart);
  const tests = cardsOfKind('morale', ofPart).map(({ card }) => card);
  const listed = new Set(lists.flatMap(({ card }) => card.entries.map((e) => e.actorUuid)));
  const listIds = new Set(lists.map(({ message }) => message.id!));
  const struckMayFightFire = setting('struckMayFightFire');
  const scale = tableScale();
  const table = turnServices().table;
  const calmWind = optionalRules().setupRolls ? sceneWind(battleScene()) : null;
  // OR-3 the move of the current segment (after the segments: the second's).
  const segment = state.twoSegment ? (state.segment ?? 2) : undefined;
  // HR-5 what the card in play asks, and of which ships.
  const demand = every
    ? demandInPlay(
        state,
        rosterShips(state).map((s) => ({ actorUuid: s.actorUuid, side: s.system.side })),
      )
    : null;
  const asks = (uuid: string): TrackerShipFacts['cardAsks'] =>
    demand &&
    (demand.work === 'moveFire' || demand.work === 'boarding') &&
    demand.shipIds.includes(uuid)
      ? demand.work
      : null;
  return rosterShips(state).map((ship) => {
    const s = ship.system;
    const roll = rolls.find((r) => r.actorUuid === ship.actorUuid);
    const thisTurn = s.orders.turn === state.turn;
    return {
      actorUuid: ship.actorUuid,
      name: ship.name,
      side: s.side,
      ownerIds: commanders(ship.actorUuid),
      mayAct: availableOrders(s, struckMayFightFire, fullGunneryPlayed()).length > 0,
      ordersWritten: thisTurn && orderedKeys(snapshotOrders(s.orders)).length > 0,
      rolled: !!roll,
      broadsidesOrdered: roll
        ? [roll.orders.firePort, roll.orders.fireStarboard].filter(Boolean).length
        : 0,
      courseOrdered: !!roll && (roll.orders.changeCourse !== '' || roll.orders.tack),
      broadsidesFired: broadsides.filter((uuid) => uuid === ship.actorUuid).length,
      // FP-5 the straight move: the same blocks as the ship's allowance (only an OR-2 calm blocks by wind).
      mayMove: movementAllowance(s, calmWind, scale).blockedBy === null,
      moved: table.movedThisTurn(ship.actorUuid, state.turn, segment),
      partiesReady: s.boarding.partiesReady,
      moraleDue: lists.length ? listed.has(ship.actorUuid) : null,
      moraleTested: tests.some(
        (t) => t.ship.actorUuid === ship.actorUuid && listIds.has(t.listMessageId),
      ),
      ...(every ? { cardAsks: asks(ship.actorUuid) } : {}),
    };
  });
}
