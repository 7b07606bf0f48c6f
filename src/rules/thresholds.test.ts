import { describe, expect, it } from 'vitest';
import { abilitaRow } from './abilita.js';
import { meleeOutcome } from './boarding.js';
import { moraleTest } from './morale.js';
import { unluckyEffect, wellLaidEffect } from './gunnery.js';
import {
  MELEE_CAPTURED_FROM,
  MELEE_CONTINUES_FROM,
  minPassingScore,
  shotThresholds,
  unluckyRow,
  wellLaidRow,
} from './thresholds.js';

describe('FP-4.2 the score an order needs', () => {
  const column = (
    c: 'extinguish' | 'increaseSail' | 'decreaseSail' | 'changeCourse' | 'boarding',
  ) => minPassingScore((s) => abilitaRow(s)[c] === 'ok');
  it('FP-4.2 reads each column of the table: Ext 10+, Inc 6+, Dec 7+, Crs 6+, Brd 7+', () => {
    expect(column('extinguish')).toBe(10);
    expect(column('increaseSail')).toBe(6);
    // Row 6 as printed: Dec fails at 6, so it needs 7.
    expect(column('decreaseSail')).toBe(7);
    expect(column('changeCourse')).toBe(6);
    expect(column('boarding')).toBe(7);
  });
  it('FP-4.5 unfoul needs 7 for A, 8 for E, 9 for B and 10 for All', () => {
    const unf = (ok: string[]) => minPassingScore((s) => ok.includes(abilitaRow(s).unfoul));
    expect(unf(['A', 'AE', 'AEB', 'all'])).toBe(7);
    expect(unf(['AE', 'AEB', 'all'])).toBe(8);
    expect(unf(['AEB', 'all'])).toBe(9);
    expect(unf(['all'])).toBe(10);
  });
  it('FP-4.2 a score passes only when every higher score passes too; never passing is null', () => {
    expect(minPassingScore((s) => s !== 12)).toBe(13);
    expect(minPassingScore(() => false)).toBeNull();
    expect(minPassingScore(() => true)).toBe(3);
  });
});

describe('FP-4.2 / FP-4.3 the scores a broadside needs', () => {
  it('FP-4.2 hits on 6+ short, 8+ medium, 10+ long; FP-4.3 well laid on 16, 17, 18; unlucky on 4 or less', () => {
    expect(shotThresholds('short')).toEqual({ hit: 6, wellLaid: 16, unluckyAtMost: 4 });
    expect(shotThresholds('medium')).toEqual({ hit: 8, wellLaid: 17, unluckyAtMost: 4 });
    expect(shotThresholds('long')).toEqual({ hit: 10, wellLaid: 18, unluckyAtMost: 4 });
  });
});

describe('FP-6.5 / FP-6.6 the row a critical roll falls in', () => {
  it('FP-6.5 / FP-6.6 the row holds the total and names the effect the table gives', () => {
    for (let t = 3; t <= 18; t++) {
      const u = unluckyRow(t);
      const w = wellLaidRow(t);
      expect(t >= u.min && t <= u.max && u.effect === unluckyEffect(t)).toBe(true);
      expect(t >= w.min && t <= w.max && w.effect === wellLaidEffect(t)).toBe(true);
    }
    expect(wellLaidRow(16)).toEqual({ min: 15, max: 18, effect: 'magazine' });
    expect(() => unluckyRow(2)).toThrow();
  });
});

describe('FP-7.5 / FP-8.2 the lines of the melee and morale results', () => {
  it('FP-7.5 the melee continues from 1 and captures from 3', () => {
    expect(meleeOutcome(MELEE_CONTINUES_FROM - 1)).toBe('repelled');
    expect(meleeOutcome(MELEE_CONTINUES_FROM)).toBe('continues');
    expect(meleeOutcome(MELEE_CAPTURED_FROM - 1)).toBe('continues');
    expect(meleeOutcome(MELEE_CAPTURED_FROM)).toBe('captured');
  });
  it('FP-8.2 a result of 0 strikes, anything above holds', () => {
    const c = {
      dcCapacity: 40,
      onFire: false,
      hoveTo: false,
      rudderDamaged: false,
      rdcLost: 0,
      hdcLost: 0,
      hits: 0,
      previousTests: 0,
      bowRakes: 0,
      sternRakes: 0,
    };
    // base 4, dice 3-6 -2 -> 2; with 2 hits -> 0: strikes.
    expect(moraleTest(3, { ...c, hits: 2 })).toMatchObject({ score: 0, struck: true });
    expect(moraleTest(3, { ...c, hits: 1 })).toMatchObject({ score: 1, struck: false });
  });
});
