// Issue 13: the AI captain under the optional rules. The captain (captain.ts) writes Fast Play orders;
// this turns them into the orders a player would write with the options in force, so the referee's
// order checks accept them: unfoul when held (FP-5.8 contact, HR-3 aground), keep tacking once in
// stays (FP-5.6), repair a lost RDC (FP-2.5), the jury rig's order while rigging is down (OR-9, SD-95), under OR-5 no course order
// the full-game navigation forbids (a tack instead when beating), and under OR-6 fire only a loaded
// side, reload a side that fired, run out loaded guns not yet fired (SD-38 / SD-83). Each change
// carries a one-line reason. It only removes orders the rules forbid now and adds orders the ship may
// be given (`available`, the core's ordersAvailable): it never invents an order the referee refuses.
// SD-220 a captain that boards (board-captain.ts: parties prepared or ready, a melee fought on) stays in
// contact: no unfoul (FP-7.3) and no rigging repair (FP-2.5: a repaired ship may not board).
import type { HullSide } from '../damage.js';
import type { GunStatus } from '../gun-state.js';
import { juryRigOrderFor, type JuryRigPhase } from '../jury-rig.js';
import type { OptionalRules } from '../options.js';
import type { OrderName } from '../orders-available.js';
import { navigationCourseOrder, navigationTackAllowed } from '../navigation.js';
import { mod16, relativeToWind } from '../sailing.js';
import { COURSE_AND_SPEED_ORDERS } from '../signals.js';
import type { FireOrder } from './captain.js';
import { reason, type Reason } from './reasons.js';

/** What the options' orders depend on, for one ship at its orders (FP-3). */
export interface OptionsShipState {
  /** The options the battle plays (effectiveOptions). */
  options: Readonly<OptionalRules>;
  /** FP-3 the orders this ship may be given now (the core's ordersAvailable for it). */
  available: readonly OrderName[];
  /** OR-6 each side's guns at this turn's roll (settled: a side reloaded earlier is loaded). */
  guns: Record<HullSide, { status: GunStatus; hasFired: boolean }>;
  /** FP-5.8 / OR-7 in contact with (or entangled with) a ship or a fort. */
  inContact: boolean;
  /** HR-3 aground. */
  aground: boolean;
  /** FP-5.6 in stays: the tack goes on this turn. */
  tackInStays: boolean;
  /** FP-2.5 every RDC lost. */
  dismasted: boolean;
  /** OR-9 the jury rig's step while RDC are down (null: none under way). */
  juryRig: JuryRigPhase | null;
  /** FP-2.5 / D-4 an RDC is lost and the ship has not used its one repair. */
  rigRepairable: boolean;
  /** OR-5 the ship's heading and the wind at the orders (null: not on the table). */
  navigation: {
    heading: number;
    wind: number;
    /** SD-86 turns since the last tack ended (null: never). */
    turnsSinceLastTack: number | null;
    /** OR-9 RDC down to the rigging test, not yet jury-rigged. */
    rdcDown: number;
  } | null;
  /** FP-7.2 / FP-7.3 boarding parties ready (absent: not ready): one broadside only. */
  partiesReady?: boolean;
  /**
   * FP-A3 / OR-11 she keeps course and speed until she reads a signal (SD-40; absent: she is free), and
   * whether she lies in irons (FP-5.4 still bears her away, SD-250).
   */
  keepCourseAndSpeed?: { inIrons: boolean };
}

/** The captain's Fast Play decision, as far as the options change it. */
export interface FastPlayDecision {
  /** The heading a course order names (compass index). */
  heading: number;
  orders: readonly OrderName[];
  fire: readonly FireOrder[];
  /** SD-220 she boards this turn or fights on a melee (board-captain.ts): she stays in contact. */
  boarding?: boolean;
}

/** The orders under the options: the Fast Play flags kept, the options' orders added. */
export interface OptionOrders {
  orders: OrderName[];
  fire: FireOrder[];
  /** One line per change, with the rule that made it. */
  reasons: Reason[];
}

const FIRE_ORDER: Record<HullSide, OrderName> = { port: 'firePort', starboard: 'fireStarboard' };
const RELOAD_ORDER: Record<HullSide, OrderName> = {
  port: 'reloadPort',
  starboard: 'reloadStarboard',
};
const SIDES: readonly HullSide[] = ['port', 'starboard'];

