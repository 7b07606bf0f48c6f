// Issue 13: the AI captain of one ship (the duel's, and each battle ship's through
// fleet-captain.ts). It writes that ship's FP-3 orders (fire fighting, sail, course, broadsides)
// choosing only among what the core allows - ordersAvailable (FP-3 / FP-2.5 / FP-8.2),
// sailSettingsAvailable and one step at a time (FP-5.1), legalCourseChanges (FP-5.5 / FP-5.4 /
// FP-6.6) - and looks ahead with the core's own movement (FP-5.7 / FP-5.8) and targeting (FP-6.2 /
// FP-6.4). Each decision carries a one-line reason. Contact and boarding are in board-captain.ts
// (SD-157); the options' orders (OR-5 tacks, OR-6 guns, OR-9 jury rig) in captain-options.ts and
// navigation-captain.ts; no Fast Play tack or repairs here (SD-141's part that still stands).
// The look-ahead that judges each heading is in captain-plan.ts.
import { dcLost, isDismasted, isSinking, type HullSide } from '../damage.js';
import { fireCount } from '../fire.js';
import { mastToMastRange } from '../geometry/range.js';
import { ordersAvailable, type OrderName, type OrdersAvailableInput } from '../orders-available.js';
import { sailSettingsAvailable } from '../sail-available.js';
import { isInIrons, rudderForcesBearAway } from '../sailing.js';
import { navigationCourseOrder } from '../navigation.js';
import { shipSpeed } from '../speed.js';
import { SAIL_SETTINGS, type SailSetting, type WindStrength } from '../tables/sailing.js';
import { NAV_SCALE_FACTOR } from '../tables/navigation.js';
import type { Scale } from '../tables/ships.js';
import {
  isHeld,
  sideIndex,
  otherSide,
  type DuelSide,
  type DuelState,
  type SimShip,
} from './duel-state.js';
import { abilitaModifierTotal, bestFiringPoint } from './firing-point.js';
import { courseHeadings, SPEEDS, speedKey } from './captain-cache.js';
import { reason, type Reason } from './reasons.js';
import { courseReason, lookAhead, planMove, PLANS, preferredRange } from './captain-plan.js';
import { spreadTurns } from './captain-options.js';

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
  /**
   * OR-5 / SD-54 / SD-279 the turn's move is one leg whose course change is spread: the first half
   * (rounded up) turned before it, the rest at its end (the AI seat planning segment 2). Absent: the
   * whole change, then the leg.
   */
  spreadCourse?: boolean;
  /**
   * OR-3 / SD-281 the straight move (mm) she makes on her heading before the look-ahead's start (segment
   * 1, ending where she is handed to the captain): a broadside may go off along it too (SD-212).
   */
  leadMm?: number;
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

/**
 * SD-281 a broadside bears on the enemy somewhere along the lead (segment 1's move on her heading, which
 * ends where the captain was handed her): the point the part would fire it from has a positive value.
 */
function bearsAlongLead(
  me: SimShip,
  enemy: SimShip,
  side: HullSide,
  leadMm: number,
  modifiers: number,
  ctx: ReturnType<typeof lookAhead>,
): boolean {
  const point = bestFiringPoint(
    me,
    enemy,
    side,
    me.pose,
    leadMm,
    modifiers,
    ctx.enemyGeom,
    ctx.scale,
  );
  return point.target !== null && point.expected > 0;
}

/** OR-5 / SD-54 the change from `from` to `to`, spread over the segments, is one the navigation allows. */
function navigationAllows(from: number, to: number, wind: number): boolean {
  return navigationCourseOrder({ heading: from, wind, turns: spreadTurns(from, to), inTable: true })
    .legal;
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
  const ctx = lookAhead(me, enemy, mods, state.wind, table.scale, table.spreadCourse === true);
  const current = planMove(me, enemy, me.heading, speed, want.mm, ctx, PLANS[0]);
  let best = current;
  // The plan the next heading is written into: never `current` nor `best`.
  let next = PLANS[1];
  if (me.rudderDamaged && rudderForcesBearAway(me.heading, state.wind, me.sail === 'furled')) {
    out.reasons.course = reason('rudderBearsAway');
  } else if (available.includes('changeCourse')) {
    // OR-5 / SD-281 planning a spread change she looks only at the changes the full-game navigation
    // allows, and in irons (FP-5.4) she takes the best of them even if staying would score more.
    const spread = table.spreadCourse === true;
    const mustLeave = spread && isInIrons(me.heading, state.wind);
    for (const heading of courseHeadings(me.heading, state.wind, me.rudderDamaged)) {
      if (spread && !navigationAllows(me.heading, heading, state.wind)) continue;
      const forced = mustLeave && best === current;
      const beat = forced ? Number.NEGATIVE_INFINITY : best.score;
      const p = planMove(me, enemy, heading, speed, want.mm, ctx, next, beat);
      if (forced || p.score > best.score + 1e-9) {
        // The plan passed over is free again, unless it is `current` (kept for the reason).
        next = best === current ? PLANS[2] : best;
        best = p;
      }
    }
    out.reasons.course =
      mustLeave && best !== current
        ? reason('bearAwayInIrons', { heading: best.heading })
        : courseReason(me, state.wind, best, current, want.why, k);
    if (best.heading !== me.heading) {
      orders.push('changeCourse');
      out.heading = best.heading;
    }
  } else out.reasons.course = reason('cannotManoeuvre');
  // Fire: every broadside that will bear somewhere along the planned move, aimed at the hull (SD-281:
  // or along segment 1's move before it, where the part fires it when it bears there, SD-212).
  const lead = table.leadMm ?? 0;
  for (const s of ['port', 'starboard'] as const) {
    const order = s === 'port' ? 'firePort' : 'fireStarboard';
    if (!available.includes(order)) continue;
    if (best.dealt[s] <= 0 && !(lead > 0 && bearsAlongLead(me, enemy, s, lead, mods.mine, ctx))) {
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
