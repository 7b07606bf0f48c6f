// Issue 13: one ship's part of the turn (FP-3) among any number of ships - the duel's two or a
// battle's fleets: Abilità (FP-4.1), fire fighting (FP-4.4), sail (FP-5.1), course (FP-5.5, FP-4.3 X,
// FP-6.6 rudder), the straight move stopped by contact with ANY ship (FP-5.7 / FP-5.8), the ordered
// broadsides at the target they bear on (FP-6.2 / FP-6.4, part-fire.ts), criticals (FP-4.3 / FP-6.5 /
// FP-6.6), the fire toll (FP-4.4 / D-21 / D-7), sinking (FP-2.5) and morale (FP-8.1 / FP-8.2). The helm's
// pieces are in part-helm.ts, the broadsides' in part-shots.ts; this file plays them in order.
import { abilitaScore } from '../abilita.js';
import { dcLost, isSinking, type ShipDamage } from '../damage.js';
import { endOfPartFire, fireCount } from '../fire.js';
import { prepareBoarding } from '../boarding.js';
import { boardingAtEndOfPart, dropContactsWithGone, standDownParties } from './part-contact.js';
import { moraleTest, mustTestMorale } from '../morale.js';
import { relativeToWind } from '../sailing.js';
import { packedMap } from '../packed-map.js';
import { hoveToByWreck } from './battle-rigging.js';
import type { CaptainOrders } from './captain.js';
import { isHeld, type SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { abilitaModifierTotal } from './firing-point.js';
import { firingPointAmong, otherShipsThisPart } from './part-fire.js';
import type { PartRules } from './part-rules.js';
import { onTable, scaleOf, type SimTable, type TableEntry } from './table.js';
import {
  abilitaConditions,
  fightFireAndUnfoul,
  fireBackMm,
  ironsPenalty,
  moveAllowance,
  sailAndCourse,
  straightMove,
} from './part-helm.js';
import { resolveShots, shotAt, type Shot } from './part-shots.js';

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
