// OR-3 / OR-5 the move a ship has now: Fast Play's whole move, or in a two-segment battle the
// segment's (SD-50 half, or OR-5's table from the point of sail at the start of segment 1). One
// place for the referee's manoeuvre, the HUD and the drag ruler.
import { rotationToHeadingIndex } from '../heading.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { optionalRules } from '../settings.js';
import {
  movementAllowance,
  navigationSegmentSpeeds,
  segmentAllowance,
  type Allowance,
} from './allowance.js';
import { manoeuvreGate } from './battle-gate.js';
import { lastMoveOf, type SceneRules, type TokenDocLike } from './scene-ships.js';
import { segmentOneStartOf } from './or5-start.js';

export interface MoveNow {
  allowance: Allowance;
  /** OR-5 footnote 15 the heading at the start of segment 1 (the move record keeps it for segment 2). */
  startHeading: number;
}

export function shipAllowanceNow(
  token: Pick<TokenDocLike, 'actor' | 'rotation' | 'getFlag'>,
  system: ShipSystemSource,
  rules: Pick<SceneRules, 'wind' | 'scale'>,
): MoveNow {
  const gate = manoeuvreGate(token.actor!.uuid);
  const segment = gate.mode === 'battle' ? (gate.segment ?? null) : null;
  const heading = rotationToHeadingIndex(token.rotation);
  const last = lastMoveOf(token);
  // SD-274 the heading the referee recorded when segment 1 opened (never her heading after the turn
  // at its end); without that record, SD-52: segment 1's move record, else her heading now.
  const recorded =
    segment !== null && gate.mode === 'battle' ? segmentOneStartOf(token, gate.turn) : null;
  const startHeading =
    recorded ??
    (segment === 2 && gate.mode === 'battle' && last?.turn === gate.turn
      ? (last.startHeading ?? heading)
      : heading);
  return { allowance: allowanceOfSegment(system, segment, startHeading, rules), startHeading };
}

/**
 * OR-3 / OR-5 the allowance of `segment` (null: Fast Play's whole move): half the Fast Play move
 * (SD-50), or under OR-5 the navigation table's speed for the point of sail of `startHeading`
 * (SD-52). The referee's manoeuvre and the AI seat's look-ahead both reckon a segment with it.
 */
export function allowanceOfSegment(
  system: ShipSystemSource,
  segment: 1 | 2 | null,
  startHeading: number,
  rules: Pick<SceneRules, 'wind' | 'scale'>,
): Allowance {
  const nav =
    segment !== null && optionalRules().fullNavigation
      ? navigationSegmentSpeeds(system, startHeading, rules.wind, rules.scale)
      : null;
  return segmentAllowance(movementAllowance(system, rules.wind, rules.scale), segment, nav);
}
