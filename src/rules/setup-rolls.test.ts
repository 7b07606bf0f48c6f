import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import { moraleModifiers, moraleTest } from './morale.js';
import {
  deploymentRoll,
  deploymentZone,
  edgeOnThe,
  firstDeployer,
  refusalMoraleBonus,
  rollerSeat,
  setupRoll,
} from './setup-rolls.js';

describe('OR-2 set-up roll', () => {
  it('OR-2 10: north on the roller’s left, wind from N, light airs', () =>
    expect(setupRoll(10)).toEqual({
      roll: 10,
      northEdge: 'left',
      windFrom: 'N',
      direction: 0,
      strength: 'light-airs',
    }));
  it('OR-2 17: north opposite, wind from E (point 4), light breeze', () =>
    expect(setupRoll(17)).toMatchObject({
      northEdge: 'opposite',
      direction: 4,
      strength: 'light-breeze',
    }));
  it('OR-2 8: north on the right, wind from W (point 12), moderate breeze', () =>
    expect(setupRoll(8)).toMatchObject({
      northEdge: 'right',
      direction: 12,
      strength: 'moderate-breeze',
    }));
  it('OR-2 3: north on the roller’s side, wind from S (point 8), strong wind', () =>
    expect(setupRoll(3)).toMatchObject({
      northEdge: 'own',
      direction: 8,
      strength: 'strong-wind',
    }));
  it.each([2, 19, 10.5])('OR-2 refuses a total of %s', (t) =>
    expect(() => setupRoll(t)).toThrow(RuleError),
  );
});

describe('OR-2 deployment (SD-57 seats)', () => {
  it('SD-57 the roller sits where the set-up roll puts north: own top, opposite bottom, left west, right east', () => {
    expect(rollerSeat('own')).toBe('N');
    expect(rollerSeat('opposite')).toBe('S');
    expect(rollerSeat('left')).toBe('W');
    expect(rollerSeat('right')).toBe('E');
  });
  it('SD-57 a player seated at the bottom has the west edge on the left and the east on the right', () => {
    expect(edgeOnThe('left', 'S')).toBe('W');
    expect(edgeOnThe('right', 'S')).toBe('E');
    expect(edgeOnThe('left', 'N')).toBe('E');
    expect(edgeOnThe('left', 'W')).toBe('N');
    expect(edgeOnThe('left', 'E')).toBe('S');
  });
  it('OR-2 the fleet with fewer points deploys first; equal points is a tie', () => {
    expect(firstDeployer(300, 400)).toBe('a');
    expect(firstDeployer(500, 400)).toBe('b');
    expect(firstDeployer(400, 400)).toBe('tie');
    expect(() => firstDeployer(-1, 3)).toThrow(RuleError);
  });
  it('OR-2 an even d6 deploys on the roller’s left edge, the other fleet opposite', () =>
    expect(deploymentRoll('S', 4)).toEqual({
      d6: 4,
      side: 'left',
      firstEdge: 'W',
      secondEdge: 'E',
    }));
  it('OR-2 an odd d6 deploys on the roller’s right edge', () =>
    expect(deploymentRoll('N', 3)).toEqual({
      d6: 3,
      side: 'right',
      firstEdge: 'W',
      secondEdge: 'E',
    }));
  it.each([0, 7, 2.5])('OR-2 refuses a d6 of %s', (d) =>
    expect(() => deploymentRoll('S', d)).toThrow(RuleError),
  );
  it('OR-2 zones are within a quarter of the diagonal: a 1800 x 1200 table has strips 540.8 deep', () => {
    const depth = Math.hypot(1800, 1200) / 4;
    expect(deploymentZone('W', 1800, 1200)).toEqual({ x: 0, y: 0, width: depth, height: 1200 });
    const east = deploymentZone('E', 1800, 1200);
    expect(east.x).toBeCloseTo(1800 - 540.83, 1);
    expect(deploymentZone('N', 1800, 1200)).toEqual({ x: 0, y: 0, width: 1800, height: depth });
    expect(deploymentZone('S', 1800, 1200).y).toBeCloseTo(1200 - depth, 6);
  });
  it('OR-2 a strip is never deeper than the table (a long narrow table)', () =>
    expect(deploymentZone('N', 4000, 300).height).toBe(300));
  it('OR-2 refuses a table without area', () =>
    expect(() => deploymentZone('N', 0, 300)).toThrow(RuleError));
});

describe('OR-2 refusing the scenario', () => {
  it('OR-2 each refusal gives the opponent +1', () =>
    expect(refusalMoraleBonus([2, 0], false)).toEqual([0, 2]));
  it('OR-2 three refusals at most', () => {
    expect(refusalMoraleBonus([0, 3], false)).toEqual([3, 0]);
    expect(() => refusalMoraleBonus([4, 0], false)).toThrow(RuleError);
    expect(() => refusalMoraleBonus([-1, 0], false)).toThrow(RuleError);
  });
  it('SD-61 both refused: both bonuses zero, whatever the counts', () =>
    expect(refusalMoraleBonus([3, 1], false)).toEqual([0, 0]));
  it('OR-2 the bonus ends when the first ship strikes', () =>
    expect(refusalMoraleBonus([2, 0], true)).toEqual([0, 0]));
  const conditions = {
    dcCapacity: 100,
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
  it('OR-2 the morale test adds the refusal bonus as a modifier of its own', () => {
    expect(moraleModifiers({ ...conditions, refusalBonus: 2 })).toEqual([
      { key: 'refusal', label: 'opponent refused the scenario', value: 2, rule: 'OR-2' },
    ]);
    expect(moraleTest(10, { ...conditions, refusalBonus: 2 }).score).toBe(
      moraleTest(10, conditions).score + 2,
    );
  });
  it('OR-2 no bonus, no modifier; a bad bonus is refused', () => {
    expect(moraleModifiers({ ...conditions, refusalBonus: 0 })).toEqual([]);
    expect(() => moraleModifiers({ ...conditions, refusalBonus: 1.5 })).toThrow(RuleError);
  });
});
