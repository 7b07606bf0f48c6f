// OR-9 the referee's record of rigging lost to the rigging damage test (the ship's `wreck` data, which
// the ship guard refuses to players) and what it does until the ship jury-rigs, read through the core:
// no manoeuvre nor more sail, hove to for Abilità and morale, one sail step lower for speed, -1 to
// fire from the side the wreckage fell on.
import {
  sailStepsLower,
  wreckageFireModifier,
  type HullSide,
  type Modifier,
  type SailSetting,
} from '../rules/index.js';
import type { ShipSystemSource } from './models/ship-model.js';

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

/** OR-9 / SD-33 the sail the speed is read for: one step lower per RDC down, at most two. */
export function wreckSpeedSail(s: WreckSource & Pick<ShipSystemSource, 'sail'>): SailSetting {
  const down = wreckRdcDown(s);
  return down > 0 ? sailStepsLower(s.sail, Math.min(down, 2)) : s.sail;
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
  s: WreckSource,
  rdcLost: number,
  leeSide: HullSide | null,
): ShipSystemSource['wreck'] | null {
  if (rdcLost <= 0) return null;
  return {
    rdcDown: wreckRdcDown(s) + rdcLost,
    leeSide: leeSide ?? s.wreck?.leeSide ?? '',
    restored: s.wreck?.restored ?? 0,
  };
}
