// Issue 13: a ship's broadsides in her part (FP-3), split from part.ts to keep files small: the shot an
// ordered broadside makes from its firing point (FP-6.2), then its effects: hull hits on the side facing
// the firer (FP-6.3, shared in a boarding D-19), the criticals (FP-6.5 / FP-6.6) and the unlucky shot on
// the firer (FP-6.5). Shared by the Fast Play part, OR-3's segments and HR-5's deck.
import { assignCriticals, type FiredBroadside } from '../abilita.js';
import { applyHullDamage, currentBf, dcLost, pointsToLoseBoxes } from '../damage.js';
import { mainmastPoint, type Pose } from '../geometry/ship-shape.js';
import { broadsideDamage, unluckyEffect, wellLaidEffect } from '../gunnery.js';
import { boardingShare } from './part-contact.js';
import { sideFacing } from '../hit-side.js';
import { pctOfDc } from '../ship.js';
import { UNLUCKY_HALF_DC_PCT } from '../tables/gunnery.js';
import { packedMap } from '../packed-map.js';
import type { BroadsideKind } from '../tables/full-gunnery.js';
import { broadsideScore } from './battle-rigging.js';
import type { CaptainOrders } from './captain.js';
import type { SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import type { firingPointAmong } from './part-fire.js';
import type { PartRules } from './part-rules.js';
import type { SimTable, TableEntry } from './table.js';

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
