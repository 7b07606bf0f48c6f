import { describe, expect, it } from 'vitest';
import { COMPASS_POINTS, POINT_DEGREES } from '../tables/sailing.js';
import { angleBetweenDeg, headingVector, normalizeDeg, signedTurnDeg } from './vec.js';

describe('compass headings', () => {
  it('FP-1.7 the four cardinal points give exact unit vectors (sin h, cos h)', () => {
    expect(headingVector(0)).toEqual({ x: 0, y: 1 });
    expect(headingVector(90)).toEqual({ x: 1, y: 0 });
    expect(headingVector(180)).toEqual({ x: 0, y: -1 });
    expect(headingVector(270)).toEqual({ x: -1, y: 0 });
    expect(headingVector(-90)).toEqual({ x: -1, y: 0 });
  });

  it('FP-1.7 compass point i is i * 22.5 degrees clockwise from north', () => {
    expect(COMPASS_POINTS.length * POINT_DEGREES).toBe(360);
    const nne = headingVector(1 * POINT_DEGREES);
    expect(nne.x).toBeCloseTo(0.3826834323650898, 15);
    expect(nne.y).toBeCloseTo(0.9238795325112867, 15);
    const sw = headingVector(10 * POINT_DEGREES);
    expect(sw.x).toBeCloseTo(-Math.SQRT1_2, 15);
    expect(sw.y).toBeCloseTo(-Math.SQRT1_2, 15);
    const wnw = headingVector(13 * POINT_DEGREES);
    expect(wnw.x).toBeCloseTo(-0.9238795325112867, 15);
    expect(wnw.y).toBeCloseTo(0.3826834323650898, 15);
  });

  it('FP-1.7 headings off the half-degree grid still give unit vectors', () => {
    const v = headingVector(33.3);
    expect(v.x).toBeCloseTo(Math.sin((33.3 * Math.PI) / 180), 14);
    expect(v.y).toBeCloseTo(Math.cos((33.3 * Math.PI) / 180), 14);
  });

  it('FP-1.7 headings fold into [0, 360)', () => {
    expect(normalizeDeg(-90)).toBe(270);
    expect(normalizeDeg(720)).toBe(0);
    expect(normalizeDeg(382.5)).toBe(22.5);
    expect(normalizeDeg(-0)).toBe(0);
  });

  it('FP-5.5 the shortest turn is signed positive clockwise, 180 counts as +180', () => {
    expect(signedTurnDeg(350, 10)).toBe(20);
    expect(signedTurnDeg(10, 350)).toBe(-20);
    expect(signedTurnDeg(0, 180)).toBe(180);
    expect(signedTurnDeg(90, 270)).toBe(180);
    expect(angleBetweenDeg(0, 270)).toBe(90);
    expect(angleBetweenDeg(22.5, 292.5)).toBe(90);
  });
});
