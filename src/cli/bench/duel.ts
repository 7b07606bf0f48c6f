// Issue 13: duels to a strike per second on one core (goal: at least 20,000): whole seeded duels,
// 74C good v 80L average, the AI captain on both sides, every duel played to its end. A sweep plays
// thousands of duels on warm code, so the timed runs follow a warm-up round (seeds of their own) that
// lets the JIT settle: without it the first runs time V8's compiler, not the duels.
import { parseDuellist, runDuel } from '../../rules/sim/index.js';
import { median, now, settleHeap } from './timing.js';

export interface DuelFigures {
  duelsPerSecond: number;
  meanTurns: number;
  duelsPerRun: number;
  runs: number;
  /** Duels played before the timed runs (not timed). */
  warmUp: number;
}

export function benchDuel(
  opts: { duelsPerRun?: number; runs?: number; warmUp?: number } = {},
): DuelFigures {
  const duelsPerRun = opts.duelsPerRun ?? 200;
  const runs = opts.runs ?? 5;
  const warmUp = opts.warmUp ?? 400;
  const a = parseDuellist('74C:good');
  const b = parseDuellist('80L:average');
  const rates: number[] = [];
  for (let i = 0; i < warmUp; i++) runDuel(a, b, 1_000_000 + i);
  settleHeap();
  let turns = 0;
  for (let run = 0; run < runs; run++) {
    const t0 = now();
    for (let i = 0; i < duelsPerRun; i++) turns += runDuel(a, b, run * duelsPerRun + i).turns;
    rates.push((duelsPerRun * 1000) / (now() - t0));
  }
  return {
    duelsPerSecond: Math.round(median(rates)),
    meanTurns: Math.round((turns / (runs * duelsPerRun)) * 100) / 100,
    duelsPerRun,
    runs,
    warmUp,
  };
}
