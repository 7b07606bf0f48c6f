// Issue 13 / OR-5: full-game navigation in the battle simulation's two-segment part (part-segments.ts
// calls these hooks; OR-5 needs OR-3 and OR-9). Every rule is the core's: the speed table per segment
// from the point of sail at the start of segment 1 (navigationSpeedIn, footnote 15, SD-52), drift
// (driftPerSegment, SD-27), a course change spread over both segments (SD-54, the captain's split),
// SD-55's refused turn, the tack over two turns (tackTurn, tackFailure, SD-86 / SD-87), BF -1 while
// tacking (TACK_FIRE_MODIFIER, SD-89); the rigging tests go through battle-rigging.ts (OR-9).
import { abilitaRow } from '../abilita.js';
import { dcLost, isDismasted } from '../damage.js';
import { firstContactDistance } from '../geometry/movement.js';
import { baseRect } from '../geometry/rectangles.js';
import type { Pose } from '../geometry/ship-shape.js';
import { headingVector } from '../geometry/vec.js';
import { pivotTurn } from '../geometry/movement.js';
import {
  driftPerSegment,
  navigationCourseOrder,
  navWindOf,
  TACK_FIRE_MODIFIER,
  tackFailure,
  type NavWindCondition,
} from '../navigation.js';
import type { RiggingTestCause } from '../rigging-test.js';
import { headingDegrees, mod16, pointOfSail, relativeToWind } from '../sailing.js';
import { afterTack, tackTurn, type TackState } from '../tack.js';
import type { SailSetting, WindStrength } from '../tables/sailing.js';
import type { CourseResult } from '../tables/abilita.js';
import { rdcDown, speedSailOf } from './battle-rigging.js';
import { spreadTurns } from './captain-options.js';
import type { CaptainOrders } from './captain.js';
import { isHeld, type SimShip } from './duel-state.js';
import { sailAndCourse } from './part-helm.js';
import { entryShip, onTable, scaleOf, type SimTable, type TableEntry } from './table.js';
import {
  tableSegmentMm,
  type NavigationAtOrders,
  type NavigationPartRecord,
} from './part-navigation-record.js';

/** OR-5 a ship's navigation between parts (SD-86: the referee's own record). */
interface NavShip {
  tack: TackState;
  /** SD-87 the exact pose the tack began from (a failed turn 2 goes back to it). */
  tackStart: Pose | null;
  /** SD-86 the turn the last tack ended (completed, or failed on turn 1 or 2). */
  lastEndTurn: number | null;
}

/** What a navigation part needs from the battle: the turn, the wind's strength and the OR-9 test. */
export interface NavigationContext {
  turn(): number;
  condition(): NavWindCondition | WindStrength;
  riggingTest(s: SimShip, cause: RiggingTestCause): void;
}

/** OR-5 played in one battle: each ship's tack record and the hooks of the two-segment part. */
export class BattleNavigation {
  private readonly ships = new Map<SimShip, NavShip>();
  private part: NavigationPartRecord | null = null;
  /** The course points left for the end of segment 2 (SD-54), and the segment whose fire is next. */
  private pending = 0;
  private segment: 1 | 2 = 1;
  private tackOrdered = false;

  constructor(private readonly ctx: NavigationContext) {}

  private of(s: SimShip): NavShip {
    let n = this.ships.get(s);
    if (!n) {
      n = { tack: { phase: 'none' }, tackStart: null, lastEndTurn: null };
      this.ships.set(s, n);
    }
    return n;
  }

  /** SD-86 / SD-87 the state at her orders; turn 3 of a tack (completed) is spent sailing at half speed. */
  atOrders(me: TableEntry): NavigationAtOrders {
    const n = this.of(me.ship);
    return {
      tack: n.tack,
      turnsSinceLastTack: n.lastEndTurn === null ? null : this.ctx.turn() - n.lastEndTurn,
    };
  }

  /** The part begins: FP-5.6 turn 3 at half speed, the start of segment 1's point of sail (footnote 15). */
  begin(me: TableEntry, orders: CaptainOrders): void {
    const n = this.of(me.ship);
    const s = me.ship;
    const after = afterTack(n.tack);
    n.tack = after.state;
    if (after.halfSpeed) s.halfSpeed = true;
    const lost = dcLost(s.profile, s.damage).rigging;
    this.tackOrdered = orders.orders.includes('tack');
    this.pending = 0;
    this.segment = 1;
    this.part = {
      condition: this.ctx.condition(),
      startHeading: s.heading,
      sails: [speedSailOf(s), speedSailOf(s)],
      rdcLost: [lost, lost],
      restored: s.wreck?.restored ?? 0,
      halfSpeed: s.halfSpeed,
      turns: [0, 0],
      courseTarget: null,
      refusedTurns: 0,
      turnsSinceLastTack: n.lastEndTurn === null ? null : this.ctx.turn() - n.lastEndTurn,
      tackPhase: n.tack.phase,
      tack: null,
      firingWhileTacking: [this.tackOrdered, false],
      drift: [0, 0],
      driftAllowed: [0, 0],
    };
  }

