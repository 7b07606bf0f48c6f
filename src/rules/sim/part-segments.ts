// Issue 13 / OR-3: one ship's part in the two-segment turn, built from part.ts's pieces. SD-46 the
// order: the Abilità roll (OR-3 seven dice: one score per group of orders), segment 1's move, the course
// and sail changes at its end with the other actions completed (SD-49 / SD-53), segment 1's fire;
// segment 2's move and fire; then boarding, the fire toll and morale at the end of the part (SD-48).
// SD-50 each segment moves half the Fast Play allowance (OR-5 navigation is not played here).
import { abilitaScore, type AbilitaConditions } from '../abilita.js';
import { relativeToWind } from '../sailing.js';
import { sevenDiceScores, type DiceGroup } from '../seven-dice.js';
import type { SailSetting } from '../tables/sailing.js';
import type { CaptainOrders } from './captain.js';
import { isHeld } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { abilitaModifierTotal } from './firing-point.js';
import { firingPointAmong, otherShipsThisPart } from './part-fire.js';
import type { PartRules } from './part-rules.js';
import {
  abilitaConditions,
  fightFireAndUnfoul,
  ironsPenalty,
  moveAllowance,
  sailAndCourse,
  fireBackMm,
  straightMove,
} from './part-helm.js';
import { endOfPart, type PartPlayed, DamageAtPartStart } from './part.js';
import { resolveShots, shotAt, type Shot } from './part-shots.js';
import { onTable, scaleOf, type SimTable, type TableEntry } from './table.js';
import type { BattleNavigation } from './part-navigation.js';

/** OR-3 one segment's straight move: its allowance, the distance sailed and the sail it was made at. */
export interface SegmentMove {
  allowanceMm: number;
  movedMm: number;
  /** SD-53 segment 1 moves at the sail set before the orders, segment 2 at the sail after them. */
  sail: SailSetting;
}

/** OR-3 what one ship's two-segment part did (PartPlayed's totals, plus each segment's move and fire). */
export interface SegmentPartPlayed extends PartPlayed {
  segments: [SegmentMove, SegmentMove];
  /** SD-47 each ordered broadside once, in the segment it went off (alongMm counts from the part's start). */
  fired: Array<{ side: 'port' | 'starboard'; alongMm: number; segment: 1 | 2 }>;
  /** OR-3 seven dice: each group's score (absent: one 3d6 score for every order). */
  groupScores?: Record<DiceGroup, number>;
}

/** SD-50 without OR-5 a segment moves half the Fast Play allowance. */
const SEGMENT_SHARE = 0.5;

/**
 * FP-4.1 / OR-3 the part's scores by group of orders: one 3d6 read by every order, or with seven dice
 * a common die and a pair per group (yellow: fire fighting, unfouling, the jury rig; blue: sail and
 * course, the FP-4.3 X; red: the guns and boarding), every group with the same FP-4.1 modifiers.
 */
function rollScores(
  rng: DuelRandom,
  c: AbilitaConditions,
  sevenDice: boolean,
): Record<DiceGroup, number> {
  if (!sevenDice) {
    const { score } = abilitaScore(rng.roll3d6(), c);
    return { yellow: score, blue: score, red: score };
  }
  const faces: number[] = [];
  for (let i = 0; i < 7; i++) faces.push(rng.int(1, 6));
  const g = sevenDiceScores(faces, c);
  return { yellow: g.yellow.score, blue: g.blue.score, red: g.red.score };
}

/** FP-5.7 / SD-50 one segment's straight move, stopped by contact (FP-5.8) and its effects. */
function moveSegment(
  table: SimTable,
  me: TableEntry,
  ships: readonly TableEntry[],
  rules: PartRules | null,
  inIrons: boolean,
  nav: { n: BattleNavigation; segment: 1 | 2 } | null = null,
): SegmentMove & { contactIds: string[]; backMm: number } {
  const sail = me.ship.sail;
  // OR-5 the navigation table's speed for the segment (part-navigation.ts), else SD-50's half.
  const allowance = nav
    ? nav.n.allowance(table, me, nav.segment, inIrons)
    : moveAllowance(table, me, inIrons, rules) * SEGMENT_SHARE;
  // Ships sunk or blown up since the part began (in segment 1) are no longer in the way.
  const sweep = straightMove(table, me, ships.filter(onTable), allowance, rules);
  const contactIds = [...sweep.blockingIds, ...sweep.contactIds];
  // OR-5 / SD-27 hove to, she drifts downwind after the segment's move.
  if (nav) nav.n.drift(table, me, nav.segment);
  // OR-7 / SD-231 after a move after contact she fires from where she lies.
  return {
    allowanceMm: allowance,
    movedMm: sweep.distanceMm,
    sail,
    contactIds,
    backMm: fireBackMm(sweep),
  };
}

/**
 * OR-3 the part of `me` in two segments with the orders its captain wrote for the turn. SD-212 each
 * ordered broadside fires once (SD-47): in segment 1 at the best point of that move when an enemy is
 * worth a shot there, otherwise in segment 2 at the best point of its move (where the referee would
 * fire it); each segment's broadsides are resolved, criticals drawn, at the end of that segment.
 */
