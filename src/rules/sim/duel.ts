// Issue 13: a whole duel over the rules core - two ships, the AI captain on both, turn by turn until one
// strikes (FP-8.2), sinks (FP-2.5) or explodes (FP-4.4 / D-6 / FP-6.6), or a draw (contact, SD-141;
// the turn limit). Seeded (pure-rand), so the same seed gives the same duel.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { abilitaRow, abilitaScore, assignCriticals, type FiredBroadside } from '../abilita.js';
import {
  applyHullDamage,
  currentBf,
  dcLost,
  isDismasted,
  isSinking,
  pointsToLoseBoxes,
  trackState,
} from '../damage.js';
import { endOfPartFire, extinguish, fireCount } from '../fire.js';
import { basesInContact, pivotTurn, sweepStraightMove } from '../geometry/movement.js';
import { mastToMastRange } from '../geometry/range.js';
import { mainmastPoint } from '../geometry/ship-shape.js';
import { broadsideDamage, unluckyEffect, wellLaidEffect } from '../gunnery.js';
import { sideFacing } from '../hit-side.js';
import { moraleTest, mustTestMorale } from '../morale.js';
import { criticalBearAway, headingDegrees, relativeToWind, rudderBearAway } from '../sailing.js';
import { pctOfDc } from '../ship.js';
import { UNLUCKY_HALF_DC_PCT } from '../tables/gunnery.js';
import { allowanceMm, captainOrders, type CaptainOrders } from './captain.js';
import {
  cloneDuel,
  makeSimShip,
  otherSide,
  sideIndex,
  tableShip,
  type DuelSide,
  type DuelState,
  type Duellist,
  type SimShip,
} from './duel-state.js';
import { abilitaModifierTotal, bestFiringPoint } from './firing-point.js';

export type DuelEnd = 'struck' | 'sunk' | 'exploded' | 'contact' | 'turnLimit' | 'mutual';

export interface DuelResult {
  seed: number;
  /** The side that won, or null for a draw. */
  winner: DuelSide | null;
  /** How the loser ended (or why it was a draw). */
  end: DuelEnd;
  loser: DuelSide | null;
  turns: number;
  /** DC each ship had lost when the duel ended (the other side's broadsides, fire and accidents). */
  dcLost: { a: number; b: number };
}

/** A record of each part played, for the tests: the orders as given and what the core allowed. */
export interface PartRecord {
  before: DuelState;
  orders: CaptainOrders;
  score: number;
  /** Where each broadside was fired (mm along the move) and the distance moved. */
  fired: Array<{ side: 'port' | 'starboard'; alongMm: number }>;
  movedMm: number;
  allowanceMm: number;
  headingAfter: number;
}

export interface DuelOptions {
  /** The turn limit: a duel still undecided after it is a draw (default 60). */
  maxTurns?: number;
  /** Called after each part with a record of it (a snapshot before, the orders, the move). */
  onPart?: (record: PartRecord) => void;
}

/** The seeded source of the duel: integers and 3d6 totals from one xoroshiro128+ stream. */
export interface DuelRandom {
  int(min: number, max: number): number;
  roll3d6(): number;
}

export function duelRandom(seed: number): DuelRandom {
  const rng = xoroshiro128plus(seed);
  return {
    int: (min, max) => uniformInt(rng, min, max),
    roll3d6: () => uniformInt(rng, 1, 6) + uniformInt(rng, 1, 6) + uniformInt(rng, 1, 6),
  };
}

const WIND = 0;
const LONG_RANGE_MM = 700;

function legalRandomHeading(rng: DuelRandom): number {
  for (;;) {
    const h = rng.int(0, 15);
    if (relativeToWind(h, WIND).r >= 3) return h;
  }
}

/** SD-140 the start: B anywhere within long range of A (mast to mast), not touching, both off the wind. */
export function startDuel(a: Duellist, b: Duellist, rng: DuelRandom): DuelState {
  for (;;) {
    const ha = legalRandomHeading(rng);
    const hb = legalRandomHeading(rng);
    const bearing = (rng.int(0, 3599) / 10) * (Math.PI / 180);
    const dist = rng.int(150, LONG_RANGE_MM);
    const sa = makeSimShip('a', a, { x: 0, y: 0, headingDeg: 0 }, ha);
    const sb = makeSimShip(
      'b',
      b,
      { x: Math.sin(bearing) * dist, y: Math.cos(bearing) * dist, headingDeg: 0 },
      hb,
    );
    if (basesInContact(tableShip(sa), tableShip(sb))) continue;
    if (mastToMastRange(tableShip(sa), tableShip(sb)) > LONG_RANGE_MM) continue;
    return { turn: 1, wind: WIND, ships: [sa, sb] };
  }
}

