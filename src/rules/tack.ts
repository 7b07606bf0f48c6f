// FP-5.6 tacking over two turns as a state machine, and FP-5.4 the in-irons penalty.
import { RuleError } from './errors.js';
import { mod16, relativeToWind } from './sailing.js';
import {
  IN_IRONS_RIGGING_PCT,
  TACK_FAILURE_RIGGING_PCT,
  TACK_POINTS_PER_STEP,
} from './tables/sailing.js';
import type { CourseResult } from './tables/abilita.js';

/**
 * none: not tacking. inStays: turn 1 succeeded, the ship is head to wind (r = 0) and remembers
 * where the tack began. completed: turn 2 succeeded; this turn it moves at half speed.
 */
export type TackState =
  | { phase: 'none' }
  | { phase: 'inStays'; startHeading: number; rotation: 1 | -1 }
  | { phase: 'completed' };

export interface TackStep {
  state: TackState;
  heading: number;
  /** The ship goes back to where the tack began (FP-5.6 failure). */
  returnToStart: boolean;
  /** Rigging damage in percent of one DC. */
  riggingDamagePct: number;
  /** Whether the ship may make its straight move this turn. */
  mayMove: boolean;
  halfSpeed: boolean;
}

/**
 * FP-5.6 one turn of a tack order resolved with this turn's course-change result.
 * Turn 1 from close-hauled: rotate 3 points to head to wind, no move. Turn 2: 3 more points to
 * close-hauled on the other tack. Any failure: back to the start pose, 10% DC rigging.
 */
export function tackTurn(
  state: TackState,
  heading: number,
  wind: number,
  result: CourseResult,
): TackStep {
  const ok = result === 'ok';
  if (state.phase === 'inStays') {
    if (!ok) return failed(state.startHeading);
    return {
      state: { phase: 'completed' },
      heading: mod16(heading + state.rotation * TACK_POINTS_PER_STEP),
      returnToStart: false,
      riggingDamagePct: 0,
      mayMove: false,
      halfSpeed: false,
    };
  }
  const { r, tack } = relativeToWind(heading, wind);
  if (r !== 3) throw new RuleError(`a tack starts close-hauled (r = 3); this heading has r = ${r}`);
  if (!ok) return failed(heading);
  // Port tack headings lie clockwise of the wind, so turning into the wind is anticlockwise.
  const rotation: 1 | -1 = tack === 'port' ? -1 : 1;
  return {
    state: { phase: 'inStays', startHeading: heading, rotation },
    heading: mod16(heading + rotation * TACK_POINTS_PER_STEP),
    returnToStart: false,
    riggingDamagePct: 0,
    mayMove: false,
    halfSpeed: false,
  };
}

function failed(startHeading: number): TackStep {
  return {
    state: { phase: 'none' },
    heading: startHeading,
    returnToStart: true,
    riggingDamagePct: TACK_FAILURE_RIGGING_PCT,
    mayMove: false,
    halfSpeed: false,
  };
}

/** FP-5.6 turn 3: the tack is done; the ship moves at half speed (and may bear away). */
export function afterTack(state: TackState): { state: TackState; halfSpeed: boolean } {
  if (state.phase === 'completed') return { state: { phase: 'none' }, halfSpeed: true };
  return { state, halfSpeed: false };
}

/**
 * FP-5.4 forced onto a forbidden heading (or failing to bear away from it next turn):
 * 10% DC rigging, none while under a tack order.
 */
export function inIronsPenaltyPct(underTackOrder: boolean): number {
  return underTackOrder ? 0 : IN_IRONS_RIGGING_PCT;
}
