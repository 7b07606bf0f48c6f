// Issue 13 / SD-157: the AI captain's seamanship in contact and boarding. Held in contact (FP-5.8) it
// boards an enemy it judges it can take or a struck one, fights on a melee it cannot leave (FP-7.3),
// and otherwise orders unfoul; free, it lays aboard at easy sail (D-19) an enemy it judges it can take
// this very move. Its judgement is the core's own FP-7.5 melee modifiers and outcome bands over the
// 216 throws of 3d6; each decision carries a one-line reason.
import { meleeModifiers, meleeOutcome } from '../boarding.js';
import type { ContactKind } from '../contact.js';
import { fireCount } from '../fire.js';
import { pivotTurn, sweepStraightMoveShared } from '../geometry/movement.js';
import { sumModifiers, type Modifier } from '../modifiers.js';
import { ORDER_NAMES, type OrderName } from '../orders-available.js';
import {
  headingDegrees,
  legalCourseChanges,
  relativeToWind,
  rudderForcesBearAway,
} from '../sailing.js';
import { NAV_SCALE_FACTOR } from '../tables/navigation.js';
import { SAIL_SETTINGS } from '../tables/sailing.js';
import { testDiceModifier } from '../tests-dice.js';
import { allowanceMm, captainOrders, sailChoices, shipOrdersAvailable } from './captain.js';
import type { CaptainOrders, CaptainTable } from './captain.js';
import {
  isHeld,
  otherSide,
  sideIndex,
  type DuelSide,
  type DuelState,
  type SimShip,
} from './duel-state.js';
import { meleeParty } from './part-contact.js';
import { reason, type Reason } from './reasons.js';
import { packedMap } from '../packed-map.js';

/** How many of the 216 throws of 3d6 give each total (index = total). */
const WAYS_3D6: readonly number[] = (() => {
  const ways = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c]!++;
  return ways;
})();

export interface MeleeOdds {
  /** FP-7.5 the sum of the circumstance modifiers (supporters not counted). */
  bonus: number;
  /** Chance that one melee test carries her (>= 3) and that it is repelled (<= 0). */
  capture: number;
  repel: number;
  /** The modifiers (the reason names them). */
  mods: readonly Modifier[];
}

/** Chances of carrying her and of being repelled for each circumstance total, from the core's bands. */
const CHANCES = new Map<number, { capture: number; repel: number }>();
function chancesFor(bonus: number): { capture: number; repel: number } {
  let c = CHANCES.get(bonus);
  if (c) return c;
  let capture = 0;
  let repel = 0;
  for (let total = 3; total <= 18; total++) {
    const outcome = meleeOutcome(testDiceModifier(total) + bonus);
    if (outcome === 'captured') capture += WAYS_3D6[total]!;
    if (outcome === 'repelled') repel += WAYS_3D6[total]!;
  }
  c = { capture: capture / 216, repel: repel / 216 };
  CHANCES.set(bonus, c);
  return c;
}

/**
 * The last few answers, by the identity of each ship's profile and damage record (a record is replaced,
 * never changed in place): the captain asks again every part while nothing changed.
 */
interface OddsMemo {
  me: SimShip['profile'];
  myDamage: SimShip['damage'];
  her: SimShip['profile'];
  herDamage: SimShip['damage'];
  odds: MeleeOdds;
}
const MEMO: Array<OddsMemo | undefined> = [undefined, undefined, undefined, undefined];
let memoNext = 0;

/** FP-7.5 the odds of one melee test `me` would take against `enemy` (the core's modifiers and bands). */
export function meleeOdds(me: SimShip, enemy: SimShip): MeleeOdds {
  for (const m of MEMO)
    if (
      m &&
      m.me === me.profile &&
      m.myDamage === me.damage &&
      m.her === enemy.profile &&
      m.herDamage === enemy.damage
    )
      return m.odds;
  const mods = meleeModifiers(meleeParty(me, 0), meleeParty(enemy, 0));
  const bonus = sumModifiers(mods);
  const { capture, repel } = chancesFor(bonus);
  const odds = { bonus, capture, repel, mods };
  MEMO[memoNext] = {
    me: me.profile,
    myDamage: me.damage,
    her: enemy.profile,
    herDamage: enemy.damage,
    odds,
  };
  memoNext = (memoNext + 1) % MEMO.length;
  return odds;
}

/** SD-157 a boarding worth trying: at least an even chance to carry her in one melee test. */
export const BOARD_FROM_CAPTURE = 0.5;

export function worthBoarding(o: MeleeOdds): boolean {
  return o.capture >= BOARD_FROM_CAPTURE;
}