/** A ready side can fire now (OR-6: loaded, or loaded and run out). */
const isReady = (status: GunStatus): boolean => status === 'loaded' || status === 'runOut';

class Draft {
  readonly orders: OrderName[];
  fire: FireOrder[];
  readonly reasons: Reason[] = [];
  /** SD-220 the captain boards (or fights on): she stays in contact and keeps her right to board. */
  readonly boarding: boolean;
  constructor(
    d: FastPlayDecision,
    private readonly available: readonly OrderName[],
  ) {
    this.orders = [...d.orders];
    this.fire = [...d.fire];
    this.boarding = d.boarding === true || d.orders.includes('prepareBoarding');
  }
  has(o: OrderName): boolean {
    return this.orders.includes(o);
  }
  add(o: OrderName, why: Reason): boolean {
    if (this.has(o) || !this.available.includes(o)) return false;
    this.orders.push(o);
    this.reasons.push(why);
    return true;
  }
  drop(names: readonly OrderName[], why: Reason): void {
    const gone = names.filter((o) => this.has(o));
    if (gone.length === 0) return;
    for (const o of gone) this.orders.splice(this.orders.indexOf(o), 1);
    this.reasons.push(why);
  }
  dropFire(side: HullSide, why: Reason): void {
    this.fire = this.fire.filter((f) => f.side !== side);
    const i = this.orders.indexOf(FIRE_ORDER[side]);
    if (i >= 0) this.orders.splice(i, 1);
    this.reasons.push(why);
  }
}

/**
 * FP-5.8 / OR-7 / HR-3 a held ship orders unfoul, unless she boards or fights on (SD-220, FP-7.3);
 * aground, it cannot turn or tack (HR-3).
 */
function unfoulWhenHeld(d: Draft, s: OptionsShipState): void {
  if (s.inContact && !d.boarding) d.add('unfoul', reason('unfoulContact'));
  if (s.aground) {
    d.add('unfoul', reason('unfoulAground'));
    d.drop(['changeCourse', 'tack'], reason('noTurnAground'));
  }
}

/** FP-5.6 a ship in stays goes on tacking: a course order cannot be given with it. */
function tackOnInStays(d: Draft, s: OptionsShipState): void {
  if (!s.tackInStays || s.dismasted) return;
  if (d.add('tack', reason('tackOnInStays')))
    d.drop(['changeCourse'], reason('noCourseWhileTacking'));
}

/** OR-9 (SD-95) the jury rig's order for its step; FP-2.5 / OR-9 no more sail, turn or tack meanwhile. */
function juryRigWhenDown(d: Draft, s: OptionsShipState): void {
  const moving: OrderName[] = ['increaseSail', 'changeCourse', 'tack'];
  if (s.dismasted) d.drop(moving, reason('noMoveDismasted'));
  if (s.juryRig === null) return;
  const order = juryRigOrderFor(s.juryRig);
  d.add(order, reason(order === 'juryRig' ? 'juryRigMast' : 'cutAwayWreck'));
  d.drop(moving, reason('noMoveUntilJuryRigged'));
}

/**
 * OR-6 fire only a loaded side; reload a side that fired, in a turn she does not fire (SD-188: under
 * OR-3 too, so the reload and the broadside never share a segment);
 * run out the guns in a quiet turn while a side has loaded guns and has not fired yet (SD-83).
 */
function gunsUnderFullGunnery(d: Draft, s: OptionsShipState): void {
  if (!s.options.fullGunnery) return;
  for (const side of SIDES)
    if (d.fire.some((f) => f.side === side) && !isReady(s.guns[side].status))
      d.dropFire(side, reason('notLoaded', { side }));
  const toReload = SIDES.filter((side) => s.guns[side].status === 'fired');
  const firing = d.fire.length > 0;
  if (toReload.length > 0 && firing) {
    d.reasons.push(reason('reloadAfterBroadside'));
    return;
  }
  for (const side of toReload) d.add(RELOAD_ORDER[side], reason('reloadSide', { side }));
  if (toReload.length > 0) return;
  const runOut = SIDES.some((side) => s.guns[side].status === 'loaded' && !s.guns[side].hasFired);
  if (!firing && runOut) d.add('runOutGuns', reason('runOutGuns'));
}

