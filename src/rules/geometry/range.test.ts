import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.js';
import type { Scale } from '../tables/ships.js';
import {
  bandFor,
  explosionRadiusMm,
  mastRangeBetween,
  mastToMastRange,
  shipsWithinRange,
} from './range.js';
import { mastPoints, type ShipBody, type TableShip } from './ship-shape.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const ship = (id: string, x: number, y: number, headingDeg = 0, body = THIRD_RATE): TableShip => ({
  id,
  pose: { x, y, headingDeg },
  body,
});

describe('mast to mast range', () => {
  it('FP-1.2 abeam on parallel courses the range is the distance between centres', () => {
    expect(mastToMastRange(ship('a', 0, 0), ship('b', 300, 0))).toBe(300);
  });

  it('FP-1.2 in line ahead the range runs from the leader aft mast to the follower fore mast', () => {
    // (0, 18.75) to (0, 181.25)
    expect(mastToMastRange(ship('a', 0, 0), ship('b', 0, 200))).toBe(162.5);
  });

  it('FP-1.2 crossing ships: nearest masts (0, 18.75) and (81.25, 100)', () => {
    expect(mastToMastRange(ship('a', 0, 0), ship('b', 100, 100, 90))).toBeCloseTo(
      81.25 * Math.SQRT2,
      12,
    );
  });
});

describe('range bands', () => {
  it('D-10 a range of exactly 100 mm is short, just over is medium', () => {
    expect(bandFor(0)).toBe('short');
    expect(bandFor(100)).toBe('short');
    expect(bandFor(100.0001)).toBe('medium');
  });

  it('D-10 exactly 350 is medium and exactly 700 is long; 700.0001 is out of range (FP-6.1)', () => {
    expect(bandFor(350)).toBe('medium');
    expect(bandFor(350.0001)).toBe('long');
    expect(bandFor(700)).toBe('long');
    expect(bandFor(700.0001)).toBe('out');
  });

  it('HR-2 at 1:3000 the limits are 40 / 140 / 280, boundaries to the shorter band (D-10)', () => {
    expect(bandFor(40, 3000)).toBe('short');
    expect(bandFor(40.001, 3000)).toBe('medium');
    expect(bandFor(140, 3000)).toBe('medium');
    expect(bandFor(140.001, 3000)).toBe('long');
    expect(bandFor(280, 3000)).toBe('long');
    expect(bandFor(280.001, 3000)).toBe('out');
  });

  it('FP-6.1 negative ranges and unknown scales are refused', () => {
    expect(() => bandFor(-1)).toThrow(RuleError);
    expect(() => bandFor(Number.NaN)).toThrow(RuleError);
    expect(() => bandFor(10, 1000 as Scale)).toThrow(RuleError);
  });
});

describe('explosion radius', () => {
  it('FP-4.4 an explosion reaches short range: 100 mm at 1:1200, 40 mm at 1:3000', () => {
    expect(explosionRadiusMm()).toBe(100);
    expect(explosionRadiusMm(3000)).toBe(40);
  });

  it('FP-4.4 ships within the radius mast to mast, boundary included, centre ship excluded', () => {
    const ships = [
      ship('boom', 0, 0),
      ship('abeam-100', 100, 0), // masts side by side: exactly 100
      ship('ahead-100', 0, 137.5), // (0, 18.75) to (0, 118.75): exactly 100
      ship('ahead-100.5', 0, -138), // (0, -18.75) to (0, -119.25)
      ship('far', 500, 500),
    ];
    expect(shipsWithinRange(ships, 'boom', explosionRadiusMm())).toEqual([
      'abeam-100',
      'ahead-100',
    ]);
    expect(shipsWithinRange(ships, 'abeam-100', 100)).toEqual(['boom']);
  });

  it('FP-4.4 an unknown centre ship or a negative radius is refused', () => {
    expect(() => shipsWithinRange([ship('a', 0, 0)], 'zz', 100)).toThrow(RuleError);
    expect(() => shipsWithinRange([ship('a', 0, 0)], 'a', -1)).toThrow(RuleError);
  });
});

describe('mastToMastRange against the plain mast points (FP-1.2 fast path)', () => {
  it('FP-1.2 equals mastRangeBetween(mastPoints, mastPoints) to the last bit, any heading and base', () => {
    const body = fc.record({
      lengthMm: fc.double({ min: 10, max: 120, noNaN: true }),
      widthMm: fc.double({ min: 5, max: 60, noNaN: true }),
      masts: fc.integer({ min: 0, max: 3 }),
    });
    const heading = fc.oneof(
      fc.double({ min: -720, max: 720, noNaN: true }),
      fc.integer({ min: 0, max: 15 }).map((p) => p * 22.5),
    );
    const placed = fc.record({
      pose: fc.record({
        x: fc.double({ min: -2000, max: 2000, noNaN: true }),
        y: fc.double({ min: -2000, max: 2000, noNaN: true }),
        headingDeg: heading,
      }),
      body,
    });
    fc.assert(
      fc.property(placed, placed, (a, b) => {
        expect(mastToMastRange(a, b)).toBe(
          mastRangeBetween(mastPoints(a.pose, a.body), mastPoints(b.pose, b.body)),
        );
      }),
      { numRuns: 2000, seed: 1302 },
    );
  });
});
