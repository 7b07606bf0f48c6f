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
import { restoredRdcLimits, restoredRdcSpeed } from '../jury-rig.js';
import {
  driftPerSegment,
  navigationCourseOrder,
  navigationSpeedIn,
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
import { isOared } from '../wind-or2.js';
import { rdcDown, speedSailOf } from './battle-rigging.js';
import { spreadTurns } from './captain-options.js';
import type { CaptainOrders } from './captain.js';
import { isHeld, type SimShip } from './duel-state.js';
import { sailAndCourse } from './part-helm.js';
import { entryShip, onTable, scaleOf, type SimTable, type TableEntry } from './table.js';
import type { Scale } from '../tables/ships.js';

/** What became of a tack order this part (SD-87). */
export type TackOutcome = 'begun' | 'completed' | 'failedTurn1' | 'failedTurn2';

/** OR-5 one part's navigation, recorded for the legality test (the core's inputs and what was done). */
export interface NavigationPartRecord {
  /** The wind's strength the table was read in (OR-2's when played, else the Fast Play one). */
  condition: NavWindCondition | WindStrength;
  /** Footnote 15 / SD-52 the heading at the start of segment 1, whose point of sail sets both speeds. */
  startHeading: number;
  /** The sail each segment's speed was read for (SD-53: segment 2 after the end of segment 1's orders). */
  sails: [SailSetting, SailSetting];
  /** RDC lost at each segment's move (the table's -5 mm per RDC). */
  rdcLost: [number, number];
  /** RDC jury-rigged before the part (SD-35 / SD-98 the restored limits). */
  restored: number;
  /** FP-5.2 / SD-87 half speed this part (out of hove to, or the turn after a completed tack). */
  halfSpeed: boolean;
  /** Signed points the course order turned at the end of segment 1 and of segment 2 (SD-54). */
  turns: [number, number];
  /** FP-5.5 the heading the course order named (null: none carried out). */
  courseTarget: number | null;
  /** SD-55 a turn refused because the wind puts it in irons: an OR-9 test was taken. */
  refusedTurns: number;
  /** SD-86 turns since the last tack ended, at the orders (null: never). */
  turnsSinceLastTack: number | null;
  /** The tack's phase at the orders, and what the tack order did this part (null: no tack order). */
  tackPhase: TackState['phase'];
  tack: TackOutcome | null;
  /** SD-89 the segments whose fire was at BF -1 (a tack under way). */
  firingWhileTacking: [boolean, boolean];
  /** SD-27 mm drifted downwind after each segment's move (hove to). */
  drift: [number, number];
  /** SD-27 the drift each segment's table allowed (0: she was not hove to or was held). */
  driftAllowed: [number, number];
}

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

/** OR-5 the ship's navigation state the captain and the legality test read at her orders. */
export interface NavigationAtOrders {
  tack: TackState;
  turnsSinceLastTack: number | null;
}

/**
 * OR-5 one segment's move from the speed table: the point of sail at the start of segment 1 (footnote
 * 15), the speed sail, the RDC lost, SD-98's restored-RDC limits and half speed. The part and the
 * legality check both read it.
 */
export function tableSegmentMm(i: {
  point: Exclude<ReturnType<typeof pointOfSail>, 'inIrons'>;
  condition: Parameters<typeof navWindOf>[0];
  ship: Pick<SimShip, 'profile'>;
  sail: Exclude<SailSetting, 'furled'>;
  rdcLost: number;
  restored: number;
  segment: 1 | 2;
  halfSpeed: boolean;
  /** HR-2 the table's scale: the table x 0.4 and -2 mm a RDC at 1:3000 (absent: 1:1200). */
  scale?: Scale;
}): number {
  const condition = navWindOf(i.condition);
  const speed = navigationSpeedIn({
    pointOfSail: i.point,
    condition: condition.calm ? 'calm' : condition.wind!,
    oared: isOared(i.ship.profile.classId),
    sail: i.sail,
    rdcLost: i.rdcLost,
    scale: i.scale ?? 1200,
  });
  const limited = restoredRdcSpeed(
    speed,
    restoredRdcLimits({ restored: i.restored, rdcLost: i.rdcLost, rdc: i.ship.profile.rdc }),
  );
  const mm = i.segment === 1 ? limited.segment1Mm : limited.segment2Mm;
  return i.halfSpeed ? mm / 2 : mm;
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
