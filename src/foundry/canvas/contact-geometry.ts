// "Contacts after this move" (FP-5.8) for any straight translation of a base, e.g. a token drag:
// the move stops at the first base contact, measured with the core's oriented rectangles in mm.
// Also FP-4.4 ships within an explosion's reach. Pure functions.
import {
  CONTACT_EPSILON_MM,
  baseRect,
  explosionRadiusMm,
  rectangleSeparation,
  shipsWithinRange,
  sweepTranslation,
  type Pose,
  type Scale,
  type TableShip,
  type TranslationSweep,
} from '../../rules/index.js';

/** The answer of the core's sweepTranslation: where the move ends, who touches, who stopped it. */
export type ContactAnswer = TranslationSweep;

/**
 * FP-5.8 "contacts after this move": `ship` moved in a straight line to `to` (turned first, as a token
 * turns in place), stopped at the first base contact (core sweepTranslation).
 */
export function contactsAfterMove(
  ship: TableShip,
  to: Pose,
  others: readonly TableShip[],
): ContactAnswer {
  return sweepTranslation(ship, to, others);
}

/**
 * FP-5.8 contact between two placed bases, allowing `toleranceMm` for positions read back from whole
 * canvas pixels (one pixel is 0.2 mm at 1:1200): a gap that small is a contact rounded apart.
 */
export function basesTouchWithin(a: TableShip, b: TableShip, toleranceMm: number): boolean {
  return (
    rectangleSeparation(baseRect(a.pose, a.body), baseRect(b.pose, b.body)) <=
    Math.max(toleranceMm, CONTACT_EPSILON_MM)
  );
}

/** FP-4.4 the ships an explosion of `centreId` sets on fire: within short range, mast to mast (ids in input order). */
export function shipsInExplosionReach(
  ships: readonly TableShip[],
  centreId: string,
  scale: Scale,
): string[] {
  return shipsWithinRange(ships, centreId, explosionRadiusMm(scale));
}
