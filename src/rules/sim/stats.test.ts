import { describe, expect, it } from 'vitest';
import { wilson } from './stats.js';

describe('issue 13 duel summary: Wilson 95% intervals', () => {
  it('matches the textbook values', () => {
    // 8 of 10: Wilson 95% (0.490, 0.943).
    const r = wilson(8, 10);
    expect(r.rate).toBe(0.8);
    expect(r.low).toBeCloseTo(0.4902, 3);
    expect(r.high).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 5).low).toBe(0);
    expect(wilson(5, 5).high).toBe(1);
    expect(() => wilson(3, 0)).toThrow();
    expect(() => wilson(4, 3)).toThrow();
  });
});
