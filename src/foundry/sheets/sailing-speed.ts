// The ship sheet's speed and wind strength: what the movement actually allows, read through the same
// functions as the drag ruler and the referee's moves (canvas/allowance.ts): the Fast Play speed,
// an OR-2 calm (sailing ships 0, oared ships half), OR-9's sail step lower, the OR-3 segments (SD-50
// halves) and OR-5's table by point of sail. Pure.
import {
  movementAllowanceNoBlocks,
  navigationSegmentSpeeds,
  segmentAllowance,
} from '../canvas/allowance.js';
import type { SceneWind } from '../scene-wind.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import type { Scale } from '../../rules/index.js';
import { WIND_LABELS } from './labels.js';

export interface SheetRules {
  /** OR-3 two-segment turns. */
  twoSegment: boolean;
  /** OR-5 the navigation table (needs OR-3). */
  fullNavigation: boolean;
}

export interface SheetSpeed {
  /** The whole turn's move. */
  speedMm: number;
  /** OR-3 the two segments' moves, or null in Fast Play. */
  segmentsMm: [number, number] | null;
  /** The strength's label: the OR-2 one when the scene keeps a rolled strength. */
  windLabel: string | null;
}

/** The speed the sheet shows: `heading` (a heading index) is the token's, null when it has none. */
export function sheetSpeed(
  s: ShipSystemSource,
  wind: SceneWind | null,
  scale: Scale,
  rules: SheetRules,
  heading: number | null,
): SheetSpeed {
  const windLabel = !wind
    ? null
    : wind.force
      ? `SCA.Canvas.Wind.Force.${wind.force}`
      : WIND_LABELS[wind.strength];
  const whole = movementAllowanceNoBlocks(s, wind, scale);
  if (!rules.twoSegment) return { speedMm: whole.allowanceMm, segmentsMm: null, windLabel };
  const nav =
    rules.fullNavigation && heading !== null
      ? navigationSegmentSpeeds(s, heading, wind, scale)
      : null;
  const first = segmentAllowance(whole, 1, nav).allowanceMm;
  const second = segmentAllowance(whole, 2, nav).allowanceMm;
  return { speedMm: first + second, segmentsMm: [first, second], windLabel };
}
