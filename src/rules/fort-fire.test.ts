import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import {
  type FiringFort,
  type FortTargetShip,
  fortFire,
  fortShot,
  fortTarget,
} from './fort-fire.js';
import type { ShipBody } from './geometry/ship-shape.js';
import { shipProfile } from './ship.js';
import { BASE_SIZES, type CrewQuality, SHIP_CLASSES } from './tables/ships.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const classRow = (id: string) => SHIP_CLASSES.find((r) => r.id === id)!;

function fort(
  over: Partial<FiringFort> & { classId?: string; crew?: CrewQuality } = {},
): FiringFort {
  const { classId = 'fort-martello-tower', crew = 'average', ...rest } = over;
  return {
    id: 'tower',
    side: 'British',
    pose: { x: 0, y: 0, headingDeg: 0 },
    body: { ...BASE_SIZES[1200].fortification, masts: 0 },
    profile: shipProfile(classRow(classId), crew),
    hullDamage: 0,
    fires: 0,
    ...rest,
  };
}

// Heading 0: the masts lie along y, 18.75 mm apart; abeam (same y) the range is the x distance.
const ship = (
  id: string,
  x: number,
  y: number,
  side = 'French',
  headingDeg = 0,
): FortTargetShip => ({
  id,
  side,
  pose: { x, y, headingDeg },
  body: THIRD_RATE,
});

describe('HR-5 SD-177 the fort chooses its target', () => {
  it('HR-5 SD-177 the nearest enemy ship, all round (behind the fort as well), friends left out', () => {
    const ships = [ship('far', 500, 0), ship('friend', 50, 0, 'British'), ship('behind', -300, 0)];
    expect(fortTarget(fort(), ships)).toEqual({ id: 'behind', rangeMm: 300, band: 'medium' });
  });

  it('HR-5 SD-177 SD-1 FP-1.2 the range runs from the fort centre to the ship nearest mast', () => {
    // Masts at y 381.25, 400 and 418.75: the nearest is 381.25 mm away, long range.
    expect(fortTarget(fort(), [ship('a', 0, 400)])).toEqual({
      id: 'a',
      rangeMm: 381.25,
      band: 'long',
    });
  });

  it('HR-5 SD-177 FP-6.1 D-10 a ship at exactly 700 mm is at long range; beyond it no target', () => {
    expect(fortTarget(fort(), [ship('a', 700, 0)])?.band).toBe('long');
    expect(fortTarget(fort(), [ship('a', 700.5, 0)])).toBeNull();
    expect(fortTarget(fort(), [])).toBeNull();
  });

  it('HR-5 SD-177 at equal range the ship whose id sorts first, whatever the order given', () => {
    const ships = [ship('b', 200, 0), ship('a', -200, 0)];
    expect(fortTarget(fort(), ships)?.id).toBe('a');
    expect(fortTarget(fort(), [...ships].reverse())?.id).toBe('a');
  });

  it('HR-5 SD-177 FP-6.1 at 1:3000 the bands are 40 / 140 / 280 mm', () => {
    const small = fort({ body: { ...BASE_SIZES[3000].fortification, masts: 0 } });
    expect(fortTarget(small, [ship('a', 140, 0)], 3000)?.band).toBe('medium');
    expect(fortTarget(small, [ship('a', 281, 0)], 3000)).toBeNull();
  });

  it('HR-5 SD-177 only a fortification fires on the coastal batteries card', () => {
    const notFort = fort({ profile: shipProfile(classRow('unrated-12-14'), 'average') });
    expect(() => fortTarget(notFort, [ship('a', 100, 0)])).toThrow(RuleError);
  });
});

