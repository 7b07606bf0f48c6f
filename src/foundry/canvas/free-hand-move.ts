// SD-206 the GM's free hand counts in the move record. In a battle the referee's own moves (the
// manoeuvre control, the cards' turns, the fleet shift, the guards' restores) are marked by their
// update options and keep the move record themselves; a GM's unmarked drag of a battle ship while she
// may move (her side's movement-and-fire step, OR-3 its segment, HR-5 her squadron's card) is part of
// her straight move: the distance her centre was carried is added to the record, so the FP-5.7 / SD-150
// completion at the close sails only what is left. Outside her step the GM's drag is a correction and
// counts for nothing. The record is written by the GM's own client in the same update (a GM's write
// of the token's system flags is the referee's, SD-23).
import { SYSTEM_ID } from '../constants.js';
import { JUDGED_MOVE, movedThisTurn, shipMoveState } from './moves.js';
import { LAST_MOVE_FLAG, lastMoveOf, type LastMove, type SceneLike } from './scene-ships.js';
import { pxToMm, tokenCentrePx } from './table-ships.js';
import { manoeuvreGate } from './battle-gate.js';

/** Less than this between the centres (a token stands on whole pixels) is no move. */
const NO_MOVE_MM = 0.5;

interface DraggedToken {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  actor: { uuid: string; type: string } | null;
  parent?: unknown;
  getFlag(scope: string, key: string): unknown;
}

/** Whether the referee's own code made this update (it keeps the move record itself). */
function markedByReferee(options: Record<string, unknown>): boolean {
  return !!options[JUDGED_MOVE] || !!options[`${SYSTEM_ID}Restore`] || !!options.isUndo;
}

/**
 * SD-206 on a GM's client, before its token update is sent: a free-hand drag of a battle ship in her
 * move adds how far her centre goes to her move record (written into `changes`, the expanded diff).
 * Returns the record written, or null when the update is not such a drag.
 */
export function recordFreeHandMove(
  token: DraggedToken,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
): LastMove | null {
  if (!game.user?.isGM || token.actor?.type !== 'ship' || markedByReferee(options)) return null;
  if (!('x' in changes) && !('y' in changes)) return null;
  // An update that writes the system's token flags is the referee's own bookkeeping.
  const flags = changes.flags as Record<string, unknown> | undefined;
  if (flags && Object.keys(flags).some((k) => k.replace(/^(-=|==)/, '') === SYSTEM_ID)) return null;
  const gate = manoeuvreGate(token.actor.uuid);
  if (gate.mode !== 'battle' || !gate.mayMove) return null;
  const scene = token.parent as SceneLike | null | undefined;
  if (!scene?.grid) return null;
  const num = (k: 'x' | 'y' | 'width' | 'height') =>
    typeof changes[k] === 'number' ? (changes[k] as number) : token[k];
  const from = pxToMm(tokenCentrePx(token, scene.grid), scene.grid);
  const to = pxToMm(
    tokenCentrePx(
      { x: num('x'), y: num('y'), width: num('width'), height: num('height') },
      scene.grid,
    ),
    scene.grid,
  );
  const carried = Math.hypot(to.x - from.x, to.y - from.y);
  if (carried < NO_MOVE_MM) return null;
  const moved = movedThisTurn(token, gate);
  const state = shipMoveState(scene, token.id, true);
  const record: LastMove = {
    moveId:
      moved > 0
        ? (lastMoveOf(token)?.moveId ?? foundry.utils.randomID())
        : foundry.utils.randomID(),
    movedMm: moved + carried,
    time: Date.now(),
    turn: gate.turn,
    ...(gate.segment ? { segment: gate.segment, startHeading: state.startHeading } : {}),
  };
  // The update writes none of the system's flags (checked above): the record is the only one.
  changes.flags = { ...(flags ?? {}), [SYSTEM_ID]: { [LAST_MOVE_FLAG]: record } };
  return record;
}
