// Issue 13: the AI captain of one ship (the duel's, and each battle ship's through
// fleet-captain.ts). It writes that ship's FP-3 orders (fire fighting, sail, course, broadsides)
// choosing only among what the core allows - ordersAvailable (FP-3 / FP-2.5 / FP-8.2),
// sailSettingsAvailable and one step at a time (FP-5.1), legalCourseChanges (FP-5.5 / FP-5.4 /
// FP-6.6) - and looks ahead with the core's own movement (FP-5.7 / FP-5.8) and targeting (FP-6.2 /
// FP-6.4). Each decision carries a one-line reason. Contact and boarding are in board-captain.ts
// (SD-157); the options' orders (OR-5 tacks, OR-6 guns, OR-9 jury rig) in captain-options.ts and
// navigation-captain.ts; no Fast Play tack or repairs here (SD-141's part that still stands).
import { currentBf, dcLost, isDismasted, isSinking, type HullSide } from '../damage.js';
import { fireCount } from '../fire.js';
import { mastToMastRange } from '../geometry/range.js';
import { pivotTurn, sweepStraightMoveShared } from '../geometry/movement.js';
import { placedShipAt } from './placed-at-scale.js';
import type { Pose, TableShip } from '../geometry/ship-shape.js';
import type { ArcShape } from '../geometry/arc.js';
import { headingVector } from '../geometry/vec.js';
import { minDistanceSq } from '../geometry/range.js';
import { evaluateCandidate, type ShipGeometry } from '../geometry/targeting.js';
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { ordersAvailable, type OrderName, type OrdersAvailableInput } from '../orders-available.js';
import { sailSettingsAvailable } from '../sail-available.js';
import { headingDegrees, relativeToWind, rudderForcesBearAway } from '../sailing.js';
import { shipSpeed } from '../speed.js';
import { SAIL_SETTINGS, type SailSetting, type WindStrength } from '../tables/sailing.js';
import { NAV_SCALE_FACTOR } from '../tables/navigation.js';
import type { Scale } from '../tables/ships.js';
import {
  isHeld,
  sideIndex,
  otherSide,
  tableShip,
  type DuelSide,
  type DuelState,
  type SimShip,
} from './duel-state.js';
import {
  abilitaModifierTotal,
  expectedWithBf,
  firingCeiling,
  firingCeilings,
  scanFiringPoints,
} from './firing-point.js';
import { courseHeadings, SPEEDS, speedKey } from './captain-cache.js';
import { reason, type Reason, type TurnWord } from './reasons.js';

export interface FireOrder {
  side: HullSide;
  /** FP-6.2 the order names hull or rigging, never the target. */
  aim: 'hull' | 'rigging';
  reason: Reason;
}

/** One ship's written orders for its part of the turn (FP-3), with a reason per decision. */
export interface CaptainOrders {
  ship: DuelSide;
  /** The FP-3 order flags given (a subset of ordersAvailable). */
  orders: OrderName[];
  /** The sail setting aimed for (the current one when no sail order). */
  sail: SailSetting;
  /** The heading aimed for (a compass index; the current one when no course order). */
  heading: number;
  fire: FireOrder[];
  reasons: {
    fire: Reason;
    sail: Reason;
    course: Reason;
    guns: Reason[];
    /** SD-157 held in contact or boarding: why she unfouls, boards or stays (absent otherwise). */
    contact?: Reason;
  };
}

/**
 * SD-204 the table the captain plans on: its scale (HR-2: every distance x 0.4 at 1:3000) and the wind's
 * strength (FP-A1). A duel and a battle of the simulation play 1:1200 in a breeze (SD-140); the Foundry
 * AI seat passes its scene's.
 */
export interface CaptainTable {
  scale: Scale;
  strength: WindStrength;
  /**
   * OR-5 the whole turn's move at a sail setting when the table reckons it otherwise than Fast Play
   * (the Foundry AI seat: the navigation table's two segments, ai-or5-plan.ts); absent: Fast Play.
   */
  turnMoveMm?: (sail: SailSetting) => number;
}

export const SIM_TABLE: Readonly<CaptainTable> = { scale: 1200, strength: 'breeze' };

/** FP-5.1 one step up or down per turn; only settings the core lists for this ship. */
export function sailChoices(s: SimShip): SailSetting[] {
  const available = sailSettingsAvailable({
    sail: s.sail,
    dismasted: isDismasted(s.profile, s.damage),
    sinking: isSinking(s.profile, s.damage),
  });
  const at = SAIL_SETTINGS.indexOf(s.sail);
  return available.filter((x) => Math.abs(SAIL_SETTINGS.indexOf(x) - at) <= 1);
}

