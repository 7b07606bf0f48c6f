// Issue 13: a sweep's rates with 95% Wilson score intervals (sweep.ts derives every rate with it).
import { RuleError } from '../errors.js';

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
