// Issue 13: a ship's helm in her part (FP-3), split from part.ts to keep files small: what modifies
// her Abilità roll (FP-4.1), fire fighting and unfouling (FP-4.4 / FP-5.8), the sail and course orders
// (FP-5.1 / FP-5.5 / FP-4.3 X / FP-6.6), in irons (FP-5.4), and her straight move's allowance and
// sweep (FP-5.7, stopped by contact FP-5.8 / D-9 / D-19). Shared by the Fast Play part, OR-3's
// segments and HR-5's deck.
import { abilitaRow, type AbilitaConditions } from '../abilita.js';
import type { AbilitaRow } from '../tables/abilita.js';
import { applyRiggingDamage, dcLost, isDismasted, trackState } from '../damage.js';
import { extinguish, fireCount } from '../fire.js';
import {
  pivotTurn,
  sweepStraightMoveShared,
  type SharedSweepResult,
} from '../geometry/movement.js';
import type { TableShip } from '../geometry/ship-shape.js';
import { checkExplosion, contactsAfterMove, unfoulInPart } from './part-contact.js';
import { criticalBearAway, headingDegrees, rudderBearAway } from '../sailing.js';
import { inIronsPenaltyPct } from '../tack.js';
import { pctOfDc } from '../ship.js';
import { hoveToByWreck, speedSailOf } from './battle-rigging.js';
import type { CaptainOrders } from './captain.js';
import { isHeld, type SimShip } from './duel-state.js';
import type { PartRules } from './part-rules.js';
import { allowanceInWind, entryShip, scaleOf, type SimTable, type TableEntry } from './table.js';

/**
 * FP-4.1 what modifies a sim ship's Abilità roll: FP-5.8 hove to in contact (-1 more per further ship
 * touched) or left hove to by a ship that unfouled from her; OR-9 rigging down counts as hove to.
 */
export function abilitaConditions(s: SimShip): AbilitaConditions {
  return {
    crew: s.profile.crew,
    dcLost: dcLost(s.profile, s.damage).total,
    fires: fireCount(s.fires),
    hoveTo: s.sail === 'furled' || hoveToByWreck(s) || s.releasedThisTurn === true,
    rudderDamaged: s.rudderDamaged,
    contacts: s.contacts ? s.contacts.length : 0,
  };
}

/** FP-4.4 / FP-5.8 fire fighting and unfouling on the Abilità score (OR-3 seven dice: the yellow one). */
export function fightFireAndUnfoul(
  table: SimTable,
  entry: TableEntry,
  orders: CaptainOrders,
  score: number,
): void {
  const me = entry.ship;
  // FP-4.2 column order: Ext, (Unf), Inc, Dec, Crs, then the guns.
  if (orders.orders.includes('extinguish')) {
    const dismasted = isDismasted(me.profile, me.damage);
    const hullSide =
      trackState(me.profile, me.damage, 'port').remainingPoints >=
      trackState(me.profile, me.damage, 'starboard').remainingPoints
        ? 'port'
        : 'starboard';
    const ext = extinguish(me.profile, me.damage, me.fires, score, hullSide);
    me.damage = ext.damage;
    checkExplosion(me, dismasted);
    me.fires = ext.fires;
  }
  if (orders.orders.includes('unfoul')) unfoulInPart(table, entry, abilitaRow(score));
}

/**
 * FP-5.1 / FP-5.5 / FP-4.3 X / FP-6.6 the sail and course orders (OR-3: at the end of segment 1, SD-49 /
 * SD-53; seven dice: the blue score, SD-91).
 */
export function sailAndCourse(
  table: SimTable,
  entry: TableEntry,
  orders: CaptainOrders,
  score: number,
): void {
  const row = abilitaRow(score);
  sailChange(entry, orders, row);
  courseChange(table, entry, orders, row);
}

/** FP-5.1 / FP-5.2 the sail orders on the score's row (HR-5: on the sail change card, SD-117). */
export function sailChange(entry: TableEntry, orders: CaptainOrders, row: AbilitaRow): void {
  const me = entry.ship;
  const wasFurled = me.sail === 'furled';
  if (orders.orders.includes('increaseSail') && row.increaseSail === 'ok') me.sail = orders.sail;
  if (orders.orders.includes('decreaseSail') && row.decreaseSail === 'ok') me.sail = orders.sail;
  // FP-5.2 coming out of hove to: half speed this turn.
  me.halfSpeed = me.halfSpeed || (wasFurled && me.sail !== 'furled');
}

