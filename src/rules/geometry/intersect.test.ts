import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convexPolygonIntersectsSector,
  pointInConvexPolygon,
  pointInSector,
  segmentsIntersect,
  type Sector,
} from './intersect.js';
import { baseRect, rectangleSeparation, rectanglesTouch } from './rectangles.js';
import { headingVector, type Vec2 } from './vec.js';

/** Apex at the origin, centre line due east, 45 degrees each way, radius 100. */
const SECTOR: Sector = {
  apex: { x: 0, y: 0 },
  centreDir: { x: 1, y: 0 },
  rightDir: headingVector(135),
  leftDir: headingVector(45),
  radiusMm: 100,
};

const box = (x0: number, y0: number, x1: number, y1: number): Vec2[] => [
  { x: x0, y: y1 },
  { x: x1, y: y1 },
  { x: x1, y: y0 },
  { x: x0, y: y0 },
];

describe('hull polygon against the arc sector', () => {
  it('FP-6.2 a hull corner inside the sector', () => {
    expect(pointInSector({ x: 90, y: 5 }, SECTOR)).toBe(true);
    expect(convexPolygonIntersectsSector(box(90, -5, 110, 5), SECTOR)).toBe(true);
  });

  it('FP-6.2 the apex inside the hull while every corner is outside the sector', () => {
    const hull = box(-10, -1, 0.5, 1);
    for (const p of hull) expect(pointInSector(p, SECTOR)).toBe(false);
    expect(pointInConvexPolygon(SECTOR.apex, hull)).toBe(true);
    expect(convexPolygonIntersectsSector(hull, SECTOR)).toBe(true);
  });

  it('FP-6.2 a hull edge crossing both bounding rays with no corner inside', () => {
    const hull = box(49, -60, 51, 60);
    for (const p of hull) expect(pointInSector(p, SECTOR)).toBe(false);
    expect(convexPolygonIntersectsSector(hull, SECTOR)).toBe(true);
  });

  it('FP-6.2 a hull edge crossing the circular edge within the span, corners beyond the radius', () => {
    const hull = box(99.9, -20, 101, 20);
    for (const p of hull) expect(pointInSector(p, SECTOR)).toBe(false);
    expect(convexPolygonIntersectsSector(hull, SECTOR)).toBe(true);
  });

  it('FP-6.2 a hull edge tangent to the circular edge counts (touching is inside)', () => {
    expect(convexPolygonIntersectsSector(box(100, -10, 110, 10), SECTOR)).toBe(true);
    expect(convexPolygonIntersectsSector(box(100.001, -10, 110, 10), SECTOR)).toBe(false);
  });

  it('FP-6.2 hulls outside: beyond the radius, beside a ray, or across the circle outside the span', () => {
    expect(convexPolygonIntersectsSector(box(190, -10, 210, 10), SECTOR)).toBe(false);
    expect(convexPolygonIntersectsSector(box(10, 20, 15, 30), SECTOR)).toBe(false);
    expect(convexPolygonIntersectsSector(box(45, 80, 55, 95), SECTOR)).toBe(false);
    expect(convexPolygonIntersectsSector(box(-50, -10, -20, 10), SECTOR)).toBe(false);
  });

  it('FP-6.2 segments: crossing, touching at an end, collinear overlap, parallel apart', () => {
    const o = { x: 0, y: 0 };
    expect(segmentsIntersect(o, { x: 2, y: 2 }, { x: 0, y: 2 }, { x: 2, y: 0 })).toBe(true);
    expect(segmentsIntersect(o, { x: 2, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 5 })).toBe(true);
    expect(segmentsIntersect(o, { x: 2, y: 0 }, { x: 1, y: 0 }, { x: 5, y: 0 })).toBe(true);
    expect(segmentsIntersect(o, { x: 2, y: 0 }, { x: 0, y: 1 }, { x: 2, y: 1 })).toBe(false);
  });

  // Independent oracle: clip the polygon to the wedge (convex for openings up to 180 degrees),
  // then the sector is hit iff the clipped polygon comes within the radius of the apex.
  function oracle(polygon: readonly Vec2[], s: Sector): boolean {
    let clipped: Vec2[] = [...polygon];
    const planes = [
      (p: Vec2) => s.rightDir.x * (p.y - s.apex.y) - s.rightDir.y * (p.x - s.apex.x),
      (p: Vec2) => (p.x - s.apex.x) * s.leftDir.y - (p.y - s.apex.y) * s.leftDir.x,
    ];
    for (const f of planes) {
      const next: Vec2[] = [];
      clipped.forEach((a, i) => {
        const b = clipped[(i + 1) % clipped.length]!;
        const fa = f(a);
        const fb = f(b);
        if (fa >= 0) next.push(a);
        if (fa >= 0 !== fb >= 0) {
          const t = fa / (fa - fb);
          next.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
        }
      });
      clipped = next;
      if (clipped.length === 0) return false;
    }
    if (pointInConvexPolygon(s.apex, clipped)) return true;
    let best = Infinity;
    clipped.forEach((a, i) => {
      const b = clipped[(i + 1) % clipped.length]!;
      const ex = b.x - a.x;
      const ey = b.y - a.y;
      const len2 = ex * ex + ey * ey;
      const t =
        len2 === 0
          ? 0
          : Math.max(0, Math.min(1, ((s.apex.x - a.x) * ex + (s.apex.y - a.y) * ey) / len2));
      best = Math.min(best, Math.hypot(a.x + ex * t - s.apex.x, a.y + ey * t - s.apex.y));
    });
    return best <= s.radiusMm;
  }

  it('FP-6.2 exact test agrees with a clipping oracle on random hulls and arcs', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -150, max: 150, noNaN: true }),
        fc.double({ min: -150, max: 150, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 2, max: 80, noNaN: true }),
        fc.double({ min: 2, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0.5, max: 90, noNaN: true }),
        fc.double({ min: 10, max: 120, noNaN: true }),
        (x, y, heading, length, width, centre, half, radius) => {
          const s: Sector = {
            apex: { x: 0, y: 0 },
            centreDir: headingVector(centre),
            rightDir: headingVector(centre + half),
            leftDir: headingVector(centre - half),
            radiusMm: radius,
          };
          const hull = [...rectCorners(x, y, heading, length, width)];
          expect(convexPolygonIntersectsSector(hull, s)).toBe(oracle(hull, s));
        },
      ),
      { numRuns: 3000, seed: 1806 },
    );
  });
});

