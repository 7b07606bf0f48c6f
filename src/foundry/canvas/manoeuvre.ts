// The manoeuvre control's answers: which course changes a ship may make this turn (FP-5.4, FP-5.5,
// FP-5.6 tack steps, FP-6.6 rudder damage) and where the pivot (D-8) and straight move (FP-5.7,
// stopped by FP-5.8 contact) take it. Pure functions over the rules core.
import {
  basesInContact,
  headingDegrees,
  headingName,
  legalCourseChanges,
  pivotTurn,
  pointOfSail,
  relativeToWind,
  rudderBearAway,
  sweepStraightMove,
  tackTurn,
  type CompassPoint,
  type PointOfSail,
  type Pose,
  type SailSetting,
  type Tack,
  type TableShip,
  type TackState,
  type Wind,
} from '../../rules/index.js';

export type ManoeuvreKind = 'hold' | 'course' | 'tackStart' | 'tackComplete';

export interface ManoeuvreOption {
  /** Stable id for the control: `${kind}:${heading}`. */
  id: string;
  kind: ManoeuvreKind;
  heading: number;
  headingName: CompassPoint;
  r: number;
  pointOfSail: PointOfSail;
  tack: Tack;
  /** Signed points turned, clockwise positive. */
  turnPoints: number;
  turn: 'luff' | 'bearAway' | null;
  /** A gybe: bearing away past dead astern onto the other tack (FP-5.5 primes). */
  otherTack: boolean;
  /** Whether the straight move follows (tack steps do not move, FP-5.6). */
  moves: boolean;
  halfSpeed: boolean;
  /** The heading written in this turn's course-change order. */
  ordered: boolean;
  /** FP-6.6 the one-point bear-away a damaged rudder makes by itself (no order, no roll). */
  automatic: boolean;
}

export interface ManoeuvreInput {
  heading: number;
  wind: Wind | null;
  sail: SailSetting;
  rudderDamaged: boolean;
  tack: TackState;
  /** The target of this turn's change-course order, when one was written. */
  orderedHeading?: number | null;
}

export interface ManoeuvreChoice {
  options: ManoeuvreOption[];
  /** FP-5.4 / FP-6.6 the ship may not keep its heading this turn. */
  mustTurn: boolean;
  /** Why nothing is offered. */
  reason: 'noWind' | null;
}

function option(
  kind: ManoeuvreKind,
  heading: number,
  wind: Wind,
  fields: Partial<ManoeuvreOption>,
  orderedHeading: number | null,
): ManoeuvreOption {
  const { r, tack } = relativeToWind(heading, wind.direction);
  return {
    id: `${kind}:${heading}`,
    kind,
    heading,
    headingName: headingName(heading),
    r,
    pointOfSail: pointOfSail(r),
    tack,
    turnPoints: 0,
    turn: null,
    otherTack: false,
    moves: true,
    halfSpeed: false,
    ordered: kind === 'course' && orderedHeading === heading,
    automatic: false,
    ...fields,
  };
}

/**
 * FP-5.5 exactly the course changes legal this turn, plus keeping the heading when that is legal,
 * plus the FP-5.6 tack step due: from close-hauled a tack may start (3 points to head to wind, no
 * move); in stays only the second step is offered (3 more points, no move); the turn after a tack
 * moves at half speed. In irons (FP-5.4) or with a damaged rudder at r 3-4 (FP-6.6) the ship must
 * bear away (the rudder's one point is automatic, offered even in a battle's straight move); a damaged
 * rudder also forbids tacking (a tack passes through the wind).
 */
