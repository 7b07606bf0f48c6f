// Where along its straight move a ship fires a broadside (FP-5.7 "at any point of the move", FP-6.2
// targets, FP-6.4 rakes): the captain's look-ahead and the duel's execution share this, so the point the
// captain plans for is judged by the same core targeting the referee uses.
// The bound the captain's look-ahead prunes with is in firing-ceiling.ts.
import { sumModifiers } from '../modifiers.js';
import { abilitaModifiers } from '../abilita.js';
import { currentBf, dcLost, type HullSide } from '../damage.js';
import { damageMultiplier } from '../gunnery.js';
import { broadsideHitProbability } from '../odds.js';
import { placedShip, type PlacedShip } from '../geometry/placed-ship.js';
import { rakeDuringMove } from '../geometry/rake-move.js';
import type { Pose } from '../geometry/ship-shape.js';
import { arcShape } from '../geometry/arc.js';
import { minDistanceSq } from '../geometry/range.js';
import {
  evaluateCandidate,
  RAKE_HEADING_TOLERANCE_DEG,
  shipGeometry,
  type ShipGeometry,
  type TargetCandidate,
} from '../geometry/targeting.js';
import {
  RAKE_BANDS,
  RAKE_MULTIPLIERS,
  RANGE_BANDS,
  RANGE_LIMITS_MM,
  type RangeBand,
} from '../tables/gunnery.js';
import { fireCount } from '../fire.js';
import type { SailSetting } from '../tables/sailing.js';
import { angleBetweenDeg } from '../geometry/vec.js';
import { reason, type Reason } from './reasons.js';
import type { Scale } from '../tables/ships.js';
import { tableShip, type SimShip } from './duel-state.js';

/** FP-4.1 the ship's Abilità modifiers as one number (this turn's conditions). */
export function abilitaModifierTotal(s: SimShip): number {
  return sumModifiers(
    abilitaModifiers({
      crew: s.profile.crew,
      dcLost: dcLost(s.profile, s.damage).total,
      fires: fireCount(s.fires),
      hoveTo: s.sail === 'furled',
      rudderDamaged: s.rudderDamaged,
      contacts: 0,
    }),
  );
}

const HIT_CACHE = new Map<number, number>();
const BAND_KEY: Readonly<Record<RangeBand, number>> = { short: 0, medium: 1000, long: 2000 };

/** FP-4.2 chance that a broadside at a band hits (H or W) with this modifier total. */
export function hitChance(band: RangeBand, modifierTotal: number): number {
  const key = BAND_KEY[band] + modifierTotal;
  let p = HIT_CACHE.get(key);
  if (p === undefined) {
    p = broadsideHitProbability(band, modifierTotal);
    HIT_CACHE.set(key, p);
  }
  return p;
}

/** FP-6.3 / FP-6.4 the expected hull damage of one broadside on a candidate target. */
export function expectedDamage(
  firer: SimShip,
  side: HullSide,
  target: SimShip,
  c: TargetCandidate,
  modifierTotal: number,
): number {
  if (c.band === 'out') return 0;
  return expectedWithBf(
    currentBf(firer.profile, firer.damage, side),
    target.sail,
    c,
    modifierTotal,
  );
}

/** expectedDamage with the firer's current BF of that side already known (the look-ahead's loop). */
export function expectedWithBf(
  bf: number,
  targetSail: SailSetting,
  c: TargetCandidate,
  modifierTotal: number,
): number {
  if (c.band === 'out') return 0;
  const mult = damageMultiplier(c.band, 'hull', targetSail, false);
  const rake = c.rake ? RAKE_MULTIPLIERS[c.rake] : 1;
  return hitChance(c.band, modifierTotal) * bf * mult * rake;
}

/**
 * FP-6.2 / D-11 / D-18 / FP-6.4 the one possible target of a broadside in a duel: the core's candidate
 * test (what broadsideTargets runs for each ship) with the enemy's geometry computed once. With one
 * other ship on the table the candidate, if any, is the target.
 */
export function duelTarget(
  me: SimShip,
  pose: Pose,
  side: HullSide,
  enemy: ShipGeometry,
  /** SD-204 / HR-2 the table's scale (the simulation's 1:1200 by default). */
  scale: Scale = 1200,
): TargetCandidate | null {
  const firer = shipGeometry(tableShip(me, pose), 0);
  const arc = arcShape(pose, me.body, side, { scale });
  return evaluateCandidate(
    firer,
    arc,
    enemy,
    RANGE_LIMITS_MM[scale],
    minDistanceSq(firer.masts, enemy.masts),
  );
}

export function enemyGeometry(enemy: SimShip): ShipGeometry {
  return shipGeometry(tableShip(enemy), 1);
}

