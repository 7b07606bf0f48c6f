// Issue 13: the summary of many duels - win and draw rates with 95% Wilson score intervals, mean turns,
// how each duel ended per side. Pure arithmetic over DuelResult.
import { RuleError } from '../errors.js';
import type { DuelEnd, DuelResult } from './duel.js';

export interface Rate {
  count: number;
  rate: number;
  /** 95% Wilson score interval. */
  low: number;
  high: number;
}

const Z95 = 1.959963984540054;

/** The Wilson score interval for k successes in n trials (z = 1.96). */
export function wilson(k: number, n: number, z = Z95): Rate {
  if (!(Number.isInteger(n) && n > 0 && Number.isInteger(k) && k >= 0 && k <= n))
    throw new RuleError(`a rate needs 0 <= k <= n and n > 0, got ${k} of ${n}`);
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    count: k,
    rate: round(p),
    low: round(Math.max(0, centre - half)),
    high: round(Math.min(1, centre + half)),
  };
}

export interface DuelSummary {
  runs: number;
  wins: { a: Rate; b: Rate; draw: Rate };
  meanTurns: number;
  /** How the losing ship of each side ended. */
  losses: Record<'a' | 'b', Record<'struck' | 'sunk' | 'exploded' | 'captured', number>>;
  /** Why the drawn duels were drawn. */
  draws: Record<Exclude<DuelEnd, 'struck' | 'sunk' | 'exploded' | 'captured'>, number>;
}

export function summariseDuels(results: readonly DuelResult[]): DuelSummary {
  const n = results.length;
  const losses = {
    a: { struck: 0, sunk: 0, exploded: 0, captured: 0 },
    b: { struck: 0, sunk: 0, exploded: 0, captured: 0 },
  };
  const draws = { turnLimit: 0, mutual: 0 };
  let a = 0;
  let b = 0;
  let turns = 0;
  for (const r of results) {
    turns += r.turns;
    if (r.winner === 'a') a++;
    if (r.winner === 'b') b++;
    if (
      r.loser &&
      (r.end === 'struck' || r.end === 'sunk' || r.end === 'exploded' || r.end === 'captured')
    )
      losses[r.loser][r.end]++;
    if (r.winner === null && (r.end === 'turnLimit' || r.end === 'mutual')) draws[r.end]++;
  }
  return {
    runs: n,
    wins: { a: wilson(a, n), b: wilson(b, n), draw: wilson(n - a - b, n) },
    meanTurns: Math.round((turns / n) * 1000) / 1000,
    losses,
    draws,
  };
}