export function manoeuvreOptions(input: ManoeuvreInput): ManoeuvreChoice {
  const { heading, wind, tack } = input;
  if (!wind) return { options: [], mustTurn: false, reason: 'noWind' };
  const ordered = input.orderedHeading ?? null;
  if (tack.phase === 'inStays') {
    const step = tackTurn(tack, heading, wind.direction, 'ok');
    return {
      options: [
        option(
          'tackComplete',
          step.heading,
          wind,
          { turnPoints: tack.rotation * 3, moves: false },
          ordered,
        ),
      ],
      mustTurn: true,
      reason: null,
    };
  }
  const { r } = relativeToWind(heading, wind.direction);
  const halfSpeed = tack.phase === 'completed';
  const furled = input.sail === 'furled';
  const rudderTurn = input.rudderDamaged ? rudderBearAway(heading, wind.direction, furled) : null;
  const mustTurn = r <= 2 || rudderTurn !== null;
  const options: ManoeuvreOption[] = [];
  if (!mustTurn) options.push(option('hold', heading, wind, { halfSpeed }, ordered));
  for (const c of legalCourseChanges(heading, wind.direction, {
    rudderDamaged: input.rudderDamaged,
  })) {
    // FP-6.6 the rudder's bear-away is made by itself: it is the straight move's turn, not an order.
    const automatic = c.heading === rudderTurn;
    options.push(
      option(
        'course',
        c.heading,
        wind,
        { turnPoints: c.turnPoints, turn: c.kind, otherTack: c.otherTack, halfSpeed, automatic },
        ordered,
      ),
    );
  }
  if (tack.phase === 'none' && r === 3 && !input.rudderDamaged) {
    const step = tackTurn(tack, heading, wind.direction, 'ok');
    const rotation = step.state.phase === 'inStays' ? step.state.rotation : 1;
    options.push(
      option('tackStart', step.heading, wind, { turnPoints: rotation * 3, moves: false }, ordered),
    );
  }
  return { options, mustTurn, reason: null };
}

export interface MoveOutcome {
  /** Where the D-8 pivot leaves the ship (the start pose when the heading does not change). */
  pivotPose: Pose;
  finalPose: Pose;
  movedMm: number;
  /** Ships touching at the end (input order). */
  contactIds: string[];
  /** Ships whose new contact stopped the turn or the move: the FP-5.8 collision partners. */
  collidedIds: string[];
  /** The pivot itself swung the base into another ship; no straight move follows. */
  collidedOnTurn: boolean;
}

/**
 * FP-5.5 / D-8 pivot on the inside stern corner onto `headingIndex`, then FP-5.7 the straight move of
 * `distanceMm`, stopped at once by FP-5.8 base contact. A pivot that swings the base into a ship it
 * was not touching is a collision there: the ship stays at the pivot pose.
 */
export function moveResult(
  ship: TableShip,
  others: readonly TableShip[],
  headingIndex: number,
  distanceMm: number,
): MoveOutcome {
  const rest = others.filter((o) => o.id !== ship.id);
  const headingDeg = headingDegrees(headingIndex);
  const turning = Math.abs((((ship.pose.headingDeg - headingDeg) % 360) + 360) % 360) > 1e-9;
  const pivotPose = turning ? pivotTurn(ship.pose, ship.body, headingDeg) : { ...ship.pose };
  if (turning) {
    const touchedBefore = new Set(rest.filter((o) => basesInContact(ship, o)).map((o) => o.id));
    const pivoted = { ...ship, pose: pivotPose };
    const touching = rest.filter((o) => basesInContact(pivoted, o)).map((o) => o.id);
    const collided = touching.filter((id) => !touchedBefore.has(id));
    if (collided.length > 0) {
      return {
        pivotPose,
        finalPose: pivotPose,
        movedMm: 0,
        contactIds: touching,
        collidedIds: collided,
        collidedOnTurn: true,
      };
    }
  }
  const sweep = sweepStraightMove({ ...ship, pose: pivotPose }, distanceMm, rest);
  return {
    pivotPose,
    finalPose: sweep.pose,
    movedMm: sweep.distanceMm,
    contactIds: sweep.contactIds,
    collidedIds: sweep.blockingIds,
    collidedOnTurn: false,
  };
}
