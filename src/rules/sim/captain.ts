// Issue 13: the AI captain of one ship in a duel. It writes that ship's FP-3 orders (fire fighting,
// sail, course, broadsides) choosing only among what the core allows - ordersAvailable (FP-3 / FP-2.5 /
// FP-8.2), sailSettingsAvailable and one step at a time (FP-5.1), legalCourseChanges (FP-5.5 / FP-5.4 /
// FP-6.6) - and looks ahead with the core's own movement (FP-5.7 / FP-5.8) and targeting (FP-6.2 /
// FP-6.4). Each decision carries a one-line reason. Contact and boarding are in board-captain.ts
// (SD-157); no tacking or repairs (SD-141).
import { currentBf, dcLost, isDismasted, isSinking, type HullSide } from '../damage.js';
import { fireCount } from '../fire.js';
import { mastToMastRange } from '../geometry/range.js';
import { pivotTurn, sweepStraightMove } from '../geometry/movement.js';
import { placedShip } from '../geometry/placed-ship.js';
import type { Pose, TableShip } from '../geometry/ship-shape.js';
import type { ArcShape } from '../geometry/arc.js';
import { headingVector } from '../geometry/vec.js';
import { minDistanceSq } from '../geometry/range.js';
import { evaluateCandidate, type ShipGeometry } from '../geometry/targeting.js';
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { ordersAvailable, type OrderName } from '../orders-available.js';
import { sailSettingsAvailable } from '../sail-available.js';
import {
  headingDegrees,
  headingName,
  legalCourseChanges,
  relativeToWind,
  rudderForcesBearAway,
} from '../sailing.js';
import { shipSpeed } from '../speed.js';
import { SAIL_SETTINGS, type SailSetting } from '../tables/sailing.js';
import {
  isHeld,
  sideIndex,
  otherSide,
  tableShip,
  type DuelSide,
  type DuelState,
  type SimShip,
} from './duel-state.js';
import { abilitaModifierTotal, expectedWithBf, scanFiringPoints } from './firing-point.js';

export interface FireOrder {
  side: HullSide;
  /** FP-6.2 the order names hull or rigging, never the target. */
  aim: 'hull' | 'rigging';
  reason: string;
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
    fire: string;
    sail: string;
    course: string;
    guns: string[];
    /** SD-157 held in contact or boarding: why she unfouls, boards or stays (absent otherwise). */
    contact?: string;
  };
}

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

/** FP-5.2 / FP-5.3 this ship's allowance at a sail setting (0 when dismasted or furled). */
export function allowanceMm(s: SimShip, sail: SailSetting): number {
  if (isDismasted(s.profile, s.damage)) return 0;
  return shipSpeed({
    sail,
    rdcLost: dcLost(s.profile, s.damage).rigging,
    masts: s.profile.masts,
    rdc: s.profile.rdc,
    halfSpeed: s.halfSpeed || (s.sail === 'furled' && sail !== 'furled'),
  }).speedMm;
}

/** The range the captain wants after its move: short with the better gunnery, medium otherwise. */
function preferredRange(
  me: SimShip,
  enemy: SimShip,
  { mine, theirs }: { mine: number; theirs: number },
): { mm: number; why: string } {
  if (mine > theirs) return { mm: 90, why: 'close to short range: better crew' };
  if (mine === theirs && me.profile.bf >= enemy.profile.bf)
    return { mm: 90, why: 'close to short range: as good a crew, a broadside as heavy or heavier' };
  if (mine === theirs)
    return { mm: 300, why: 'keep to medium range: her broadside is the heavier' };
  return { mm: 300, why: 'keep to medium range: her crew is the better' };
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
}

const SIDES = ['port', 'starboard'] as const;

