import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.js';
import {
  basesInContact,
  pivotTurn,
  shiftAll,
  straightDrag,
  sweepStraightMove,
  sweepStraightMoveShared,
} from './movement.js';
import { baseCorners, shipFrame, type ShipBody, type TableShip } from './ship-shape.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const BRIG: ShipBody = { lengthMm: 50, widthMm: 25, masts: 2 };
const ship = (id: string, x: number, y: number, headingDeg = 0, body = THIRD_RATE): TableShip => ({
  id,
  pose: { x, y, headingDeg },
  body,
});
const MOVER = ship('mover', 0, 0);

describe('base contact', () => {
  it('FP-5.8 bases side by side touch at 40 mm centre to centre, not at 40.000001', () => {
    expect(basesInContact(MOVER, ship('b', 40, 0))).toBe(true);
    expect(basesInContact(MOVER, ship('b', 40.000001, 0))).toBe(false);
    expect(basesInContact(MOVER, ship('b', 10, 10))).toBe(true);
  });

  it('FP-1.2 contact uses the base, not the hull: 33 mm apart abeam is contact', () => {
    expect(basesInContact(MOVER, ship('b', 33, 0))).toBe(true);
  });
});

describe('straight moves', () => {
  it('FP-5.7 a move that touches nothing goes the full distance', () => {
    const result = sweepStraightMove(MOVER, 180, [MOVER, ship('clear', 100, 200, 90)]);
    expect(result).toEqual({
      distanceMm: 180,
      pose: { x: 0, y: 180, headingDeg: 0 },
      contactIds: [],
      blockingIds: [],
    });
  });

  it('FP-5.8 a collision stops the move exactly at contact: bow 37.5 + 142.5 meets y = 180', () => {
    const crossing = ship('crossing', 0, 200, 90); // its base spans y 180..220
    const result = sweepStraightMove(MOVER, 180, [crossing]);
    expect(result.distanceMm).toBeCloseTo(142.5, 6);
    expect(result.pose.y).toBeCloseTo(142.5, 6);
    expect(result.contactIds).toEqual(['crossing']);
    expect(result.blockingIds).toEqual(['crossing']);
    expect(basesInContact({ pose: result.pose, body: THIRD_RATE }, crossing)).toBe(true);
  });

  it('FP-5.8 a move ending exactly at contact is a collision at its full length', () => {
    const result = sweepStraightMove(MOVER, 142.5, [ship('crossing', 0, 200, 90)]);
    expect(result.distanceMm).toBeCloseTo(142.5, 6);
    expect(result.blockingIds).toEqual(['crossing']);
  });

  it('FP-5.8 the first of two ships in the path stops the move', () => {
    const result = sweepStraightMove(MOVER, 180, [
      ship('far', 0, 210, 90),
      ship('near', 10, 150, 90),
    ]);
    // near spans y 130..170: 130 - 37.5 = 92.5.
    expect(result.distanceMm).toBeCloseTo(92.5, 6);
    expect(result.blockingIds).toEqual(['near']);
  });

  it('FP-5.7 a ship heading east moves along x: 50x25 bow at 25 meets a base face at x 80', () => {
    const result = sweepStraightMove(ship('m', 0, 0, 90, BRIG), 90, [ship('b', 100, 0)]);
    expect(result.distanceMm).toBeCloseTo(55, 6);
    expect(result.pose.x).toBeCloseTo(55, 6);
    expect(result.pose.y).toBe(0);
  });

  it('FP-5.8 an oblique move: the bow-starboard corner of a NE-heading ship hits a face at x 200', () => {
    // The corner starts 57.5 * sqrt(1/2) east of the centre and gains sqrt(1/2) per mm moved.
    const result = sweepStraightMove(ship('m', 0, 0, 45), 300, [ship('b', 220, 170)]);
    expect(result.distanceMm).toBeCloseTo(200 * Math.SQRT2 - 57.5, 6);
    expect(result.blockingIds).toEqual(['b']);
  });

  it('FP-5.8 ships already touching do not stop a move away from them', () => {
    const astern = ship('astern', 0, -75); // touching the mover's stern
    expect(basesInContact(MOVER, astern)).toBe(true);
    const result = sweepStraightMove(MOVER, 100, [astern]);
    expect(result.distanceMm).toBe(100);
    expect(result.contactIds).toEqual([]);
    expect(result.blockingIds).toEqual([]);
  });

  it('FP-5.8 a ship already touching the bow blocks at once', () => {
    const result = sweepStraightMove(MOVER, 100, [ship('ahead', 0, 75)]);
    expect(result.distanceMm).toBe(0);
    expect(result.blockingIds).toEqual(['ahead']);
  });

  it('FP-5.8 sliding along a ship touching the side is free and ends still in contact', () => {
    const result = sweepStraightMove(MOVER, 50, [ship('alongside', 40, 0)]);
    expect(result.distanceMm).toBe(50);
    expect(result.contactIds).toEqual(['alongside']);
    expect(result.blockingIds).toEqual([]);
  });

  it('FP-5.7 negative or infinite distances are refused', () => {
    expect(() => sweepStraightMove(MOVER, -1, [])).toThrow(RuleError);
    expect(() => sweepStraightMove(MOVER, Infinity, [])).toThrow(RuleError);
  });
});

