// Issue 13: a range of seeded battles as a sweep's counts (sweep.ts). Battle i of the range plays seed
// first + i (mod 2^31), so any split of the range - workers, machines - adds up to the same counts.
import { battleScale, type BattleSetup } from './battle-state.js';
import { runBattle, type BattleResult } from './battle.js';
import {
  SEED_SPACE,
  addSignals,
  noSignals,
  countRun,
  emptyCounts,
  emptyTally,
  type ClassTally,
  type SweepCounts,
} from './sweep.js';

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
      // SD-154 captured: carried by a melee, or a struck ship taken by parties without one (SD-156).
      out.set(k, emptyTally(side, s.classId, s.crew));
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
  // The classes in the order mergeCounts keeps, so one run and merged shards print the same.
  const c = emptyCounts(
    'battle',
    // HR-2 the JSON states the table's scale (SD-270): 1:1200, or 1:3000 with HR-2.
    {
      ...(JSON.parse(JSON.stringify(setup)) as Record<string, unknown>),
      scale: `1:${battleScale(setup.options)}`,
    },
    first,
    runs,
    [...classes.entries()].sort(([x], [y]) => x.localeCompare(y)).map(([, t]) => t),
  );
  // FP-A3 / OR-11 signals are counted when the setup plays them, even a sweep where none was sent.
  if (setup.options.includes('FP-A3') || setup.options.includes('OR-11')) c.signals = noSignals();
  for (let i = 0; i < runs; i++) {
    const r = runBattle(setup, (first + i) % SEED_SPACE);
    countRun(c, r);
    if (c.signals && r.signals) addSignals(c.signals, r.signals);
    c.victoryPoints.a += r.victoryPoints.a;
    c.victoryPoints.b += r.victoryPoints.b;
    for (const s of r.ships) {
      const t = classes.get(key(s.side, s.classId, s.crew))!;
      t.ships++;
      t.dcSuffered += s.dcLost;
      t.dcDealt += s.dcDealt;
      if (s.fate !== 'afloat') t[s.fate]++;
    }
    onRun?.(r);
  }
  return c;
}
