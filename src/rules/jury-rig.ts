// OR-9 jury rig: restoring RDC lost to the rigging damage test, as a pure state machine, and the
// speeds of a ship sailing on restored RDC.
import { RuleError } from './errors.js';
import { RESTORED_RDC_EASY_ONLY, RESTORED_RDC_SEGMENT1_SPREAD } from './tables/navigation.js';
import type { UnfoulResult } from './tables/abilita.js';
import { trackState, type ShipDamage } from './damage.js';
import type { ShipProfile } from './ship.js';

/**
 * reduceSail: segment 1, bring the sail set down to the sail the speed is read for. cutAway: the
 * wreckage is cut away (Unf >= A), one segment, two when several RDC are down. repair: a full turn
 * per RDC (Unf >= A). rigged: every RDC restored, the ship manoeuvres again from the next turn.
 */
export type JuryRigState =
  | { phase: 'reduceSail'; rdcDown: number }
  | { phase: 'cutAway'; rdcDown: number; segmentsLeft: number }
  | { phase: 'repair'; rdcDown: number }
  | { phase: 'rigged' };

export type JuryRigEvent =
  /** Segment 1: the sail set now equals the sail the speed is read for. */
  | { kind: 'sailReduced'; segment: 1 | 2 }
  /** A segment's cut-away attempt with the Unf column's result. */
  | { kind: 'cutAway'; unfoul: UnfoulResult }
  /** A whole turn's repair with the Unf result; refused if hit at short range the previous turn. */
  | { kind: 'repairTurn'; unfoul: UnfoulResult; hitAtShortRangeLastTurn: boolean };

export interface JuryRigStep {
  state: JuryRigState;
  /** RDC restored by this step (they still count as lost for Abilità: OR-9). */
  restored: number;
  /** The step did not happen: wrong segment, or no repair after a short-range hit. */
  refused: 'segment1Only' | 'hitAtShortRange' | 'wrongPhase' | null;
}

/** OR-9 the jury rig starts when RDC are lost to the test. */
export function startJuryRig(rdcDown: number): JuryRigState {
  if (!Number.isInteger(rdcDown) || rdcDown < 1)
    throw new RuleError(`a jury rig needs 1 or more RDC down, got ${rdcDown}`);
  return { phase: 'reduceSail', rdcDown };
}

/** OR-9 "Unf >= A": any result of the Unf column but a failure. */
export function unfoulAtLeastA(result: UnfoulResult): boolean {
  return result !== 'fail';
}

/**
 * OR-9 one step of the jury rig. Sail is reduced in a segment 1; the wreckage is cut away in the
 * following segment(s) on Unf >= A (several RDC down: two segments, "double times"); then a full turn
 * of repair on Unf >= A restores one RDC, a turn per RDC. No repair in a turn after a short-range
 * hit. A failed roll leaves the state as it was (try again next segment or turn: SD-34).
 */
export function juryRigStep(state: JuryRigState, event: JuryRigEvent): JuryRigStep {
  const same = (refused: JuryRigStep['refused']): JuryRigStep => ({ state, restored: 0, refused });
  switch (state.phase) {
    case 'reduceSail':
      if (event.kind !== 'sailReduced') return same('wrongPhase');
      if (event.segment !== 1) return same('segment1Only');
      return {
        state: {
          phase: 'cutAway',
          rdcDown: state.rdcDown,
          segmentsLeft: state.rdcDown > 1 ? 2 : 1,
        },
        restored: 0,
        refused: null,
      };
    case 'cutAway': {
      if (event.kind !== 'cutAway') return same('wrongPhase');
      if (!unfoulAtLeastA(event.unfoul)) return same(null);
      const segmentsLeft = state.segmentsLeft - 1;
      const next: JuryRigState =
        segmentsLeft > 0
          ? { phase: 'cutAway', rdcDown: state.rdcDown, segmentsLeft }
          : { phase: 'repair', rdcDown: state.rdcDown };
      return { state: next, restored: 0, refused: null };
    }
    case 'repair': {
      if (event.kind !== 'repairTurn') return same('wrongPhase');
      if (event.hitAtShortRangeLastTurn) return same('hitAtShortRange');
      if (!unfoulAtLeastA(event.unfoul)) return same(null);
      const rdcDown = state.rdcDown - 1;
      return {
        state: rdcDown > 0 ? { phase: 'repair', rdcDown } : { phase: 'rigged' },
        restored: 1,
        refused: null,
      };
    }
    case 'rigged':
      return same('wrongPhase');
  }
}

