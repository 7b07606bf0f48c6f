// Issue 13: a range of seeded duels as a sweep's counts (sweep.ts). Duel i of the range plays seed
// first + i (mod 2^31), so any split of the range - workers, machines - adds up to the same counts.
import { classById, shipProfile } from '../ship.js';
import type { Duellist } from './duel-state.js';
import { runDuel, type DuelResult } from './duel.js';
import type { ClassTally, SweepCounts } from './sweep.js';

const SEED_SPACE = 2 ** 31;

function tally(side: 'a' | 'b', who: Duellist): ClassTally {
  const row = classById(who.classId);
  return {
    side,
    classId: row.id,
    guns: row.guns,
    crew: who.crew,
    points: shipProfile(row, who.crew).cost,
    ships: 0,
    struck: 0,
    sunk: 0,
    exploded: 0,
    captured: 0,
    dcDealt: 0,
    dcSuffered: 0,
  };
}

/** The counts of duels first .. first + runs - 1 between a and b (onRun after each, for progress). */
export function duelSweep(
  a: Duellist,
  b: Duellist,
  first: number,
  runs: number,
  onRun?: (r: DuelResult) => void,
): SweepCounts {
  const classes = { a: tally('a', a), b: tally('b', b) };
  const c: SweepCounts = {
    kind: 'duel',
    setup: {
      a: `${classById(a.classId).guns}:${a.crew}`,
      b: `${classById(b.classId).guns}:${b.crew}`,
    },
    seeds: [[first, runs]],
    runs,
    wins: { a: 0, b: 0, draw: 0 },
    ends: {},
    turnsSum: 0,
    turnsMin: Number.POSITIVE_INFINITY,
    turnsMax: 0,
    victoryPoints: { a: 0, b: 0 },
    classes: [classes.a, classes.b],
  };
  for (let i = 0; i < runs; i++) {
    const r = runDuel(a, b, (first + i) % SEED_SPACE);
    c.wins[r.winner ?? 'draw']++;
    c.ends[r.end] = (c.ends[r.end] ?? 0) + 1;
    c.turnsSum += r.turns;
    c.turnsMin = Math.min(c.turnsMin, r.turns);
    c.turnsMax = Math.max(c.turnsMax, r.turns);
    for (const side of ['a', 'b'] as const) {
      const t = classes[side];
      t.ships++;
      t.dcSuffered += r.dcLost[side];
      t.dcDealt += r.dcLost[side === 'a' ? 'b' : 'a'];
      if (r.loser === side && (r.end === 'struck' || r.end === 'sunk' || r.end === 'exploded'))
        t[r.end]++;
    }
    onRun?.(r);
  }
  return c;
}
