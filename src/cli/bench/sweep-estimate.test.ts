import { describe, expect, it } from 'vitest';
import { freeCoresEstimate } from './sweep.js';

const split = (newThreadsMs: number, helperThreadsMs: number, mainMs = 0) => ({
  newThreadsMs,
  helperThreadsMs,
  mainMs,
});

describe('freeCoresEstimate (issue 13: the sweep speed-up two free cores would give)', () => {
  it('no compile on helper threads: two workers sharing the work evenly give x2', () => {
    expect(freeCoresEstimate(split(2000, 0), split(2000, 0))).toBe(2);
  });

  it('one worker has its compile free on the second core; two must fit both compiles in', () => {
    // Stop 19's 200-battle figures: x0.96; 1,000 battles: 9,415 ms of play and 1,250 ms of compile.
    expect(freeCoresEstimate(split(2000, 950, 40), split(2400, 1740, 60))).toBe(0.95);
    expect(freeCoresEstimate(split(9000, 1250), split(9400, 2500))).toBe(1.51);
  });

  it('one worker busier than its helpers leave of the second core: half the total bounds it', () => {
    expect(freeCoresEstimate(split(1000, 3000), split(1000, 3000))).toBe(1);
  });

  it('null without the split by thread (not Linux)', () => {
    expect(freeCoresEstimate(null, split(1, 1))).toBeNull();
    expect(freeCoresEstimate(split(1, 1), null)).toBeNull();
  });
});