function lookAhead(me: SimShip, enemy: SimShip, mods: LookAhead['mods'], wind: number): LookAhead {
  const placed = placedShip(enemy.id, enemy.body, enemy.pose.headingDeg, 1);
  placed.placeAt(enemy.pose.x, enemy.pose.y);
  return {
    mods,
    upwind: headingVector(headingDegrees(wind)),
    enemyGeom: placed.geometry,
    enemyArcs: { port: placed.port, starboard: placed.starboard },
    enemyOnTable: [tableShip(enemy)],
    myBf: {
      port: currentBf(me.profile, me.damage, 'port'),
      starboard: currentBf(me.profile, me.damage, 'starboard'),
    },
    herBf: {
      port: currentBf(enemy.profile, enemy.damage, 'port'),
      starboard: currentBf(enemy.profile, enemy.damage, 'starboard'),
    },
  };
}

/** Looks one move ahead: turn (D-8 pivot), sail straight (FP-5.7) to contact at most (FP-5.8). */
function planMove(
  me: SimShip,
  enemy: SimShip,
  heading: number,
  speed: number,
  want: number,
  ctx: LookAhead,
): Plan {
  const { mods } = ctx;
  const turned =
    heading === me.heading ? me.pose : pivotTurn(me.pose, me.body, headingDegrees(heading));
  const sweep = sweepStraightMove(tableShip(me, turned), speed, ctx.enemyOnTable);
  // Her shape on the new heading, placed at each point looked at (the firing points, then the end).
  const placed = placedShip(me.id, me.body, turned.headingDeg);
  const dealt = { port: 0, starboard: 0 };
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
    );
    dealt[side] = point.expected;
    rakes ||= point.target?.rake != null;
  }
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
      RANGE_LIMITS_MM[1200],
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
  const score =
    dealt.port +
    dealt.starboard -
    0.6 * threat -
    Math.abs(rangeMm - want) / 25 +
    GAUGE_WEIGHT * Math.max(-1, Math.min(1, gauge / 100)) -
    (contact ? 1000 : 0);
  return {
    heading,
    end: sweep.pose,
    moved: sweep.distanceMm,
    contact,
    dealt,
    threat,
    rangeMm,
    gauge,
    rakes,
    score,
  };
}

function courseReason(
  me: SimShip,
  wind: number,
  best: Plan,
  current: Plan,
  rangeWhy: string,
): string {
  const name = headingName(best.heading);
  if (best.heading === me.heading)
    return `hold the course ${headingName(me.heading)}: no better heading`;
  const before = relativeToWind(me.heading, wind).r;
  const after = relativeToWind(best.heading, wind).r;
  const turn = after > before ? 'bear away' : after < before ? 'luff' : 'gybe';
  if (current.contact && !best.contact)
    return `${turn} to ${name}: steer clear of her (no boarding)`;
  const gain = (s: HullSide) => best.dealt[s] - current.dealt[s];
  const side: HullSide = gain('port') >= gain('starboard') ? 'port' : 'starboard';
  if (best.rakes && !current.rakes) return `${turn} to ${name} to rake her`;
  if (gain(side) > 0.5) return `${turn} to ${name} to bring the ${side} broadside to bear`;
  if (best.threat + 0.5 < current.threat) return `${turn} to ${name} to get out of her arc`;
  if (best.gauge > current.gauge + 20 && best.gauge > 0)
    return `${turn} to ${name} to ${current.gauge > 0 ? 'keep' : 'gain'} the wind gauge`;
  return `${turn} to ${name}: ${rangeWhy}`;
}

/** FP-3 the orders the core lets this ship give (the captain's own call, for the irons check). */
export function shipOrdersAvailable(s: SimShip) {
  return ordersAvailable({
    captured: false,
    struck: s.fate === 'struck',
    sinking: s.fate !== 'afloat' || isSinking(s.profile, s.damage),
    dismasted: isDismasted(s.profile, s.damage),
    riggingRepaired: s.damage.riggingRepaired,
    fireship: false,
    fireshipLit: false,
    struckMayFightFire: false,
  });
}

