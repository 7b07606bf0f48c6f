// Issue 13: a sweep's counts merge exactly, shard by shard (seed-range sharding).
import { describe, expect, it } from 'vitest';
import { countsOf, deriveSummary, mergeCounts, type SweepCounts } from './sweep.js';

function shard(
  first: number,
  runs: number,
  aWins: number,
  extra: Partial<SweepCounts> = {},
): SweepCounts {
  return {
    kind: 'duel',
    setup: { a: '74C:good', b: '80L:average' },
    seeds: [[first, runs]],
    runs,
    wins: { a: aWins, b: runs - aWins, draw: 0 },
    ends: { struck: runs },
    turnsSum: runs * 10,
    turnsMin: 3,
    turnsMax: 20,
    victoryPoints: { a: 0, b: 0 },
    classes: [
      {
        side: 'a',
        classId: 'x',
        guns: '74C',
        crew: 'good',
        points: 8,
        ships: runs,
        struck: runs - aWins,
        sunk: 0,
        exploded: 0,
        captured: 0,
        dcDealt: 5,
        dcSuffered: 7,
      },
    ],
    ...extra,
  };
}

describe('issue 13 sweep counts (seed-range sharding)', () => {
  it('two adjacent shards merge into one range with summed counts and re-derived rates', () => {
    const m = mergeCounts(shard(0, 100, 60), shard(100, 50, 20));
    expect(m.seeds).toEqual([[0, 150]]);
    expect(m.wins).toEqual({ a: 80, b: 70, draw: 0 });
    expect(m.classes[0]).toMatchObject({ ships: 150, struck: 70, dcDealt: 10 });
    const s = deriveSummary(m);
    expect(s.rates.a.rate).toBeCloseTo(80 / 150, 6);
    expect(s.meanTurns).toBe(10);
    expect(countsOf(s)).toEqual(m);
  });
  it('merging is order-free', () => {
    const x = shard(0, 10, 3);
    const y = shard(500, 10, 7);
    expect(mergeCounts(x, y)).toEqual(mergeCounts(y, x));
  });
  it('refuses overlapping seed ranges and different setups', () => {
    expect(() => mergeCounts(shard(0, 100, 1), shard(50, 100, 1))).toThrow(/overlap/);
    expect(() => mergeCounts(shard(0, 1, 1), shard(1, 1, 1, { setup: { a: '98S:good' } }))).toThrow(
      /same sweep/,
    );
  });
});

describe('issue 13 duel sweep: a seed range split anywhere adds up to the same counts', () => {
  it('0..40 played whole equals 0..17 merged with 17..40', async () => {
    const { duelSweep } = await import('./duel-sweep.js');
    const { parseDuellist } = await import('./duel-state.js');
    const a = parseDuellist('74C:good');
    const b = parseDuellist('80L:average');
    const whole = duelSweep(a, b, 0, 40);
    expect(mergeCounts(duelSweep(a, b, 17, 23), duelSweep(a, b, 0, 17))).toEqual(whole);
    expect(whole.wins.a + whole.wins.b + whole.wins.draw).toBe(40);
    const ta = whole.classes.find((t) => t.side === 'a');
    expect(ta).toMatchObject({ guns: '74C', crew: 'good', points: 8, ships: 40 });
    expect(ta?.dcDealt).toBe(whole.classes.find((t) => t.side === 'b')?.dcSuffered);
  });
});

describe('FP-A3 / OR-11 signal counts in merged shards', () => {
  const counts = (sent: number) => ({
    a: { sent, read: 2 * sent, missed: 1 },
    b: { sent: 0, read: 0, missed: 0 },
  });

  it('are summed, kept by countsOf, and absent when neither shard has them', () => {
    const m = mergeCounts(
      shard(0, 10, 4, { signals: counts(3) }),
      shard(10, 5, 2, { signals: counts(1) }),
    );
    expect(m.signals).toEqual({
      a: { sent: 4, read: 8, missed: 2 },
      b: { sent: 0, read: 0, missed: 0 },
    });
    expect(countsOf(deriveSummary(m)).signals).toEqual(m.signals);
    expect('signals' in mergeCounts(shard(0, 10, 4), shard(10, 5, 2))).toBe(false);
  });

  it('refuses to merge a shard that counts signals with one that does not', () => {
    expect(() => mergeCounts(shard(0, 10, 4, { signals: counts(3) }), shard(10, 5, 2))).toThrow(
      /counts signals and the other does not/,
    );
  });
});
