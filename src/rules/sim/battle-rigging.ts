// Issue 13 OR-9 the rigging damage test in the battle simulation: when a ship takes it (full sail in a
// strong wind, a forbidden heading, a collision), what the RDC it costs do until jury-rigged (SD-33 /
// SD-99: no manoeuvre, no more sail, hove to for Abilità and morale, a lower sail for speed, -1 to fire
// from the lee side, SD-76) and the jury rig read on the part's Abilità roll (SD-95 / SD-96 / SD-97).
// The ship keeps this as `SimShip.wreck`, always replaced, never changed in place (the captain's view
// and the parts' records share it).
import { abilitaRow } from '../abilita.js';
import { applyRiggingDamage, isDismasted, trackState, type HullSide } from '../damage.js';
import { fireCount } from '../fire.js';
import {
  juryRigTurn,
  restoreJuryRiggedRdc,
  restoredRdcLimits,
  startJuryRig,
  type JuryRigOrder,
  type JuryRigPhase,
  type JuryRigState,
} from '../jury-rig.js';
import { navWindOf } from '../navigation.js';
import {
  lostRdcEffects,
  lowerSail,
  randomLeeSide,
  riggingSailOf,
  riggingTest,
  riggingTestDue,
  wreckageFireScore,
  type RiggingCollision,
  type RiggingTestCause,
} from '../rigging-test.js';
import { collisionRateDifference } from '../entanglement.js';
import { classById, pctOfDc } from '../ship.js';
import type { SailSetting, WindStrength } from '../tables/sailing.js';
import type { WindForce } from '../tables/setup-rolls.js';
import type { SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';

/** The wind a test reads: the table's, with OR-2's strength when played (calm, storm, SD-26). */
export interface WindAt {
  wind: number;
  strength: WindStrength;
  force?: WindForce;
}

export interface SimWreck {
  /** RDC lost to the test and not yet jury-rigged (0: none down). */
  rdcDown: number;
  /** SD-99 the sail the speed is read for, fixed when the rigging came down. */
  speedSail: SailSetting;
  /** OR-9 the side the wreckage fell on (the lee side; a die when head or stern to the wind, SD-32). */
  wreckageSide: HullSide | null;
  /** OR-9 the jury rig under way (null: none, or every RDC restored). */
  juryRig: JuryRigState | null;
  /** SD-35 RDC jury-rigged so far in the battle. */
  restored: number;
  /** SD-97 the last turn a broadside hit her at short range. */
  shortHitTurn: number | null;
}

const NO_WRECK: SimWreck = {
  rdcDown: 0,
  speedSail: 'easy',
  wreckageSide: null,
  juryRig: null,
  restored: 0,
  shortHitTurn: null,
};

function wreckOf(s: SimShip): SimWreck {
  return s.wreck ?? NO_WRECK;
}

/** OR-9 RDC down to the test, not yet jury-rigged. */
export function rdcDown(s: SimShip): number {
  return s.wreck?.rdcDown ?? 0;
}

/** OR-9 the jury rig's step, for the captain's orders (captain-options.ts). */
export function juryRigPhase(s: SimShip): JuryRigPhase | null {
  const j = s.wreck?.juryRig;
  return j && j.phase !== 'rigged' ? j.phase : null;
}

/** OR-9 counts as hove to for Abilità and morale while RDC are down (FP-4.1 / FP-8.2 modifiers). */
export function hoveToByWreck(s: SimShip): boolean {
  return rdcDown(s) > 0;
}

/** SD-99 the sail her speed is read for: the lower of the sail set and the one fixed at the fall. */
export function speedSailOf(s: SimShip): SailSetting {
  const w = s.wreck;
  return w && w.rdcDown > 0 ? lowerSail(s.sail, w.speedSail) : s.sail;
}

/** OR-9 / SD-76 a broadside's score: -1 from the side the wreckage fell on, within 3..18. */
export function broadsideScore(s: SimShip, side: HullSide, score: number): number {
  const w = s.wreck;
  if (!w || w.rdcDown === 0) return score;
  return wreckageFireScore(score, side, w.wreckageSide).score;
}

/** SD-35 / SD-98 the most sail she may set on restored RDC (easy from 3 restored). */
export function maxSailRestored(s: SimShip): 'easy' | 'full' {
  return restoredRdcLimits({
    restored: s.wreck?.restored ?? 0,
    rdcLost: trackState(s.profile, s.damage, 'rigging').lost,
    rdc: s.profile.rdc,
  }).maxSail;
}

/** SD-97 she was hit at short range this turn (a repair next turn is refused). */
export function noteShortRangeHit(s: SimShip, turn: number): void {
  s.wreck = { ...wreckOf(s), shortHitTurn: turn };
}

export interface SimRiggingTest {
  cause: RiggingTestCause;
  roll: number;
  score: number;
  /** Rigging points lost. */
  points: number;
  /** RDC the test brought down. */
  rdcLost: number;
}

/**
 * OR-9 one test on `s` (SD-30 hove to when furled; the wind read as OR-5 reads it, SD-26), its rigging
 * damage applied (|result| x 10% of her DC; the other ship's in a collision with a ship, SD-31). RDC it
 * brings down start the jury rig, all of them again when one was under way (SD-96); the speed sail is
 * fixed then (SD-33 / SD-99) and the wreckage falls on the lee side (a die when head or stern to the
 * wind, SD-32). D-6: the last RDC lost while on fire blows her up. A calm takes no test (null).
 */
export function takeRiggingTest(
  s: SimShip,
  cause: RiggingTestCause,
  rng: DuelRandom,
  table: WindAt,
  collision?: {
    with: RiggingCollision;
    otherDcCapacity?: number;
    rateDiff?: number;
    partiesReady?: boolean;
  },
): SimRiggingTest | null {
  const wind = navWindOf(table.force ?? table.strength).wind;
  if (wind === null) return null;
  const lostBefore = trackState(s.profile, s.damage, 'rigging').lost;
  const roll = rng.roll3d6();
  const r = riggingTest({
    crew: s.profile.crew,
    roll,
    sail: riggingSailOf(s.sail),
    wind,
    rdcLost: lostBefore,
    ...(collision ? { collision: collision.with } : {}),
    ...(collision?.rateDiff ? { rateDiff: collision.rateDiff } : {}),
    ...(collision?.partiesReady ? { partiesReady: true } : {}),
  });
  const dc =
    r.dcOf === 'other'
      ? (collision?.otherDcCapacity ?? s.profile.dcCapacity)
      : s.profile.dcCapacity;
  const points = r.damage ? pctOfDc(dc, r.damagePctDc) : 0;
  const wasDismasted = isDismasted(s.profile, s.damage);
  if (points > 0) s.damage = applyRiggingDamage(s.profile, s.damage, points).damage;
  const rdcLost = trackState(s.profile, s.damage, 'rigging').lost - lostBefore;
  if (rdcLost > 0) {
    const w = wreckOf(s);
    const down = w.rdcDown + rdcLost;
    const effects = lostRdcEffects({
      rdcDown: down,
      sail: s.sail,
      heading: s.heading,
      wind: table.wind,
    });
    s.wreck = {
      ...w,
      rdcDown: down,
      speedSail: effects.speedSail,
      wreckageSide: effects.wreckageSide ?? randomLeeSide(rng.int(1, 6)),
      juryRig: startJuryRig(down),
    };
  }
  if (!wasDismasted && isDismasted(s.profile, s.damage) && fireCount(s.fires) > 0)
    s.fate = 'exploded';
  return { cause, roll, score: r.score, points, rdcLost };
}

/** OR-9 (SD-32) the end-of-part test due at full sail in a strong wind (or a storm): taken, or null. */
export function dueRiggingTest(s: SimShip, rng: DuelRandom, table: WindAt): SimRiggingTest | null {
  if (s.fate !== 'afloat' || !riggingTestDue({ sail: s.sail, wind: table.force ?? table.strength }))
    return null;
  return takeRiggingTest(s, 'fullSailStrongWind', rng, table);
}

/**
 * OR-9 / SD-95 the jury-rig order of the part, read on the Unf column of its Abilità score: the first
 * cut-away order brings the sail down to the speed sail (SD-99); a repair after a short-range hit the
 * turn before is refused (SD-97); each RDC restored is restored as D-4's repair (SD-98). Every RDC
 * restored: the ship manoeuvres again.
 */
export function carryOutJuryRig(
  s: SimShip,
  orders: readonly string[],
  score: number,
  turn: number,
): void {
  const w = s.wreck;
  if (!w?.juryRig || w.juryRig.phase === 'rigged') return;
  const order: JuryRigOrder | null = orders.includes('juryRig')
    ? 'juryRig'
    : orders.includes('cutAwayWreck')
      ? 'cutAwayWreck'
      : null;
  if (!order) return;
  const step = juryRigTurn(w.juryRig, order, abilitaRow(score).unfoul, w.shortHitTurn === turn - 1);
  if (step.sailReduced) s.sail = lowerSail(s.sail, w.speedSail);
  for (let i = 0; i < step.restored; i++) s.damage = restoreJuryRiggedRdc(s.profile, s.damage);
  const rigged = step.state.phase === 'rigged';
  s.wreck = {
    ...w,
    juryRig: rigged ? null : step.state,
    rdcDown: rigged ? 0 : w.rdcDown - step.restored,
    restored: w.restored + step.restored,
  };
}

/**
 * OR-9 / SD-198 a collision between two ships under OR-9 (for the battle's collisions, OR-7 / FP-5.8
 * contacts, to call): each ship tests, the rates of difference against it counted (-1 each, OR-7's rate
 * order, SD-68), boarding parties ready +1, and loses |result| x 10% of the OTHER ship's DC (SD-31).
 * Ship `a` tests first. Nothing happens when OR-9 is off: the caller asks only then.
 */
export function collisionRiggingTests(
  a: { ship: SimShip; partiesReady?: boolean },
  b: { ship: SimShip; partiesReady?: boolean },
  rng: DuelRandom,
  table: WindAt,
): [SimRiggingTest | null, SimRiggingTest | null] {
  const rate = (s: SimShip) => classById(s.profile.classId).rate;
  const test = (me: typeof a, other: SimShip) => {
    if (me.ship.fate !== 'afloat') return null;
    const against = Math.max(0, collisionRateDifference(rate(other), rate(me.ship)));
    return takeRiggingTest(me.ship, 'collision', rng, table, {
      with: 'ship',
      otherDcCapacity: other.profile.dcCapacity,
      rateDiff: against,
      partiesReady: me.partiesReady ?? false,
    });
  };
  return [test(a, b.ship), test(b, a.ship)];
}
