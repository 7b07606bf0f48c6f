import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.js';
import {
  assertShipBody,
  baseCorners,
  beamEdgePoint,
  hullCorners,
  hullHalfExtents,
  mainmastPoint,
  mastPoints,
  type ShipBody,
} from './ship-shape.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const FIRST_RATE: ShipBody = { lengthMm: 85, widthMm: 40, masts: 3 };
const BRIG: ShipBody = { lengthMm: 50, widthMm: 25, masts: 2 };
const GUNBOAT: ShipBody = { lengthMm: 50, widthMm: 25, masts: 1 };
const FORT: ShipBody = { lengthMm: 80, widthMm: 80, masts: 0 };

describe('base and hull', () => {
  it('FP-1.1 base corners of a 75x40 heading north, bow-port first, clockwise', () => {
    expect(baseCorners({ x: 0, y: 0, headingDeg: 0 }, THIRD_RATE)).toEqual([
      { x: -20, y: 37.5 },
      { x: 20, y: 37.5 },
      { x: 20, y: -37.5 },
      { x: -20, y: -37.5 },
    ]);
  });

  it('FP-1.1 base corners of a 75x40 heading east at (100, 50): starboard is south', () => {
    expect(baseCorners({ x: 100, y: 50, headingDeg: 90 }, THIRD_RATE)).toEqual([
      { x: 137.5, y: 70 },
      { x: 137.5, y: 30 },
      { x: 62.5, y: 30 },
      { x: 62.5, y: 70 },
    ]);
  });

  it('FP-1.1 base corner of an 85x40 heading NE', () => {
    const [, bowStarboard] = baseCorners({ x: 0, y: 0, headingDeg: 45 }, FIRST_RATE);
    // forward (r, r), starboard (r, -r) with r = sqrt(1/2): 42.5 forward + 20 to starboard.
    expect(bowStarboard.x).toBeCloseTo(62.5 * Math.SQRT1_2, 12);
    expect(bowStarboard.y).toBeCloseTo(22.5 * Math.SQRT1_2, 12);
  });

  it('D-1 hull is the base less 10% of width per side and 5% of length per end', () => {
    expect(hullHalfExtents(THIRD_RATE)).toEqual({ halfLengthMm: 33.75, halfWidthMm: 16 });
    expect(hullHalfExtents(BRIG)).toEqual({ halfLengthMm: 22.5, halfWidthMm: 10 });
    expect(hullCorners({ x: 0, y: 0, headingDeg: 0 }, THIRD_RATE)).toEqual([
      { x: -16, y: 33.75 },
      { x: 16, y: 33.75 },
      { x: 16, y: -33.75 },
      { x: -16, y: -33.75 },
    ]);
  });

  it('FP-1.1 bodies need a positive size and 0 to 3 masts', () => {
    expect(() => assertShipBody({ lengthMm: 0, widthMm: 40, masts: 3 })).toThrow(RuleError);
    expect(() => assertShipBody({ lengthMm: 75, widthMm: -1, masts: 3 })).toThrow(RuleError);
    expect(() => assertShipBody({ lengthMm: 75, widthMm: 40, masts: 4 })).toThrow(RuleError);
    expect(() => assertShipBody({ lengthMm: 75, widthMm: 40, masts: 1.5 })).toThrow(RuleError);
    expect(() => assertShipBody(FORT)).not.toThrow();
  });
});

describe('masts', () => {
  it('D-1 three masts at 25/50/75% of the length from the bow, mainmast the middle', () => {
    const pose = { x: 0, y: 0, headingDeg: 0 };
    expect(mastPoints(pose, THIRD_RATE)).toEqual([
      { x: 0, y: 18.75 },
      { x: 0, y: 0 },
      { x: 0, y: -18.75 },
    ]);
    expect(mainmastPoint(pose, THIRD_RATE)).toEqual({ x: 0, y: 0 });
  });

  it('D-1 masts follow the heading: 75x40 heading east at (100, 50)', () => {
    expect(mastPoints({ x: 100, y: 50, headingDeg: 90 }, THIRD_RATE)).toEqual([
      { x: 118.75, y: 50 },
      { x: 100, y: 50 },
      { x: 81.25, y: 50 },
    ]);
  });

  it('D-1 two masts at 35% and 65%, mainmast the aft one', () => {
    const pose = { x: 0, y: 0, headingDeg: 0 };
    expect(mastPoints(pose, BRIG)).toEqual([
      { x: 0, y: 7.5 },
      { x: 0, y: -7.5 },
    ]);
    expect(mainmastPoint(pose, BRIG)).toEqual({ x: 0, y: -7.5 });
    expect(mastPoints(pose, { lengthMm: 85, widthMm: 40, masts: 2 })).toEqual([
      { x: 0, y: 12.75 },
      { x: 0, y: -12.75 },
    ]);
  });

  it('D-1 one mast at 50%; a fortification (no masts) measures from its base centre', () => {
    expect(mastPoints({ x: 5, y: 6, headingDeg: 30 }, GUNBOAT)).toEqual([{ x: 5, y: 6 }]);
    expect(mainmastPoint({ x: 5, y: 6, headingDeg: 30 }, GUNBOAT)).toEqual({ x: 5, y: 6 });
    expect(mastPoints({ x: -7, y: 9, headingDeg: 0 }, FORT)).toEqual([{ x: -7, y: 9 }]);
    expect(mainmastPoint({ x: -7, y: 9, headingDeg: 0 }, FORT)).toEqual({ x: -7, y: 9 });
  });

  it('D-11 the apex is the base edge abeam the mainmast on the firing side', () => {
    const north = { x: 0, y: 0, headingDeg: 0 };
    expect(beamEdgePoint(north, THIRD_RATE, 'starboard')).toEqual({ x: 20, y: 0 });
    expect(beamEdgePoint(north, THIRD_RATE, 'port')).toEqual({ x: -20, y: 0 });
    expect(beamEdgePoint(north, BRIG, 'starboard')).toEqual({ x: 12.5, y: -7.5 });
    expect(beamEdgePoint({ x: 100, y: 50, headingDeg: 90 }, THIRD_RATE, 'starboard')).toEqual({
      x: 100,
      y: 30,
    });
    expect(beamEdgePoint({ x: 100, y: 50, headingDeg: 90 }, THIRD_RATE, 'port')).toEqual({
      x: 100,
      y: 70,
    });
  });
});
