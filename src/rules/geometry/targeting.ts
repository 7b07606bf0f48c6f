// Who a broadside can hit and who it must hit: FP-6.2 with D-11, D-18; rakes FP-6.4 with D-17.
import { RuleError } from '../errors.js';
import { RAKE_BANDS, RANGE_LIMITS_MM, type Band, type RakeKind } from '../tables/gunnery.js';
import type { Scale } from '../tables/ships.js';
import {
  arcShape,
  distanceToCentreLine,
  halfOf,
  resolveArcOptions,
  type ArcOptions,
  type ArcShape,
} from './arc.js';
import { convexPolygonIntersectsSector, CONTACT_EPSILON_MM, pointInSector } from './intersect.js';
import { bandWithin, minDistanceSq, type RangeLimits } from './range.js';
import {
  assertPose,
  assertShipBody,
  hullCornersInFrame,
  mainmastOffsetMm,
  mastPointsInFrame,
  pointInShipFrame,
  shipFrame,
  type Half,
  type Quad,
  type Side,
  type TableShip,
} from './ship-shape.js';
import { normalizeDeg, type Vec2 } from './vec.js';

export interface TargetCandidate {
  readonly id: string;
  readonly rangeMm: number;
  readonly band: Band;
  readonly half: Half;
  readonly rake: RakeKind | null;
}

export interface TargetingResult {
  /** Sorted nearest first (ties as for `chosen`). */
  readonly candidates: TargetCandidate[];
  /** The forced target when every candidate is in one half; null when the player chooses or none. */
  readonly chosen: string | null;
  /** [chosen], or [nearest fore, nearest aft] when both halves hold candidates, or []. */
  readonly choices: string[];
}

export interface ShipTargets {
  readonly id: string;
  readonly port: TargetingResult;
  readonly starboard: TargetingResult;
}

/** Everything targeting needs about one ship, computed once. */
export interface ShipGeometry {
  readonly ship: TableShip;
  readonly index: number;
  /** Heading folded into [0, 360). */
  readonly headingDeg: number;
  /** Unit vector of the heading. */
  readonly forward: Vec2;
  readonly masts: Vec2[];
  readonly mainmast: Vec2;
  readonly hull: Quad;
  readonly hullCentre: Vec2;
  readonly bow: Vec2;
  readonly stern: Vec2;
}

/** D-17 "exactly 4 points" allows for the rounding of headings typed or stored as decimals. */
export const RAKE_HEADING_TOLERANCE_DEG = 1e-6;

// FP-1.2 / D-1 a ship's measuring points (masts, hull, ends), validated and computed once.
export function shipGeometry(ship: TableShip, index: number): ShipGeometry {
  assertPose(ship.pose);
  assertShipBody(ship.body);
  const frame = shipFrame(ship.pose);
  return {
    ship,
    index,
    headingDeg: normalizeDeg(ship.pose.headingDeg),
    forward: frame.forward,
    masts: mastPointsInFrame(frame, ship.body),
    mainmast: pointInShipFrame(frame, mainmastOffsetMm(ship.body), 0),
    hull: hullCornersInFrame(frame, ship.body),
    hullCentre: frame.centre,
    bow: pointInShipFrame(frame, ship.body.lengthMm / 2, 0),
    stern: pointInShipFrame(frame, -ship.body.lengthMm / 2, 0),
  };
}

/**
 * The checks of every targeting entry point, ship by ship in input order: a unique id (results are
 * keyed by it), a finite pose, a valid base. Without building any geometry (allPairsTargets needs none).
 */
export function assertShips(ships: readonly TableShip[]): void {
  const seen = new Set<string>();
  for (const ship of ships) {
    if (seen.has(ship.id)) throw new RuleError(`duplicate ship id "${ship.id}"`);
    seen.add(ship.id);
    assertPose(ship.pose);
    assertShipBody(ship.body);
  }
}

/** Every ship's geometry in input order, after assertShips. */
export function shipGeometries(ships: readonly TableShip[]): ShipGeometry[] {
  assertShips(ships);
  return ships.map((ship, index) => shipGeometry(ship, index));
}

// FP-6.2 / D-11 the hull is at least partly inside the arc (its centre inside is the common, cheap case).
export function hullTouchesArc(target: ShipGeometry, arc: ArcShape): boolean {
  if (pointInSector(target.hullCentre, arc)) return true;
  if (hullCircleMissesArc(target, arc)) return false;
  return convexPolygonIntersectsSector(target.hull, arc);
}

/** Margin (mm) that keeps the bounding-circle rejection strictly conservative. */
const CIRCLE_SLACK_MM = 1e-6;

// D-11 a cheap rejection before the exact test: the circle round the hull lies wholly beyond one
// edge line of the wedge or beyond the arc's reach, so no point of the hull can be in the arc.
function hullCircleMissesArc(target: ShipGeometry, arc: ArcShape): boolean {
  const c = target.hullCentre;
  const corner = target.hull[0];
  const r = Math.sqrt((corner.x - c.x) ** 2 + (corner.y - c.y) ** 2) + CIRCLE_SLACK_MM;
  const dx = c.x - arc.apex.x;
  const dy = c.y - arc.apex.y;
  // Signed distances from the edge lines, inside positive (as intersect.ts insideWedge).
  if (arc.rightDir.x * dy - arc.rightDir.y * dx < -r) return true;
  if (dx * arc.leftDir.y - dy * arc.leftDir.x < -r) return true;
  const reach = arc.radiusMm + r;
  return dx * dx + dy * dy > reach * reach;
}

