// OR-9 the referee's record of rigging lost to the rigging damage test (the ship's `wreck` data, which
// the ship guard refuses to players) and what it does until the ship jury-rigs, read through the core:
// no manoeuvre nor more sail, hove to for Abilità and morale, one sail step lower for speed, -1 to
// fire from the side the wreckage fell on.
import {
  juryRigTurn,
  lowerSail,
  restoreJuryRiggedRdc,
  restoredRdcLimits,
  sailStepsLower,
  trackState,
  type JuryRigOrder,
  type JuryRigPhase,
  type JuryRigState,
  type JuryRigTurn,
  type RestoredRdcLimits,
  type UnfoulResult,
  wreckageFireModifier,
  type HullSide,
  type Modifier,
  type SailSetting,
} from '../rules/index.js';
import { profileFromSource, type ShipSystemSource } from './models/ship-model.js';
import { damageOf } from './ship-state.js';

type WreckSource = Partial<Pick<ShipSystemSource, 'wreck'>>;

/** RDC down to the test and not yet jury-rigged (0 for data without the record). */
export function wreckRdcDown(s: WreckSource): number {
  return s.wreck?.rdcDown ?? 0;
}

export function wreckDown(s: WreckSource): boolean {
  return wreckRdcDown(s) > 0;
}

/** The side the wreckage fell on, while it is down. */
export function wreckLeeSide(s: WreckSource): HullSide | null {
  if (!wreckDown(s)) return null;
  const side = s.wreck?.leeSide;
  return side === 'port' || side === 'starboard' ? side : null;
}

/** SD-95 the jury rig's step while RDC are down (a record from before the jury rig: not begun). */
export function juryRigPhase(s: WreckSource): JuryRigPhase | null {
  if (!wreckDown(s)) return null;
  const phase = s.wreck?.phase;
  return phase === 'cutAway' || phase === 'repair' ? phase : 'reduceSail';
}

/** OR-9 the jury rig as the core's state machine reads it (null: nothing down). */
export function juryRigStateOf(s: WreckSource): JuryRigState | null {
  const phase = juryRigPhase(s);
  const rdcDown = wreckRdcDown(s);
  if (phase === null) return null;
  if (phase === 'cutAway')
    return { phase, rdcDown, segmentsLeft: Math.max(1, s.wreck?.cutAwayLeft ?? 1) };
  return { phase, rdcDown };
}

/**
 * OR-9 / SD-33 the sail the speed is read for: one step lower per RDC down, at most two, until the
 * jury rig brings the sail set down to it (SD-95: then the ship sails at its set sail).
 */
export function wreckSpeedSail(s: WreckSource & Pick<ShipSystemSource, 'sail'>): SailSetting {
  const down = wreckRdcDown(s);
  if (down === 0 || juryRigPhase(s) !== 'reduceSail') return s.sail;
  // SD-99 the setting fixed at the fall; a sail shortened since by an order reads as it is.
  const fixed = s.wreck?.speedSail || sailStepsLower(s.sail, Math.min(down, 2));
  return lowerSail(fixed, s.sail);
}

/** OR-9 / SD-35 the limits of a ship sailing on the RDC it has jury-rigged this battle. */
export function restoredLimitsOf(
  s: WreckSource & Pick<ShipSystemSource, 'shipClass' | 'crew' | 'damage'>,
): RestoredRdcLimits {
  const profile = profileFromSource(s);
  return restoredRdcLimits({
    restored: s.wreck?.restored ?? 0,
    rdcLost: trackState(profile, damageOf(s), 'rigging').lost,
    rdc: profile.rdc,
  });
}

/**
 * OR-9 the sail a ship's speed is read for: with rigging down, wreckSpeedSail; on jury-rigged rigging
 * (SD-35, three or more restored) never above easy, whatever sail the GM has set.
 */
export function speedSailOf(
  s: WreckSource & Pick<ShipSystemSource, 'sail' | 'shipClass' | 'crew' | 'damage'>,
): SailSetting {
  return lowerSail(wreckSpeedSail(s), restoredLimitsOf(s).maxSail);
}

/** The changes of one turn's jury-rig order (null: nothing changes, the step is tried again). */
export interface JuryRigChanges {
  step: JuryRigTurn;
  changes: Record<string, unknown> | null;
}

/**
 * OR-9 / SD-95 what one turn's jury-rig order does to the ship: the sail brought down to the speed
 * setting (the first cut-away order), the next step recorded, and a repaired RDC restored (D-4 style:
 * still lost for Abilità) and counted as restored (SD-35). Refused without a jury rig under way.
 */
export function juryRigChanges(
  s: ShipSystemSource,
  order: JuryRigOrder,
  unfoul: UnfoulResult,
  hitAtShortRangeLastTurn: boolean,
): JuryRigChanges | null {
  const state = juryRigStateOf(s);
  if (!state) return null;
  const step = juryRigTurn(state, order, unfoul, hitAtShortRangeLastTurn);
  if (step.refused || (step.state === state && !step.sailReduced)) return { step, changes: null };
  const next = step.state;
  const wreck: ShipSystemSource['wreck'] = {
    rdcDown: next.phase === 'rigged' ? 0 : next.rdcDown,
    leeSide: next.phase === 'rigged' ? '' : (s.wreck?.leeSide ?? ''),
    restored: (s.wreck?.restored ?? 0) + step.restored,
    phase: next.phase === 'rigged' ? 'reduceSail' : next.phase,
    cutAwayLeft: next.phase === 'cutAway' ? next.segmentsLeft : 0,
    speedSail: next.phase === 'rigged' ? '' : (s.wreck?.speedSail ?? ''),
  };
  const changes: Record<string, unknown> = { wreck };
  if (step.sailReduced) changes.sail = wreckSpeedSail(s);
  if (step.restored > 0) changes.damage = restoreJuryRiggedRdc(profileFromSource(s), damageOf(s));
  return { step, changes };
}

/** OR-9 -1 to fire from the side the wreckage fell on (null: no modifier). */
export function wreckFireModifier(s: WreckSource, firingSide: HullSide): Modifier | null {
  return wreckageFireModifier(firingSide, wreckLeeSide(s));
}

/**
 * OR-9 the record after a test cost `rdcLost` RDC, the wreckage falling on `leeSide` (the latest fall
 * names the side). Null when no RDC was lost.
 */
export function wreckAfterTest(
  s: WreckSource & Pick<ShipSystemSource, 'sail'>,
  rdcLost: number,
  leeSide: HullSide | null,
): ShipSystemSource['wreck'] | null {
  if (rdcLost <= 0) return null;
  // SD-96 a new fall during a jury rig starts it again, with every RDC down; SD-99 the speed setting
  // is fixed now, from the sail set at the fall (SD-33: one step lower, two with several down).
  const rdcDown = wreckRdcDown(s) + rdcLost;
  return {
    rdcDown,
    leeSide: leeSide ?? s.wreck?.leeSide ?? '',
    restored: s.wreck?.restored ?? 0,
    phase: 'reduceSail',
    cutAwayLeft: 0,
    speedSail: sailStepsLower(s.sail, Math.min(rdcDown, 2)),
  };
}
