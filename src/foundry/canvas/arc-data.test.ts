// Arc shapes for the canvas against the rules core: FP-6.2 / D-11 apex and opening, FP-6.1 / HR-2 band
// radii, drawn as v13 MeasuredTemplate cones and v14 Region cone shapes in canvas pixels.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arcPolygon, arcShape, pointInSector, type Side } from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import {
  BAND_STYLES,
  arcBandsPx,
  arcFlagOf,
  arcOutlinePx,
  arcRegionData,
  arcTemplateData,
  bearingToDirection,
} from './arc-data.js';
import { seaGrid } from './scene-setup.js';
import { mmToPx, pxToMm } from './table-ships.js';
import { BRIG, tableShip } from '../../../tests/support/canvas-fixtures.js';

const G1200 = seaGrid(1200);
const G3000 = seaGrid(3000);
const D11 = { arcDeg: 90, scale: 1200 } as const;

describe('compass bearing -> Foundry direction', () => {
  it('east is 0, south (screen down) 90, west 180, north (screen up) 270', () => {
    expect([90, 180, 270, 0, 45].map(bearingToDirection)).toEqual([0, 90, 180, 270, 315]);
  });
});

describe('arc bands in pixels', () => {
  it('D-11 starboard arc of a 74C heading N at (600, -400) mm: apex on the starboard edge abeam the mainmast, opening 90, rings at 100 / 350 / 700 mm', () => {
    const bands = arcBandsPx(tableShip('t', 600, -400, 0), 'starboard', G1200, D11);
    expect(bands).toEqual([
      {
        band: 'short',
        apex: { x: 3100, y: 2000 },
        directionDeg: 0,
        angleDeg: 90,
        radiusMm: 100,
        radiusPx: 500,
      },
      {
        band: 'medium',
        apex: { x: 3100, y: 2000 },
        directionDeg: 0,
        angleDeg: 90,
        radiusMm: 350,
        radiusPx: 1750,
      },
      {
        band: 'long',
        apex: { x: 3100, y: 2000 },
        directionDeg: 0,
        angleDeg: 90,
        radiusMm: 700,
        radiusPx: 3500,
      },
    ]);
  });
  it('port arc of the same ship points west (direction 180) from the port edge', () => {
    const [short] = arcBandsPx(tableShip('t', 600, -400, 0), 'port', G1200, D11);
    expect(short).toMatchObject({ apex: { x: 2900, y: 2000 }, directionDeg: 180 });
  });
  it('a ship heading E fires her starboard broadside south: direction 90 (screen down)', () => {
    const [short] = arcBandsPx(tableShip('t', 600, -400, 90), 'starboard', G1200, D11);
    expect(short).toMatchObject({ apex: { x: 3000, y: 2100 }, directionDeg: 90 });
  });
  it("D-1 a brig's mainmast is the aft one: the apex sits 7.5 mm abaft the centre", () => {
    const [short] = arcBandsPx(tableShip('b', 0, 0, 0, BRIG), 'starboard', G1200, D11);
    expect(pxToMm(short!.apex, G1200)).toEqual({ x: 12.5, y: -7.5 });
  });
  it('HR-2 1:3000: a 30 x 16 base, rings at 40 / 140 / 280 mm, 10 px per mm', () => {
    const ship = tableShip('t', 200, -100, 0, { lengthMm: 30, widthMm: 16, masts: 3 });
    const bands = arcBandsPx(ship, 'starboard', G3000, { arcDeg: 90, scale: 3000 });
    expect(bands.map((b) => [b.band, b.radiusMm, b.radiusPx])).toEqual([
      ['short', 40, 400],
      ['medium', 140, 1400],
      ['long', 280, 2800],
    ]);
    expect(bands[0]!.apex).toEqual({ x: 2080, y: 1000 });
  });
  it('D-11 the arcDegrees setting opens the cone', () => {
    expect(
      arcBandsPx(tableShip('t', 0, 0), 'port', G1200, { arcDeg: 120, scale: 1200 })[0]!.angleDeg,
    ).toBe(120);
  });
});

/** Membership of a round cone as Foundry draws it, in canvas pixels (y down, direction clockwise from +x). */
function inCone(
  p: { x: number; y: number },
  apex: { x: number; y: number },
  directionDeg: number,
  angleDeg: number,
  radiusPx: number,
): boolean {
  const dx = p.x - apex.x;
  const dy = p.y - apex.y;
  if (Math.hypot(dx, dy) > radiusPx) return false;
  const a = (Math.atan2(dy, dx) * 180) / Math.PI;
  const off = Math.abs(((((a - directionDeg) % 360) + 540) % 360) - 180);
  return off <= angleDeg / 2;
}