describe("FP-5.7 / FP-5.8 the simulation's sweep with shared empty lists", () => {
  it('FP-5.8 gives the same move and contacts as sweepStraightMove, clear or blocked', () => {
    const cases: Array<[TableShip, number, TableShip[]]> = [
      [MOVER, 200, [ship('far', 400, 0)]],
      [MOVER, 200, [ship('ahead', 0, 180), ship('beyond', 0, 300)]],
      [ship('ne', 0, 0, 45, BRIG), 150, [ship('wall', 120, 90, 90)]],
      [MOVER, 0, [ship('abeam', 40, 0)]],
    ];
    for (const [mover, mm, others] of cases) {
      const shared = sweepStraightMoveShared(mover, mm, others);
      const own = sweepStraightMove(mover, mm, others);
      expect({
        ...shared,
        contactIds: [...shared.contactIds],
        blockingIds: [...shared.blockingIds],
      }).toEqual(own);
    }
  });

  it("FP-5.7 sweepStraightMove's lists are the caller's own: changing one changes no later answer", () => {
    const first = sweepStraightMove(MOVER, 100, [ship('far', 400, 0)]);
    expect(first.contactIds).toEqual([]);
    first.contactIds.push('changed');
    first.blockingIds.push('changed');
    const again = sweepStraightMove(MOVER, 100, [ship('far', 400, 0)]);
    expect(again.contactIds).toEqual([]);
    expect(again.blockingIds).toEqual([]);
    expect(sweepStraightMoveShared(MOVER, 100, [ship('far', 400, 0)]).contactIds).toEqual([]);
  });
});

describe('pivot turns', () => {
  it('D-8 turning to starboard pivots on the starboard stern corner, which stays put', () => {
    const pose = pivotTurn({ x: 0, y: 0, headingDeg: 0 }, THIRD_RATE, 90);
    expect(pose).toEqual({ x: 57.5, y: -17.5, headingDeg: 90 });
    expect(baseCorners(pose, THIRD_RATE)[2]).toEqual({ x: 20, y: -37.5 });
  });

  it('D-8 turning to port pivots on the port stern corner, which stays put', () => {
    const pose = pivotTurn({ x: 0, y: 0, headingDeg: 0 }, THIRD_RATE, 270);
    expect(pose).toEqual({ x: -57.5, y: -17.5, headingDeg: 270 });
    expect(baseCorners(pose, THIRD_RATE)[3]).toEqual({ x: -20, y: -37.5 });
  });

  it('FP-5.5 one point to starboard: the centre swings about (20, -37.5)', () => {
    const pose = pivotTurn({ x: 0, y: 0, headingDeg: 0 }, THIRD_RATE, 22.5);
    // (-20, 37.5) from the pivot, rotated 22.5 degrees clockwise.
    const c = Math.cos(Math.PI / 8);
    const s = Math.sin(Math.PI / 8);
    expect(pose.x).toBeCloseTo(20 + (-20 * c + 37.5 * s), 12);
    expect(pose.y).toBeCloseTo(-37.5 + (20 * s + 37.5 * c), 12);
    const corner = baseCorners(pose, THIRD_RATE)[2];
    expect(corner.x).toBeCloseTo(20, 12);
    expect(corner.y).toBeCloseTo(-37.5, 12);
  });

  it('FP-5.5 the shorter way round: 350 to 10 is a starboard turn through north', () => {
    const start = { x: 100, y: 100, headingDeg: 337.5 };
    const pose = pivotTurn(start, BRIG, 22.5);
    expect(pose.headingDeg).toBe(22.5);
    const before = baseCorners(start, BRIG)[2];
    const after = baseCorners(pose, BRIG)[2];
    expect(after.x).toBeCloseTo(before.x, 12);
    expect(after.y).toBeCloseTo(before.y, 12);
  });

  it('D-8 a 180-degree turn counts as a starboard turn; no turn leaves the pose as it is', () => {
    expect(pivotTurn({ x: 0, y: 0, headingDeg: 0 }, THIRD_RATE, 180)).toEqual({
      x: 40,
      y: -75,
      headingDeg: 180,
    });
    expect(pivotTurn({ x: 3, y: 4, headingDeg: 90 }, THIRD_RATE, 450)).toEqual({
      x: 3,
      y: 4,
      headingDeg: 90,
    });
  });
});

describe('table shift', () => {
  it('FP-1.4 every token moves by the same (dx, dy), headings and other fields untouched', () => {
    const tokens = [
      { id: 'a', x: 1, y: 2, headingDeg: 90 },
      { id: 'b', x: -5, y: 0, headingDeg: 0 },
    ];
    expect(shiftAll(tokens, 10, -5)).toEqual([
      { id: 'a', x: 11, y: -3, headingDeg: 90 },
      { id: 'b', x: 5, y: -5, headingDeg: 0 },
    ]);
    expect(tokens[0]!.x).toBe(1);
    expect(() => shiftAll(tokens, Number.NaN, 0)).toThrow(RuleError);
  });
});

describe('FP-5.7 straightDrag', () => {
  it('FP-5.7 a drag along the heading is all ahead; one across it strays by its length', () => {
    const pose = { x: 100, y: 50, headingDeg: 90 };
    const ahead = straightDrag(pose, {
      x: 100 + shipFrame(pose).forward.x * 80,
      y: 50 + shipFrame(pose).forward.y * 80,
    });
    expect(ahead.aheadMm).toBeCloseTo(80, 9);
    expect(ahead.asideMm).toBeCloseTo(0, 9);
    const across = straightDrag(pose, {
      x: 100 + shipFrame(pose).forward.y * 30,
      y: 50 - shipFrame(pose).forward.x * 30,
    });
    expect(across.aheadMm).toBeCloseTo(0, 9);
    expect(across.asideMm).toBeCloseTo(30, 9);
    expect(
      straightDrag(pose, {
        x: 100 - shipFrame(pose).forward.x * 10,
        y: 50 - shipFrame(pose).forward.y * 10,
      }).aheadMm,
    ).toBeCloseTo(-10, 9);
  });
});
