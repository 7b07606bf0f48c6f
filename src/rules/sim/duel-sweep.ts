// Issue 13: a range of seeded duels as a sweep's counts (sweep.ts). Duel i of the range plays seed
// first + i (mod 2^31), so any split of the range - workers, machines - adds up to the same counts.
import { classById } from '../ship.js';
import type { BattleOption } from './battle-state.js';
import type { Duellist } from './duel-state.js';
import { runDuel, type DuelResult } from './duel.js';
import { SEED_SPACE, countRun, emptyCounts, emptyTally, type SweepCounts } from './sweep.js';

/** The counts of duels first .. first + runs - 1 between a and b (onRun after each, for progress). */
export function duelSweep(
  a: Duellist,
  b: Duellist,
  first: number,
  runs: number,
  onRun?: (r: DuelResult) => void,
  /** SD-232 the optional rules played (none: Fast Play; the setup then names none, as it always did). */
  options: readonly BattleOption[] = [],
): SweepCounts {
  const classes = { a: emptyTally('a', a.classId, a.crew), b: emptyTally('b', b.classId, b.crew) };
  const setup = {
    a: `${classById(a.classId).guns}:${a.crew}`,
    b: `${classById(b.classId).guns}:${b.crew}`,
    ...(options.length > 0 ? { options: [...options] } : {}),
    // HR-2 the JSON states 1:3000 when it is played (SD-270; absent: the duel's 1:1200, as always).
    ...(options.includes('HR-2') ? { scale: '1:3000' } : {}),
  };
  const duelOpts = options.length > 0 ? { options } : {};
  const c = emptyCounts('duel', setup, first, runs, [classes.a, classes.b]);
  for (let i = 0; i < runs; i++) {
    const r = runDuel(a, b, (first + i) % SEED_SPACE, duelOpts);
    countRun(c, r);
    for (const side of ['a', 'b'] as const) {
      const t = classes[side];
      t.ships++;
      t.dcSuffered += r.dcLost[side];
      t.dcDealt += r.dcLost[side === 'a' ? 'b' : 'a'];
      if (
        r.loser === side &&
        (r.end === 'struck' || r.end === 'sunk' || r.end === 'exploded' || r.end === 'captured')
      )
        t[r.end]++;
    }
    onRun?.(r);
  }
  return c;
}