describe('the drawn cone is the core arc', () => {
  it('FP-6.2 / D-11 every table point is inside the long-range cone exactly when the core says it is inside the arc (away from the edges)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom<Side>('port', 'starboard'),
        fc.double({ min: -800, max: 800, noNaN: true }),
        fc.double({ min: -800, max: 800, noNaN: true }),
        (point, side, px, py) => {
          const ship = tableShip('t', 300, -300, point * 22.5);
          const arc = arcShape(ship.pose, ship.body, side, D11);
          const long = arcBandsPx(ship, side, G1200, D11)[2]!;
          const p = { x: 300 + px, y: -300 + py };
          const dx = p.x - arc.apex.x;
          const dy = p.y - arc.apex.y;
          // Skip points within 0.01 mm of an edge, where float rounding may differ.
          const edge = Math.min(
            Math.abs(Math.hypot(dx, dy) - arc.radiusMm),
            Math.abs(arc.rightDir.x * dy - arc.rightDir.y * dx),
            Math.abs(dx * arc.leftDir.y - dy * arc.leftDir.x),
          );
          if (edge < 0.01) return;
          expect(
            inCone(mmToPx(p, G1200), long.apex, long.directionDeg, long.angleDeg, long.radiusPx),
          ).toBe(pointInSector(p, arc));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('v13 MeasuredTemplate data and v14 Region data', () => {
  const ship = tableShip('tok1', 600, -400, 0);
  it('v13: three cone templates, distance in scene units (mm), each in its band colour, flagged with token, side and band', () => {
    const data = arcTemplateData(ship, 'starboard', G1200, D11);
    expect(data).toHaveLength(3);
    expect(data[1]).toEqual({
      t: 'cone',
      x: 3100,
      y: 2000,
      direction: 0,
      angle: 90,
      distance: 350,
      fillColor: BAND_STYLES.medium.colour,
      borderColor: BAND_STYLES.medium.colour,
      flags: { [SYSTEM_ID]: { arc: { tokenId: 'tok1', side: 'starboard', band: 'medium' } } },
    });
    expect(arcTemplateData(ship, 'port', G1200, D11).map((d) => [d.distance, d.fillColor])).toEqual(
      [
        [100, BAND_STYLES.short.colour],
        [350, BAND_STYLES.medium.colour],
        [700, BAND_STYLES.long.colour],
      ],
    );
  });
  it('v14: three Regions, each band its round cone less the band inside it, in pixels, visible to all, locked', () => {
    const data = arcRegionData(ship, 'starboard', G1200, D11, (band) => `arc ${band}`);
    const cone = { type: 'cone', x: 3100, y: 2000, angle: 90, rotation: 0, curvature: 'round' };
    expect(data[0]!.shapes).toEqual([{ ...cone, radius: 500, hole: false }]);
    expect(data[2]).toEqual({
      name: 'arc long',
      color: BAND_STYLES.long.colour,
      shapes: [
        { ...cone, radius: 3500, hole: false },
        { ...cone, radius: 1750, hole: true },
      ],
      visibility: 2,
      displayMeasurements: false,
      locked: true,
      behaviors: [],
      flags: { [SYSTEM_ID]: { arc: { tokenId: 'tok1', side: 'starboard', band: 'long' } } },
    });
  });
  it('1:3000 template distances are the HR-2 ranges', () => {
    const small = tableShip('s', 200, -100, 0, { lengthMm: 30, widthMm: 16, masts: 3 });
    expect(
      arcTemplateData(small, 'port', G3000, { arcDeg: 90, scale: 3000 }).map((d) => d.distance),
    ).toEqual([40, 140, 280]);
  });
  it('the outline polygon is the core arcPolygon in pixels', () => {
    const outline = arcOutlinePx(ship, 'port', G1200, D11, 8);
    expect(outline).toEqual(
      arcPolygon(ship.pose, ship.body, 'port', D11, 8).map((p) => mmToPx(p, G1200)),
    );
    expect(outline[0]).toEqual({ x: 2900, y: 2000 });
  });
  it('arc flags read back; other flags are not arcs', () => {
    expect(
      arcFlagOf({ flags: { [SYSTEM_ID]: { arc: { tokenId: 'a', side: 'port', band: 'long' } } } }),
    ).toEqual({ tokenId: 'a', side: 'port', band: 'long' });
    expect(
      arcFlagOf({ flags: { [SYSTEM_ID]: { arc: { tokenId: 'a', side: 'bow', band: 'long' } } } }),
    ).toBeNull();
    expect(arcFlagOf({ flags: {} })).toBeNull();
  });
});
