// Issue 13: the upper bound of a broadside's expected damage over a move, split from firing-point.ts to
// keep files small: the most any range band could give (FP-6.1 / FP-6.3, the FP-6.4 rake multiplier when
// a rake is conceivable, D-17), and the points the keel line (D-11) or the range rule out. The captain's
// look-ahead (captain-plan.ts) skips a heading that cannot beat the best so far; it never changes the
// answer (tested against scanFiringPoints in firing-point.test.ts).
import type { HullSide } from '../damage.js';
import { damageMultiplier } from '../gunnery.js';
import type { PlacedShip } from '../geometry/placed-ship.js';
import type { Pose } from '../geometry/ship-shape.js';
import type { ShipGeometry } from '../geometry/targeting.js';
import { RAKE_BANDS, RANGE_BANDS, RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { SAIL_SETTINGS, type SailSetting } from '../tables/sailing.js';
import type { Scale } from '../tables/ships.js';
import type { SimShip } from './duel-state.js';
import { hitChance, hullBeyondKeel, mayRake, RAKE_MOST } from './firing-point.js';

/** Margin (mm) on the triangle inequality below: far above the rounding of the points' coordinates. */
const REACH_SLACK_MM = 1e-6;

/**
 * FP-6.3 / FP-6.4 what firingCeiling answers for one side in one part (her BF, the target's sail and the
 * modifiers do not change within it): entry `rake * 4 + from` is mostExpected over the bands from
 * RANGE_BANDS[from] outwards (from = 3: none), with the rake multiplier when `rake` is 1.
 */
export function firingCeilings(
  bf: number,
  targetSail: SailSetting,
  modifierTotal: number,
): readonly number[] {
  // The captain asks for two a part: each set of whole inputs is built once (anything else afresh).
  const sail = SAIL_SETTINGS.indexOf(targetSail);
  const keyed =
    sail >= 0 &&
    Number.isInteger(bf) &&
    bf >= 0 &&
    bf < 1024 &&
    Number.isInteger(modifierTotal) &&
    Math.abs(modifierTotal) < 64;
  const key = keyed ? (bf * 8 + sail) * 128 + modifierTotal + 64 : -1;
  const known = keyed ? CEILINGS[key] : undefined;
  if (known) return known;
  const out = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let rake = 0; rake < 2; rake++)
    for (let from = 0; from < RANGE_BANDS.length; from++) {
      let most = 0;
      for (let b = from; b < RANGE_BANDS.length; b++) {
        const band = RANGE_BANDS[b]!;
        const mult = damageMultiplier(band, 'hull', targetSail, false);
        const r = rake === 1 && RAKE_BANDS.includes(band) ? RAKE_MOST : 1;
        most = Math.max(most, hitChance(band, modifierTotal) * bf * mult * r);
      }
      out[rake * 4 + from] = most;
    }
  if (keyed) CEILINGS[key] = out;
  return out;
}

/** firingCeilings' answers by BF, sail and modifiers (a table is never changed once built). */
const CEILINGS: Array<readonly number[] | undefined> = [];

/**
 * An upper bound of scanFiringPoints(...).expected for the same arguments, without trying a point: 0
 * when the keel line or the range rules every point out, else the most any band some point of the move
 * could be in gives (from `ceilings`, firingCeilings of her BF on that side, the enemy's sail and the
 * modifiers). Every point is the end moved back 0 to movedMm along the heading, so its masts' nearest
 * distance to hers is at least `endRangeMm` (that distance at the end) less movedMm. The captain's
 * look-ahead skips a heading whose score could not beat the best so far (an exact bound: the same
 * products as tryPoint's, and rounding is monotonic).
 */
export function firingCeiling(
  placed: PlacedShip,
  me: SimShip,
  enemy: SimShip,
  side: HullSide,
  end: Pose,
  movedMm: number,
  enemyGeom: ShipGeometry,
  endRangeMm: number,
  ceilings: readonly number[],
  scale: Scale,
): number {
  const checked = Number.isFinite(movedMm) && me.id !== enemy.id;
  if (!checked) return Number.POSITIVE_INFINITY;
  if (hullBeyondKeel(placed, end, side, enemyGeom)) return 0;
  const nearest = endRangeMm - movedMm - REACH_SLACK_MM;
  const limits = RANGE_LIMITS_MM[scale];
  // The nearest band any point could be in (NaN falls through to every band).
  const from =
    nearest > limits.long ? 3 : nearest > limits.medium ? 2 : nearest > limits.short ? 1 : 0;
  return ceilings[(mayRake(end, enemy.pose, 1e-3) ? 4 : 0) + from]!;
}