/** Issue 13: the orders of `side`'s ship for its part of the turn, each decision with its reason. */
export function captainOrders(state: DuelState, side: DuelSide): CaptainOrders {
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
    reasons: { fire: 'no fire on board', sail: '', course: '', guns: [] },
  };
  if (available.length === 0) {
    out.reasons.sail = out.reasons.course = 'no orders: she can no longer act';
    return out;
  }
  // FP-4.4 a burning ship must order fire fighting every turn: fight fires first.
  if (fireCount(me.fires) > 0 && available.includes('extinguish')) {
    orders.push('extinguish');
    out.reasons.fire = 'fight the fire first: it costs Abilità and may reach the magazine';
  }
  const range = mastToMastRange(me, enemy);
  const mods = { mine: abilitaModifierTotal(me), theirs: abilitaModifierTotal(enemy) };
  const want = preferredRange(me, enemy, mods);
  // Sail: full to close or open a long gap, easy to manoeuvre and fight within medium range.
  const sails = sailChoices(me).filter((s) => {
    const step = SAIL_SETTINGS.indexOf(s) - SAIL_SETTINGS.indexOf(me.sail);
    return step === 0 || available.includes(step < 0 ? 'increaseSail' : 'decreaseSail');
  });
  const wantSail: SailSetting = Math.abs(range - want.mm) > 250 ? 'full' : 'easy';
  const stepTowards = sails.includes(wantSail)
    ? wantSail
    : (sails.find((s) => s === 'easy') ?? me.sail);
  out.sail = stepTowards;
  if (out.sail !== me.sail) {
    const up = SAIL_SETTINGS.indexOf(out.sail) < SAIL_SETTINGS.indexOf(me.sail);
    orders.push(up ? 'increaseSail' : 'decreaseSail');
    out.reasons.sail = up
      ? `make ${out.sail} sail to ${range > want.mm ? 'close' : 'open'} the range (${Math.round(range)} mm): ${want.why}`
      : `shorten to ${out.sail} sail: handier within fighting range`;
  } else out.reasons.sail = `keep ${me.sail} sail`;
  // Course: the legal headings only, judged by one move of look-ahead. Held in contact (FP-5.8) she
  // fires from where she lies: the look-ahead does not move her (SD-157).
  const speed = isHeld(me) ? 0 : allowanceMm(me, out.sail);
  const ctx = lookAhead(me, enemy, mods, state.wind);
  const current = planMove(me, enemy, me.heading, speed, want.mm, ctx);
  let best = current;
  if (me.rudderDamaged && rudderForcesBearAway(me.heading, state.wind, me.sail === 'furled')) {
    out.reasons.course = 'no course order: the damaged rudder bears her away';
  } else if (available.includes('changeCourse')) {
    for (const c of legalCourseChanges(me.heading, state.wind, {
      rudderDamaged: me.rudderDamaged,
    })) {
      const p = planMove(me, enemy, c.heading, speed, want.mm, ctx);
      if (p.score > best.score + 1e-9) best = p;
    }
    out.reasons.course = courseReason(me, state.wind, best, current, want.why);
    if (best.heading !== me.heading) {
      orders.push('changeCourse');
      out.heading = best.heading;
    }
  } else out.reasons.course = 'no course order: she cannot manoeuvre';
  // Fire: every broadside that will bear somewhere along the planned move, aimed at the hull.
  for (const s of ['port', 'starboard'] as const) {
    const order = s === 'port' ? 'firePort' : 'fireStarboard';
    if (!available.includes(order)) continue;
    if (best.dealt[s] <= 0) {
      out.reasons.guns.push(`hold the ${s} broadside: she will not bear`);
      continue;
    }
    orders.push(order);
    const reason = `fire ${s} at the hull: every hull DC lost costs her guns and nerve`;
    out.fire.push({ side: s, aim: 'hull', reason });
    out.reasons.guns.push(reason);
  }
  return out;
}
