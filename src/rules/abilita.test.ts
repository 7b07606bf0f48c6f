import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALM_CONDITIONS,
  abilitaModifiers,
  abilitaRow,
  abilitaScore,
  assignCriticals,
  hasCriticalCourseFailure,
  type FiredBroadside,
} from './abilita.js';
import { RuleError } from './errors.js';
import { sumModifiers } from './modifiers.js';
import { CREW_QUALITIES } from './tables/ships.js';

const calm = CALM_CONDITIONS;

describe('FP-4.1 Abilità score', () => {
  it('FP-4.1 crew: elite +2, good +1, average 0, poor -1', () => {
    expect(CREW_QUALITIES.map((crew) => abilitaScore(10, { ...calm, crew }).score)).toEqual([
      12, 11, 10, 9,
    ]);
  });
  it('FP-4.1 each DC lost, each fire, hove to and rudder are -1', () => {
    const s = abilitaScore(12, { ...calm, dcLost: 2, fires: 2, hoveTo: true, rudderDamaged: true });
    expect(s.score).toBe(6);
    expect(s.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['dcLost', -2],
      ['fires', -2],
      ['hoveTo', -1],
      ['rudder', -1],
    ]);
  });
  it('FP-4.1 / FP-5.8 in contact with N ships: hove to and -1 per ship beyond the first (-N in all)', () => {
    expect(sumModifiers(abilitaModifiers({ ...calm, contacts: 1 }))).toBe(-1);
    expect(sumModifiers(abilitaModifiers({ ...calm, contacts: 3 }))).toBe(-3);
    expect(sumModifiers(abilitaModifiers({ ...calm, contacts: 3, hoveTo: true }))).toBe(-3);
  });
  it('FP-4.1 the score is clamped to 3..18', () => {
    expect(abilitaScore(3, { ...calm, crew: 'poor', dcLost: 5 })).toMatchObject({
      unclamped: -3,
      score: 3,
    });
    expect(abilitaScore(18, { ...calm, crew: 'elite' })).toMatchObject({
      unclamped: 20,
      score: 18,
    });
  });
  it('FP-4.1 rejects a roll outside 3..18 and negative counts', () => {
    expect(() => abilitaScore(2, calm)).toThrow(RuleError);
    expect(() => abilitaScore(10, { ...calm, fires: -1 })).toThrow(RuleError);
  });
  it('FP-4.1 the score always stays in 3..18 (10,000 random ships and rolls)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 18 }),
        fc.record({
          crew: fc.constantFrom(...CREW_QUALITIES),
          dcLost: fc.nat(40),
          fires: fc.nat(5),
          hoveTo: fc.boolean(),
          rudderDamaged: fc.boolean(),
          contacts: fc.nat(4),
        }),
        (roll, c) => {
          const s = abilitaScore(roll, c);
          expect(s.score).toBeGreaterThanOrEqual(3);
          expect(s.score).toBeLessThanOrEqual(18);
          expect(s.unclamped).toBe(roll + sumModifiers(s.modifiers));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('FP-4.2 table lookup', () => {
  it('FP-4.2 a score outside 3..18 is an error', () => {
    expect(() => abilitaRow(2)).toThrow(RuleError);
    expect(() => abilitaRow(19)).toThrow(RuleError);
  });
});

describe('FP-4.3 critical results on a shared roll', () => {
  const b = (
    shipId: string,
    score: number,
    band: FiredBroadside['band'],
    rangeMm: number,
    side: FiredBroadside['side'] = 'port',
  ): FiredBroadside => ({
    shipId,
    side,
    score,
    band,
    rangeMm,
  });
  it('FP-4.3 X: a score of 3 is a critical course failure for every such ship', () => {
    expect(hasCriticalCourseFailure(3)).toBe(true);
    expect(hasCriticalCourseFailure(4)).toBe(false);
  });
  it('FP-4.3 U: only the lowest score among those that drew U suffers it; others miss', () => {
    const r = assignCriticals([
      b('a', 4, 'long', 500),
      b('b', 3, 'short', 80),
      b('c', 9, 'short', 50),
    ]);
    expect(r.unlucky?.shipId).toBe('b');
    expect(r.effective).toEqual(['miss', 'unlucky', 'hit']);
  });
  it('FP-4.3 W: only the highest score scores it; others are plain hits', () => {
    const r = assignCriticals([
      b('a', 16, 'short', 60),
      b('b', 18, 'long', 600),
      b('c', 17, 'medium', 200),
    ]);
    expect(r.wellLaid?.shipId).toBe('b');
    expect(r.effective).toEqual(['hit', 'wellLaid', 'hit']);
  });
  it('FP-4.3 W at equal scores: the ship nearest its target', () => {
    const r = assignCriticals([b('a', 18, 'medium', 300), b('b', 18, 'short', 90)]);
    expect(r.wellLaid?.shipId).toBe('b');
  });
  it('FP-6.5 a ship that fired both sides suffers U on the side that fired at the nearer target', () => {
    const r = assignCriticals([
      b('a', 3, 'long', 600, 'port'),
      b('a', 3, 'medium', 200, 'starboard'),
    ]);
    expect(r.unlucky).toMatchObject({ shipId: 'a', side: 'starboard' });
  });
  it('SD-3 complete ties go to the broadside listed first', () => {
    expect(assignCriticals([b('x', 4, 'short', 50), b('y', 4, 'short', 50)]).unlucky?.shipId).toBe(
      'x',
    );
  });
  it('FP-4.3 no U or W drawn: nobody suffers or scores', () => {
    expect(assignCriticals([b('a', 10, 'short', 50)])).toEqual({
      unlucky: null,
      wellLaid: null,
      effective: ['hit'],
    });
  });
});
