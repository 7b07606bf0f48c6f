import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RuleError } from '../errors.js';
import { basesInContact, firstContactDistance, sweepStraightMove } from './movement.js';
import { baseRect } from './rectangles.js';
import type { ShipBody, TableShip } from './ship-shape.js';
import { sweepTranslation } from './sweep-translation.js';
import { headingVector } from './vec.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const ship = (id: string, x: number, y: number, headingDeg = 0): TableShip => ({
  id,
  pose: { x, y, headingDeg },
  body: THIRD_RATE,
});
const MOVER = ship('m', 0, 0);

describe('FP-5.8 contact during any straight translation', () => {
  it('FP-5.8 a sideways move into a ship abeam stops with the bases touching (60 of 150 mm)', () => {
    const r = sweepTranslation(MOVER, { x: 150, y: 0, headingDeg: 0 }, [ship('abeam', 100, 0)]);
    expect(r.distanceMm).toBeCloseTo(60, 6);
    expect(r.pose.x).toBeCloseTo(60, 6);
    expect(r).toMatchObject({
      requestedMm: 150,
      stopped: true,
      contactIds: ['abeam'],
      blockingIds: ['abeam'],
    });
  });

  it('FP-5.8 an oblique move stops where the rectangles first touch along that direction', () => {
    const other = ship('o', 120, 150, 45);
    const length = Math.hypot(200, 260);
    const expected = firstContactDistance(
      baseRect(MOVER.pose, MOVER.body),
      { x: 200 / length, y: 260 / length },
      baseRect(other.pose, other.body),
      length,
    );
    const r = sweepTranslation(MOVER, { x: 200, y: 260, headingDeg: 0 }, [other]);
    expect(r.distanceMm).toBe(expected);
    expect(r.blockingIds).toEqual(['o']);
    expect(basesInContact({ ...MOVER, pose: r.pose }, other)).toBe(true);
  });

  it('a clear move goes all the way; moving away from a ship touching astern is free', () => {
    expect(
      sweepTranslation(MOVER, { x: 0, y: 90, headingDeg: 0 }, [ship('astern', 0, -75)]),
    ).toEqual({
      pose: { x: 0, y: 90, headingDeg: 0 },
      requestedMm: 90,
      distanceMm: 90,
      stopped: false,
      contactIds: [],
      blockingIds: [],
    });
  });

  it('a turn in place reports the ships touching the turned base, and blocks nothing', () => {
    expect(
      sweepTranslation(MOVER, { x: 0, y: 0, headingDeg: 90 }, [MOVER, ship('near', 0, 40, 90)]),
    ).toMatchObject({ distanceMm: 0, stopped: false, contactIds: ['near'], blockingIds: [] });
  });

  it('FP-5.7 along the heading it is the straight move of the core', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 250 }),
        fc.integer({ min: -200, max: 200 }),
        fc.integer({ min: -200, max: 200 }),
        (point, d, ox, oy) => {
          const mover = ship('m', 0, 0, point * 22.5);
          const others = [ship('o', ox, oy, (point * 45) % 360)];
          if (basesInContact(mover, others[0]!)) return;
          const v = headingVector(mover.pose.headingDeg);
          const a = sweepTranslation(
            mover,
            { x: v.x * d, y: v.y * d, headingDeg: mover.pose.headingDeg },
            others,
          );
          const b = sweepStraightMove(mover, d, others);
          expect(a.distanceMm).toBeCloseTo(b.distanceMm, 9);
          expect(a.blockingIds).toEqual(b.blockingIds);
          expect(a.contactIds).toEqual(b.contactIds);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('bad input is a RuleError', () => {
    expect(() => sweepTranslation(MOVER, { x: Number.NaN, y: 0, headingDeg: 0 }, [])).toThrow(
      RuleError,
    );
  });
});
