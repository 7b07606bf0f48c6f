// Ship tokens as the rules core sees them: centre in table mm (x east, y north), compass heading,
// base and masts. Canvas pixels grow right and DOWN, so y_mm = -y_px / pxPerMm.
import type { TableShip } from '../../rules/index.js';
import { headingDegreesToRotation, rotationToHeadingDegrees } from '../heading.js';
import { profileFromSource } from '../models/ship-model.js';
import { baseAtScale } from '../table-units.js';
import { shipDataOf } from '../models/access.js';

export interface SceneGrid {
  /** Pixels per grid unit. */
  size: number;
  /** Millimetres per grid unit. */
  distance: number;
}

export interface TokenLike {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  actor: { id: string; type: string; system: unknown } | null;
}

export function pixelsPerMm(grid: SceneGrid): number {
  return grid.size / grid.distance;
}

export function pxToMm(p: { x: number; y: number }, grid: SceneGrid): { x: number; y: number } {
  const k = pixelsPerMm(grid);
  return { x: p.x / k, y: -p.y / k };
}

export function mmToPx(p: { x: number; y: number }, grid: SceneGrid): { x: number; y: number } {
  const k = pixelsPerMm(grid);
  return { x: p.x * k, y: -p.y * k };
}

/** The centre of a token in canvas pixels (token x/y is its top-left corner). */
export function tokenCentrePx(
  t: Pick<TokenLike, 'x' | 'y' | 'width' | 'height'>,
  grid: SceneGrid,
): { x: number; y: number } {
  return { x: t.x + (t.width * grid.size) / 2, y: t.y + (t.height * grid.size) / 2 };
}

/** A ship token as a core TableShip (id = token id), or null for tokens that are not ships. */
export function tableShipOf(t: TokenLike, grid: SceneGrid, scale: 1200 | 3000): TableShip | null {
  if (t.actor?.type !== 'ship') return null;
  const s = shipDataOf(t.actor);
  const profile = profileFromSource(s);
  const base = baseAtScale(profile.base, profile.rate, scale);
  const c = pxToMm(tokenCentrePx(t, grid), grid);
  return {
    id: t.id,
    pose: { x: c.x, y: c.y, headingDeg: rotationToHeadingDegrees(t.rotation) },
    body: { ...base, masts: profile.masts },
  };
}

/** Token position and rotation: top-left corner in canvas pixels, Foundry rotation in degrees. */
export interface TokenPlacement {
  x: number;
  y: number;
  rotation: number;
}

/**
 * The token placement that puts a base's centre at `pose` (table mm, compass heading). Token x/y are
 * whole pixels in Foundry, so the corner is rounded (at most half a pixel: 0.1 mm at 1:1200).
 */
export function tokenPlacementForPose(
  pose: { x: number; y: number; headingDeg: number },
  size: Pick<TokenLike, 'width' | 'height'>,
  grid: SceneGrid,
): TokenPlacement {
  const centre = mmToPx(pose, grid);
  return {
    x: Math.round(centre.x - (size.width * grid.size) / 2),
    y: Math.round(centre.y - (size.height * grid.size) / 2),
    rotation: headingDegreesToRotation(pose.headingDeg),
  };
}

/** Every ship token of a scene as core TableShips (tokens without a ship actor are left out). */
export function tableShipsOf(
  tokens: Iterable<TokenLike>,
  grid: SceneGrid,
  scale: 1200 | 3000,
): TableShip[] {
  const ships: TableShip[] = [];
  for (const t of tokens) {
    const ship = tableShipOf(t, grid, scale);
    if (ship) ships.push(ship);
  }
  return ships;
}

/** Millimetres one canvas pixel stands for: the tolerance of anything read back from token positions. */
export function mmPerPixel(grid: SceneGrid): number {
  return 1 / pixelsPerMm(grid);
}
