import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.js';
import { arcPolygon, arcShape, distanceToCentreLine, halfOf, rakeLane } from './arc.js';
import type { ShipBody } from './ship-shape.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const BRIG: ShipBody = { lengthMm: 50, widthMm: 25, masts: 2 };
const NORTH = { x: 0, y: 0, headingDeg: 0 };
const R = Math.SQRT1_2;

describe('arc shape', () => {
  it('D-11 starboard arc of a 75x40 heading north: apex (20, 0), due east, 45 degrees each way, 700 mm', () => {
    const arc = arcShape(NORTH, THIRD_RATE, 'starboard');
    expect(arc.apex).toEqual({ x: 20, y: 0 });
    expect(arc.centreDir).toEqual({ x: 1, y: 0 });
    expect(arc.centreBearingDeg).toBe(90);
    expect(arc.halfAngleDeg).toBe(45);
    expect(arc.radiusMm).toBe(700);
    // The bow-side (fore) edge is bearing 45, the stern-side edge bearing 135.
    expect(arc.leftDir.x).toBeCloseTo(R, 15);
    expect(arc.leftDir.y).toBeCloseTo(R, 15);
    expect(arc.rightDir.x).toBeCloseTo(R, 15);
    expect(arc.rightDir.y).toBeCloseTo(-R, 15);
    expect(arc.foreDir).toEqual({ x: 0, y: 1 });
  });

  it('D-11 port arc points west from the port base edge', () => {
    const arc = arcShape(NORTH, THIRD_RATE, 'port');
    expect(arc.apex).toEqual({ x: -20, y: 0 });
    expect(arc.centreDir).toEqual({ x: -1, y: 0 });
    expect(arc.centreBearingDeg).toBe(270);
  });

  it('D-11 the apex sits abeam the mainmast, the aft mast of a two-master', () => {
    expect(arcShape(NORTH, BRIG, 'starboard').apex).toEqual({ x: 12.5, y: -7.5 });
  });

  it('D-11 the arcDeg option sets the opening: 60 degrees gives edges at bearings 60 and 120', () => {
    const arc = arcShape(NORTH, THIRD_RATE, 'starboard', { arcDeg: 60 });
    expect(arc.halfAngleDeg).toBe(30);
    expect(arc.leftDir.x).toBeCloseTo(Math.sqrt(3) / 2, 15);
    expect(arc.leftDir.y).toBeCloseTo(0.5, 15);
    expect(arc.rightDir.x).toBeCloseTo(Math.sqrt(3) / 2, 15);
    expect(arc.rightDir.y).toBeCloseTo(-0.5, 15);
  });

  it('HR-2 at 1:3000 the arc reaches the 280 mm long range', () => {
    expect(arcShape(NORTH, THIRD_RATE, 'starboard', { scale: 3000 }).radiusMm).toBe(280);
  });

  it('D-11 openings outside [1, 180] degrees and unknown scales are refused', () => {
    expect(() => arcShape(NORTH, THIRD_RATE, 'starboard', { arcDeg: 0 })).toThrow(RuleError);
    expect(() => arcShape(NORTH, THIRD_RATE, 'starboard', { arcDeg: 181 })).toThrow(RuleError);
    expect(() => arcShape(NORTH, THIRD_RATE, 'starboard', { scale: 1 as 1200 })).toThrow(RuleError);
  });
});

describe('arc polygon', () => {
  it('D-11 apex first, then the circular edge from the fore edge to the aft edge', () => {
    const points = arcPolygon(NORTH, THIRD_RATE, 'starboard');
    expect(points).toHaveLength(34);
    expect(points[0]).toEqual({ x: 20, y: 0 });
    expect(points[1]!.x).toBeCloseTo(20 + 700 * R, 9);
    expect(points[1]!.y).toBeCloseTo(700 * R, 9);
    expect(points[33]!.x).toBeCloseTo(20 + 700 * R, 9);
    expect(points[33]!.y).toBeCloseTo(-700 * R, 9);
    for (const p of points.slice(1)) expect(Math.hypot(p.x - 20, p.y)).toBeCloseTo(700, 9);
  });

  it('D-11 two segments put the middle point on the centre line; port runs fore (north) to aft', () => {
    const starboard = arcPolygon(NORTH, THIRD_RATE, 'starboard', {}, 2);
    expect(starboard[2]).toEqual({ x: 720, y: 0 });
    const port = arcPolygon(NORTH, THIRD_RATE, 'port', {}, 2);
    expect(port[0]).toEqual({ x: -20, y: 0 });
    expect(port[1]!.x).toBeCloseTo(-20 - 700 * R, 9);
    expect(port[1]!.y).toBeCloseTo(700 * R, 9);
    expect(port[2]).toEqual({ x: -720, y: 0 });
    expect(port[3]!.y).toBeCloseTo(-700 * R, 9);
  });

  it('D-11 a segment count below 1 is refused', () => {
    expect(() => arcPolygon(NORTH, THIRD_RATE, 'starboard', {}, 0)).toThrow(RuleError);
  });
});

describe('halves and the centre line', () => {
  it('D-18 the bow side of the centre line is fore, exactly on the line counts as fore', () => {
    const arc = arcShape(NORTH, THIRD_RATE, 'starboard');
    expect(halfOf(arc, { x: 100, y: 10 })).toBe('fore');
    expect(halfOf(arc, { x: 100, y: -10 })).toBe('aft');
    expect(halfOf(arc, { x: 100, y: 0 })).toBe('fore');
  });

  it('D-18 halves follow the firer: heading east, firing to starboard (south), fore is east', () => {
    const arc = arcShape({ x: 0, y: 0, headingDeg: 90 }, THIRD_RATE, 'starboard');
    expect(arc.apex).toEqual({ x: 0, y: -20 });
    expect(halfOf(arc, { x: 30, y: -300 })).toBe('fore');
    expect(halfOf(arc, { x: -30, y: -300 })).toBe('aft');
  });

  it('D-18 distance to the centre line: perpendicular in front of the apex, to the apex behind it', () => {
    const arc = arcShape(NORTH, THIRD_RATE, 'starboard');
    expect(distanceToCentreLine(arc, { x: 100, y: 10 })).toBe(10);
    expect(distanceToCentreLine(arc, { x: 300, y: -36.25 })).toBe(36.25);
    expect(distanceToCentreLine(arc, { x: 0, y: 5 })).toBeCloseTo(Math.sqrt(425), 12);
  });
});

describe('rake lane', () => {
  it('FP-6.4 / D-17 the lane runs along the centre line to medium range, half the target width each side', () => {
    const lane = rakeLane(arcShape(NORTH, THIRD_RATE, 'starboard'), 1200, 25);
    expect(lane.from).toEqual({ x: 20, y: 0 });
    expect(lane.to).toEqual({ x: 370, y: 0 });
    expect(lane.reachMm).toBe(350);
    expect(lane.halfWidthMm).toBe(12.5);
  });

  it('HR-2 / FP-6.4 at 1:3000 the lane reaches 140 mm; a port lane points west', () => {
    const lane = rakeLane(arcShape(NORTH, THIRD_RATE, 'port', { scale: 3000 }), 3000, 16);
    expect(lane.reachMm).toBe(140);
    expect(lane.to).toEqual({ x: -160, y: 0 });
  });

  it('FP-6.4 a base width of 0 is refused', () => {
    expect(() => rakeLane(arcShape(NORTH, THIRD_RATE, 'port'), 1200, 0)).toThrow(RuleError);
  });
});
