// Where along its straight move a ship fires a broadside (FP-5.7 "at any point of the move", FP-6.2
// targets, FP-6.4 rakes): the captain's look-ahead and the duel's execution share this, so the point the
// captain plans for is judged by the same core targeting the referee uses.
import { sumModifiers } from '../modifiers.js';
import { abilitaModifiers } from '../abilita.js';
import { currentBf, dcLost, type HullSide } from '../damage.js';
import { damageMultiplier } from '../gunnery.js';
import { broadsideHitProbability } from '../odds.js';
import { poseBackAlongMove, rakeDuringMove } from '../geometry/rake-move.js';
import type { Pose } from '../geometry/ship-shape.js';
import { arcShape } from '../geometry/arc.js';
import { minDistanceSq } from '../geometry/range.js';
import {
  evaluateCandidate,
  shipGeometry,
  type ShipGeometry,
  type TargetCandidate,
} from '../geometry/targeting.js';
import { RAKE_MULTIPLIERS, RANGE_LIMITS_MM, type RangeBand } from '../tables/gunnery.js';
import { fireCount } from '../fire.js';
import { tableShip, type SimShip } from './duel-state.js';

/** FP-4.1 the ship's Abilità modifiers as one number (this turn's conditions). */
export function abilitaModifierTotal(s: SimShip): number {
  return sumModifiers(
    abilitaModifiers({
      crew: s.profile.crew,
      dcLost: dcLost(s.profile, s.damage).total,
      fires: fireCount(s.fires),
      hoveTo: s.sail === 'furled',
      rudderDamaged: s.rudderDamaged,
      contacts: 0,
    }),
  );
}

const HIT_CACHE = new Map<number, number>();
const BAND_KEY: Readonly<Record<RangeBand, number>> = { short: 0, medium: 1000, long: 2000 };

/** FP-4.2 chance that a broadside at a band hits (H or W) with this modifier total. */
export function hitChance(band: RangeBand, modifierTotal: number): number {
  const key = BAND_KEY[band] + modifierTotal;
  let p = HIT_CACHE.get(key);
  if (p === undefined) {
    p = broadsideHitProbability(band, modifierTotal);
    HIT_CACHE.set(key, p);
  }
  return p;
}

/** FP-6.3 / FP-6.4 the expected hull damage of one broadside on a candidate target. */
export function expectedDamage(
  firer: SimShip,
  side: HullSide,
  target: SimShip,
  c: TargetCandidate,
  modifierTotal: number,
): number {
  if (c.band === 'out') return 0;
  const mult = damageMultiplier(c.band, 'hull', target.sail, false);
  const rake = c.rake ? RAKE_MULTIPLIERS[c.rake] : 1;
  return (
    hitChance(c.band, modifierTotal) * currentBf(firer.profile, firer.damage, side) * mult * rake
  );
}

/**
 * FP-6.2 / D-11 / D-18 / FP-6.4 the one possible target of a broadside in a duel: the core's candidate
 * test (what broadsideTargets runs for each ship) with the enemy's geometry computed once. With one
 * other ship on the table the candidate, if any, is the target.
 */
export function duelTarget(
  me: SimShip,
  pose: Pose,
  side: HullSide,
  enemy: ShipGeometry,
): TargetCandidate | null {
  const firer = shipGeometry(tableShip(me, pose), 0);
  const arc = arcShape(pose, me.body, side);
  return evaluateCandidate(
    firer,
    arc,
    enemy,
    RANGE_LIMITS_MM[1200],
    minDistanceSq(firer.masts, enemy.masts),
  );
}

export function enemyGeometry(enemy: SimShip): ShipGeometry {
  return shipGeometry(tableShip(enemy), 1);
}

export interface FiringPoint {
  /** mm back from the end of the move (0 = at its end). */
  backMm: number;
  pose: Pose;
  /** The FP-6.2 target there (the enemy), or null when nothing lies in the arc within range. */
  target: TargetCandidate | null;
  expected: number;
  reason: string;
}

/** Samples along the move (fractions back from its end) besides any rake instant. */
const SAMPLES = [0, 0.5, 1] as const;

/**
 * The best point along a straight move of `movedMm` ending at `end` to fire `side` at the enemy:
 * a rake instant if the move has one (FP-6.4, found exactly by the core), else the sampled point with
 * the greatest expected damage; the nearest point of the move breaks ties.
 */
export function bestFiringPoint(
  me: SimShip,
  enemy: SimShip,
  side: HullSide,
  end: Pose,
  movedMm: number,
  modifierTotal: number,
  /** The enemy's geometry when the caller has it (she does not move during this ship's part). */
  enemyGeom: ShipGeometry = enemyGeometry(enemy),
): FiringPoint {
  const enemyShip = tableShip(enemy);
  const candidates: number[] = [];
  const rake = movedMm > 0 ? rakeDuringMove(tableShip(me, end), enemyShip, side, movedMm) : null;
  if (rake) candidates.push(rake.backMm);
  for (const f of SAMPLES) if (f === 0 || movedMm > 0) candidates.push(f * movedMm);
  let best: FiringPoint = {
    backMm: 0,
    pose: end,
    target: null,
    expected: 0,
    reason: `no target for the ${side} broadside along the move`,
  };
  for (const backMm of candidates) {
    const pose = backMm === 0 ? end : poseBackAlongMove(end, backMm);
    const c = duelTarget(me, pose, side, enemyGeom);
    if (!c) continue;
    const expected = expectedDamage(me, side, enemy, c, modifierTotal);
    if (expected > best.expected + 1e-9) {
      const where =
        backMm === 0
          ? 'at the end of the move'
          : `${Math.round(movedMm - backMm)} mm into the move`;
      best = {
        backMm,
        pose,
        target: c,
        expected,
        reason: c.rake
          ? `fire ${side} ${where}: ${c.rake} rake at ${c.band} range`
          : `fire ${side} ${where}: ${c.band} range, ${Math.round(c.rangeMm)} mm`,
      };
    }
  }
  return best;
}