/** SD-157 the reason for boarding her: the odds and the modifiers behind them. */
export function boardReason(o: MeleeOdds): Reason {
  const mods = o.mods.map((m) => ({ key: m.key, label: m.label, value: m.value }));
  return reason('boardHer', { pct: Math.round(o.capture * 100), mods });
}

/** An order added in FP-4.2 column order (the order the list keeps). */
function withOrder(orders: readonly OrderName[], o: OrderName): OrderName[] {
  if (orders.includes(o)) return [...orders];
  return [...orders, o].sort((x, y) => ORDER_NAMES.indexOf(x) - ORDER_NAMES.indexOf(y));
}

/** A ship she touches, as the captain sees it. */
export interface ContactView {
  uid: string;
  ship: SimShip;
  /** Of the other side (a captured ship counts for her captor). */
  enemy: boolean;
  kind: ContactKind;
}

/**
 * SD-157 the orders of a ship held in contact, from the orders the captain would give where she lies
 * (`base`): board a struck enemy she touches (FP-7.2) or the afloat enemy she touches with the best
 * odds when worth it (parties prepared once, FP-7.2; one broadside only, FP-7.3; no course order);
 * locked in a melee she cannot leave, fight on (FP-7.3); else unfoul (FP-5.8), keeping the course
 * order, which stands only if she frees herself.
 */
export function heldOrders(
  me: SimShip,
  contacts: readonly ContactView[],
  base: CaptainOrders,
): CaptainOrders {
  const available = shipOrdersAvailable(me);
  const mayPrepare = me.partiesReady === true || available.includes('prepareBoarding');
  let board: { why: Reason; capture: number } | null = null;
  for (const c of contacts) {
    if (!c.enemy || !mayPrepare) continue;
    if (c.ship.fate === 'struck') {
      board = { why: reason('boardStruck'), capture: 2 };
      break;
    }
    if (c.ship.fate !== 'afloat') continue;
    const odds = meleeOdds(me, c.ship);
    if (!worthBoarding(odds) || (board && board.capture >= odds.capture)) continue;
    board = { why: boardReason(odds), capture: odds.capture };
  }
  const locked = me.melee !== undefined;
  let orders: OrderName[] = base.orders.filter((o) => o !== 'changeCourse' && o !== 'unfoul');
  const out: CaptainOrders = {
    ...base,
    heading: me.heading,
    reasons: { ...base.reasons, guns: [...base.reasons.guns] },
  };
  if (board) {
    if (!me.partiesReady) orders = withOrder(orders, 'prepareBoarding');
    // FP-7.3 with parties ready she fires one side only this turn: the first that bears.
    const kept = base.fire.slice(0, 1);
    for (const f of base.fire.slice(1)) {
      orders = orders.filter((o) => o !== (f.side === 'port' ? 'firePort' : 'fireStarboard'));
      out.reasons.guns.push(reason('holdBroadsideBoarding', { side: f.side }));
    }
    out.fire = kept;
    out.reasons.course = reason('noCourseAlongside');
    out.reasons.contact = board.why;
  } else if (!me.contacts) {
    out.reasons.course = reason('noCourseHoveTo');
    out.reasons.contact = reason('stayHoveTo');
  } else if (locked) {
    out.reasons.course = reason('noCourseInMelee');
    out.reasons.contact = reason('fightOn');
  } else if (available.includes('unfoul')) {
    orders = withOrder(orders, 'unfoul');
    if (base.orders.includes('changeCourse')) {
      orders = withOrder(orders, 'changeCourse');
      out.heading = base.heading;
    }
    const n = contacts.length;
    out.reasons.contact = n === 1 ? reason('unfoulOne') : reason('unfoulMany', { count: n });
  } else {
    out.reasons.course = reason('noCourseInContact');
    out.reasons.contact = reason('stayInContact');
  }
  out.orders = orders;
  return out;
}

/** D-19 / FP-5.8 the legal heading whose straight move ends touching `prize`, or nearest her. */
export function layAboardCourse(
  me: SimShip,
  prize: SimShip,
  wind: number,
  others: readonly SimShip[],
  speed: number,
): { heading: number; contact: boolean; gap: number; now: number } {
  // Every other ship stops the move (FP-5.8): the prize is the one the move should end touching.
  const obstacles = packedMap(others, (o, i) => ({
    id: o === prize ? 'prize' : `other${i}`,
    pose: o.pose,
    body: o.body,
  }));
  const now = Math.hypot(me.pose.x - prize.pose.x, me.pose.y - prize.pose.y);
  let best = { heading: me.heading, contact: false, gap: now };
  // Her heading, then each legal change's (pushed one by one, not spread from a mapped list).
  const headings = [me.heading];
  for (const c of legalCourseChanges(me.heading, wind, { rudderDamaged: me.rudderDamaged }))
    headings.push(c.heading);
  for (const heading of headings) {
    const pose =
      heading === me.heading ? me.pose : pivotTurn(me.pose, me.body, headingDegrees(heading));
    const sweep = sweepStraightMoveShared({ id: 'a', pose, body: me.body }, speed, obstacles);
    const contact = sweep.blockingIds.includes('prize') || sweep.contactIds.includes('prize');
    const gap = Math.hypot(sweep.pose.x - prize.pose.x, sweep.pose.y - prize.pose.y);
    if ((contact && !best.contact) || (contact === best.contact && gap < best.gap - 1e-9))
      best = { heading, contact, gap };
  }
  return { ...best, now };
}