/** FP-5.2 / FP-5.3 / FP-A1 / HR-2 this ship's allowance at a sail setting (0 when dismasted or furled). */
export function allowanceMm(
  s: SimShip,
  sail: SailSetting,
  table: Readonly<CaptainTable> = SIM_TABLE,
): number {
  if (isDismasted(s.profile, s.damage)) return 0;
  if (table.turnMoveMm) return table.turnMoveMm(sail);
  const rdcLost = dcLost(s.profile, s.damage).rigging;
  const halfSpeed = s.halfSpeed || (s.sail === 'furled' && sail !== 'furled');
  // Asked three times a part: each set of inputs the table knows is worked out once (else afresh).
  const key = speedKey(sail, rdcLost, s.profile.masts, s.profile.rdc, halfSpeed, table);
  const known = key < 0 ? undefined : SPEEDS.get(key);
  if (known !== undefined) return known;
  const mm = shipSpeed({
    sail,
    rdcLost,
    masts: s.profile.masts,
    rdc: s.profile.rdc,
    halfSpeed,
    wind: table.strength,
    scale: table.scale,
  }).speedMm;
  if (key >= 0) SPEEDS.set(key, mm);
  return mm;
}

/**
 * The range the captain wants after its move: short with the better gunnery, medium otherwise (90 and
 * 300 mm at 1:1200, inside the FP-6.1 short and medium bands; SD-204 x `k`, HR-2's 0.4 at 1:3000).
 */
function preferredRange(
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

interface Plan {
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
}

const SIDES = ['port', 'starboard'] as const;

function lookAhead(
  me: SimShip,
  enemy: SimShip,
  mods: LookAhead['mods'],
  wind: number,
  scale: Scale,
): LookAhead {
  const placed = placedShipAt(enemy.id, enemy.body, enemy.pose.headingDeg, 1, scale);
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
  };
}

