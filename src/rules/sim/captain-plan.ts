// Issue 13: the AI captain's look-ahead, split from captain.ts to keep files small: the range it wants
// (FP-6.1 bands; SD-204 / HR-2 x 0.4 at 1:3000), one move planned per legal heading - turn (D-8 pivot),
// sail straight (FP-5.7) to contact at most (FP-5.8), the broadsides that bear (FP-6.2 / FP-6.4) and
// the enemy's answer - judged with the wind gauge (SD-144), and the reason for the course chosen.
// captainOrders (captain.ts) calls it; nothing here writes orders. Under OR-5 (SD-54 / SD-279) a
// change of two points or more is planned as the referee turns it: the leg on the first half, the rest
// pivoted at its end.
import { placedShip } from '../geometry/placed-ship.js';
import { currentBf, type HullSide } from '../damage.js';
import { pivotTurn, sweepStraightMoveShared } from '../geometry/movement.js';
import type { Pose, TableShip } from '../geometry/ship-shape.js';
import type { ArcShape } from '../geometry/arc.js';
import { headingVector } from '../geometry/vec.js';
import { minDistanceSq } from '../geometry/range.js';
import { evaluateCandidate, type ShipGeometry } from '../geometry/targeting.js';
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { headingDegrees, mod16, relativeToWind } from '../sailing.js';
import { NAV_SCALE_FACTOR } from '../tables/navigation.js';
import type { Scale } from '../tables/ships.js';
import { tableShip, type SimShip } from './duel-state.js';
import { expectedWithBf, scanFiringPoints } from './firing-point.js';
import { firingCeiling, firingCeilings } from './firing-ceiling.js';
import { reason, type Reason, type TurnWord } from './reasons.js';
import { spreadTurns } from './captain-options.js';

/**
 * The range the captain wants after its move: short with the better gunnery, medium otherwise (90 and
 * 300 mm at 1:1200, inside the FP-6.1 short and medium bands; SD-204 x `k`, HR-2's 0.4 at 1:3000).
 */
export function preferredRange(
  me: SimShip,
  enemy: SimShip,
  { mine, theirs }: { mine: number; theirs: number },
  k: number,
): { mm: number; why: Reason } {
  if (mine > theirs) return { mm: 90 * k, why: reason('rangeBetterCrew') };
  if (mine === theirs && me.profile.bf >= enemy.profile.bf)
    return { mm: 90 * k, why: reason('rangeAsGoodHeavier') };
  if (mine === theirs) return { mm: 300 * k, why: reason('rangeHerBroadsideHeavier') };
  return { mm: 300 * k, why: reason('rangeHerCrewBetter') };
}

export interface Plan {
  heading: number;
  end: Pose;
  moved: number;
  contact: boolean;
  dealt: Record<HullSide, number>;
  threat: number;
  rangeMm: number;
  /** mm to windward of her at the end of the move (negative: to leeward). */
  gauge: number;
  /** A broadside rakes her somewhere along the move (FP-6.4). */
  rakes: boolean;
  score: number;
}

/** SD-144 what holding the wind gauge is worth, in points of expected damage (100 mm or more). */
const GAUGE_WEIGHT = 1.5;

/** What the look-ahead reuses for every heading: the enemy stands still during this ship's part. */
interface LookAhead {
  mods: { mine: number; theirs: number };
  /** Unit vector towards where the wind comes from. */
  upwind: { x: number; y: number };
  /** The enemy where she stands (her shape in the placed-ship cache's slot 1: valid for this part). */
  enemyGeom: ShipGeometry;
  enemyArcs: Record<HullSide, ArcShape>;
  /** The enemy as the one other ship of the straight move (FP-5.8). */
  enemyOnTable: TableShip[];
  /** FP-6.3 each side's current BF, mine and hers. */
  myBf: Record<HullSide, number>;
  herBf: Record<HullSide, number>;
  /** SD-204 the table's scale, and HR-2's factor on the captain's own distances (1 at 1:1200). */
  scale: Scale;
  k: number;
  /** firingCeilings of each side of hers at the enemy (her BF, the enemy's sail, her modifiers). */
  ceilings: Record<HullSide, readonly number[]>;
  /**
   * OR-5 / SD-54 / SD-279 the move looked ahead is the leg sailed after the first half of the change
   * (rounded up, spreadTurns), the rest turned at its end (false: the whole change, then the leg).
   */
  spread: boolean;
}

const SIDES = ['port', 'starboard'] as const;

