// Issue 13: the duel plays exactly the same duels after the part was generalised to many ships
// (FP-3 part, FP-5.8 contact, FP-6.2 targets): 300 seeded duels against the lines recorded before.
import { describe, expect, it } from 'vitest';
import golden from './duel-golden.json';
import { duelGoldenLines } from './duel-golden-lines.js';

describe('issue 13 FP-3 / FP-5.8 / FP-6.2 the generalised part keeps the duel', () => {
  it('300 seeded duels give the recorded results and the same parts, part by part', () => {
    const lines = duelGoldenLines();
    expect(lines).toHaveLength(300);
    for (const [i, line] of lines.entries()) expect(line).toBe(golden[i]);
  });
});
