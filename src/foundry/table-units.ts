// Scene units: scenes measure in tabletop millimetres. Token sizes are grid units in steps of 0.5,
// so the grid distance is chosen per scale to make every base an exact token size:
// 1:1200, 10 mm a grid unit (85x40 -> 8.5x4, 50x25 -> 5x2.5); 1:3000, 2 mm (35x16 -> 17.5x8, 26x10 -> 13x5).
import { BASE_SIZES, type BaseSize, type Rate, type Scale } from '../rules/index.js';

export const GRID_DISTANCE_MM: Readonly<Record<Scale, number>> = { 1200: 10, 3000: 2 };

export interface TokenSize {
  width: number;
  height: number;
}

/**
 * Token size in grid units for a base. Ship art is drawn bow down (rotation 0 faces south, see
 * heading.ts), so the keel runs along the token's height and the beam along its width.
 */
export function tokenSizeForBase(base: BaseSize, scale: Scale): TokenSize {
  const d = GRID_DISTANCE_MM[scale];
  return { width: base.widthMm / d, height: base.lengthMm / d };
}

/** The base of a rate at a scale (FP-1.1, HR-2). */
export function baseForRate(rate: Rate, scale: Scale): BaseSize {
  return BASE_SIZES[scale][rate];
}

/** The base a ship uses at a scale: at 1:1200 its own (GM-editable) base, at 1:3000 the HR-2 base of its rate. */
export function baseAtScale(base1200: BaseSize, rate: Rate, scale: Scale): BaseSize {
  return scale === 1200 ? base1200 : BASE_SIZES[3000][rate];
}