/** SD-54 a course change of several points, half at the end of segment 1 (rounded up), the rest after. */
export function spreadTurns(from: number, to: number): [number, number] {
  const d = ((mod16(to - from) + 8) % 16) - 8;
  const first = Math.sign(d) * Math.ceil(Math.abs(d) / 2);
  return [first, d - first];
}

/**
 * OR-5 a course order the full-game navigation calls illegal is not written (it would cost a rigging
 * test); close-hauled, with the heading it wanted on the other tack, the ship tacks instead when a
 * tack may start (SD-190).
 */
function courseUnderNavigation(d: Draft, s: OptionsShipState, want: number): void {
  const nav = s.navigation;
  if (!s.options.fullNavigation || !nav || !d.has('changeCourse')) return;
  const verdict = navigationCourseOrder({
    heading: nav.heading,
    wind: nav.wind,
    turns: spreadTurns(nav.heading, want),
    tacking: s.tackInStays,
    rdcDown: nav.rdcDown,
    inTable: true,
  });
  // An illegal course order names its fault (navigationCourseOrder: legal exactly when fault is null).
  const fault = verdict.fault;
  if (fault === null) return;
  d.drop(['changeCourse'], reason('navigationForbids', { fault }));
  const here = relativeToWind(nav.heading, nav.wind);
  const there = relativeToWind(want, nav.wind);
  const tack = navigationTackAllowed({
    r: here.r,
    atTurnStart: true,
    luffOrBearAwayThisTurn: false,
    turnsSinceLastTack: nav.turnsSinceLastTack,
  });
  if (!s.tackInStays && tack.allowed && there.tack !== here.tack && there.tack !== 'none')
    d.add('tack', reason('tackInstead'));
}

/**
 * FP-2.5 / D-4 repair a lost RDC (once a battle) as soon as one is lost, unless she boards this turn
 * or has parties ready (SD-220: a repaired ship may not board, FP-2.5); not while an OR-9 jury rig is
 * under way.
 */
function repairRigging(d: Draft, s: OptionsShipState): void {
  if (d.boarding || s.partiesReady) return;
  if (s.rigRepairable && s.juryRig === null) d.add('repairRigging', reason('repairRigging'));
}

/** FP-7.3 with boarding parties ready she fires one side only: the first the captain chose. */
function oneSideWithParties(d: Draft, s: OptionsShipState): void {
  if (!s.partiesReady) return;
  for (const f of d.fire.slice(1))
    d.dropFire(f.side, reason('holdBroadsideBoarding', { side: f.side }));
}

/**
 * OR-5 / SD-88 no sail change while tacking: a tack ordered this turn, or in stays (also while her tack
 * order waits, OR-9 rigging down: the referee refuses a sail change in stays all the same; a dismasted
 * ship's sail is not judged by OR-5's navigation).
 */
function noSailWhileTacking(d: Draft, s: OptionsShipState): void {
  const inStays = s.tackInStays && !s.dismasted;
  if (!s.options.fullNavigation || !(d.has('tack') || inStays)) return;
  d.drop(['increaseSail', 'decreaseSail'], reason('noSailWhileTacking'));
}

/**
 * FP-A3 / SD-40 a ship that keeps course and speed gives no sail or course order, firing stays free;
 * FP-5.4 in irons she still bears away, and FP-5.6 a tack in stays goes on (added after, SD-250).
 */
function keepCourseAndSpeedOrders(d: Draft, s: OptionsShipState): void {
  const keep = s.keepCourseAndSpeed;
  if (!keep) return;
  const barred = COURSE_AND_SPEED_ORDERS.filter((o) => !(o === 'changeCourse' && keep.inIrons));
  d.drop(barred, reason('keepCourseAndSpeed'));
}

/** The captain's Fast Play orders turned into the orders a player writes under the options in force. */
export function ordersUnderOptions(
  decision: FastPlayDecision,
  state: OptionsShipState,
): OptionOrders {
  const d = new Draft(decision, state.available);
  keepCourseAndSpeedOrders(d, state);
  unfoulWhenHeld(d, state);
  tackOnInStays(d, state);
  juryRigWhenDown(d, state);
  repairRigging(d, state);
  courseUnderNavigation(d, state, decision.heading);
  noSailWhileTacking(d, state);
  gunsUnderFullGunnery(d, state);
  oneSideWithParties(d, state);
  return { orders: d.orders, fire: d.fire, reasons: d.reasons };
}