describe('HR-5 SD-178 the fort rolls its Abilità and fires', () => {
  it('HR-5 SD-178 FP-4.2 FP-6.3 a hit at medium range does current BF x5 on the hull', () => {
    const fire = fortFire(fort(), [ship('a', 200, 0)], [3, 3, 2]);
    expect(fire.abilita.score).toBe(8);
    expect(fire.result).toBe('hit');
    expect(fire.bf).toBe(5);
    expect(fire.damage?.damage).toBe(25);
    expect(fire.target?.id).toBe('a');
  });

  it('HR-5 SD-178 FP-4.2 the same score misses at long range', () => {
    const fire = fortFire(fort(), [ship('a', 500, 0)], [3, 3, 2]);
    expect(fire.result).toBe('miss');
    expect(fire.damage).toBeNull();
  });

  it('HR-5 SD-178 FP-4.1 crew, hull DCs lost and fires modify the roll; never hove to or rudder', () => {
    const p = shipProfile(classRow('fort-martello-tower'), 'good');
    // One hull box lost (its crew-adjusted capacity) and one fire: +1 -1 -1.
    const fire = fortFire(
      fort({ crew: 'good', hullDamage: p.dcCapacity, fires: 1 }),
      [ship('a', 50, 0)],
      [4, 4, 4],
    );
    expect(fire.abilita.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['crew', 1],
      ['dcLost', -1],
      ['fires', -1],
    ]);
    expect(fire.abilita.score).toBe(11);
    // FP-2.2 the BF falls by the box lost: 4 x 12 at short range.
    expect(fire.bf).toBe(4);
    expect(fire.damage?.damage).toBe(48);
  });

  it('HR-5 SD-178 FP-6.3 D-16 a light coastal battery (BF 1) at long range does 2', () => {
    const fire = fortFire(
      fort({ classId: 'fort-light-coastal-battery' }),
      [ship('a', 600, 0)],
      [5, 5, 5],
    );
    expect(fire.result).toBe('hit');
    expect(fire.damage?.damage).toBe(2);
  });

  it('HR-5 SD-179 a well laid shot is a plain hit: normal damage, not doubled', () => {
    const fire = fortFire(fort({ classId: 'fort-citadel' }), [ship('a', 80, 0)], [6, 6, 6]);
    expect(fire.result).toBe('wellLaid');
    expect(fire.damage?.damage).toBe(120);
  });

  it('HR-5 SD-179 an unlucky shot is a plain miss: no damage', () => {
    const fire = fortFire(fort(), [ship('a', 80, 0)], [1, 1, 1]);
    expect(fire.result).toBe('unlucky');
    expect(fire.damage).toBeNull();
  });

  it('HR-5 SD-177 with no enemy in range the roll is made and nothing is fired at', () => {
    const fire = fortFire(fort(), [ship('a', 900, 0)], [6, 6, 6]);
    expect(fire).toMatchObject({ result: 'noTarget', target: null, damage: null });
    expect(fire.abilita.roll).toBe(18);
  });

  it('HR-5 SD-178 bad dice or damage are refused', () => {
    expect(() => fortFire(fort(), [], [1, 2])).toThrow(RuleError);
    expect(() => fortFire(fort(), [], [1, 2, 7])).toThrow(RuleError);
    expect(() => fortFire(fort({ hullDamage: -1 }), [], [1, 2, 3])).toThrow(RuleError);
    expect(() => fortFire(fort({ fires: 1.5 }), [], [1, 2, 3])).toThrow(RuleError);
  });
});

describe('HR-5 SD-178 / SD-179 fortShot: what a fort’s score does at the target’s band', () => {
  it('SD-179 a well laid shot is a plain hit, an unlucky or missed shot does nothing', () => {
    for (const band of ['short', 'medium', 'long'] as const)
      for (let score = 3; score <= 18; score++) {
        const shot = fortShot(score, band, 5);
        const hits = shot.result === 'hit' || shot.result === 'wellLaid';
        expect(shot.damage === null).toBe(!hits);
        if (shot.damage) expect(shot.damage.damage).toBeGreaterThan(0);
      }
  });
});
