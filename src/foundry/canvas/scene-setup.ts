// The sea scene (FP-1.1, FP-1.2, HR-2): gridless, measured in tabletop millimetres, with ship tokens
// exactly the size of their bases. Pure data builders; the hooks that use them live in hooks.ts.
//
// Scale choice: a grid unit is GRID_DISTANCE_MM (10 mm at 1:1200, 2 mm at 1:3000) so every base is a
// whole number of half grid units (Foundry's token size step); the grid is GRID_SIZE_PX pixels, so
// 5 px/mm at 1:1200 (a 1800 x 1200 mm table is 9000 x 6000 px, an 85 mm base 425 px long) and 10 px/mm
// at 1:3000 (Foundry's smallest grid is 20 px; the smaller 1:3000 bases then look about as big).
import type { Scale } from '../../rules/index.js';
import { headingIndexToRotation, rotationToHeadingIndex } from '../heading.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { GRID_DISTANCE_MM, baseAtScale, type TokenSize } from '../table-units.js';
import type { SceneGrid } from './table-ships.js';
import { shipDataOf } from '../models/access.js';

export const GRID_SIZE_PX: Readonly<Record<Scale, number>> = { 1200: 50, 3000: 20 };
/** Foundry's gridless grid type (CONST.GRID_TYPES.GRIDLESS). */
export const GRIDLESS = 0;
/** A 6 x 4 foot table, the common size at either scale. */
export const DEFAULT_TABLE_MM: Readonly<{ widthMm: number; heightMm: number }> = {
  widthMm: 1800,
  heightMm: 1200,
};
export const SEA_COLOUR = '#27465a';

export interface SeaGrid extends SceneGrid {
  type: number;
  units: string;
}

/** FP-1.2 / HR-2 the grid of a sea scene at a scale. */
export function seaGrid(scale: Scale): SeaGrid {
  return {
    type: GRIDLESS,
    size: GRID_SIZE_PX[scale],
    distance: GRID_DISTANCE_MM[scale],
    units: 'mm',
  };
}

/** Scene creation/update data for a sea table of the given size in millimetres. */
export function seaSceneData(
  scale: Scale,
  table: { widthMm: number; heightMm: number } = DEFAULT_TABLE_MM,
) {
  const grid = seaGrid(scale);
  const pxPerMm = grid.size / grid.distance;
  if (
    !(
      table.widthMm > 0 &&
      table.heightMm > 0 &&
      Number.isFinite(table.widthMm) &&
      Number.isFinite(table.heightMm)
    )
  ) {
    throw new RangeError(
      `a table needs a positive width and height in mm, got ${table.widthMm} x ${table.heightMm}`,
    );
  }
  return {
    width: Math.round(table.widthMm * pxPerMm),
    height: Math.round(table.heightMm * pxPerMm),
    backgroundColor: SEA_COLOUR,
    grid: { type: grid.type, size: grid.size, distance: grid.distance, units: grid.units },
    tokenVision: false,
  };
}

/** Whether a scene's grid is the sea grid of this scale (token sizes are only exact on it). */
export function isSeaGrid(
  grid: { type?: number; size: number; distance: number; units?: string },
  scale: Scale,
): boolean {
  const want = seaGrid(scale);
  return (
    grid.distance === want.distance &&
    grid.units === want.units &&
    grid.size === want.size &&
    (grid.type ?? GRIDLESS) === GRIDLESS
  );
}

/** Foundry token sizes move in half grid units. */
export function isTokenSizeStep(n: number): boolean {
  return n > 0 && Number.isInteger(n * 2);
}

/**
 * FP-1.1 / HR-2 token size (grid units) of a ship on a grid: beam across, keel along (art drawn bow
 * down, heading.ts). On the sea grid this is exact; on another grid it is rounded to the 0.5 step
 * and `exact` is false (the rules still use the real base from the ship, never the token size).
 */
export function shipTokenSize(
  system: Pick<ShipSystemSource, 'shipClass' | 'crew'>,
  grid: SceneGrid,
  scale: Scale,
): TokenSize & { exact: boolean } {
  const profile = profileFromSource(system);
  const base = baseAtScale(profile.base, profile.rate, scale);
  const width = base.widthMm / grid.distance;
  const height = base.lengthMm / grid.distance;
  const exact = isTokenSizeStep(width) && isTokenSizeStep(height);
  const step = (n: number) => Math.max(0.5, Math.round(n * 2) / 2);
  return { width: exact ? width : step(width), height: exact ? height : step(height), exact };
}

/** FP-1.7 ships head only along the 16 points: the rotation snapped to the nearest point. */
export function snapRotation(rotation: number): number {
  return headingIndexToRotation(rotationToHeadingIndex(rotation));
}

/**
 * Token updates that resize a scene's ship tokens to their bases on `grid`, each keeping its centre
 * pixel (applied when the sea preset or a new scale is put on a scene, normally before deployment).
 */
export function resizeUpdates(
  tokens: Iterable<{
    id: string;
    x: number;
    y: number;
    width: number;
    height: number;
    actor: { type: string; system: unknown } | null;
  }>,
  oldGrid: SceneGrid,
  newGrid: SceneGrid,
  scale: Scale,
): Array<{ _id: string; x: number; y: number; width: number; height: number }> {
  const updates: Array<{ _id: string; x: number; y: number; width: number; height: number }> = [];
  for (const t of tokens) {
    if (t.actor?.type !== 'ship') continue;
    const size = shipTokenSize(shipDataOf(t.actor), newGrid, scale);
    const cx = t.x + (t.width * oldGrid.size) / 2;
    const cy = t.y + (t.height * oldGrid.size) / 2;
    const x = Math.round(cx - (size.width * newGrid.size) / 2);
    const y = Math.round(cy - (size.height * newGrid.size) / 2);
    if (x === t.x && y === t.y && size.width === t.width && size.height === t.height) continue;
    updates.push({ _id: t.id, x, y, width: size.width, height: size.height });
  }
  return updates;
}
