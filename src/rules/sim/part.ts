// Issue 13: one ship's part of the turn (FP-3) among any number of ships - the duel's two or a
// battle's fleets: Abilità (FP-4.1), fire fighting (FP-4.4), sail (FP-5.1), course (FP-5.5, FP-4.3 X,
// FP-6.6 rudder), the straight move stopped by contact with ANY ship (FP-5.7 / FP-5.8), the ordered
// broadsides at the target they bear on (FP-6.2 / FP-6.4, part-fire.ts), criticals (FP-4.3 / FP-6.5 /
// FP-6.6), the fire toll (FP-4.4 / D-21 / D-7), sinking (FP-2.5) and morale (FP-8.1 / FP-8.2).
import {
  abilitaRow,
  abilitaScore,
  assignCriticals,
  type AbilitaConditions,
  type FiredBroadside,
} from '../abilita.js';
import type { AbilitaRow } from '../tables/abilita.js';
import {
  applyHullDamage,
  applyRiggingDamage,
  currentBf,
  dcLost,
  isDismasted,
  isSinking,
  pointsToLoseBoxes,
  trackState,
  type ShipDamage,
} from '../damage.js';
import { endOfPartFire, extinguish, fireCount } from '../fire.js';
import {
  pivotTurn,
  sweepStraightMoveShared,
  type SharedSweepResult,
} from '../geometry/movement.js';
import { mainmastPoint, type Pose, type TableShip } from '../geometry/ship-shape.js';
import { broadsideDamage, unluckyEffect, wellLaidEffect } from '../gunnery.js';
import { prepareBoarding } from '../boarding.js';
import {
  boardingAtEndOfPart,
  boardingShare,
  checkExplosion,
  contactsAfterMove,
  dropContactsWithGone,
  standDownParties,
  unfoulInPart,
} from './part-contact.js';
import { sideFacing } from '../hit-side.js';
import { moraleTest, mustTestMorale } from '../morale.js';
import { criticalBearAway, headingDegrees, relativeToWind, rudderBearAway } from '../sailing.js';
import { inIronsPenaltyPct } from '../tack.js';
import { pctOfDc } from '../ship.js';
import { UNLUCKY_HALF_DC_PCT } from '../tables/gunnery.js';
import { packedMap } from '../packed-map.js';
import type { BroadsideKind } from '../tables/full-gunnery.js';
import { broadsideScore, hoveToByWreck, speedSailOf } from './battle-rigging.js';
import type { CaptainOrders } from './captain.js';
import { isHeld, type SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { abilitaModifierTotal } from './firing-point.js';
import { firingPointAmong, otherShipsThisPart } from './part-fire.js';
import type { PartRules } from './part-rules.js';
import {
  allowanceInWind,
  entryShip,
  onTable,
  scaleOf,
  type SimTable,
  type TableEntry,
} from './table.js';

export interface PartPlayed {
  /** FP-4.1 the ship's Abilità score for the part. */
  score: number;
  /** Where each ordered broadside went off (mm along the move). */
  fired: Array<{ side: 'port' | 'starboard'; alongMm: number }>;
  movedMm: number;
  allowanceMm: number;
  /** FP-5.8 table ids of the ships she touches at the end of her move. */
  contacts: string[];
}

function loseHull(s: SimShip, side: 'port' | 'starboard', points: number): void {
  s.damage = applyHullDamage(s.profile, s.damage, side, points).damage;
}

export interface Shot {
  b: FiredBroadside;
  side: 'port' | 'starboard';
  pose: Pose;
  rake: 'bow' | 'stern' | null;
  target: TableEntry;
  /** OR-6 initial or normal (Fast Play: always normal, unused). */
  broadside: BroadsideKind;
}

/**
 * FP-4.2 / FP-4.3 the orders carried out before the move: fire fighting, unfouling (FP-5.8), sail,
 * course. SD-153 a ship still held in contact turns neither by order nor by a critical (FP-5.8: the
 * positions are not changed); her sail order is carried out.
 */
function ordersBeforeMove(
  table: SimTable,
  entry: TableEntry,
  orders: CaptainOrders,
  score: number,
) {
  fightFireAndUnfoul(table, entry, orders, score);
  sailAndCourse(table, entry, orders, score);
}

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

/** FP-6.3 a hull hit's damage to the side facing the firer; OR-6's three figures when played. */
function hitDamage(
  table: SimTable,
  me: TableEntry,
  s: Shot,
  bf: number,
  double: boolean,
  rules: PartRules | null,
): void {
  // OR-7 footnote 20 a friend in the target's tangle takes its share instead (SD-85).
  if (rules?.tangleHit?.(me, s, s.b.band, bf, double)) return;
  // D-19 / FP-7.1 a target in a boarding shares the damage with the boarding's ships in her half-arc.
  const share = boardingShare(table, me, s.target, s.pose, s.side);
  const split = share ? share.length : 1;
  const firedFrom = mainmastPoint(s.pose, me.ship.body);
  const dmg = rules?.hit
    ? 0
    : broadsideDamage({
        bf,
        band: s.b.band,
        aim: 'hull',
        targetSail: s.target.ship.sail,
        rake: s.rake,
        double,
        splitBetween: split,
      }).damage;
  for (const e of share ?? [s.target]) {
    const t = e.ship;
    const sideHit = sideFacing(t.pose, firedFrom);
    const lostBefore = dcLost(t.profile, t.damage).total;
    rules?.onHit(e, s.b.band);
    if (rules?.hit)
      rules.hit(t, {
        bf,
        band: s.b.band,
        broadside: s.broadside,
        rake: s.rake,
        double,
        sideHit,
        split,
      });
    else loseHull(t, sideHit, dmg);
    if (e.side !== me.side) me.dcDealt += dcLost(t.profile, t.damage).total - lostBefore;
    if (e !== s.target && e.side !== me.side) {
      e.hitBy.add(me.uid);
      t.hitsThisTurn = e.hitBy.size;
    }
  }
}

/** FP-6.3 / FP-6.6 / FP-6.5 the broadsides' effects, then the unlucky shot on the firer. */
export function resolveShots(
  table: SimTable,
  me: TableEntry,
  shots: readonly Shot[],
  rng: DuelRandom,
  rules: PartRules | null,
): Set<TableEntry> {
  // No broadside fired: nothing to resolve (and assignCriticals never sees an empty list, whose array
  // kind differs from a list of broadsides and deoptimised it and this function).
  if (shots.length === 0) return new Set<TableEntry>();
  const s0 = me.ship;
  const crit = assignCriticals(packedMap(shots, (s) => s.b));
  const bfAtStart = {
    port: currentBf(s0.profile, s0.damage, 'port'),
    starboard: currentBf(s0.profile, s0.damage, 'starboard'),
  };
  // OR-5 / SD-89 firing while tacking: BF -1, never below 0.
  const bfChange = rules?.bfModifier?.(me) ?? 0;
  if (bfChange !== 0) {
    bfAtStart.port = Math.max(0, bfAtStart.port + bfChange);
    bfAtStart.starboard = Math.max(0, bfAtStart.starboard + bfChange);
  }
  const raked = new Set<TableEntry>();
  shots.forEach((s, i) => {
    const result = crit.effective[i];
    if (result !== 'hit' && result !== 'wellLaid') return;
    const t = s.target.ship;
    const wl = result === 'wellLaid' ? wellLaidEffect(rng.roll3d6()) : null;
    hitDamage(table, me, s, bfAtStart[s.side], wl === 'double', rules);
    if (s.rake === 'bow') t.bowRakesThisTurn++;
    if (s.rake === 'stern') t.sternRakesThisTurn++;
    if (s.rake) raked.add(s.target);
    if (wl === 'fire') t.fires = { ...t.fires, hull: t.fires.hull + 1 };
    if (wl === 'rudder') t.rudderDamaged = true;
    if (wl === 'magazine') t.fate = 'exploded';
    // FP-8.1 "per enemy ship that hit it this turn": a friend's hit is not counted.
    if (s.target.side !== me.side) {
      s.target.hitBy.add(me.uid);
      t.hitsThisTurn = s.target.hitBy.size;
    }
  });
  if (crit.unlucky) {
    // FP-6.5 on the side that fired (the nearer target when both did, assignCriticals).
    const effect = unluckyEffect(rng.roll3d6());
    const side = crit.unlucky.side;
    if (effect !== 'none') s0.fires = { ...s0.fires, hull: s0.fires.hull + 1 };
    if (effect === 'burst-hdc')
      loseHull(s0, side, pointsToLoseBoxes(s0.profile, s0.damage, side, 1));
    if (effect === 'burst-half')
      loseHull(s0, side, pctOfDc(s0.profile.dcCapacity, UNLUCKY_HALF_DC_PCT));
  }
  return raked;
}

/** Each ship's damage record when the part began (a Map of them does too, e.g. HR-5's deck). */
export interface DamageBefore {
  get(e: TableEntry): ShipDamage | undefined;
}

/**
 * The damage records of `ships` at the start of the part, read by ship: one array for the part
 * rather than a Map grown ship by ship (a part is played some 300 times a battle). `ships` is the
 * part's own list, never changed while the part is played.
 */
export class DamageAtPartStart implements DamageBefore {
  private readonly damage: ShipDamage[];
  constructor(private readonly ships: readonly TableEntry[]) {
    this.damage = packedMap(ships, (e) => e.ship.damage);
  }
  get(e: TableEntry): ShipDamage | undefined {
    const i = this.ships.indexOf(e);
    return i < 0 ? undefined : this.damage[i];
  }
}

/**
 * FP-8.1 / FP-8.2 every ship afloat that must test at the end of the part does, the mover first. The
 * damage records are replaced, never changed in place, so a ship whose record is the one it had when
 * the part began lost no DC in it: only it being raked could make it test.
 */
export function endOfPartMorale(
  me: TableEntry,
  ships: readonly TableEntry[],
  damageBefore: DamageBefore,
  raked: ReadonlySet<TableEntry>,
  rng: DuelRandom,
): void {
  // The mover first, then the others in table order (no list built for it).
  for (let i = -1; i < ships.length; i++) {
    const e = i < 0 ? me : ships[i]!;
    if (i >= 0 && e === me) continue;
    const s = e.ship;
    if (s.fate !== 'afloat') continue;
    const was = damageBefore.get(e) ?? s.damage;
    if (was === s.damage && !raked.has(e)) continue;
    const trigger = mustTestMorale({
      decks: s.profile.decks,
      dcLostBefore: dcLost(s.profile, was).total,
      dcLostNow: dcLost(s.profile, s.damage).total,
      raked: raked.has(e),
    });
    if (trigger.must) takeMoraleTest(s, rng);
  }
}

/** FP-8.2 one morale test (also HR-4's all-ships test): -1 per test already taken; <= 0 strikes. */
export function takeMoraleTest(s: SimShip, rng: DuelRandom): boolean {
  const lost = dcLost(s.profile, s.damage);
  const test = moraleTest(rng.roll3d6(), {
    dcCapacity: s.profile.dcCapacity,
    onFire: fireCount(s.fires) > 0,
    hoveTo: s.sail === 'furled' || hoveToByWreck(s) || isHeld(s),
    rudderDamaged: s.rudderDamaged,
    rdcLost: lost.rigging + lost.riggingRepaired,
    hdcLost: lost.hull,
    hits: s.hitsThisTurn,
    previousTests: s.moraleTests,
    bowRakes: s.bowRakesThisTurn,
    sternRakes: s.sternRakesThisTurn,
  });
  s.moraleTests++;
  if (test.struck) s.fate = 'struck';
  return test.struck;
}

/** FP-6.2 an ordered broadside fired from `point`: the shot, or null with nothing in range there. */
export function shotAt(
  me: TableEntry,
  f: CaptainOrders['fire'][number],
  point: ReturnType<typeof firingPointAmong>,
  score: number,
  rules: PartRules | null,
): Shot | null {
  const c = point.candidate;
  if (!point.target || !c || c.band === 'out') return null;
  // OR-7 footnote 20 a friend in the target's tangle screens it: no fire.
  if (rules?.screened?.(me, point.target, point.pose, f.side)) return null;
  // OR-9 / SD-76 -1 from the side the wreckage fell on (the score as rolled without OR-9).
  const fireScore = broadsideScore(me.ship, f.side, score);
  return {
    b: {
      shipId: me.uid,
      side: f.side,
      // OR-7 / SD-72 +1 at an entangled ship.
      score: rules?.shotScore ? rules.shotScore(point.target, fireScore) : fireScore,
      band: c.band,
      rangeMm: c.rangeMm,
    },
    side: f.side,
    pose: point.pose,
    rake: f.aim === 'hull' ? c.rake : null,
    target: point.target,
    // SD-196 OR-6 the side spends its load only when it fires at a target.
    broadside: rules ? rules.fire(me, f.side) : 'normal',
  };
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

/**
 * FP-3 the part of `me` with the orders its captain wrote; `intended` is the enemy it chose to fight.
 * SD-153 contacts take their FP-5.8 / D-19 effects and hold the ships until they unfoul; SD-154 the
 * boarding of the owner's part is fought at its end (part-contact.ts).
 */
export function playShipPart(
  table: SimTable,
  me: TableEntry,
  orders: CaptainOrders,
  intended: TableEntry | null,
  rng: DuelRandom,
  /** The optional rules' hooks (the battle's OR-2 / OR-6 / OR-9); null plays Fast Play. */
  rules: PartRules | null = null,
): PartPlayed {
  const s = me.ship;
  const ships = table.entries.filter(onTable);
  const damageBefore = new DamageAtPartStart(ships);
  // FP-4.1 one 3d6 for the ship, modified, fixed for the part: FP-5.8 hove to in contact, -1 more
  // per further ship touched; left hove to by a ship that unfouled from her (FP-5.8).
  const { score } = abilitaScore(rng.roll3d6(), abilitaConditions(s));
  const modifiers = abilitaModifierTotal(s);
  ordersBeforeMove(table, me, orders, score);
  const held = isHeld(s);
  // FP-5.4 still in irons (the wind shifted, FP-A1, and the course order failed): she stays stopped
  // and loses another 10% DC of rigging. Never in the duel, whose wind does not change.
  const inIrons = relativeToWind(s.heading, table.wind).r <= 2;
  if (inIrons && s.fate === 'afloat') {
    if (rules) rules.inIrons(me);
    else ironsPenalty(s);
  }
  const allowance = moveAllowance(table, me, inIrons, rules);
  if (!held) s.halfSpeed = false;
  const sweep = straightMove(table, me, ships, allowance, rules);
  const contacts = idsOnce(sweep.blockingIds, sweep.contactIds);
  // The options' orders on the same score, after the move: a reload or run out stops this turn's fire
  // (OR-6), an RDC jury-rigged now speeds her from the next turn (OR-9).
  if (s.fate === 'afloat') rules?.afterAbilita(me, orders, score);
  // FP-6.2 each ordered broadside at the best point of the move (FP-5.7), at what it bears on.
  const fired: PartPlayed['fired'] = [];
  const shots: Shot[] = [];
  if (s.fate === 'afloat' && orders.fire.length > 0) {
    const back = fireBackMm(sweep);
    // HR-2 the table's range bands and arcs.
    const scale = scaleOf(table);
    const others = otherShipsThisPart(me, ships, { end: s.pose, movedMm: back }, scale);
    // FP-7.3 with boarding parties ready (or called for this turn) she fires one side only.
    const boarding = s.partiesReady === true || orders.orders.includes('prepareBoarding');
    for (const f of boarding ? orders.fire.slice(0, 1) : orders.fire) {
      if (rules && !rules.mayFire(me, f.side)) continue;
      const point = firingPointAmong(me, f.side, s.pose, back, modifiers, others, intended, scale);
      fired.push({ side: f.side, alongMm: sweep.distanceMm - point.backMm });
      const shot = shotAt(me, f, point, score, rules);
      if (shot) shots.push(shot);
    }
  }
  const raked = resolveShots(table, me, shots, rng, rules);
  endOfPart(table, me, ships, orders, score, { damageBefore, raked }, rng, rules);
  return { score, fired, movedMm: sweep.distanceMm, allowanceMm: allowance, contacts };
}

/** The ids of `a` then of `b`, each once, in the order first met (as a Set of both would list them). */
function idsOnce(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of a) if (!out.includes(id)) out.push(id);
  for (const id of b) if (!out.includes(id)) out.push(id);
  return out;
}

/**
 * The end of a ship's part, after her fire (the Fast Play part and OR-3's segmented one alike):
 * FP-7.2 boarding parties on the Brd column (`boardingScore`, once per boarding), then a struck enemy
 * she touches is taken or the melee fought (FP-7.5 / FP-7.6, SD-154); the options' end-of-part tests;
 * FP-4.4 / D-21 / D-7 the owner's fire toll; FP-2.5 sinking; FP-8.1 / FP-8.2 morale.
 */
export function endOfPart(
  table: SimTable,
  me: TableEntry,
  ships: readonly TableEntry[],
  orders: CaptainOrders,
  boardingScore: number,
  part: { damageBefore: DamageBefore; raked: ReadonlySet<TableEntry> },
  rng: DuelRandom,
  rules: PartRules | null,
): void {
  const s = me.ship;
  if (
    s.fate === 'afloat' &&
    orders.orders.includes('prepareBoarding') &&
    prepareBoarding(boardingScore)
  )
    s.partiesReady = true;
  boardingAtEndOfPart(table, me, rng, orders.orders.includes('unfoul'));
  standDownParties(table, me);
  if (s.fate === 'afloat') rules?.beforeFireToll(me);
  if (s.fate === 'afloat' && fireCount(s.fires) > 0) {
    const toll = endOfPartFire(s.profile, s.damage, s.fires);
    s.damage = toll.damage;
    s.fires = toll.fires;
    if (toll.explodes) s.fate = 'exploded';
  }
  for (const e of ships)
    if (e.ship.fate === 'afloat' && isSinking(e.ship.profile, e.ship.damage)) e.ship.fate = 'sunk';
  endOfPartMorale(me, ships, part.damageBefore, part.raked, rng);
  dropContactsWithGone(table);
}
