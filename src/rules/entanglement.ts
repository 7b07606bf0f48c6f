// OR-7 collisions and entanglement (full game, adapted): the push by rates, not in command, the
// entangled movement schedule, fire at entangled ships and a friend in the tangle (footnote 20).
// The geometry of the move after contact is in ./geometry/contact-move.ts.
import { RuleError } from './errors.js';
import { halfOf, type ArcShape } from './geometry/arc.js';
import { contactMove, type ContactMoveResult } from './geometry/contact-move.js';
import { CONTACT_EPSILON_MM } from './geometry/intersect.js';
import { minDistanceSq } from './geometry/range.js';
import {
  baseCorners,
  mainmastPoint,
  mastPoints,
  type ShipPlacement,
} from './geometry/ship-shape.js';
import { cross, dot, sub } from './geometry/vec.js';
import { modifier, type Modifier } from './modifiers.js';
import { roundHalfUp } from './ship.js';
import { RATES, type Rate } from './tables/ships.js';

const SHIP_RATES: readonly Rate[] = RATES.filter((r) => r !== 'fortification');

function rateIndex(rate: Rate): number {
  const i = SHIP_RATES.indexOf(rate);
  if (i < 0) throw new RuleError(`a ${rate} does not move, so it does not collide (OR-7)`);
  return i;
}

/**
 * OR-7 / SD-68 how many rates larger the mover is than the ship it hits (negative: smaller). The rates
 * in order are 1st to 6th, then unrated; a fortification never moves.
 */
export function collisionRateDifference(mover: Rate, hit: Rate): number {
  return rateIndex(hit) - rateIndex(mover);
}

/** OR-7 the push after an A, C or D contact: 1/4 of the remaining move, 1/2 two rates larger, none two smaller. */
export function pushFraction(rateDifference: number): number {
  if (!Number.isInteger(rateDifference))
    throw new RuleError(`a rate difference is a whole number, got ${rateDifference}`);
  if (rateDifference >= 2) return 1 / 2;
  if (rateDifference <= -2) return 0;
  return 1 / 4;
}

export interface CollisionInput {
  mover: ShipPlacement & { rate: Rate };
  hit: ShipPlacement & { rate: Rate };
  remainingMm: number;
}

/** OR-7 the move after contact with the push the two rates give (see `contactMove`). */
export function collisionMove(i: CollisionInput): ContactMoveResult {
  const fraction = pushFraction(collisionRateDifference(i.mover.rate, i.hit.rate));
  return contactMove({
    mover: i.mover,
    hit: i.hit,
    remainingMm: i.remainingMm,
    pushFraction: fraction,
  });
}

/**
 * OR-7 / SD-66 a ship in contact is not in command: -1 Abilità. It is the same -1 as FP-4.1's "in
 * contact after a collision: hove to", named as the full game names it, never a second -1. Takes the
 * FP-4.1 modifiers and, when the ship is in contact, relabels that term.
 */
export function notInCommandModifiers(mods: readonly Modifier[], contacts: number): Modifier[] {
  if (!(Number.isInteger(contacts) && contacts >= 0))
    throw new RuleError(`contacts must be a whole number >= 0, got ${contacts}`);
  if (contacts === 0) return [...mods];
  return mods.map((m) =>
    m.key === 'hoveTo'
      ? modifier('notInCommand', 'in contact: not in command', m.value, 'OR-7')
      : m,
  );
}

/** OR-7 firing at entangled ships: +1 for the bigger target. */
export const ENTANGLED_TARGET_BONUS = 1;

/**
 * OR-7 / SD-72 the +1 is added to the firer's Abilità score for that broadside only, within 3..18.
 */
export function entangledTargetScore(score: number): { score: number; modifier: Modifier } {
  if (!(Number.isInteger(score) && score >= 3 && score <= 18))
    throw new RuleError(`an Abilità score is 3 to 18, got ${score}`);
  return {
    score: Math.min(18, score + ENTANGLED_TARGET_BONUS),
    modifier: modifier('entangledTarget', 'entangled target', ENTANGLED_TARGET_BONUS, 'OR-7'),
  };
}

/** Where a ship of the tangle lies in the firer's arc (D-18 halves; on the centre line per SD-73). */
export type TanglePlace = 'fore' | 'aft' | 'centre';

export interface TangleShip {
  place: TanglePlace;
  /** Range from the firer, mast to mast (FP-1.2), in mm. */
  rangeMm: number;
}

export type TangleFire =
  | { fire: true; friendShare: number; case: 'enemyNearer' | 'friendAside' }
  | { fire: false; friendShare: 0; case: 'friendScreens' };

/**
 * OR-7 footnote 20 (the default way): the enemy nearer than the friend -> fire, the friend takes 1/3;
 * the friend in one half, not on the centre line, and the enemy in the other half or farther on the
 * centre line -> fire, the friend takes 2/3; the friend on the centre line, or in the enemy's half
 * and nearer -> no fire. SD-73: "nearer" is checked first; at equal ranges the friend counts as nearer.
 */
export function tangleFire(friend: TangleShip, enemy: TangleShip): TangleFire {
  for (const s of [friend, enemy])
    if (!(Number.isFinite(s.rangeMm) && s.rangeMm >= 0))
      throw new RuleError(`a range must be >= 0 mm, got ${s.rangeMm}`);
  if (enemy.rangeMm < friend.rangeMm)
    return { fire: true, friendShare: 1 / 3, case: 'enemyNearer' };
  if (friend.place === 'centre' || friend.place === enemy.place)
    return { fire: false, friendShare: 0, case: 'friendScreens' };
  return { fire: true, friendShare: 2 / 3, case: 'friendAside' };
}

/** OR-7 / D-16 a broadside's damage shared between the enemy and the friend in the tangle, each rounded (halves up). */
export function tangleDamageSplit(
  exactDamage: number,
  friendShare: number,
): { enemy: number; friend: number } {
  if (!(Number.isFinite(exactDamage) && exactDamage >= 0))
    throw new RuleError(`damage must be >= 0, got ${exactDamage}`);
  if (!(friendShare >= 0 && friendShare <= 1))
    throw new RuleError(`a share is in [0, 1], got ${friendShare}`);
  return {
    enemy: roundHalfUp(exactDamage * (1 - friendShare)),
    friend: roundHalfUp(exactDamage * friendShare),
  };
}

/**
 * OR-7 / SD-73 where a ship of the tangle lies in a firer's arc: on the centre line when the line from
 * the apex outwards crosses its base, else the half of its mainmast (D-18); range mast to mast (FP-1.2).
 */
export function tanglePosition(
  firer: ShipPlacement,
  arc: ArcShape,
  ship: ShipPlacement,
): TangleShip {
  const corners = baseCorners(ship.pose, ship.body);
  let left = false;
  let right = false;
  let ahead = false;
  for (const c of corners) {
    const rel = sub(c, arc.apex);
    const s = cross(arc.centreDir, rel);
    if (s >= -CONTACT_EPSILON_MM) left = true;
    if (s <= CONTACT_EPSILON_MM) right = true;
    if (dot(rel, arc.centreDir) >= 0) ahead = true;
  }
  const rangeMm = Math.sqrt(
    minDistanceSq(mastPoints(firer.pose, firer.body), mastPoints(ship.pose, ship.body)),
  );
  if (left && right && ahead) return { place: 'centre', rangeMm };
  return { place: halfOf(arc, mainmastPoint(ship.pose, ship.body)), rangeMm };
}