/**
 * Room beyond the allowance within which a lay-aboard is looked for (a base length and some), at
 * 1:1200; HR-2 x 0.4 at 1:3000 (NAV_SCALE_FACTOR, the digest's "every distance x 0.4").
 */
const LAY_ABOARD_MARGIN_MM = 120;

/**
 * SD-157 free to move, she lays aboard `target` (an enemy afloat she judges she can take) when one
 * legal heading's straight move at easy sail ends touching her and no other ship: a deliberate
 * boarding contact (D-19), parties prepared this turn (FP-7.2) for the melee at the end of her part;
 * the guns are held. Null when she may not or cannot.
 */
export function boardingApproach(
  me: SimShip,
  target: SimShip,
  wind: number,
  others: readonly SimShip[],
  /** SD-221 the scale and wind strength her allowance is reckoned with (default: 1:1200, a breeze). */
  table?: Readonly<CaptainTable>,
): CaptainOrders | null {
  if (target.fate !== 'afloat' || me.fate !== 'afloat' || isHeld(me)) return null;
  // The cheap tests first (this runs every part, and mostly says no): her base beyond what a move at
  // easy sail could reach (centres apart less both half lengths), then odds not worth a boarding.
  const reach =
    allowanceMm(me, 'easy', table) + LAY_ABOARD_MARGIN_MM * NAV_SCALE_FACTOR[table?.scale ?? 1200];
  const apart =
    Math.hypot(me.pose.x - target.pose.x, me.pose.y - target.pose.y) -
    (me.body.lengthMm + target.body.lengthMm) / 2;
  if (apart > reach) return null;
  const odds = meleeOdds(me, target);
  if (!worthBoarding(odds)) return null;
  const available = shipOrdersAvailable(me);
  if (!available.includes('prepareBoarding') || !available.includes('changeCourse')) return null;
  if (relativeToWind(me.heading, wind).r <= 2) return null;
  if (me.rudderDamaged && rudderForcesBearAway(me.heading, wind, me.sail === 'furled')) return null;
  const sail = 'easy';
  if (!sailChoices(me).includes(sail)) return null;
  const step = SAIL_SETTINGS.indexOf(sail) - SAIL_SETTINGS.indexOf(me.sail);
  if (step !== 0 && !available.includes(step < 0 ? 'increaseSail' : 'decreaseSail')) return null;
  const speed = allowanceMm(me, sail, table);
  const course = layAboardCourse(me, target, wind, others, speed);
  if (!course.contact) return null;
  let orders: OrderName[] = [];
  if (fireCount(me.fires) > 0 && available.includes('extinguish')) orders.push('extinguish');
  if (step !== 0) orders.push(step < 0 ? 'increaseSail' : 'decreaseSail');
  if (course.heading !== me.heading) orders.push('changeCourse');
  orders = withOrder(orders, 'prepareBoarding');
  return {
    ship: me.id,
    orders,
    sail,
    heading: course.heading,
    fire: [],
    reasons: {
      fire: orders.includes('extinguish') ? reason('fightFireFirst') : reason('noFireOnBoard'),
      sail:
        step === 0
          ? reason('keepSail', { sail: me.sail })
          : reason('sailToBoard', { sail: 'easy' }),
      course: reason('steerToLayAboard', { heading: course.heading }),
      guns: [reason('holdForBoarding')],
      contact: boardReason(odds),
    },
  };
}

/** SD-157 a duellist's orders: held, board or unfoul; free, lay her aboard if worth it; else fight. */
export function duelShipOrders(state: DuelState, side: DuelSide): CaptainOrders {
  const me = state.ships[sideIndex(side)];
  const enemy = state.ships[sideIndex(otherSide(side))];
  if (isHeld(me)) {
    const contacts: ContactView[] = (me.contacts ?? []).map((c) => ({
      uid: c.uid,
      ship: c.uid === enemy.id ? enemy : me,
      enemy: c.uid === enemy.id,
      kind: c.kind,
    }));
    return heldOrders(me, contacts, captainOrders(state, side));
  }
  return boardingApproach(me, enemy, state.wind, [enemy]) ?? captainOrders(state, side);
}