// enemyGeometry's points from the placed-ship cache (slot 2, only bestFiringPoint's default uses it):
// valid until the next call, which is all a search along one move needs.
function standingGeometry(enemy: SimShip): ShipGeometry {
  const placed = placedShip(enemy.id, enemy.body, enemy.pose.headingDeg, 2);
  placed.placeAt(enemy.pose.x, enemy.pose.y);
  return placed.geometry;
}

export interface FiringPoint {
  /** mm back from the end of the move (0 = at its end). */
  backMm: number;
  pose: Pose;
  /** The FP-6.2 target there (the enemy), or null when nothing lies in the arc within range. */
  target: TargetCandidate | null;
  expected: number;
  reason: Reason;
}

/** Samples along the move (fractions back from its end) besides any rake instant. */
const SAMPLES = [0, 0.5, 1] as const;

const NO_TARGET: Readonly<Record<HullSide, Reason>> = {
  port: reason('noTarget', { side: 'port' }),
  starboard: reason('noTarget', { side: 'starboard' }),
};

/**
 * The best point along a straight move of `movedMm` ending at `end` to fire `side` at the enemy:
 * a rake instant if the move has one (FP-6.4, found exactly by the core), else the sampled point with
 * the greatest expected damage; the nearest point of the move breaks ties.
 */
export function bestFiringPoint(
  me: SimShip,
  enemy: SimShip,
  side: HullSide,
  end: Pose,
  movedMm: number,
  modifierTotal: number,
  /** The enemy's geometry when the caller has it (she does not move during this ship's part). */
  enemyGeom: ShipGeometry = standingGeometry(enemy),
  /** SD-204 / HR-2 the table's scale (the simulation's 1:1200 by default). */
  scale: Scale = 1200,
): FiringPoint {
  const placed = placedShip(me.id, me.body, end.headingDeg, 0, scale);
  return firingPointFrom(placed, me, enemy, side, end, movedMm, modifierTotal, enemyGeom, scale);
}

/** The best point found by scanFiringPoints, as plain numbers (nothing built for the points passed over). */
export interface FiringScan {
  backMm: number;
  x: number;
  y: number;
  target: TargetCandidate | null;
  expected: number;
}

/**
 * bestFiringPoint with the firer's shape on the move's heading supplied, so the captain's look-ahead
 * builds it once per heading. The points along the move are those of duelTarget, computed in place.
 */
export function firingPointFrom(
  placed: PlacedShip,
  me: SimShip,
  enemy: SimShip,
  side: HullSide,
  end: Pose,
  movedMm: number,
  modifierTotal: number,
  enemyGeom: ShipGeometry,
  scale: Scale = 1200,
): FiringPoint {
  const bf = currentBf(me.profile, me.damage, side);
  const scan = scanFiringPoints(
    placed,
    me,
    enemy,
    side,
    end,
    movedMm,
    modifierTotal,
    enemyGeom,
    bf,
    scale,
  );
  const { backMm, target: c } = scan;
  if (!c) return { backMm: 0, pose: end, target: null, expected: 0, reason: NO_TARGET[side] };
  const atEnd = backMm === 0;
  const mm = Math.round(movedMm - backMm);
  const { band } = c;
  return {
    backMm,
    pose: backMm === 0 ? end : { x: scan.x, y: scan.y, headingDeg: end.headingDeg },
    target: c,
    expected: scan.expected,
    reason: c.rake
      ? atEnd
        ? reason('fireAtEndRake', { side, rake: c.rake, band })
        : reason('fireIntoMoveRake', { side, mm, rake: c.rake, band })
      : atEnd
        ? reason('fireAtEnd', { side, band, range: Math.round(c.rangeMm) })
        : reason('fireIntoMove', { side, mm, band, range: Math.round(c.rangeMm) }),
  };
}

/** The arc options of each scale, built once (the look-ahead asks for a rake many times a part). */
const ARC_AT: Readonly<Record<Scale, { scale: Scale }>> = {
  1200: { scale: 1200 },
  3000: { scale: 3000 },
};

const SCAN: FiringScan = { backMm: 0, x: 0, y: 0, target: null, expected: 0 };

/**
 * The search of bestFiringPoint: the rake instant if any, then the samples, the first of the
 * greatest expected damage kept. Answers in a shared object overwritten by the next call.
 */
