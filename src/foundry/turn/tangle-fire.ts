// OR-7 fire at entangled ships in the gunnery card: the firer's score for that broadside gets +1 for
// the bigger target (SD-72). The target entry says whether it was entangled when the broadside fired
// (set by the table's targeting only with the option on), so the card re-derives the same score.
import { entangledTargetScore } from '../../rules/index.js';
import type { TargetEntry } from '../chat/card-data.js';

/** OR-7 the score a broadside resolves with against this target. */
export function tangleShotScore(score: number, target: Pick<TargetEntry, 'entangled'>): number {
  return target.entangled ? entangledTargetScore(score).score : score;
}
