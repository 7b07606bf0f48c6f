// Issue 13 performance: the shortcuts taken for speed give the answers of the plain computations they
// replace, to the last bit (toEqual compares numbers with Object.is).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arcShape } from './arc.js';
import { convexPolygonIntersectsSector, pointInSector } from './intersect.js';
import {
  contactsAtStop,
  firstContactDistance,
  pivotTurn,
  sweepStraightMove,
  type SweepResult,
} from './movement.js';
import { placedShip, PlacedShip } from './placed-ship.js';
import { mastRangeBetween, mastToMastRange } from './range.js';
import { baseRect } from './rectangles.js';
import {
  mastPoints,
  pointInShipFrame,
  shipFrame,
  type Pose,
  type ShipBody,
  type TableShip,
} from './ship-shape.js';
import { hullTouchesArc, shipGeometry } from './targeting.js';
import { normalizeDeg, signedTurnDeg } from './vec.js';

const BODIES: readonly ShipBody[] = [
  { lengthMm: 85, widthMm: 40, masts: 3 },
  { lengthMm: 75, widthMm: 40, masts: 3 },
  { lengthMm: 50, widthMm: 25, masts: 2 },
  { lengthMm: 50, widthMm: 25, masts: 1 },
  { lengthMm: 80, widthMm: 80, masts: 0 },
  { lengthMm: 33.3, widthMm: 17.1, masts: 3 },
];

const heading = fc.oneof(
  fc.integer({ min: 0, max: 15 }).map((k) => k * 22.5),
  fc.double({ min: -720, max: 720, noNaN: true }),
);
const coordinate = fc.oneof(
  fc.integer({ min: -160, max: 160 }).map((v) => v * 5),
  fc.double({ min: -2000, max: 2000, noNaN: true }),
);
const body = fc.constantFrom(...BODIES);

describe('PlacedShip: FP-1.2 / D-1 / D-11 the points of shipGeometry and arcShape, placed in place', () => {
  it('equals a fresh shipGeometry and both arcShapes at every placement, however often it is moved', () => {
    fc.assert(
      fc.property(
        body,
        heading,
        fc.array(fc.tuple(coordinate, coordinate), { minLength: 1, maxLength: 4 }),
        (b, h, places) => {
          const placed = new PlacedShip('p', b, h, 3);
          for (const [x, y] of places) {
            placed.placeAt(x, y);
            const pose = { x, y, headingDeg: h };
            expect(placed.geometry).toEqual(shipGeometry({ id: 'p', pose, body: b }, 3));
            expect(placed.port).toEqual(arcShape(pose, b, 'port'));
            expect(placed.starboard).toEqual(arcShape(pose, b, 'starboard'));
            expect(placed.arcOf('port')).toBe(placed.port);
            expect(placed.poseNow()).toEqual(pose);
          }
        },
      ),
      { numRuns: 500, seed: 1301 },
    );
  });

  it("placeFirerAt moves what a firer's candidate test reads: the masts, that side's apex, the centre", () => {
    fc.assert(
      fc.property(
        body,
        heading,
        coordinate,
        coordinate,
        fc.constantFrom('port' as const, 'starboard' as const),
        (b, h, x, y, side) => {
          const placed = new PlacedShip('p', b, h, 0);
          placed.placeAt(1, 2);
          placed.placeFirerAt(x, y, side);
          const pose = { x, y, headingDeg: h };
          const fresh = shipGeometry({ id: 'p', pose, body: b }, 0);
          expect(placed.geometry.masts).toEqual(fresh.masts);
          expect(placed.geometry.hullCentre).toEqual(fresh.hullCentre);
          expect(placed.geometry.headingDeg).toBe(fresh.headingDeg);
          expect(placed.arcOf(side)).toEqual(arcShape(pose, b, side));
        },
      ),
      { numRuns: 500, seed: 1308 },
    );
  });

  it('the cache: one shape per slot, base, masts and heading, renamed for each caller', () => {
    const a = placedShip('a', BODIES[0]!, 90);
    const b = placedShip('b', { ...BODIES[0]! }, 90);
    expect(b).toBe(a);
    expect(a.geometry.ship.id).toBe('b');
    expect(placedShip('a', BODIES[0]!, 90, 1)).not.toBe(a);
    expect(placedShip('a', BODIES[0]!, 112.5)).not.toBe(a);
    expect(placedShip('a', BODIES[1]!, 90)).not.toBe(a);
  });

  it('FP-1.2 a pose that is not finite is refused as shipGeometry refuses it', () => {
    const placed = new PlacedShip('p', BODIES[0]!, 0, 0);
    expect(() => placed.placeAt(Number.NaN, 0)).toThrow(/a pose needs finite x, y and heading/);
    expect(() => new PlacedShip('p', { lengthMm: 0, widthMm: 1, masts: 1 }, 0, 0)).toThrow(
      /positive length and width/,
    );
  });
});