function rectCorners(x: number, y: number, heading: number, length: number, width: number): Vec2[] {
  const f = headingVector(heading);
  const s = { x: f.y, y: -f.x };
  const at = (a: number, c: number) => ({ x: x + f.x * a + s.x * c, y: y + f.y * a + s.y * c });
  const [l, w] = [length / 2, width / 2];
  return [at(l, -w), at(l, w), at(-l, w), at(-l, -w)];
}

describe('base rectangles by separating axes', () => {
  const body = { lengthMm: 75, widthMm: 40, masts: 3 };
  const rect = (x: number, y: number, headingDeg: number) => baseRect({ x, y, headingDeg }, body);

  it('FP-5.8 side by side: gap 0 touches, 0.5 mm apart does not, overlap is negative', () => {
    expect(rectangleSeparation(rect(0, 0, 0), rect(40, 0, 0))).toBe(0);
    expect(rectanglesTouch(rect(0, 0, 0), rect(40, 0, 0))).toBe(true);
    expect(rectangleSeparation(rect(0, 0, 0), rect(40.5, 0, 0))).toBe(0.5);
    expect(rectanglesTouch(rect(0, 0, 0), rect(40.5, 0, 0))).toBe(false);
    expect(rectangleSeparation(rect(0, 0, 0), rect(30, 0, 0))).toBe(-10);
  });

  it('FP-5.8 a crossing ship touching the bow: 37.5 + 20 = 57.5 apart', () => {
    expect(rectanglesTouch(rect(0, 0, 0), rect(0, 57.5, 90))).toBe(true);
    expect(rectanglesTouch(rect(0, 0, 0), rect(0, 57.500001, 90))).toBe(false);
  });

  it('FP-5.8 a rotated base whose corner clears the other base is not in contact', () => {
    // The 45-degree base reaches 57.5 * sqrt(1/2) = 40.66 mm east of its centre.
    const tilted = rect(60.7, 0, 45);
    expect(rectanglesTouch(rect(0, 0, 0), tilted)).toBe(false);
    expect(rectanglesTouch(rect(0, 0, 0), rect(60.6, 0, 45))).toBe(true);
  });
});