  /** FP-5.6 / SD-87 in stays under her tack order she is head to wind without FP-5.4's penalty. */
  inStays(me: TableEntry): boolean {
    return this.inStaysShip(me.ship);
  }

  /** OR-9 a forbidden heading costs a test "for any reason except a tack order": in stays she is exempt. */
  inStaysShip(s: SimShip): boolean {
    return this.ships.get(s)?.tack.phase === 'inStays';
  }

  /**
   * OR-5 segment `segment`'s allowance: the speed table for the point of sail at the start of segment
   * 1 (footnote 15) and the sail now read for speed, less 5 mm per RDC lost (navigationSpeedIn; OR-2
   * calm through the core), SD-98 the restored limits, FP-5.2 half speed. None when she cannot sail:
   * not afloat, held, dismasted (FP-2.5), hove to, or head to wind now (in stays, in irons).
   */
  allowance(table: SimTable, me: TableEntry, segment: 1 | 2, inIrons: boolean): number {
    const p = this.part!;
    const s = me.ship;
    const sail = speedSailOf(s);
    const lost = dcLost(s.profile, s.damage).rigging;
    p.sails[segment - 1] = sail;
    p.rdcLost[segment - 1] = lost;
    if (s.fate !== 'afloat' || inIrons || isHeld(s) || isDismasted(s.profile, s.damage)) return 0;
    const point = pointOfSail(relativeToWind(p.startHeading, table.wind).r);
    if (point === 'inIrons' || sail === 'furled') return 0;
    return tableSegmentMm({
      point,
      condition: p.condition,
      ship: s,
      sail,
      rdcLost: lost,
      restored: p.restored,
      segment,
      halfSpeed: s.halfSpeed,
      scale: scaleOf(table),
    });
  }

  /**
   * SD-27 hove to (the sim's furled sail, FP's hove to; SD-33 rigging down below easy sail) she drifts
   * straight downwind by the table's "drift" row; a furled ship's column is easy (the row is the same
   * for both at 1:1200). Held in contact (FP-5.8) she does not; the drift stops at a base it meets.
   */
  drift(table: SimTable, me: TableEntry, segment: 1 | 2): void {
    const p = this.part!;
    const s = me.ship;
    if (s.fate !== 'afloat' || isHeld(s) || speedSailOf(s) !== 'furled') return;
    const wind = navWindOf(p.condition).wind;
    if (wind === null) return;
    // HR-2 the printed 1:3000 drift table at that scale.
    const d = driftPerSegment({ wind, sail: 'easy', hoveTo: true, scale: scaleOf(table) });
    const allowed = segment === 1 ? d.segment1Mm : d.segment2Mm;
    p.driftAllowed[segment - 1] = allowed;
    if (allowed <= 0) return;
    const dir = headingVector(headingDegrees(mod16(table.wind + 8)));
    const start = baseRect(s.pose, s.body);
    let stop = allowed;
    for (const e of table.entries) {
      if (e === me || !onTable(e)) continue;
      const o = entryShip(e);
      const t = firstContactDistance(start, dir, baseRect(o.pose, o.body), stop);
      if (t !== null && t < stop) stop = t;
    }
    s.pose = {
      x: s.pose.x + dir.x * stop,
      y: s.pose.y + dir.y * stop,
      headingDeg: s.pose.headingDeg,
    };
    p.drift[segment - 1] = stop;
  }

  /**
   * The end of segment 1 (SD-49 / SD-53 / SD-87): a tack order's step on the course dice, or the sail
   * change and the first half of the course change (SD-54), the rest kept for the end of segment 2.
   * SD-55 a change the wind forbids is not turned and costs an OR-9 test.
   */
  endOfSegment1(table: SimTable, me: TableEntry, orders: CaptainOrders, blue: number): void {
    const s = me.ship;
    const p = this.part!;
    if (this.tackOrdered) {
      if (s.fate === 'afloat' && !isHeld(s)) this.tackStep(table, me, blue);
      return;
    }
    // SD-226 in stays with her tack waiting (OR-9 rigging down) she stays head to wind: no turn at all.
    if (this.inStays(me)) return;
    if (!orders.orders.includes('changeCourse') || isHeld(s)) {
      sailAndCourse(table, me, orders, blue);
      return;
    }
    const turns = spreadTurns(s.heading, orders.heading);
    const verdict = navigationCourseOrder({
      heading: s.heading,
      wind: table.wind,
      turns,
      rdcDown: rdcDown(s),
      inTable: true,
    });
    if (!verdict.legal) {
      p.refusedTurns++;
      this.ctx.riggingTest(s, 'illegalCourseOrder');
      sailAndCourse(
        table,
        me,
        { ...orders, orders: orders.orders.filter((o) => o !== 'changeCourse') },
        blue,
      );
      return;
    }
    const first = mod16(s.heading + turns[0]);
    sailAndCourse(table, me, { ...orders, heading: first }, blue);
    if (abilitaRow(blue).changeCourse === 'ok' && s.heading === first) {
      p.turns[0] = turns[0];
      p.courseTarget = orders.heading;
      this.pending = turns[1];
    }
  }

