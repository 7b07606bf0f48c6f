// OR-5 footnote 15 / SD-52 / SD-274 the heading at the start of segment 1, the one both segments'
// speeds read. The referee (the GM's client) records it on each ship token of the acting side when
// the part's segment 1 opens (turn/or5-segment-start.ts); the system's token flags are the referee's
// (the token guard puts back a player's write), so the speed never reads a player's word nor the
// heading the ship turned to at the end of segment 1.
import { SYSTEM_ID } from '../constants.js';
import { rotationToHeadingIndex } from '../heading.js';
import type { TokenDocLike } from './scene-ships.js';

export const SEGMENT_ONE_START_FLAG = 'segmentOneStart';

/** SD-274 the referee's record: the battle turn and the ship's compass heading when segment 1 opened. */
export interface SegmentOneStart {
  turn: number;
  heading: number;
}

/** The heading the referee recorded at the start of segment 1 of battle turn `turn`, or null. */
export function segmentOneStartOf(
  token: Pick<TokenDocLike, 'getFlag'>,
  turn: number,
): number | null {
  const v = token.getFlag(SYSTEM_ID, SEGMENT_ONE_START_FLAG) as Partial<SegmentOneStart> | null;
  if (!v || v.turn !== turn) return null;
  const h = v.heading;
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h < 16 ? h : null;
}

/**
 * SD-274 (GM) records the token's heading now as her heading at the start of segment 1 of `turn`,
 * unless this turn's is already recorded (a step back and forward again keeps the first).
 */
export async function recordSegmentOneStart(
  token: Pick<TokenDocLike, 'getFlag' | 'rotation' | 'update'>,
  turn: number,
): Promise<boolean> {
  if (segmentOneStartOf(token, turn) !== null) return false;
  const record: SegmentOneStart = { turn, heading: rotationToHeadingIndex(token.rotation) };
  await token.update({ [`flags.${SYSTEM_ID}.${SEGMENT_ONE_START_FLAG}`]: record });
  return true;
}
