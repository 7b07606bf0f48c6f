import { describe, expect, it } from 'vitest';
import { summariseDuels, wilson } from './stats.js';

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
  it('counts wins, draws and how each side lost', () => {
    const s = summariseDuels([
      { seed: 1, winner: 'a', end: 'struck', loser: 'b', turns: 4, dcLost: { a: 0, b: 0 } },
      { seed: 2, winner: 'b', end: 'exploded', loser: 'a', turns: 6, dcLost: { a: 0, b: 0 } },
      { seed: 3, winner: null, end: 'turnLimit', loser: null, turns: 2, dcLost: { a: 0, b: 0 } },
      { seed: 4, winner: 'a', end: 'captured', loser: 'b', turns: 4, dcLost: { a: 0, b: 0 } },
    ]);
    expect(s.runs).toBe(4);
    expect([s.wins.a.count, s.wins.b.count, s.wins.draw.count]).toEqual([2, 1, 1]);
    expect(s.meanTurns).toBe(4);
    expect(s.losses).toEqual({
      a: { struck: 0, sunk: 0, exploded: 1, captured: 0 },
      b: { struck: 1, sunk: 0, exploded: 0, captured: 1 },
    });
    expect(s.draws).toEqual({ turnLimit: 1, mutual: 0 });
  });
});
