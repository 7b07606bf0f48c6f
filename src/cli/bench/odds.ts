// Exact odds for one card: every Abilità column for one ship's modifiers (goal: under 50 µs).
import { allColumnOdds } from '../../rules/index.js';
import { median, now } from './timing.js';

export interface OddsFigures {
  microsecondsPerCard: number;
  cardsPerRun: number;
  runs: number;
}

export function benchOdds(opts: { cardsPerRun?: number; runs?: number } = {}): OddsFigures {
  const cardsPerRun = opts.cardsPerRun ?? 20_000;
  const runs = opts.runs ?? 7;
  let sink = 0;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = now();
    for (let i = 0; i < cardsPerRun; i++) sink += allColumnOdds((i % 13) - 6).long.length;
    times.push(((now() - t0) * 1000) / cardsPerRun);
  }
  if (sink < 0) throw new Error('unreachable');
  return { microsecondsPerCard: Math.round(median(times) * 1000) / 1000, cardsPerRun, runs };
}
