// FP-5.7 / SD-150 the whole move is compulsory. A player may make a ship's straight move in several
// steps and fire from any point of it (SD-23), but not stop short: when the movement-and-fire step of
// a side closes (OR-3: each segment's; HR-5: a squadron's card), the referee sails straight ahead, for
// every ship concerned that has not made all of it, what is left of its move. How far it has gone is
// the referee's own move record on the token (the token guard puts back a player's write), never a
// request's word. The move goes through the referee's manoeuvre judged as a player's move
// (moves.ts, as the AI captain's does, SD-173), so a contact or a shoal stops it with its effects
// (FP-5.8, D-19, OR-7, HR-3). Ships that make no straight move (SD-21) are left alone.
import { notify } from '../notify.js';
import { RuleError } from '../../rules/index.js';
import type { ManoeuvreOption } from '../canvas/manoeuvre.js';
import { refereeManoeuvre, shipMoveState, type ShipMoveState } from '../canvas/moves.js';
import type { MoveCompletedEntry } from '../chat/card-data-sailing.js';
import { postCard } from '../chat/messages.js';
import { format } from '../i18n.js';
import { rosterShips } from './flow.js';
import { battleScene, tokenOf } from './scene-table.js';
import { currentSide, type TurnState } from './turn-state.js';

/** Less than this left counts as the whole move made (a token stands on whole pixels). */
export const LEFT_OVER_MM = 1;

/**
 * SD-150 the option that sails the rest of the move, or null when there is nothing to sail: a ship
 * that makes no straight move (SD-21), one with less than LEFT_OVER_MM left, one the gate holds, or
 * one in irons that was not turned. Under way: straight ahead (the only choice left, SD-23); not
 * started: the FP-6.6 rudder's automatic bear-away when it must make it, else holding its heading.
 */
export function completionOption(move: ShipMoveState): ManoeuvreOption | null {
  if (move.allowance.blockedBy !== null || move.remainingMm < LEFT_OVER_MM) return null;
  const moving = move.choice.options.filter((o) => o.moves);
  return (
    moving.find((o) => o.automatic) ??
    moving.find((o) => o.kind === 'hold' && o.heading === move.heading) ??
    null
  );
}

/** SD-150 whether a ship has started its straight move this turn (segment), by the referee's record. */
export function hasStartedMove(actorUuid: string): boolean {
  const scene = battleScene();
  const token = scene ? tokenOf(scene, actorUuid) : null;
  return !!scene && !!token && shipMoveState(scene, token.id, false).movedMm > 0;
}

/**
 * FP-5.7 / SD-150 (GM) sails the rest of the move of each battle ship `concerned` selects, one after
 * another in the battle's order, and posts one card naming those moved (none moved: no card).
 */
export async function completeMoves(
  state: TurnState,
  gm: User.Implementation,
  side: string,
  concerned: (ship: { actorUuid: string; side: string }) => boolean,
): Promise<MoveCompletedEntry[]> {
  const scene = battleScene();
  if (!scene || state.ended) return [];
  const done: MoveCompletedEntry[] = [];
  for (const ship of rosterShips(state)) {
    if (!concerned({ actorUuid: ship.actorUuid, side: ship.system.side })) continue;
    const token = tokenOf(scene, ship.actorUuid);
    if (!token) continue;
    const option = completionOption(shipMoveState(scene, token.id, false));
    if (!option) continue;
    try {
      // Judged as the commander's own move (no GM's free hand): the gate, what is left, the contacts.
      const report = await refereeManoeuvre(gm, scene, token.id, option.id, undefined, {
        asCommander: true,
      });
      if (report.outcome.movedMm <= 0 && !report.outcome.collidedIds.length && !report.aground)
        continue;
      done.push({
        actorUuid: ship.actorUuid,
        name: ship.name,
        movedMm: report.outcome.movedMm,
        contactWith: report.outcome.collidedIds.map((id) => scene.tokens.get(id)?.name ?? ''),
        aground: !!report.aground,
      });
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      notify.warn(
        format('SCA.Turn.MoveCompleted.NotMoved', { ship: ship.name, reason: e.message }),
      );
    }
  }
  if (done.length)
    await postCard({
      kind: 'moveCompleted',
      turn: state.turn,
      side,
      segment: state.twoSegment ? (state.segment ?? 1) : null,
      ships: done,
    });
  return done;
}

/** FP-3 / OR-3 (GM) the side's movement-and-fire step (a segment's) closes: its ships' moves are completed. */
export async function completeSideMoves(
  state: TurnState,
  gm: User.Implementation,
): Promise<MoveCompletedEntry[]> {
  if (state.step !== 'moveFire') return [];
  const side = currentSide(state).id;
  return completeMoves(state, gm, side, (s) => s.side === side);
}