  /** FP-5.6 / SD-87 one step of the tack, made at the end of segment 1 on the course result. */
  private tackStep(table: SimTable, me: TableEntry, blue: number): void {
    const n = this.of(me.ship);
    const s = me.ship;
    const p = this.part!;
    const result = abilitaRow(blue).changeCourse as CourseResult;
    const wasInStays = n.tack.phase === 'inStays';
    if (!wasInStays && relativeToWind(s.heading, table.wind).r !== 3) return;
    const startPose = s.pose;
    const step = tackTurn(n.tack, s.heading, table.wind, result);
    if (!step.returnToStart) {
      n.tack = step.state;
      if (!wasInStays) n.tackStart = startPose;
      else n.lastEndTurn = this.ctx.turn();
      s.pose = pivotTurn(s.pose, s.body, headingDegrees(step.heading));
      s.heading = step.heading;
      p.tack = wasInStays ? 'completed' : 'begun';
      return;
    }
    // OR-5 tackFailure: turn 1 sails on close-hauled; turn 2 the OR-9 test, back to the start, hove to.
    const failure = tackFailure(wasInStays ? 2 : 1);
    n.tack = { phase: 'none' };
    n.lastEndTurn = this.ctx.turn();
    p.tack = wasInStays ? 'failedTurn2' : 'failedTurn1';
    if (failure.riggingTest) this.ctx.riggingTest(s, 'tackFailure');
    if (failure.pushedBack && n.tackStart) s.pose = n.tackStart;
    if (failure.pushedBack) s.heading = step.heading;
    if (failure.hoveTo) s.sail = 'furled';
    n.tackStart = null;
  }

  /** SD-89 segment 2's fire: BF -1 only if the tack went on past the end of segment 1 (in stays). */
  startSegment2(): void {
    this.segment = 2;
    const p = this.part!;
    p.firingWhileTacking[1] = this.tackOrdered && p.tack === 'begun';
  }

  /** OR-5 / SD-89 the BF change of a broadside she fires now: -1 while tacking. */
  fireModifier(): number {
    const p = this.part;
    if (!p) return 0;
    return p.firingWhileTacking[this.segment - 1] ? TACK_FIRE_MODIFIER : 0;
  }

  /** SD-54 the rest of the course change at the end of segment 2 (SD-55: not into irons). */
  endOfSegment2(table: SimTable, me: TableEntry): void {
    const s = me.ship;
    const p = this.part!;
    const rest = this.pending;
    this.pending = 0;
    if (rest === 0 || s.fate !== 'afloat' || isHeld(s)) return;
    const to = mod16(s.heading + rest);
    if (relativeToWind(to, table.wind).r <= 2) {
      p.refusedTurns++;
      this.ctx.riggingTest(s, 'illegalCourseOrder');
      return;
    }
    s.pose = pivotTurn(s.pose, s.body, headingDegrees(to));
    s.heading = to;
    p.turns[1] = rest;
  }

  /**
   * SD-281 the two segments' allowances her captain plans the part with, at her orders (before
   * begin): the speed table for her point of sail now (footnote 15, SD-52), segment 1 at the sail she
   * carries and segment 2 at `sail` (SD-53), half speed as begin() and the sail change will set it
   * (FP-5.6 the turn after a tack, FP-5.2 out of hove to): what allowance() will then grant her unless
   * her roll fails or damage comes first. None when she cannot sail or is head to wind (in irons, in
   * stays, a tack's turn).
   */
  plannedAllowances(table: SimTable, me: TableEntry, sail: SailSetting): [number, number] {
    const s = me.ship;
    const n = this.of(s);
    const none: [number, number] = [0, 0];
    if (s.fate !== 'afloat' || isHeld(s) || isDismasted(s.profile, s.damage)) return none;
    if (n.tack.phase === 'inStays') return none;
    const point = pointOfSail(relativeToWind(s.heading, table.wind).r);
    if (point === 'inIrons') return none;
    const half = s.halfSpeed || afterTack(n.tack).halfSpeed;
    const lost = dcLost(s.profile, s.damage).rigging;
    const segment = (i: 1 | 2, at: SailSetting, halfSpeed: boolean): number => {
      const speedSail = speedSailOf({ ...s, sail: at });
      if (speedSail === 'furled') return 0;
      return tableSegmentMm({
        point,
        condition: this.ctx.condition(),
        ship: s,
        sail: speedSail,
        rdcLost: lost,
        restored: s.wreck?.restored ?? 0,
        segment: i,
        halfSpeed,
        scale: scaleOf(table),
      });
    };
    return [
      segment(1, s.sail, half),
      segment(2, sail, half || (s.sail === 'furled' && sail !== 'furled')),
    ];
  }

  /** The part's record, once it is over (null before any part). */
  record(): NavigationPartRecord | null {
    const p = this.part;
    return p ? { ...p, sails: [...p.sails], turns: [...p.turns], drift: [...p.drift] } : null;
  }
}