/** A blank plan for planMove to fill (every field set, so every plan has one object shape). */
function blankPlan(): Plan {
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
const PLANS: readonly [Plan, Plan, Plan] = [blankPlan(), blankPlan(), blankPlan()];

/**
 * Looks one move ahead: turn (D-8 pivot), sail straight (FP-5.7) to contact at most (FP-5.8). The
 * answer is written into `out` (the captain reuses three plans - current, best, next - not one a heading).
 */
function planMove(
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
  const turned =
    heading === me.heading ? me.pose : pivotTurn(me.pose, me.body, headingDegrees(heading));
  const sweep = sweepStraightMoveShared(tableShip(me, turned), speed, ctx.enemyOnTable);
  // Her shape on the new heading, placed at the end first (the enemy's answer and the range), then at
  // each firing point looked at (which moves only the masts and the arc's apex).
  const placed = placedShipAt(me.id, me.body, turned.headingDeg, 0, ctx.scale);
  // What the enemy, standing where she is, could answer with against the end position.
  placed.placeAt(sweep.pose.x, sweep.pose.y);
  const afterGeom = placed.geometry;
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
  const gauge =
    (sweep.pose.x - enemy.pose.x) * ctx.upwind.x + (sweep.pose.y - enemy.pose.y) * ctx.upwind.y;
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
        rangeMm,
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
  out.end = sweep.pose;
  out.moved = sweep.distanceMm;
  out.contact = contact;
  out.threat = threat;
  out.rangeMm = rangeMm;
  out.gauge = gauge;
  out.rakes = rakes;
  out.score = score;
  return out;
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

function courseReason(
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

/**
 * FP-3 the orders the core lets this ship give (the captain's own call, for the irons check); `options`
 * adds what the optional rules in play say of her (OR-6 guns, OR-9 wreck and jury rig).
 */
export function shipOrdersAvailable(
  s: SimShip,
  options?: Pick<OrdersAvailableInput, 'fullGunnery' | 'wreckDown' | 'juryRig'>,
) {
  return ordersAvailable({
    captured: false,
    struck: s.fate === 'struck',
    sinking: s.fate !== 'afloat' || isSinking(s.profile, s.damage),
    dismasted: isDismasted(s.profile, s.damage),
    riggingRepaired: s.damage.riggingRepaired,
    fireship: false,
    fireshipLit: false,
    struckMayFightFire: false,
    ...options,
  });
}

/** Issue 13: the orders of `side`'s ship for its part of the turn, each decision with its reason. */
export function captainOrders(
  state: DuelState,
  side: DuelSide,
  table: Readonly<CaptainTable> = SIM_TABLE,
): CaptainOrders {
  const me = state.ships[sideIndex(side)];
  const enemy = state.ships[sideIndex(otherSide(side))];
  const available = shipOrdersAvailable(me);
  const orders: OrderName[] = [];
  const out: CaptainOrders = {
    ship: side,
    orders,
    sail: me.sail,
    heading: me.heading,
    fire: [],
    // Sail and course read 'can no longer act' only until decided below (the early return keeps them).
    reasons: {
      fire: reason('noFireOnBoard'),
      sail: reason('cannotAct'),
      course: reason('cannotAct'),
      guns: [],
    },
  };
  if (available.length === 0) return out;
  // FP-4.4 a burning ship must order fire fighting every turn: fight fires first.
  if (fireCount(me.fires) > 0 && available.includes('extinguish')) {
    orders.push('extinguish');
    out.reasons.fire = reason('fightFireFirst');
  }
  const range = mastToMastRange(me, enemy);
  const mods = { mine: abilitaModifierTotal(me), theirs: abilitaModifierTotal(enemy) };
  const k = NAV_SCALE_FACTOR[table.scale];
  const want = preferredRange(me, enemy, mods, k);
  // Sail: full to close or open a long gap, easy to manoeuvre and fight within medium range.
  const sails = sailChoices(me).filter((s) => {
    const step = SAIL_SETTINGS.indexOf(s) - SAIL_SETTINGS.indexOf(me.sail);
    return step === 0 || available.includes(step < 0 ? 'increaseSail' : 'decreaseSail');
  });
  const wantSail: SailSetting = Math.abs(range - want.mm) > 250 * k ? 'full' : 'easy';
  const stepTowards = sails.includes(wantSail)
    ? wantSail
    : (sails.find((s) => s === 'easy') ?? me.sail);
  out.sail = stepTowards;
  if (out.sail !== me.sail) {
    const up = SAIL_SETTINGS.indexOf(out.sail) < SAIL_SETTINGS.indexOf(me.sail);
    orders.push(up ? 'increaseSail' : 'decreaseSail');
    const mm = Math.round(range);
    out.reasons.sail = up
      ? reason(range > want.mm ? 'makeSailToClose' : 'makeSailToOpen', {
          sail: out.sail,
          mm,
          why: want.why,
        })
      : reason('shortenSail', { sail: out.sail });
  } else out.reasons.sail = reason('keepSail', { sail: me.sail });
  // Course: the legal headings only, judged by one move of look-ahead. Held in contact (FP-5.8) she
  // fires from where she lies: the look-ahead does not move her (SD-157).
  const speed = isHeld(me) ? 0 : allowanceMm(me, out.sail, table);
  const ctx = lookAhead(me, enemy, mods, state.wind, table.scale);
  const current = planMove(me, enemy, me.heading, speed, want.mm, ctx, PLANS[0]);
  let best = current;
  // The plan the next heading is written into: never `current` nor `best`.
  let next = PLANS[1];
  if (me.rudderDamaged && rudderForcesBearAway(me.heading, state.wind, me.sail === 'furled')) {
    out.reasons.course = reason('rudderBearsAway');
  } else if (available.includes('changeCourse')) {
    for (const heading of courseHeadings(me.heading, state.wind, me.rudderDamaged)) {
      const p = planMove(me, enemy, heading, speed, want.mm, ctx, next, best.score);
      if (p.score > best.score + 1e-9) {
        // The plan passed over is free again, unless it is `current` (kept for the reason).
        next = best === current ? PLANS[2] : best;
        best = p;
      }
    }
    out.reasons.course = courseReason(me, state.wind, best, current, want.why, k);
    if (best.heading !== me.heading) {
      orders.push('changeCourse');
      out.heading = best.heading;
    }
  } else out.reasons.course = reason('cannotManoeuvre');
  // Fire: every broadside that will bear somewhere along the planned move, aimed at the hull.
  for (const s of ['port', 'starboard'] as const) {
    const order = s === 'port' ? 'firePort' : 'fireStarboard';
    if (!available.includes(order)) continue;
    if (best.dealt[s] <= 0) {
      out.reasons.guns.push(reason('holdBroadside', { side: s }));
      continue;
    }
    orders.push(order);
    const why = reason('fireAtHull', { side: s });
    out.fire.push({ side: s, aim: 'hull', reason: why });
    out.reasons.guns.push(why);
  }
  return out;
}