export function lookAhead(
  me: SimShip,
  enemy: SimShip,
  mods: LookAhead['mods'],
  wind: number,
  scale: Scale,
  /** OR-5 / SD-279 the course change is spread over the leg (CaptainTable.spreadCourse). */
  spread = false,
): LookAhead {
  const placed = placedShip(enemy.id, enemy.body, enemy.pose.headingDeg, 1, scale);
  placed.placeAt(enemy.pose.x, enemy.pose.y);
  const myBf = {
    port: currentBf(me.profile, me.damage, 'port'),
    starboard: currentBf(me.profile, me.damage, 'starboard'),
  };
  return {
    mods,
    upwind: headingVector(headingDegrees(wind)),
    enemyGeom: placed.geometry,
    enemyArcs: { port: placed.port, starboard: placed.starboard },
    enemyOnTable: [tableShip(enemy)],
    myBf,
    herBf: {
      port: currentBf(enemy.profile, enemy.damage, 'port'),
      starboard: currentBf(enemy.profile, enemy.damage, 'starboard'),
    },
    scale,
    k: NAV_SCALE_FACTOR[scale],
    ceilings: {
      port: firingCeilings(myBf.port, enemy.sail, mods.mine),
      starboard: firingCeilings(myBf.starboard, enemy.sail, mods.mine),
    },
    spread,
  };
}

/** A blank plan for planMove to fill (every field set, so every plan has one object shape). */
export function blankPlan(): Plan {
  return {
    heading: 0,
    end: { x: 0, y: 0, headingDeg: 0 },
    moved: 0,
    contact: false,
    dealt: { port: 0, starboard: 0 },
    threat: 0,
    rangeMm: 0,
    gauge: 0,
    rakes: false,
    score: 0,
  };
}

/**
 * The three plans captainOrders fills (synchronous and never re-entered; no plan outlives the call,
 * only numbers and reasons read from them): current, best and the next heading's.
 */
export const PLANS: readonly [Plan, Plan, Plan] = [blankPlan(), blankPlan(), blankPlan()];

/**
 * Looks one move ahead: turn (D-8 pivot), sail straight (FP-5.7) to contact at most (FP-5.8). The
 * answer is written into `out` (the captain reuses three plans - current, best, next - not one a heading).
 */
export function planMove(
  me: SimShip,
  enemy: SimShip,
  heading: number,
  speed: number,
  want: number,
  ctx: LookAhead,
  out: Plan,
  /** The score to beat: a plan that provably cannot exceed it by 1e-9 is left unfinished (score -Infinity). */
  beat = Number.NEGATIVE_INFINITY,
): Plan {
  const { mods } = ctx;
  // OR-5 / SD-54 / SD-279 the leg is sailed on the first half of a spread change (one point: all of it).
  const legHeading = ctx.spread ? mod16(me.heading + spreadTurns(me.heading, heading)[0]) : heading;
  const turned =
    legHeading === me.heading ? me.pose : pivotTurn(me.pose, me.body, headingDegrees(legHeading));
  const sweep = sweepStraightMoveShared(tableShip(me, turned), speed, ctx.enemyOnTable);
  // Her shape on the leg's heading, placed at the leg's end first (the enemy's answer and the range),
  // then at each firing point looked at (which moves only the masts and the arc's apex).
  const placed = placedShip(me.id, me.body, turned.headingDeg, 0, ctx.scale);
  placed.placeAt(sweep.pose.x, sweep.pose.y);
  // SD-279 the rest of a spread change is pivoted at the leg's end (D-8): the end she is left at.
  const end = legHeading === heading ? sweep.pose : restTurned(sweep.pose, me, heading);
  // What the enemy, standing where she is, could answer with against the end position (SD-279: after
  // the rest is turned, her shape in slot 2, which the firing points below do not move).
  const afterGeom = legHeading === heading ? placed.geometry : endShape(me, end, ctx.scale);
  let threat = 0;
  for (const side of SIDES) {
    const firer = ctx.enemyGeom;
    const c = evaluateCandidate(
      firer,
      ctx.enemyArcs[side],
      afterGeom,
      RANGE_LIMITS_MM[ctx.scale],
      minDistanceSq(firer.masts, afterGeom.masts),
    );
    // Her sail is the one she has now (the look-ahead never counted the sail order).
    if (c) threat = Math.max(threat, expectedWithBf(ctx.herBf[side], me.sail, c, mods.theirs));
  }
  // mastToMastRange of the end position and the enemy, from the same mast points.
  const rangeMm = Math.sqrt(minDistanceSq(afterGeom.masts, ctx.enemyGeom.masts));
  const contact = sweep.blockingIds.length > 0 || sweep.contactIds.length > 0;
  // The wind gauge: how far to windward of her she ends (mm along the direction the wind comes from).
  const gauge = (end.x - enemy.pose.x) * ctx.upwind.x + (end.y - enemy.pose.y) * ctx.upwind.y;
  // The range at the leg's end, which bounds the firing points along it (the end's range when unturned).
  const legRangeMm =
    legHeading === heading
      ? rangeMm
      : Math.sqrt(minDistanceSq(placed.geometry.masts, ctx.enemyGeom.masts));
  const dealt = out.dealt;
  if (beat > Number.NEGATIVE_INFINITY) {
    // The score below with each side's damage replaced by its ceiling: no smaller than the score itself.
    let most = 0;
    for (const side of SIDES)
      most += firingCeiling(
        placed,
        me,
        enemy,
        side,
        sweep.pose,
        sweep.distanceMm,
        ctx.enemyGeom,
        legRangeMm,
        ctx.ceilings[side],
        ctx.scale,
      );
    if (!(planScore(most, threat, rangeMm, want, gauge, contact, ctx.k) > beat + 1e-9)) {
      out.score = Number.NEGATIVE_INFINITY;
      return out;
    }
  }
  dealt.port = 0;
  dealt.starboard = 0;
  let rakes = false;
  for (const side of SIDES) {
    // The firer's course and position are the plan's (end, heading); the rest of `me` is unchanged.
    const point = scanFiringPoints(
      placed,
      me,
      enemy,
      side,
      sweep.pose,
      sweep.distanceMm,
      mods.mine,
      ctx.enemyGeom,
      ctx.myBf[side],
      ctx.scale,
    );
    dealt[side] = point.expected;
    rakes ||= point.target?.rake != null;
  }
  const score = planScore(
    dealt.port + dealt.starboard,
    threat,
    rangeMm,
    want,
    gauge,
    contact,
    ctx.k,
  );
  out.heading = heading;
  out.end = end;
  out.moved = sweep.distanceMm;
  out.contact = contact;
  out.threat = threat;
  out.rangeMm = rangeMm;
  out.gauge = gauge;
  out.rakes = rakes;
  out.score = score;
  return out;
}