export function scanFiringPoints(
  placed: PlacedShip,
  me: SimShip,
  enemy: SimShip,
  side: HullSide,
  end: Pose,
  movedMm: number,
  modifierTotal: number,
  enemyGeom: ShipGeometry,
  /** FP-6.3 her current BF on that side, when the caller has it. */
  bf: number = currentBf(me.profile, me.damage, side),
  /** SD-204 / HR-2 the table's scale: its range bands and arcs (`placed` must be built at it). */
  scale: Scale = 1200,
): Readonly<FiringScan> {
  const best = SCAN;
  best.backMm = 0;
  best.x = end.x;
  best.y = end.y;
  best.target = null;
  best.expected = 0;
  // Inputs rakeDuringMove would refuse still reach it (and its error); only good ones take the shortcuts.
  const checked = Number.isFinite(movedMm) && me.id !== enemy.id;
  // D-11 the move runs along the keel line, so a hull wholly on the other side stays out of the arc.
  if (checked && hullBeyondKeel(placed, end, side, enemyGeom)) return best;
  const rake =
    movedMm > 0 && (!checked || mayRake(end, enemy.pose))
      ? rakeDuringMove(tableShip(me, end), tableShip(enemy), side, movedMm, ARC_AT[scale])
      : null;
  const moves = movedMm > 0;
  // The points in bestFiringPoint's order: the rake instant, then the end, half way, the start.
  const count = (rake ? 1 : 0) + (moves ? SAMPLES.length : 1);
  // Once a point reaches the most any point could give, no later one can replace it (ties keep the first).
  let ceiling = -1;
  for (let k = 0; k < count; k++) {
    if (best.target) {
      if (ceiling < 0)
        ceiling = mostExpected(
          bf,
          enemy.sail,
          modifierTotal,
          !checked || mayRake(end, enemy.pose, 1e-3),
        );
      if (ceiling <= best.expected + 1e-9) break;
    }
    const i = rake ? k - 1 : k;
    const backMm = i < 0 ? rake!.backMm : SAMPLES[i]! * movedMm;
    tryPoint(placed, bf, enemy.sail, side, end, backMm, modifierTotal, enemyGeom, best, scale);
  }
  return best;
}

export const RAKE_MOST = Math.max(...Object.values(RAKE_MULTIPLIERS));

// FP-6.3 / FP-6.4 the greatest expectedWithBf any target could give (the best band, the heavier rake
// where one is conceivable): the same product, so rounding keeps it an upper bound.
function mostExpected(
  bf: number,
  targetSail: SailSetting,
  modifierTotal: number,
  rakeConceivable: boolean,
): number {
  let most = 0;
  for (const band of RANGE_BANDS) {
    const mult = damageMultiplier(band, 'hull', targetSail, false);
    const rake = rakeConceivable && RAKE_BANDS.includes(band) ? RAKE_MOST : 1;
    most = Math.max(most, hitChance(band, modifierTotal) * bf * mult * rake);
  }
  return most;
}

function tryPoint(
  placed: PlacedShip,
  bf: number,
  enemySail: SailSetting,
  side: HullSide,
  end: Pose,
  backMm: number,
  modifierTotal: number,
  enemyGeom: ShipGeometry,
  best: FiringScan,
  scale: Scale,
): void {
  // poseBackAlongMove(end, backMm), the same arithmetic.
  const forward = placed.geometry.forward;
  const x = backMm === 0 ? end.x : end.x - forward.x * backMm;
  const y = backMm === 0 ? end.y : end.y - forward.y * backMm;
  placed.placeFirerAt(x, y, side);
  const c = evaluateCandidate(
    placed.geometry,
    placed.arcOf(side),
    enemyGeom,
    RANGE_LIMITS_MM[scale],
    minDistanceSq(placed.geometry.masts, enemyGeom.masts),
  );
  if (!c) return;
  const expected = expectedWithBf(bf, enemySail, c, modifierTotal);
  if (expected > best.expected + 1e-9) {
    best.backMm = backMm;
    best.x = x;
    best.y = y;
    best.target = c;
    best.expected = expected;
  }
}

/** Margin (mm) of the keel-line rejection: far above the arc's contact tolerance behind its apex. */
const KEEL_SLACK_MM = 1e-3;

// D-11 the side's arc lies beyond that side's base edge (its apex is on it, the arc opens outwards):
// a hull whose bounding circle is wholly short of that edge line cannot touch it anywhere on the line.
export function hullBeyondKeel(
  placed: PlacedShip,
  end: Pose,
  side: HullSide,
  target: ShipGeometry,
): boolean {
  const f = placed.geometry.forward;
  const c = target.hullCentre;
  const corner = target.hull[0];
  const r = Math.sqrt((corner.x - c.x) ** 2 + (corner.y - c.y) ** 2);
  // Offset towards starboard of the hull centre from the keel line (starboard = (f.y, -f.x)).
  const starboard = (c.x - end.x) * f.y - (c.y - end.y) * f.x;
  const towardsSide = side === 'starboard' ? starboard : -starboard;
  return towardsSide + r < placed.geometry.ship.body.widthMm / 2 - KEEL_SLACK_MM;
}

// D-17 a rake needs the two headings exactly 4 points apart (rakeDuringMove's first test); a wider
// tolerance gives a conservative "a rake is conceivable".
export function mayRake(
  firer: Pose,
  target: Pose,
  toleranceDeg = RAKE_HEADING_TOLERANCE_DEG,
): boolean {
  return Math.abs(angleBetweenDeg(firer.headingDeg, target.headingDeg) - 90) <= toleranceDeg;
}
