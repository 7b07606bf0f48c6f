import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.js';
import { baseCorners, type ShipBody, type TableShip } from './ship-shape.js';
import {
  firstShoalDistance,
  pointInShoal,
  quadOverlapsShoal,
  sweepShoals,
  type ShoalArea,
} from './shoal-sweep.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const ship = (x: number, y: number, headingDeg = 0): TableShip => ({
  id: 's',
  pose: { x, y, headingDeg },
  body: THIRD_RATE,
});
const square = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const sand = (polygons: ShoalArea['polygons'], id = 'bank'): ShoalArea => ({
  id,
  kind: 'sand',
  polygons,
});

describe('HR-3 a straight move stops at the edge of a shoal', () => {
  it('HR-3 heading north into a bank 100 mm ahead of the bow: stops after 100 of 180 mm', () => {
    // The bow is at y = 37.5; the bank starts at y = 137.5.
    const r = sweepShoals(ship(0, 0), 180, [sand([square(-200, 137.5, 200, 400)])]);
    expect(r.distanceMm).toBeCloseTo(100, 9);
    expect(r.pose).toMatchObject({ x: 0, headingDeg: 0 });
    expect(r.pose.y).toBeCloseTo(100, 9);
    expect(r.shoal).toEqual({ id: 'bank', kind: 'sand' });
  });

  it('HR-3 a bank out of reach, or beside the track, does not stop the move', () => {
    expect(sweepShoals(ship(0, 0), 90, [sand([square(-200, 137.5, 200, 400)])])).toMatchObject({
      distanceMm: 90,
      shoal: null,
    });
    // Beside the track: the base's starboard edge (x = 20) passes 5 mm clear of it.
    const beside = sweepShoals(ship(0, 0), 180, [sand([square(25, 0, 80, 400)])]);
    expect(beside.shoal).toBeNull();
  });

  it('HR-3 a rock corner pointing at the base stops it on a side, not only at the bow', () => {
    // A triangle whose apex (x = 10, y = 100) lies inside the base's track.
    const rock: ShoalArea = {
      id: 'r',
      kind: 'rock',
      polygons: [
        [
          { x: 10, y: 100 },
          { x: 60, y: 150 },
          { x: 60, y: 100 },
        ],
      ],
    };
    const r = sweepShoals(ship(0, 0), 180, [rock]);
    expect(r.distanceMm).toBeCloseTo(100 - 37.5, 9);
    expect(r.shoal).toEqual({ id: 'r', kind: 'rock' });
  });

  it('HR-3 an oblique heading meets the edge where the leading corner reaches it', () => {
    // Heading east (90): the bow corners are at x = 37.5; the shoal starts at x = 100.
    const r = sweepShoals(ship(0, 0, 90), 180, [sand([square(100, -300, 300, 300)])]);
    expect(r.distanceMm).toBeCloseTo(62.5, 9);
    expect(r.pose.x).toBeCloseTo(62.5, 9);
  });

  it('HR-3 the nearest of several shoals stops it; at equal distances the first listed', () => {
    const near = sand([square(-200, 100, 200, 150)], 'near');
    const far = { ...sand([square(-200, 137.5, 200, 400)], 'far'), kind: 'rock' as const };
    expect(sweepShoals(ship(0, 0), 180, [far, near]).shoal?.id).toBe('near');
    const twin = sand([square(-200, 137.5, 200, 400)], 'twin');
    expect(sweepShoals(ship(0, 0), 180, [far, twin]).shoal?.id).toBe('far');
  });

  it('HR-3 a concave shoal: the base sails up the bay and stops at its head', () => {
    // A U-shaped bank open to the south; the bay is 60 mm wide (x -30..30), its head at y = 200.
    const u = sand([
      [
        { x: -100, y: 100 },
        { x: -30, y: 100 },
        { x: -30, y: 200 },
        { x: 30, y: 200 },
        { x: 30, y: 100 },
        { x: 100, y: 100 },
        { x: 100, y: 300 },
        { x: -100, y: 300 },
      ],
    ]);
    const r = sweepShoals(ship(0, 0), 180, [u]);
    expect(r.distanceMm).toBeCloseTo(200 - 37.5, 9);
  });

  it('HR-3 a hole (a polygon inside another, even-odd) is open water: a base inside it is afloat', () => {
    const ring = sand([square(-300, -300, 300, 300), square(-100, -100, 100, 100)]);
    expect(pointInShoal({ x: 0, y: 0 }, ring.polygons)).toBe(false);
    expect(pointInShoal({ x: 200, y: 0 }, ring.polygons)).toBe(true);
    // From the middle of the hole the bow (y = 37.5) reaches its edge (y = 100) after 62.5 mm.
    expect(sweepShoals(ship(0, 0), 180, [ring]).distanceMm).toBeCloseTo(62.5, 9);
  });

  it('HR-3 a base touching the edge may move away or along it; pressing on into it stops at 0', () => {
    const bank = sand([square(-200, 37.5, 200, 400)]);
    const quad = baseCorners(ship(0, 0).pose, THIRD_RATE);
    expect(quadOverlapsShoal(quad, bank)).toBe(false);
    expect(firstShoalDistance(quad, { x: 0, y: 1 }, bank, 90)).toBe(0);
    expect(firstShoalDistance(quad, { x: 0, y: -1 }, bank, 90)).toBeNull();
    expect(firstShoalDistance(quad, { x: 1, y: 0 }, bank, 90)).toBeNull();
  });

  it('HR-3 a base already over a shoal stops at once', () => {
    const r = sweepShoals(ship(0, 0), 90, [sand([square(-10, -10, 10, 10)])]);
    expect(r.distanceMm).toBe(0);
    expect(r.shoal?.id).toBe('bank');
  });

  it('HR-3 a shoal smaller than the base, lying in its track, is struck', () => {
    const r = sweepShoals(ship(0, 0), 180, [sand([square(-2, 120, 2, 124)])]);
    expect(r.distanceMm).toBeCloseTo(120 - 37.5, 9);
  });

  it('HR-3 refuses an unknown bottom and a bad distance', () => {
    const bad = { id: 'x', kind: 'mud', polygons: [] } as unknown as ShoalArea;
    expect(() => sweepShoals(ship(0, 0), 90, [bad])).toThrow(RuleError);
    expect(() => firstShoalDistance([], { x: 0, y: 1 }, sand([]), -1)).toThrow(RuleError);
  });
});
