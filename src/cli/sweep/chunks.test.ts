// Issue 13 / SD-160: the seed range cut into chunks for the workers.
import { describe, expect, it } from 'vitest';
import { chunksOf } from './chunks.js';

describe('SD-160 chunksOf', () => {
  it.each([
    [0, 1, 1],
    [5, 100, 1],
    [5, 100, 2],
    [2 ** 31 - 3, 50, 3],
    [10, 7, 4],
    [0, 1000, 32],
  ])(
    'first %i, %i runs, %i workers: consecutive chunks covering the range, none empty',
    (first, runs, workers) => {
      const chunks = chunksOf(first, runs, workers);
      let at = first;
      chunks.forEach((c, i) => {
        expect(c.index).toBe(i);
        expect(c.first).toBe(at);
        expect(c.runs).toBeGreaterThanOrEqual(1);
        at += c.runs;
      });
      expect(at).toBe(first + runs);
    },
  );

  it('one worker plays one chunk; several get about 32 chunks each (load balance), sizes within one', () => {
    expect(chunksOf(0, 100, 1)).toEqual([{ index: 0, first: 0, runs: 100 }]);
    const sizes = chunksOf(0, 100, 2).map((c) => c.runs);
    expect(sizes).toHaveLength(64);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(chunksOf(0, 3, 2)).toHaveLength(3);
  });

  it('refuses an empty range or no worker', () => {
    expect(() => chunksOf(0, 0, 1)).toThrow(RangeError);
    expect(() => chunksOf(0, 5, 0)).toThrow(RangeError);
  });
});