// D-17 rake test at an instant: target at exactly 4 points to the firer and the centre line through
// its mainmast (within half its base width); bow or stern by which end faces the apex. FP-6.4 bands.
export function rakeOf(
  firer: ShipGeometry,
  arc: ArcShape,
  target: ShipGeometry,
  band: Band,
): RakeKind | null {
  // Both headings are in [0, 360), so 4 points apart means a difference of 90 or 270.
  const apart = Math.abs(firer.headingDeg - target.headingDeg);
  if (Math.min(Math.abs(apart - 90), Math.abs(apart - 270)) > RAKE_HEADING_TOLERANCE_DEG)
    return null;
  if (band === 'out' || !RAKE_BANDS.includes(band)) return null;
  const allowed = target.ship.body.widthMm / 2 + CONTACT_EPSILON_MM;
  if (distanceToCentreLine(arc, target.mainmast) > allowed) return null;
  const bowSq = (target.bow.x - arc.apex.x) ** 2 + (target.bow.y - arc.apex.y) ** 2;
  const sternSq = (target.stern.x - arc.apex.x) ** 2 + (target.stern.y - arc.apex.y) ** 2;
  return bowSq < sternSq ? 'bow' : 'stern';
}

// FP-6.2 / D-11 candidate test, D-18 half and D-17 rake for one target; null when not a valid target.
/**
 * `nearestMastSq` = minDistanceSq(firer.masts, target.masts), passed in so a caller may compute it its
 * own way. `hullCentreInArc` lets a caller that has already seen the hull centre well inside the arc
 * skip the exact test (which would then answer true anyway).
 */
export function evaluateCandidate(
  firer: ShipGeometry,
  arc: ArcShape,
  target: ShipGeometry,
  limits: RangeLimits,
  nearestMastSq: number,
  hullCentreInArc = false,
): TargetCandidate | null {
  const rangeMm = Math.sqrt(nearestMastSq);
  const band = bandWithin(rangeMm, limits);
  if (band === 'out') return null;
  if (!hullCentreInArc && !hullTouchesArc(target, arc)) return null;
  const half = halfOf(arc, target.mainmast);
  return { id: target.ship.id, rangeMm, band, half, rake: rakeOf(firer, arc, target, band) };
}

// D-18 ordering: nearer mast to mast first, then the mainmast nearer the centre line, then input order.
/** Negative when candidate a comes first; never 0 for two different ships. */
export function compareTargets(
  aRangeMm: number,
  aCentreLineMm: number,
  aIndex: number,
  bRangeMm: number,
  bCentreLineMm: number,
  bIndex: number,
): number {
  return aRangeMm - bRangeMm || aCentreLineMm - bCentreLineMm || aIndex - bIndex;
}

// D-18 choice from candidates already in compareTargets order: a candidate in each half leaves the
// choice to the player between the nearest of each; otherwise the nearest must be the target.
export function selectTargets(candidates: TargetCandidate[]): TargetingResult {
  const first = candidates[0];
  if (!first) return { candidates, chosen: null, choices: [] };
  let other: TargetCandidate | undefined;
  for (const c of candidates) {
    if (c.half !== first.half) {
      other = c;
      break;
    }
  }
  if (!other) return { candidates, chosen: first.id, choices: [first.id] };
  const fore = first.half === 'fore' ? first : other;
  const aft = first.half === 'fore' ? other : first;
  return { candidates, chosen: null, choices: [fore.id, aft.id] };
}

function targetsFromGeometry(
  geometries: readonly ShipGeometry[],
  firer: ShipGeometry,
  side: Side,
  arcDeg: number,
  scale: Scale,
): TargetingResult {
  const arc = arcShape(firer.ship.pose, firer.ship.body, side, { arcDeg, scale });
  const limits = RANGE_LIMITS_MM[scale];
  const found: { candidate: TargetCandidate; centreLineMm: number; index: number }[] = [];
  for (const target of geometries) {
    if (target === firer) continue;
    const candidate = evaluateCandidate(
      firer,
      arc,
      target,
      limits,
      minDistanceSq(firer.masts, target.masts),
    );
    if (!candidate) continue;
    found.push({
      candidate,
      centreLineMm: distanceToCentreLine(arc, target.mainmast),
      index: target.index,
    });
  }
  found.sort((a, b) =>
    compareTargets(
      a.candidate.rangeMm,
      a.centreLineMm,
      a.index,
      b.candidate.rangeMm,
      b.centreLineMm,
      b.index,
    ),
  );
  return selectTargets(found.map((f) => f.candidate));
}

// FP-6.2 / D-11 / D-18 / FP-6.4 targets of one broadside; friends count too (an ordered broadside fires).
export function broadsideTargets(
  ships: readonly TableShip[],
  firerId: string,
  side: Side,
  options: ArcOptions = {},
): TargetingResult {
  const { arcDeg, scale } = resolveArcOptions(options);
  const geometries = shipGeometries(ships);
  const firer = geometries.find((g) => g.ship.id === firerId);
  if (!firer) throw new RuleError(`no ship with id "${firerId}"`);
  return targetsFromGeometry(geometries, firer, side, arcDeg, scale);
}

// FP-6.2 every ship's two broadsides, the plain way: the oracle and the benchmark baseline.
export function allPairsTargetsNaive(
  ships: readonly TableShip[],
  options: ArcOptions = {},
): ShipTargets[] {
  resolveArcOptions(options);
  shipGeometries(ships);
  return ships.map((ship) => ({
    id: ship.id,
    port: broadsideTargets(ships, ship.id, 'port', options),
    starboard: broadsideTargets(ships, ship.id, 'starboard', options),
  }));
}