describe('D-11 hullTouchesArc: the bounding-circle rejection never changes the exact answer', () => {
  it('equals centre-in-sector or the exact polygon test, on hulls near the edges and the reach', () => {
    let touching = 0;
    fc.assert(
      fc.property(
        body,
        heading,
        body,
        heading,
        fc.double({ min: 0, max: 760, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.constantFrom('port' as const, 'starboard' as const),
        (fb, fh, tb, th, distance, bearing, side) => {
          const arc = arcShape({ x: 0, y: 0, headingDeg: fh }, fb, side);
          const rad = (bearing * Math.PI) / 180;
          const pose = { x: Math.sin(rad) * distance, y: Math.cos(rad) * distance, headingDeg: th };
          const target = shipGeometry({ id: 't', pose, body: tb }, 1);
          const exact =
            pointInSector(target.hullCentre, arc) ||
            convexPolygonIntersectsSector(target.hull, arc);
          expect(hullTouchesArc(target, arc)).toBe(exact);
          if (exact) touching++;
        },
      ),
      { numRuns: 4000, seed: 1302 },
    );
    expect(touching).toBeGreaterThan(500);
  });
});

/** sweepStraightMove as it was before its shortcut: every base by the separating-axis test. */
function sweepByAxes(ship: TableShip, distanceMm: number, others: TableShip[]): SweepResult {
  const start = baseRect(ship.pose, ship.body);
  const direction = start.axisU;
  const rects = others.map((o) =>
    o === ship || o.id === ship.id ? null : baseRect(o.pose, o.body),
  );
  let stop = distanceMm;
  const contactAt = rects.map((r) =>
    r ? firstContactDistance(start, direction, r, distanceMm) : null,
  );
  for (const t of contactAt) if (t !== null && t < stop) stop = t;
  const pose: Pose = {
    x: ship.pose.x + direction.x * stop,
    y: ship.pose.y + direction.y * stop,
    headingDeg: ship.pose.headingDeg,
  };
  return { distanceMm: stop, pose, ...contactsAtStop(ship, pose, others, rects, contactAt, stop) };
}

describe('FP-5.7 / FP-5.8 sweepStraightMove: the far-apart shortcut gives the separating-axis answer', () => {
  it('equals the full test for ships far apart, near, touching and in the way', () => {
    let blocked = 0;
    let clear = 0;
    fc.assert(
      fc.property(
        body,
        heading,
        fc.array(fc.tuple(body, coordinate, coordinate, heading), { minLength: 1, maxLength: 3 }),
        fc.double({ min: 0, max: 250, noNaN: true }),
        fc.double({ min: 0.02, max: 1, noNaN: true }),
        (b, h, others, distance, shrink) => {
          const mover: TableShip = { id: 'm', pose: { x: 0, y: 0, headingDeg: h }, body: b };
          // Shrink the layout so that many bases meet the move.
          const table = others.map(([ob, x, y, oh], i) => ({
            id: `o${i}`,
            body: ob,
            pose: { x: x * shrink * 0.2, y: y * shrink * 0.2, headingDeg: oh },
          }));
          const got = sweepStraightMove(mover, distance, [mover, ...table]);
          expect(got).toEqual(sweepByAxes(mover, distance, [mover, ...table]));
          if (got.blockingIds.length > 0) blocked++;
          if (got.contactIds.length === 0) clear++;
        },
      ),
      { numRuns: 3000, seed: 1303 },
    );
    expect(blocked).toBeGreaterThan(100);
    expect(clear).toBeGreaterThan(100);
  });
});

/** pivotTurn as it was, through shipFrame and pointInShipFrame. */
function pivotByFrames(pose: Pose, b: ShipBody, newHeadingDeg: number): Pose {
  const turn = signedTurnDeg(pose.headingDeg, newHeadingDeg);
  const headingDeg = normalizeDeg(pose.headingDeg + turn);
  if (turn === 0) return { x: pose.x, y: pose.y, headingDeg };
  const along = -b.lengthMm / 2;
  const across = turn > 0 ? b.widthMm / 2 : -b.widthMm / 2;
  const pivot = pointInShipFrame(shipFrame(pose), along, across);
  const corner = pointInShipFrame(shipFrame({ x: 0, y: 0, headingDeg }), along, across);
  return { x: pivot.x - corner.x, y: pivot.y - corner.y, headingDeg };
}

describe('FP-5.5 / D-8 pivotTurn without frame objects', () => {
  it('equals the turn computed through the ship frames', () => {
    fc.assert(
      fc.property(coordinate, coordinate, heading, heading, body, (x, y, from, to, b) => {
        const pose = { x, y, headingDeg: from };
        expect(pivotTurn(pose, b, to)).toEqual(pivotByFrames(pose, b, to));
      }),
      { numRuns: 2000, seed: 1304 },
    );
  });
});

describe('FP-1.2 mastToMastRange without building the mast points', () => {
  it('equals the range between the two sets of mast points', () => {
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        heading,
        body,
        coordinate,
        coordinate,
        heading,
        body,
        (ax, ay, ah, ab, bx, by, bh, bb) => {
          const a = { pose: { x: ax, y: ay, headingDeg: ah }, body: ab };
          const b = { pose: { x: bx, y: by, headingDeg: bh }, body: bb };
          expect(mastToMastRange(a, b)).toBe(
            mastRangeBetween(mastPoints(a.pose, a.body), mastPoints(b.pose, b.body)),
          );
        },
      ),
      { numRuns: 3000, seed: 1307 },
    );
  });
});
