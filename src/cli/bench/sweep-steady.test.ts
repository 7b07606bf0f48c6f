import { describe, expect, it } from 'vitest';
import { steadyState, sweepLine } from './sweep-steady.js';

describe('the sweep bench: steady speed-up and the size that reaches the goal (issue 13)', () => {
  it('reads a start-up cost and a per-battle time from two sweep sizes', () => {
    expect(sweepLine(1000, 8000, 4000, 30500)).toEqual({ startMs: 500, perBattleMs: 7.5 });
  });

  it('refuses sizes that cannot give a line', () => {
    expect(() => sweepLine(1000, 1, 1000, 2)).toThrow(RangeError);
    expect(() => sweepLine(0, 1, 10, 2)).toThrow(RangeError);
  });

  it('two workers at x1.9 a battle but a longer start reach x1.8 only past a size', () => {
    // 1 worker: 500 + 7.6 n; 2 workers: 1300 + 4 n.
    const f = steadyState(
      { runs: 1000, oneWorkerMs: 8100, twoWorkersMs: 5300 },
      { runs: 4000, oneWorkerMs: 30900, twoWorkersMs: 17300 },
      1.8,
    );
    expect(f.speedup).toBe(1.9);
    expect(f.oneWorker).toEqual({ startMs: 500, perBattleMs: 7.6 });
    expect(f.twoWorkers).toEqual({ startMs: 1300, perBattleMs: 4 });
    // (500 + 7.6 n) / (1300 + 4 n) >= 1.8 from n = 1840 / 0.4 = 4600.
    expect(f.runsForGoal).toBe(4600);
    const at = (n: number) => (500 + 7.6 * n) / (1300 + 4 * n);
    expect(at(4600)).toBeGreaterThanOrEqual(1.8 - 1e-12);
    expect(at(4599)).toBeLessThan(1.8);
  });

  it('no size reaches the goal when the steady speed-up is below it', () => {
    const f = steadyState(
      { runs: 1000, oneWorkerMs: 8000, twoWorkersMs: 5000 },
      { runs: 2000, oneWorkerMs: 16000, twoWorkersMs: 9500 },
      1.8,
    );
    expect(f.speedup).toBe(1.78);
    expect(f.runsForGoal).toBeNull();
  });

  it('every size reaches it when two workers start no later than the goal allows', () => {
    const f = steadyState(
      { runs: 100, oneWorkerMs: 1000, twoWorkersMs: 500 },
      { runs: 200, oneWorkerMs: 2000, twoWorkersMs: 1000 },
      1.8,
    );
    expect(f.runsForGoal).toBe(1);
  });

  it('a line that falls with more battles (noise) gives no speed-up', () => {
    const f = steadyState(
      { runs: 100, oneWorkerMs: 1000, twoWorkersMs: 900 },
      { runs: 200, oneWorkerMs: 1800, twoWorkersMs: 850 },
      1.8,
    );
    expect(f.speedup).toBeNull();
    expect(f.runsForGoal).toBeNull();
  });
});