export function playShipPartInSegments(
  table: SimTable,
  me: TableEntry,
  orders: CaptainOrders,
  intended: TableEntry | null,
  rng: DuelRandom,
  rules: PartRules | null,
  sevenDice: boolean,
  /** OR-5 full-game navigation (null: SD-50's half moves and Fast Play's course change). */
  nav: BattleNavigation | null = null,
): SegmentPartPlayed {
  const s = me.ship;
  const ships = table.entries.filter(onTable);
  const damageBefore = new DamageAtPartStart(ships);
  const scores = rollScores(rng, abilitaConditions(s), sevenDice);
  const modifiers = abilitaModifierTotal(s);
  // SD-213 FP-4.4 / FP-5.8 fire fighting and unfouling at once (a ship freed moves from segment 1).
  fightFireAndUnfoul(table, me, orders, scores.yellow);
  nav?.begin(me, orders);
  const heldAtStart = isHeld(s);
  // SD-213 FP-5.4 in irons at segment 1's move: stopped in segment 1, paying for it now.
  const inIrons = relativeToWind(s.heading, table.wind).r <= 2;
  // OR-5 / SD-87 in stays under her tack order she pays nothing (FP-5.4 / OR-9 exempt a tack).
  if (inIrons && s.fate === 'afloat' && !nav?.inStays(me)) {
    if (rules) rules.inIrons(me);
    else ironsPenalty(s);
  }
  // Segment 1: the move at the sail set before the orders (SD-53).
  const seg1 = moveSegment(table, me, ships, rules, inIrons, nav && { n: nav, segment: 1 });
  const endOfSeg1 = s.pose;
  // FP-7.3 with boarding parties ready (or called for this turn) she fires one side only.
  const boarding = s.partiesReady === true || orders.orders.includes('prepareBoarding');
  const fireOrders = s.fate === 'afloat' ? (boarding ? orders.fire.slice(0, 1) : orders.fire) : [];
  const scale = scaleOf(table);
  const others1 = otherShipsThisPart(me, ships, { end: endOfSeg1, movedMm: seg1.backMm }, scale);
  const points1 = fireOrders.map((f) => ({
    f,
    point: firingPointAmong(
      me,
      f.side,
      endOfSeg1,
      seg1.backMm,
      modifiers,
      others1,
      intended,
      scale,
    ),
  }));
  // SD-49 / SD-53 / SD-213 the end of segment 1: the sail and course changes, the other actions
  // completed (SD-214 an RDC jury-rigged now speeds segment 2).
  // OR-5: the tack step, or the first half of the course change (SD-54, SD-87).
  if (nav) nav.endOfSegment1(table, me, orders, scores.blue);
  else sailAndCourse(table, me, orders, scores.blue);
  if (s.fate === 'afloat') rules?.afterAbilita(me, orders, scores.red, scores.yellow);
  const fired: SegmentPartPlayed['fired'] = [];
  const shots1: Shot[] = [];
  const later: CaptainOrders['fire'] = [];
  for (const { f, point } of points1) {
    if (rules && !rules.mayFire(me, f.side)) continue;
    if (!firesInSegmentOne(point)) {
      later.push(f);
      continue;
    }
    fired.push({ side: f.side, alongMm: seg1.movedMm - point.backMm, segment: 1 });
    const shot = shotAt(me, f, point, scores.red, rules);
    if (shot) shots1.push(shot);
  }
  const raked = resolveShots(table, me, shots1, rng, rules);
  nav?.startSegment2();
  // Segment 2: the move at the sail now set, on the heading now steered.
  const inIrons2 = relativeToWind(s.heading, table.wind).r <= 2;
  const seg2 = moveSegment(
    table,
    me,
    table.entries.filter(onTable),
    rules,
    inIrons2,
    nav && { n: nav, segment: 2 },
  );
  if (!heldAtStart) s.halfSpeed = false;
  const shots2: Shot[] = [];
  if (s.fate === 'afloat' && later.length > 0) {
    const live = table.entries.filter(onTable);
    const others2 = otherShipsThisPart(me, live, { end: s.pose, movedMm: seg2.backMm }, scale);
    for (const f of later) {
      if (rules && !rules.mayFire(me, f.side)) continue;
      const point = firingPointAmong(
        me,
        f.side,
        s.pose,
        seg2.backMm,
        modifiers,
        others2,
        intended,
        scale,
      );
      fired.push({ side: f.side, alongMm: seg1.movedMm + seg2.movedMm - point.backMm, segment: 2 });
      const shot = shotAt(me, f, point, scores.red, rules);
      if (shot) shots2.push(shot);
    }
  }
  for (const e of resolveShots(table, me, shots2, rng, rules)) raked.add(e);
  // OR-5 / SD-54 the rest of the course change, after segment 2's move and fire.
  nav?.endOfSegment2(table, me);
  // SD-48 the end of the part over both segments' damage; boarding parties on the red dice (SD-212).
  endOfPart(table, me, ships, orders, scores.red, { damageBefore, raked }, rng, rules);
  const segments: [SegmentMove, SegmentMove] = [
    { allowanceMm: seg1.allowanceMm, movedMm: seg1.movedMm, sail: seg1.sail },
    { allowanceMm: seg2.allowanceMm, movedMm: seg2.movedMm, sail: seg2.sail },
  ];
  const contacts = [...new Set([...seg1.contactIds, ...seg2.contactIds])];
  return {
    score: scores.red,
    fired,
    movedMm: seg1.movedMm + seg2.movedMm,
    allowanceMm: seg1.allowanceMm + seg2.allowanceMm,
    contacts,
    segments,
    ...(sevenDice ? { groupScores: scores } : {}),
  };
}

/**
 * SD-212 / SD-47 an ordered broadside goes off in segment 1 when, at the best point of that segment's
 * move, it bears on a target worth a shot (an enemy: a positive expected value); otherwise it waits for
 * segment 2. The Foundry AI seat asks the same question of its segment 1 (issue 13).
 */
export function firesInSegmentOne(point: { target: unknown; value: number }): boolean {
  return !!point.target && point.value > 0;
}
