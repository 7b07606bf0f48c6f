// The sea scene preset (FP-1.1, FP-1.2, HR-2): gridless mm grids, exact token sizes, rotation snapping.
import { describe, expect, it } from 'vitest';
import { BASE_SIZES, RATES, type Rate } from '../../rules/index.js';
import { GRID_DISTANCE_MM } from '../table-units.js';
import {
  isSeaGrid,
  isTokenSizeStep,
  resizeUpdates,
  seaGrid,
  seaSceneData,
  shipTokenSize,
  snapRotation,
} from './scene-setup.js';
import { shipSource } from '../../../tests/support/canvas-fixtures.js';

describe('sea scene preset', () => {
  it('FP-1.2 1:1200 table of 1800 x 1200 mm: 9000 x 6000 px, gridless, mm, 50 px per 10 mm', () => {
    expect(seaSceneData(1200)).toEqual({
      width: 9000,
      height: 6000,
      backgroundColor: '#27465a',
      grid: { type: 0, size: 50, distance: 10, units: 'mm' },
      tokenVision: false,
    });
  });
  it("HR-2 1:3000: 20 px per 2 mm (Foundry's smallest grid), 10 px per mm", () => {
    expect(seaSceneData(3000, { widthMm: 1200, heightMm: 900 })).toMatchObject({
      width: 12000,
      height: 9000,
      grid: { size: 20, distance: 2 },
    });
  });
  it('a table needs a positive size', () => {
    expect(() => seaSceneData(1200, { widthMm: 0, heightMm: 100 })).toThrow(RangeError);
  });
  it('FP-1.1 / HR-2 every base of every rate is a whole number of half grid units on the sea grid of its scale', () => {
    for (const scale of [1200, 3000] as const) {
      for (const rate of RATES as readonly Rate[]) {
        const base = BASE_SIZES[scale][rate];
        expect(isTokenSizeStep(base.lengthMm / GRID_DISTANCE_MM[scale])).toBe(true);
        expect(isTokenSizeStep(base.widthMm / GRID_DISTANCE_MM[scale])).toBe(true);
      }
    }
  });
  it('a ship on a foreign grid gets the nearest half step and is flagged inexact', () => {
    expect(shipTokenSize(shipSource(), { size: 100, distance: 5 }, 3000)).toEqual({
      width: 3,
      height: 6,
      exact: false,
    });
    expect(shipTokenSize(shipSource(), { size: 100, distance: 10 }, 3000)).toEqual({
      width: 1.5,
      height: 3,
      exact: false,
    });
    expect(shipTokenSize(shipSource({}, 'unrated-16-18'), seaGrid(1200), 1200)).toEqual({
      width: 2.5,
      height: 5,
      exact: true,
    });
  });
  it('isSeaGrid recognises the preset', () => {
    expect(isSeaGrid(seaGrid(1200), 1200)).toBe(true);
    expect(isSeaGrid(seaGrid(1200), 3000)).toBe(false);
    expect(isSeaGrid({ type: 1, size: 100, distance: 5, units: 'ft' }, 1200)).toBe(false);
  });
});

describe('rotation snapping (FP-1.7 16 points)', () => {
  it.each([
    [0, 0],
    [11, 0],
    [12, 22.5],
    [100, 101.25 - 11.25],
    [350, 0],
    [-30, 337.5],
  ])('%f -> %f', (r, snapped) => {
    expect(snapRotation(r)).toBe(snapped);
  });
});

describe('resizing ship tokens when the preset is applied', () => {
  it("keeps each ship's centre pixel and gives it the base size on the new grid; other tokens untouched", () => {
    const actor = { type: 'ship', system: shipSource() };
    const tokens = [
      { id: 'ship', x: 1000, y: 1000, width: 1, height: 1, actor },
      { id: 'buoy', x: 0, y: 0, width: 1, height: 1, actor: null },
    ];
    expect(resizeUpdates(tokens, { size: 100, distance: 5 }, seaGrid(1200), 1200)).toEqual([
      { _id: 'ship', x: 950, y: 863, width: 4, height: 7.5 },
    ]);
  });
});
