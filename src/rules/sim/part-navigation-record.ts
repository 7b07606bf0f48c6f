// Issue 13 / OR-5: what one navigation part of the battle simulation records for the legality test, the
// state the captain reads at her orders, and one segment's move from the speed table (footnote 15,
// SD-52, SD-98), read by the part (part-navigation.ts) and the legality check alike.
import { navigationSpeedIn, navWindOf } from '../navigation.js';
import { restoredRdcLimits, restoredRdcSpeed } from '../jury-rig.js';
import type { pointOfSail } from '../sailing.js';
import type { TackState } from '../tack.js';
import type { SailSetting, WindStrength } from '../tables/sailing.js';
import type { Scale } from '../tables/ships.js';
import type { NavWindCondition } from '../navigation.js';
import { isOared } from '../wind-or2.js';
import type { SimShip } from './duel-state.js';

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