/** D-6 a ship that loses its last RDC while on fire explodes. */
function checkExplosion(s: SimShip, wasDismasted: boolean): void {
  if (!wasDismasted && isDismasted(s.profile, s.damage) && fireCount(s.fires) > 0)
    s.fate = 'exploded';
}

function loseHull(s: SimShip, side: 'port' | 'starboard', points: number): void {
  s.damage = applyHullDamage(s.profile, s.damage, side, points).damage;
}

/** FP-3 one player's part: orders, Abilità, fire fighting, sail, course, move and fire, fire toll, morale. */
function playPart(state: DuelState, side: DuelSide, rng: DuelRandom, opts: DuelOptions): boolean {
  const me = state.ships[sideIndex(side)];
  const enemy = state.ships[sideIndex(otherSide(side))];
  const before = opts.onPart ? cloneDuel(state) : null;
  const lostBefore = [
    dcLost(me.profile, me.damage).total,
    dcLost(enemy.profile, enemy.damage).total,
  ];
  const orders = captainOrders(state, side);
  // FP-4.1 one 3d6 for the ship, modified, fixed for the part.
  const { score } = abilitaScore(rng.roll3d6(), {
    crew: me.profile.crew,
    dcLost: lostBefore[0]!,
    fires: fireCount(me.fires),
    hoveTo: me.sail === 'furled',
    rudderDamaged: me.rudderDamaged,
    contacts: 0,
  });
  const row = abilitaRow(score);
  const modifiers = abilitaModifierTotal(me);
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
  const wasFurled = me.sail === 'furled';
  if (orders.orders.includes('increaseSail') && row.increaseSail === 'ok') me.sail = orders.sail;
  if (orders.orders.includes('decreaseSail') && row.decreaseSail === 'ok') me.sail = orders.sail;
  const halfSpeed = me.halfSpeed || (wasFurled && me.sail !== 'furled');
  let heading = me.heading;
  if (row.changeCourse === 'critical') {
    // FP-4.3 X: bear away one point at once, course order or not (SD-4: the first way listed).
    heading = criticalBearAway(heading, state.wind)[0]!;
  } else if (orders.orders.includes('changeCourse') && row.changeCourse === 'ok') {
    heading = orders.heading;
  }
  // FP-6.6 a damaged rudder bears her away one point a turn while close-hauled or at beam reach.
  const forced = me.rudderDamaged
    ? rudderBearAway(heading, state.wind, me.sail === 'furled')
    : null;
  if (forced !== null) heading = forced;
  if (heading !== me.heading) {
    me.pose = pivotTurn(me.pose, me.body, headingDegrees(heading));
    me.heading = heading;
  }
  // FP-5.7 the straight move; FP-5.8 a contact stops it.
  me.halfSpeed = halfSpeed;
  const allowance = me.fate === 'afloat' ? allowanceMm(me, me.sail) : 0;
  me.halfSpeed = false;
  const sweep = sweepStraightMove(tableShip(me), allowance, [tableShip(enemy)]);
  me.pose = sweep.pose;
  const contact = sweep.blockingIds.length > 0 || sweep.contactIds.length > 0;
  // FP-6.2 fire at the best point of the move (FP-5.7); FP-4.3 criticals over the ship's broadsides.
  const fired: PartRecord['fired'] = [];
  const shots: Array<{
    b: FiredBroadside;
    side: 'port' | 'starboard';
    pose: typeof me.pose;
    rake: 'bow' | 'stern' | null;
  }> = [];
  if (me.fate === 'afloat') {
    for (const f of orders.fire) {
      const point = bestFiringPoint(me, enemy, f.side, me.pose, sweep.distanceMm, modifiers);
      fired.push({ side: f.side, alongMm: sweep.distanceMm - point.backMm });
      const t = point.target;
      if (!t || t.band === 'out') continue;
      shots.push({
        b: { shipId: me.id, side: f.side, score, band: t.band, rangeMm: t.rangeMm },
        side: f.side,
        pose: point.pose,
        rake: f.aim === 'hull' ? t.rake : null,
      });
    }
  }
  const crit = assignCriticals(shots.map((s) => s.b));
  const bfAtStart = {
    port: currentBf(me.profile, me.damage, 'port'),
    starboard: currentBf(me.profile, me.damage, 'starboard'),
  };
  let hit = false;
  shots.forEach((s, i) => {
    const result = crit.effective[i];
    if (result !== 'hit' && result !== 'wellLaid') return;
    hit = true;
    const wl = result === 'wellLaid' ? wellLaidEffect(rng.roll3d6()) : null;
    const dmg = broadsideDamage({
      bf: bfAtStart[s.side],
      band: s.b.band,
      aim: 'hull',
      targetSail: enemy.sail,
      rake: s.rake,
      double: wl === 'double',
    }).damage;
    const facing = sideFacing(enemy.pose, mainmastPoint(s.pose, me.body));
    loseHull(enemy, facing, dmg);
    if (s.rake === 'bow') enemy.bowRakesThisTurn++;
    if (s.rake === 'stern') enemy.sternRakesThisTurn++;
    if (wl === 'fire') enemy.fires = { ...enemy.fires, hull: enemy.fires.hull + 1 };
    if (wl === 'rudder') enemy.rudderDamaged = true;
    if (wl === 'magazine') enemy.fate = 'exploded';
  });
  if (hit) enemy.hitsThisTurn = 1;
  if (crit.unlucky) {
    // FP-6.5 on the side that fired (the nearer target when both did, assignCriticals).
    const effect = unluckyEffect(rng.roll3d6());
    const s = crit.unlucky.side;
    if (effect !== 'none') me.fires = { ...me.fires, hull: me.fires.hull + 1 };
    if (effect === 'burst-hdc') loseHull(me, s, pointsToLoseBoxes(me.profile, me.damage, s, 1));
    if (effect === 'burst-half')
      loseHull(me, s, pctOfDc(me.profile.dcCapacity, UNLUCKY_HALF_DC_PCT));
  }
  // FP-4.4 / D-21 / D-7 the owner's fire toll at the end of its part.
  if (me.fate === 'afloat' && fireCount(me.fires) > 0) {
    const toll = endOfPartFire(me.profile, me.damage, me.fires);
    me.damage = toll.damage;
    me.fires = toll.fires;
    if (toll.explodes) me.fate = 'exploded';
  }
  // FP-2.5 all HDC lost: sinking.
  for (const s of [me, enemy])
    if (s.fate === 'afloat' && isSinking(s.profile, s.damage)) s.fate = 'sunk';
  // FP-8.1 / FP-8.2 morale at the end of the part.
  [me, enemy].forEach((s, k) => {
    if (s.fate !== 'afloat') return;
    const lost = dcLost(s.profile, s.damage);
    const trigger = mustTestMorale({
      decks: s.profile.decks,
      dcLostBefore: lostBefore[k]!,
      dcLostNow: lost.total,
      raked: s.bowRakesThisTurn + s.sternRakesThisTurn > 0 && s === enemy,
    });
    if (!trigger.must) return;
    const test = moraleTest(rng.roll3d6(), {
      dcCapacity: s.profile.dcCapacity,
      onFire: fireCount(s.fires) > 0,
      hoveTo: s.sail === 'furled',
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
  });
  if (before && opts.onPart)
    opts.onPart({
      before,
      orders,
      score,
      fired,
      movedMm: sweep.distanceMm,
      allowanceMm: allowance,
      headingAfter: me.heading,
    });
  return contact;
}

function dcLostBy(state: DuelState): DuelResult['dcLost'] {
  const [a, b] = state.ships;
  return { a: dcLost(a.profile, a.damage).total, b: dcLost(b.profile, b.damage).total };
}

function decided(state: DuelState): Omit<DuelResult, 'dcLost'> | null {
  const [a, b] = state.ships;
  const aOut = a.fate !== 'afloat';
  const bOut = b.fate !== 'afloat';
  if (!aOut && !bOut) return null;
  const base = { seed: 0, turns: state.turn };
  if (aOut && bOut) return { ...base, winner: null, end: 'mutual', loser: null };
  const loser = aOut ? a : b;
  return {
    ...base,
    winner: otherSide(loser.id),
    end: loser.fate as 'struck' | 'sunk' | 'exploded',
    loser: loser.id,
  };
}

/** Issue 13: one seeded duel between two ships, the AI captain commanding both. */
export function runDuel(
  a: Duellist,
  b: Duellist,
  seed: number,
  opts: DuelOptions = {},
): DuelResult {
  const rng = duelRandom(seed);
  const maxTurns = opts.maxTurns ?? 60;
  const state = startDuel(a, b, rng);
  // SD-141 who plays first alternates each turn, from a side drawn at the start.
  const firstIsA = rng.int(0, 1) === 0;
  for (; state.turn <= maxTurns; state.turn++) {
    for (const s of state.ships) {
      s.hitsThisTurn = 0;
      s.bowRakesThisTurn = 0;
      s.sternRakesThisTurn = 0;
    }
    const aFirst = (state.turn % 2 === 1) === firstIsA;
    for (const side of aFirst ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
      const contact = playPart(state, side, rng, opts);
      const end = decided(state);
      if (end) return { ...end, seed, dcLost: dcLostBy(state) };
      if (contact)
        return {
          seed,
          winner: null,
          end: 'contact',
          loser: null,
          turns: state.turn,
          dcLost: dcLostBy(state),
        };
    }
  }
  return {
    seed,
    winner: null,
    end: 'turnLimit',
    loser: null,
    turns: maxTurns,
    dcLost: dcLostBy(state),
  };
}