/**
 * FP-5.5 / FP-4.3 X / FP-6.6 the course on the score's row: the critical bear-away, else the ordered
 * course, then a damaged rudder's point (HR-5: on the squadron's card, the critical with the roll, SD-117).
 */
export function courseChange(
  table: SimTable,
  entry: TableEntry,
  orders: CaptainOrders,
  row: AbilitaRow,
): void {
  const me = entry.ship;
  if (isHeld(me)) return;
  let heading = me.heading;
  if (row.changeCourse === 'critical') {
    // FP-4.3 X: bear away one point at once, course order or not (SD-4: the first way listed).
    heading = criticalBearAway(heading, table.wind)[0]!;
  } else if (orders.orders.includes('changeCourse') && row.changeCourse === 'ok') {
    heading = orders.heading;
  }
  // FP-6.6 a damaged rudder bears her away one point a turn while close-hauled or at beam reach.
  const forced = me.rudderDamaged
    ? rudderBearAway(heading, table.wind, me.sail === 'furled')
    : null;
  if (forced !== null) heading = forced;
  if (heading !== me.heading) {
    me.pose = pivotTurn(me.pose, me.body, headingDegrees(heading));
    me.heading = heading;
  }
}

/** FP-5.4 forced onto a forbidden heading: 10% DC rigging (D-6: the last RDC lost on fire explodes). */
export function ironsPenalty(s: SimShip): void {
  const dismasted = isDismasted(s.profile, s.damage);
  const points = pctOfDc(s.profile.dcCapacity, inIronsPenaltyPct(false));
  s.damage = applyRiggingDamage(s.profile, s.damage, points).damage;
  checkExplosion(s, dismasted);
}

/**
 * FP-5.7 her straight move's allowance now: none when she cannot sail (not afloat, in irons, held in
 * contact, SD-153); the options' share of it (OR-2 / SD-59 a calm).
 */
export function moveAllowance(
  table: SimTable,
  me: TableEntry,
  inIrons: boolean,
  rules: PartRules | null,
): number {
  const s = me.ship;
  if (s.fate !== 'afloat' || inIrons || isHeld(s)) return 0;
  return (
    allowanceInWind(s, speedSailOf(s), table.strength, scaleOf(table)) *
    (rules ? rules.allowanceFactor(me) : 1)
  );
}

/**
 * FP-5.7 the straight move of `allowance` mm; FP-5.8 a contact with any of `ships` stops it, and
 * D-9 / D-19 its contacts take their effects (only a ship that moved makes one). The answer's id lists
 * may be shared: read them, never keep or change them.
 */
export function straightMove(
  table: SimTable,
  me: TableEntry,
  ships: readonly TableEntry[],
  allowance: number,
  rules: PartRules | null,
): StraightMoved {
  const s = me.ship;
  const obstacles: TableShip[] = [];
  for (const e of ships) if (e !== me) obstacles.push(entryShip(e));
  const startPose = s.pose;
  const sweep = sweepStraightMoveShared(entryShip(me), allowance, obstacles);
  s.pose = sweep.pose;
  if (allowance > 0 && sweep.contactIds.length > 0) {
    const had = rules?.contactMade ? (s.contacts ?? []).map((c) => c.uid) : null;
    contactsAfterMove(table, me, sweep, startPose, rules);
    // OR-7 the move after contact moved her off her straight line: she fires from where she lies.
    if (had && rules!.contactMade!(me, had, sweep, allowance))
      return { ...sweep, afterContact: true };
  }
  return sweep;
}

/**
 * FP-6.4 / D-17 how far back along her move a broadside may fire from: the whole move, or (OR-7 /
 * SD-231) none after a move after contact moved her off its line.
 */
export function fireBackMm(sweep: StraightMoved): number {
  return sweep.afterContact ? 0 : sweep.distanceMm;
}

/** A straight move's sweep; `afterContact`: OR-7's move after contact followed it (SD-231). */
export type StraightMoved = SharedSweepResult & { afterContact?: boolean };
