// Canvas pixels / token rotation <-> core millimetres / compass headings, both ways, at 1:1200 and
// 1:3000 (FP-1.1, FP-1.2, HR-2), on the sea grid of each scale.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPASS_POINTS, POINT_DEGREES, mastPoints, type Scale } from '../../rules/index.js';
import { headingDegreesToRotation, rotationToHeadingDegrees } from '../heading.js';
import { seaGrid, shipTokenSize } from './scene-setup.js';
import { shipSource } from '../../../tests/support/canvas-fixtures.js';
import {
  mmPerPixel,
  mmToPx,
  pxToMm,
  tableShipOf,
  tableShipsOf,
  tokenCentrePx,
  tokenPlacementForPose,
} from './table-ships.js';

const GRID_1200 = seaGrid(1200);
const GRID_3000 = seaGrid(3000);

describe('pixels <-> millimetres', () => {
  it('FP-1.2 1:1200 sea grid: 50 px per 10 mm, so 5 px per mm; y grows north in mm, down in px', () => {
    expect(GRID_1200).toEqual({ type: 0, size: 50, distance: 10, units: 'mm' });
    expect(pxToMm({ x: 500, y: 250 }, GRID_1200)).toEqual({ x: 100, y: -50 });
    expect(mmToPx({ x: 100, y: -50 }, GRID_1200)).toEqual({ x: 500, y: 250 });
    expect(mmPerPixel(GRID_1200)).toBe(0.2);
  });
  it('HR-2 1:3000 sea grid: 20 px per 2 mm, so 10 px per mm', () => {
    expect(GRID_3000).toEqual({ type: 0, size: 20, distance: 2, units: 'mm' });
    expect(pxToMm({ x: 700, y: 1400 }, GRID_3000)).toEqual({ x: 70, y: -140 });
    expect(mmToPx({ x: 70, y: -140 }, GRID_3000)).toEqual({ x: 700, y: 1400 });
  });
  it('round trip px -> mm -> px is the identity on both grids', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 20000 }),
        fc.constantFrom(GRID_1200, GRID_3000),
        (x, y, grid) => {
          const back = mmToPx(pxToMm({ x, y }, grid), grid);
          expect(back.x).toBeCloseTo(x, 9);
          expect(back.y).toBeCloseTo(y, 9);
        },
      ),
    );
  });
});

describe('token rotation <-> compass heading (heading.ts: art bow down, rotation = heading + 180)', () => {
  it('the 16 points map to rotations 180, 202.5, ... and back exactly', () => {
    COMPASS_POINTS.forEach((_, i) => {
      const heading = i * POINT_DEGREES;
      const rotation = headingDegreesToRotation(heading);
      expect(rotation).toBe((heading + 180) % 360);
      expect(rotationToHeadingDegrees(rotation)).toBe(heading);
    });
  });
  it('Foundry rotation 0 (art facing down, the bow to the south) is heading S = 180', () => {
    expect(rotationToHeadingDegrees(0)).toBe(180);
    expect(headingDegreesToRotation(0)).toBe(180);
    expect(headingDegreesToRotation(90)).toBe(270);
  });
});

describe('ship tokens as core TableShips', () => {
  const source = shipSource();
  const actor = { id: 'a1', type: 'ship', system: source };

  it('FP-1.1 token size is beam x length in grid units: 74C 40 x 75 mm -> 4 x 7.5 at 1:1200, HR-2 16 x 30 mm -> 8 x 15 at 1:3000', () => {
    expect(shipTokenSize(source, GRID_1200, 1200)).toEqual({ width: 4, height: 7.5, exact: true });
    expect(shipTokenSize(source, GRID_3000, 3000)).toEqual({ width: 8, height: 15, exact: true });
  });

  it.each([
    [1200, GRID_1200, { x: 600, y: -400 }, 45],
    [3000, GRID_3000, { x: 240, y: -160 }, 202.5],
  ] as const)(
    '1:%i a pose placed as a token reads back as the same pose (within half a pixel), base and masts',
    (scale, grid, centre, heading) => {
      const size = shipTokenSize(source, grid, scale as Scale);
      const placed = tokenPlacementForPose({ ...centre, headingDeg: heading }, size, grid);
      const token = { id: 't1', ...placed, ...size, actor };
      const ship = tableShipOf(token, grid, scale as Scale)!;
      // 7.5 grid units = 375 px at 1:1200: the whole-pixel corner leaves the centre half a pixel off.
      expect(Math.abs(ship.pose.x - centre.x)).toBeLessThanOrEqual(mmPerPixel(grid) / 2 + 1e-9);
      expect(Math.abs(ship.pose.y - centre.y)).toBeLessThanOrEqual(mmPerPixel(grid) / 2 + 1e-9);
      expect(ship.pose.headingDeg).toBe(heading);
      const base = scale === 1200 ? { lengthMm: 75, widthMm: 40 } : { lengthMm: 30, widthMm: 16 };
      expect(ship.body).toEqual({ ...base, masts: 3 });
      // The centre pixel of the token is the base centre.
      expect(pxToMm(tokenCentrePx(token, grid), grid)).toEqual({ x: ship.pose.x, y: ship.pose.y });
      expect(mastPoints(ship.pose, ship.body)).toHaveLength(3);
    },
  );

  it('D-1 a ship heading N with its centre at (600, -399.9) mm has masts 18.75 mm fore and aft of it', () => {
    // 4 x 7.5 grid units is 200 x 375 px, so a whole-pixel corner puts the centre on a half pixel.
    const token = { id: 't', x: 2900, y: 1812, width: 4, height: 7.5, rotation: 180, actor };
    const ship = tableShipOf(token, GRID_1200, 1200)!;
    expect(ship.pose).toEqual({ x: 600, y: -399.9, headingDeg: 0 });
    const masts = mastPoints(ship.pose, ship.body);
    expect(masts.map((m) => m.x)).toEqual([600, 600, 600]);
    [-381.15, -399.9, -418.65].forEach((y, i) => {
      expect(masts[i]!.y).toBeCloseTo(y, 9);
    });
  });

  it('token corners are whole pixels: an odd centre rounds by at most half a pixel (0.1 mm at 1:1200)', () => {
    const size = { width: 4, height: 7.5 };
    const placed = tokenPlacementForPose(
      { x: 100.13, y: -200.07, headingDeg: 90 },
      size,
      GRID_1200,
    );
    expect(Number.isInteger(placed.x) && Number.isInteger(placed.y)).toBe(true);
    expect(placed.rotation).toBe(270);
    const back = pxToMm(tokenCentrePx({ ...placed, ...size }, GRID_1200), GRID_1200);
    expect(Math.abs(back.x - 100.13)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(back.y + 200.07)).toBeLessThanOrEqual(0.1);
  });

  it('tokens without a ship actor are not ships', () => {
    const tokens = [
      { id: 'ship', x: 0, y: 0, width: 4, height: 7.5, rotation: 180, actor },
      {
        id: 'fort',
        x: 0,
        y: 0,
        width: 8,
        height: 8,
        rotation: 0,
        actor: { id: 'f', type: 'fort', system: {} },
      },
      { id: 'none', x: 0, y: 0, width: 1, height: 1, rotation: 0, actor: null },
    ];
    expect(tableShipsOf(tokens, GRID_1200, 1200).map((s) => s.id)).toEqual(['ship']);
  });
});
