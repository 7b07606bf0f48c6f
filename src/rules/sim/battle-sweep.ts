// Issue 13: a range of seeded battles as a sweep's counts (sweep.ts). Battle i of the range plays seed
// first + i (mod 2^31), so any split of the range - workers, machines - adds up to the same counts.
import { classById, shipProfile } from '../ship.js';
import type { BattleSetup } from './battle-state.js';
import { runBattle, type BattleResult } from './battle.js';
import type { ClassTally, SweepCounts } from './sweep.js';

const SEED_SPACE = 2 ** 31;

function key(side: string, classId: string, crew: string): string {
  return `${side}|${classId}|${crew}`;
}

/** One tally per side, class and crew. */
function tallies(setup: BattleSetup): Map<string, ClassTally> {
  const out = new Map<string, ClassTally>();
  for (const side of ['a', 'b'] as const)
    for (const s of setup.fleets[side]) {
      const k = key(side, s.classId, s.crew);
      if (out.has(k)) continue;
      const row = classById(s.classId);
      out.set(k, {
        side,
        classId: row.id,
        guns: row.guns,
        crew: s.crew,
        points: shipProfile(row, s.crew).cost,
        ships: 0,
        struck: 0,
        sunk: 0,
        exploded: 0,
        // The battle has no boarding (SD-146), so no ship is ever captured.
        captured: 0,
        dcDealt: 0,
        dcSuffered: 0,
      });
    }
  return out;
}

/** The counts of battles first .. first + runs - 1 of this setup (onRun after each, for progress). */
export function battleSweep(
  setup: BattleSetup,
  first: number,
  runs: number,
  onRun?: (r: BattleResult) => void,
): SweepCounts {
  const classes = tallies(setup);
  const c: SweepCounts = {
    kind: 'battle',
    setup: JSON.parse(JSON.stringify(setup)) as Record<string, unknown>,
    seeds: [[first, runs]],
    runs,
    wins: { a: 0, b: 0, draw: 0 },
    ends: {},
    turnsSum: 0,
    turnsMin: Number.POSITIVE_INFINITY,
    turnsMax: 0,
    victoryPoints: { a: 0, b: 0 },
    // The order mergeCounts keeps, so one run and merged shards print the same.
    classes: [...classes.entries()].sort(([x], [y]) => x.localeCompare(y)).map(([, t]) => t),
  };
  for (let i = 0; i < runs; i++) {
    const r = runBattle(setup, (first + i) % SEED_SPACE);
    c.wins[r.winner ?? 'draw']++;
    c.ends[r.end] = (c.ends[r.end] ?? 0) + 1;
    c.turnsSum += r.turns;
    c.turnsMin = Math.min(c.turnsMin, r.turns);
    c.turnsMax = Math.max(c.turnsMax, r.turns);
    c.victoryPoints.a += r.victoryPoints.a;
    c.victoryPoints.b += r.victoryPoints.b;
    for (const s of r.ships) {
      const t = classes.get(key(s.side, s.classId, s.crew))!;
      t.ships++;
      t.dcSuffered += s.dcLost;
      t.dcDealt += s.dcDealt;
      if (s.fate === 'struck' || s.fate === 'sunk' || s.fate === 'exploded') t[s.fate]++;
    }
    onRun?.(r);
  }
  return c;
}
