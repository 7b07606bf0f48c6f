// SD-283 OR-5 footnote 15 / SD-274 the GM's hand rotation of a ship that has not yet moved or turned in
// segment 1 corrects where she started: the referee's record of her segment-1 start heading follows it.
// Once she has moved or turned in segment 1 (a move on record, or a heading other than the recorded
// one), or in segment 2, the GM's rotation is a ruling on where she lies now and the record stays.
// Written by the GM's own client into the same update (a GM's write of the token's system flags is the
// referee's, SD-23); a player's rotation never reaches it (the token guard, SD-274).
import { SYSTEM_ID } from '../constants.js';
import { rotationToHeadingIndex } from '../heading.js';
import { manoeuvreGate } from './battle-gate.js';
import { JUDGED_MOVE, movedThisTurn } from './moves.js';
import { SEGMENT_ONE_START_FLAG, segmentOneStartOf, type SegmentOneStart } from './or5-start.js';
import type { TokenDocLike } from './scene-ships.js';

type RotatedToken = Pick<TokenDocLike, 'getFlag' | 'rotation'> & {
  actor: { uuid: string; type: string } | null;
};

/** The referee's own updates (its moves, turns, restores, undo) keep their records themselves. */
function markedByReferee(options: Record<string, unknown>): boolean {
  return !!options[JUDGED_MOVE] || !!options[`${SYSTEM_ID}Restore`] || !!options.isUndo;
}

/**
 * SD-283 on a GM's client, before its token update is sent: a hand rotation (no move) of a ship whose
 * segment-1 start is recorded and who has neither moved nor turned since writes the new heading into
 * the record (in `changes`, the expanded diff). Returns the record written, or null.
 */
export function followHandRotation(
  token: RotatedToken,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
): SegmentOneStart | null {
  if (!game.user?.isGM || token.actor?.type !== 'ship' || markedByReferee(options)) return null;
  if (typeof changes.rotation !== 'number' || 'x' in changes || 'y' in changes) return null;
  const flags = changes.flags as Record<string, unknown> | undefined;
  if (flags && Object.keys(flags).some((k) => k.replace(/^(-=|==)/, '') === SYSTEM_ID)) return null;
  const gate = manoeuvreGate(token.actor.uuid);
  if (gate.mode !== 'battle' || gate.segment !== 1) return null;
  const recorded = segmentOneStartOf(token, gate.turn);
  if (recorded === null || recorded !== rotationToHeadingIndex(token.rotation)) return null;
  if (movedThisTurn(token, gate) > 0) return null;
  const heading = rotationToHeadingIndex(changes.rotation);
  if (heading === recorded) return null;
  const record: SegmentOneStart = { turn: gate.turn, heading };
  changes.flags = { ...(flags ?? {}), [SYSTEM_ID]: { [SEGMENT_ONE_START_FLAG]: record } };
  return record;
}
