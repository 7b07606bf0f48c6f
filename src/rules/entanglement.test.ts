import { describe, expect, it } from 'vitest';
import { CALM_CONDITIONS, abilitaModifiers } from './abilita.js';
import {
  collisionMove,
  collisionRateDifference,
  entangledTargetScore,
  notInCommandModifiers,
  pushFraction,
  tangleDamageSplit,
  tangleFire,
  tanglePosition,
} from './entanglement.js';
import { RuleError } from './errors.js';
import { arcShape } from './geometry/arc.js';
import { sumModifiers } from './modifiers.js';
import { baseSize } from './ship.js';
import type { Rate } from './tables/ships.js';

const ship = (rate: Rate, x: number, y: number, headingDeg: number) => ({
  rate,
  pose: { x, y, headingDeg },
  body: { ...baseSize(rate), masts: 3 },
});

describe('OR-7 push by rates', () => {
  it('OR-7 rate difference: positive when the mover is larger, unrated after 6th', () => {
    expect(collisionRateDifference('1st', '3rd')).toBe(2);
    expect(collisionRateDifference('5th', '3rd')).toBe(-2);
    expect(collisionRateDifference('unrated', '6th')).toBe(-1);
    expect(() => collisionRateDifference('fortification', '3rd')).toThrow(RuleError);
  });
  it('OR-7 push: 1/4 within one rate, 1/2 two or more larger, none two or more smaller', () => {
    expect([-3, -2, -1, 0, 1, 2, 3].map(pushFraction)).toEqual([0, 0, 0.25, 0.25, 0.25, 0.5, 0.5]);
    expect(() => pushFraction(0.5)).toThrow(RuleError);
  });
  it('OR-7 A at each rate difference: a 3rd rate rammed from astern with 40 mm left', () => {
    const hit = ship('3rd', 0, 0, 0);
    const pushed = (rate: Rate) => {
      const mover = ship(rate, 0, -(37.5 + baseSize(rate).lengthMm / 2), 0);
      return collisionMove({ mover, hit, remainingMm: 40 }).hit.y;
    };
    expect(pushed('1st')).toBeCloseTo(20, 9); // two rates larger
    expect(pushed('2nd')).toBeCloseTo(10, 9); // one larger
    expect(pushed('3rd')).toBeCloseTo(10, 9);
    expect(pushed('4th')).toBeCloseTo(10, 9); // one smaller
    expect(pushed('5th')).toBe(0); // two smaller: the move is lost
  });
});

describe('OR-7 not in command (SD-66)', () => {
  it('OR-7 a ship in contact: the FP-4.1 -1 reads as not in command, never a second -1', () => {
    const fp = abilitaModifiers({ ...CALM_CONDITIONS, contacts: 1 });
    const or7 = notInCommandModifiers(fp, 1);
    expect(or7.map((m) => [m.key, m.value, m.rule])).toEqual([['notInCommand', -1, 'OR-7']]);
    expect(sumModifiers(or7)).toBe(sumModifiers(fp));
  });
  it('OR-7 further ships in contact keep their FP-5.8 -1 each', () => {
    const fp = abilitaModifiers({ ...CALM_CONDITIONS, contacts: 3, crew: 'good' });
    const or7 = notInCommandModifiers(fp, 3);
    expect(or7.map((m) => [m.key, m.value])).toEqual([
      ['crew', 1],
      ['notInCommand', -1],
      ['contacts', -2],
    ]);
  });
  it('OR-7 a ship hove to but in no contact stays hove to', () => {
    const fp = abilitaModifiers({ ...CALM_CONDITIONS, hoveTo: true });
    expect(notInCommandModifiers(fp, 0)).toEqual(fp);
    expect(() => notInCommandModifiers(fp, -1)).toThrow(RuleError);
  });
});

describe('OR-7 fire at entangled ships', () => {
  it('OR-7 +1 to the firer for the bigger target, within 3..18 (SD-72)', () => {
    expect(entangledTargetScore(10).score).toBe(11);
    expect(entangledTargetScore(18).score).toBe(18);
    expect(entangledTargetScore(3).modifier).toMatchObject({ value: 1, rule: 'OR-7' });
    expect(() => entangledTargetScore(19)).toThrow(RuleError);
  });
  it('OR-7 footnote 20: enemy nearer than the friend -> fire, friend takes 1/3', () => {
    expect(tangleFire({ place: 'fore', rangeMm: 200 }, { place: 'fore', rangeMm: 150 })).toEqual({
      fire: true,
      friendShare: 1 / 3,
      case: 'enemyNearer',
    });
    expect(tangleFire({ place: 'centre', rangeMm: 200 }, { place: 'aft', rangeMm: 150 }).fire).toBe(
      true,
    );
  });
  it('OR-7 footnote 20: friend in one half, enemy in the other -> fire, friend takes 2/3', () => {
    expect(tangleFire({ place: 'fore', rangeMm: 150 }, { place: 'aft', rangeMm: 200 })).toEqual({
      fire: true,
      friendShare: 2 / 3,
      case: 'friendAside',
    });
  });
  it('OR-7 footnote 20: friend in one half, enemy farther on the centre line -> fire, 2/3', () => {
    expect(tangleFire({ place: 'aft', rangeMm: 150 }, { place: 'centre', rangeMm: 200 })).toEqual({
      fire: true,
      friendShare: 2 / 3,
      case: 'friendAside',
    });
  });
  it('OR-7 footnote 20: friend on the centre line and nearer -> no fire', () => {
    expect(tangleFire({ place: 'centre', rangeMm: 150 }, { place: 'fore', rangeMm: 200 })).toEqual({
      fire: false,
      friendShare: 0,
      case: 'friendScreens',
    });
  });
  it("OR-7 footnote 20: friend nearer in the enemy's half -> no fire; equal ranges count as nearer (SD-73)", () => {
    expect(tangleFire({ place: 'fore', rangeMm: 150 }, { place: 'fore', rangeMm: 200 }).fire).toBe(
      false,
    );
    expect(tangleFire({ place: 'aft', rangeMm: 200 }, { place: 'aft', rangeMm: 200 }).fire).toBe(
      false,
    );
  });
  it('OR-7 / D-16 the split damage, each part rounded halves up', () => {
    expect(tangleDamageSplit(10, 2 / 3)).toEqual({ enemy: 3, friend: 7 });
    expect(tangleDamageSplit(7.5, 1 / 3)).toEqual({ enemy: 5, friend: 3 });
    expect(tangleDamageSplit(12, 1 / 3)).toEqual({ enemy: 8, friend: 4 });
    expect(() => tangleDamageSplit(-1, 1 / 3)).toThrow(RuleError);
  });
  it('OR-7 / SD-73 place in the arc: across the centre line, or the half of the mainmast', () => {
    const firer = ship('3rd', 0, 0, 0);
    const arc = arcShape(firer.pose, firer.body, 'starboard');
    expect(tanglePosition(firer, arc, ship('3rd', 200, 0, 0)).place).toBe('centre');
    expect(tanglePosition(firer, arc, ship('3rd', 200, 60, 0)).place).toBe('fore');
    expect(tanglePosition(firer, arc, ship('3rd', 200, -60, 0)).place).toBe('aft');
    // Nearest masts: firer's fore mast (0, 18.75) to the target's aft mast (200, 41.25).
    expect(tanglePosition(firer, arc, ship('3rd', 200, 60, 0)).rangeMm).toBeCloseTo(
      Math.hypot(200, 22.5),
      9,
    );
  });
});