/** OR-9 a jury rig under way: the step it is at (a ship with every RDC restored has none). */
export type JuryRigPhase = Exclude<JuryRigState['phase'], 'rigged'>;

/** OR-9 the two orders of the jury rig (SD-95). */
export type JuryRigOrder = 'cutAwayWreck' | 'juryRig';

/** SD-95 the order the jury rig's step calls for: cut away the wreckage (reducing sail first), or repair. */
export function juryRigOrderFor(phase: JuryRigPhase): JuryRigOrder {
  return phase === 'repair' ? 'juryRig' : 'cutAwayWreck';
}

export interface JuryRigTurn extends JuryRigStep {
  /** The sail was brought down to the speed setting this turn (the first cut-away order). */
  sailReduced: boolean;
}

/**
 * OR-9 / SD-95 one turn's jury-rig order, read on the Unf column of that turn's Abilità roll. The
 * Abilità roll is made once a turn (with or without OR-3), so a turn is one attempt: the first
 * "cut away" order reduces sail in segment 1 and cuts away in segment 2; several RDC down take a second
 * successful cut-away turn ("double times"); each "jury-rig" order is a full turn of repair, one RDC.
 */
export function juryRigTurn(
  state: JuryRigState,
  order: JuryRigOrder,
  unfoul: UnfoulResult,
  hitAtShortRangeLastTurn: boolean,
): JuryRigTurn {
  if (order === 'juryRig')
    return {
      ...juryRigStep(state, { kind: 'repairTurn', unfoul, hitAtShortRangeLastTurn }),
      sailReduced: false,
    };
  const reduced = state.phase === 'reduceSail';
  const afterSail = reduced ? juryRigStep(state, { kind: 'sailReduced', segment: 1 }).state : state;
  const cut = juryRigStep(afterSail, { kind: 'cutAway', unfoul });
  return { ...cut, sailReduced: reduced };
}

/**
 * OR-9 / SD-98 a jury-rigged RDC: its box is restored (its points removed) and, as D-4's repair, it still
 * counts as lost for Abilità (riggingRepaired + 1). Nothing to restore when no RDC box is lost.
 */
export function restoreJuryRiggedRdc(profile: ShipProfile, damage: ShipDamage): ShipDamage {
  if (trackState(profile, damage, 'rigging').lost === 0) return damage;
  return {
    ...damage,
    rigging: Math.max(0, damage.rigging - profile.dcCapacity),
    riggingRepaired: damage.riggingRepaired + 1,
  };
}

export interface RestoredRdcLimits {
  /** The most sail the ship may set: easy once 3 or more RDC were lost and restored. */
  maxSail: 'easy' | 'full';
  /** 5 or more restored: the segment-1 speed spread evenly over both segments. */
  segment1Spread: boolean;
  /** Every RDC lost: no movement, hove to. */
  noMovement: boolean;
}

/**
 * OR-9 speeds on restored RDC: 3 lost and restored: easy sail only; 5: the segment-1 speed spread
 * over both segments; all lost: no movement. "Restored" counts every RDC the ship has jury-rigged
 * in the battle (SD-35); `rdcLost` the boxes lost now, restored or not.
 */
export function restoredRdcLimits(i: {
  restored: number;
  rdcLost: number;
  rdc: number;
}): RestoredRdcLimits {
  for (const [k, v] of Object.entries(i))
    if (!Number.isInteger(v) || v < 0)
      throw new RuleError(`${k} must be a whole number 0 or more, got ${v}`);
  return {
    maxSail: i.restored >= RESTORED_RDC_EASY_ONLY ? 'easy' : 'full',
    segment1Spread: i.restored >= RESTORED_RDC_SEGMENT1_SPREAD,
    noMovement: i.rdc > 0 && i.rdcLost >= i.rdc,
  };
}

/** OR-9 a speed on restored RDC: the segment-1 distance split evenly, or none when all are lost. */
export function restoredRdcSpeed(
  speed: { segment1Mm: number; segment2Mm: number },
  limits: RestoredRdcLimits,
): { segment1Mm: number; segment2Mm: number } {
  if (limits.noMovement) return { segment1Mm: 0, segment2Mm: 0 };
  if (limits.segment1Spread)
    return { segment1Mm: speed.segment1Mm / 2, segment2Mm: speed.segment1Mm / 2 };
  return { ...speed };
}