/** SD-279 the rest of a spread change, pivoted at the leg's end as the referee turns it (D-8). */
function restTurned(legEnd: Pose, me: SimShip, heading: number): Pose {
  return pivotTurn(legEnd, me.body, headingDegrees(heading));
}

/** SD-279 her shape at the end of a spread change (slot 2: the firing points move slot 0's). */
function endShape(me: SimShip, end: Pose, scale: Scale): ShipGeometry {
  const shape = placedShip(me.id, me.body, end.headingDeg, 2, scale);
  shape.placeAt(end.x, end.y);
  return shape.geometry;
}

// The look-ahead's judgement of a plan (the same expression for its score and for its bound).
function planScore(
  dealt: number,
  threat: number,
  rangeMm: number,
  want: number,
  gauge: number,
  contact: boolean,
  k: number,
): number {
  return (
    dealt -
    0.6 * threat -
    Math.abs(rangeMm - want) / (25 * k) +
    GAUGE_WEIGHT * Math.max(-1, Math.min(1, gauge / (100 * k))) -
    (contact ? 1000 : 0)
  );
}

export function courseReason(
  me: SimShip,
  wind: number,
  best: Plan,
  current: Plan,
  why: Reason,
  k: number,
): Reason {
  const heading = best.heading;
  if (best.heading === me.heading) return reason('holdCourse', { heading: me.heading });
  const before = relativeToWind(me.heading, wind).r;
  const after = relativeToWind(best.heading, wind).r;
  const turn: TurnWord = after > before ? 'bearAway' : after < before ? 'luff' : 'gybe';
  if (current.contact && !best.contact) return reason('turnClear', { turn, heading });
  const gain = (s: HullSide) => best.dealt[s] - current.dealt[s];
  const side: HullSide = gain('port') >= gain('starboard') ? 'port' : 'starboard';
  if (best.rakes && !current.rakes) return reason('turnToRake', { turn, heading });
  if (gain(side) > 0.5) return reason('turnToBear', { turn, heading, side });
  if (best.threat + 0.5 < current.threat) return reason('turnOutOfArc', { turn, heading });
  if (best.gauge > current.gauge + 20 * k && best.gauge > 0)
    return reason(current.gauge > 0 ? 'turnKeepGauge' : 'turnGainGauge', { turn, heading });
  return reason('turnForRange', { turn, heading, why });
}
