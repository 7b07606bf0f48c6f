// Issue 13 OR-6 full gunnery in the battle simulation: each ship's guns as the core's per-side state
// machine (gun-state.ts), the run out guns and reload orders carried out on the part's Abilità score,
// and a hit's damage from the OR-6 table (target, collateral, opposite) instead of FP-6.3. Without OR-3
// the phase is the whole turn (SD-38): reload in one turn, fire the next.
import {
  applyHullDamage,
  applyRiggingDamage,
  isDismasted,
  type HullSide,
  type ShipDamage,
} from '../damage.js';
import { fireCount } from '../fire.js';
import { fullGunneryDamage } from '../full-gunnery.js';
import {
  fireRefusal,
  fireSide,
  freshGuns,
  reloadRefusal,
  reloadSide,
  runOutGuns,
  runOutRefusal,
  settleGuns,
  type GunPhase,
  type ShipGuns,
} from '../gun-state.js';
import type { RakeKind, RangeBand } from '../tables/gunnery.js';
import type { BroadsideKind } from '../tables/full-gunnery.js';
import type { OrderName } from '../orders-available.js';
import type { SimShip } from './duel-state.js';

const SIDES: readonly HullSide[] = ['port', 'starboard'];
const RELOAD: Record<HullSide, OrderName> = { port: 'reloadPort', starboard: 'reloadStarboard' };

/** SD-38 without OR-3 a turn is one phase. */
export function turnPhase(turn: number): GunPhase {
  return { turn, segment: null };
}

/** OR-6 every ship's guns in a battle, by table id (SD-38: both sides loaded at the start). */
export class BattleGuns {
  private readonly byShip = new Map<string, ShipGuns>();

  of(uid: string): ShipGuns {
    return this.byShip.get(uid) ?? freshGuns();
  }

  /** Each side's status at this turn's orders, as the captain's options read it (captain-options.ts). */
  sides(
    uid: string,
    turn: number,
  ): Record<HullSide, { status: ShipGuns['port']['status']; hasFired: boolean }> {
    const g = settleGuns(this.of(uid), turnPhase(turn));
    return {
      port: { status: g.port.status, hasFired: g.port.hasFired },
      starboard: { status: g.starboard.status, hasFired: g.starboard.hasFired },
    };
  }

  /**
   * OR-6 / SD-84 the reload and run out orders, on the part's Abilità score: a side ordered to reload
   * is reloaded when the reload table lists the crew for the score (16-18 perfect), loaded from the
   * next turn; run out guns runs out every loaded side (SD-83). An order the state refuses does nothing
   * (the captain never writes one: the legality test checks that).
   */
  carryOut(
    uid: string,
    s: SimShip,
    orders: readonly OrderName[],
    score: number,
    turn: number,
  ): void {
    const phase = turnPhase(turn);
    let g = this.of(uid);
    for (const side of SIDES)
      if (orders.includes(RELOAD[side]) && reloadRefusal(g, side, phase) === null)
        g = reloadSide(g, side, phase, s.profile.crew, score).guns;
    if (orders.includes('runOutGuns') && runOutRefusal(g, phase) === null) g = runOutGuns(g, phase);
    this.byShip.set(uid, g);
  }

  /** OR-6 the side may fire this turn (loaded or run out; nothing reloaded or run out this turn). */
  mayFire(uid: string, side: HullSide, turn: number): boolean {
    return fireRefusal(this.of(uid), side, turnPhase(turn)) === null;
  }

  /** OR-6 the side fires: which broadside it is (initial or normal); the side now needs a reload. */
  fire(uid: string, side: HullSide, turn: number): BroadsideKind {
    const out = fireSide(this.of(uid), side, turnPhase(turn));
    this.byShip.set(uid, out.guns);
    return out.broadside;
  }
}

/** One hit under OR-6, aimed at the hull (the captain's only aim). */
export interface FullGunneryHit {
  bf: number;
  band: RangeBand;
  broadside: BroadsideKind;
  rake: RakeKind | null;
  double: boolean;
  /** FP-6.3 / SD-36 the hull side facing the firer. */
  sideHit: HullSide;
  /** FP-7.1 / D-19 ships in a boarding in the same half-arc share each figure (1: no share). */
  split: number;
}

/**
 * OR-6 / SD-36 a hull hit's three figures: T to the side hit, C to the rigging, O to the other side,
 * each rounded once (D-16). D-6: a target on fire whose collateral takes its last RDC explodes.
 */
export function applyFullGunneryHit(t: SimShip, hit: FullGunneryHit): void {
  const dmg = fullGunneryDamage({
    bf: hit.bf,
    band: hit.band,
    broadside: hit.broadside,
    aim: 'hull',
    targetSail: t.sail,
    rake: hit.rake,
    double: hit.double,
    splitBetween: hit.split,
  });
  applyFullGunneryFigures(t, hit.sideHit, dmg);
}

/**
 * OR-6 / SD-36 the three figures landed on a ship: T to the side hit, C to the rigging, O to the other
 * side (OR-7 / SD-85 a tangle's share of each, or the whole hit). D-6 as above.
 */
export function applyFullGunneryFigures(
  t: SimShip,
  sideHit: HullSide,
  figures: { target: number; collateral: number; opposite: number },
): void {
  const other: HullSide = sideHit === 'port' ? 'starboard' : 'port';
  const wasDismasted = isDismasted(t.profile, t.damage);
  let d: ShipDamage = applyHullDamage(t.profile, t.damage, sideHit, figures.target).damage;
  d = applyRiggingDamage(t.profile, d, figures.collateral).damage;
  d = applyHullDamage(t.profile, d, other, figures.opposite).damage;
  t.damage = d;
  if (!wasDismasted && isDismasted(t.profile, d) && fireCount(t.fires) > 0) t.fate = 'exploded';
}
