// FP-5.8 collisions, FP-4.5 unfouling, FP-7.1 deliberate boarding contact, FP-7.3 limits,
// HR-3 running aground.
import { RuleError } from './errors.js';
import { pctOfDc } from './ship.js';
import { COLLISION_RIGGING_PCT, GROUNDING_HULL_PCT, type SailSetting } from './tables/sailing.js';
import type { UnfoulResult } from './tables/abilita.js';

/** Why two ships touch; decides which Unf result frees them (FP-4.5). */
export type ContactKind =
  | 'friendlyCollision'
  | 'enemyCollision'
  | 'boarding'
  | 'fireship'
  | 'grounding';

/**
 * D-19 / FP-7.1 / FP-5.8 the kind of a new contact: with a fireship always a fireship contact (All to
 * unfoul); between ships of one side a friendly collision; an enemy touched by a ship moving at easy
 * sail a deliberate boarding contact (boarding parties are not needed for the contact itself, FP-7.1);
 * anything else (full sail) an enemy collision. `moverSail` null: the mover is unknown (a collision).
 */
export function contactKindFor(c: {
  fireship: boolean;
  sameSide: boolean;
  moverSail: SailSetting | null;
}): ContactKind {
  if (c.fireship) return 'fireship';
  if (c.sameSide) return 'friendlyCollision';
  if (c.moverSail === 'easy') return 'boarding';
  return 'enemyCollision';
}

/** D-19 every contact but a deliberate boarding contact is a collision, with its damage (FP-5.8). */
export function isCollisionContact(kind: ContactKind): boolean {
  return kind !== 'boarding';
}

const UNFOUL_RANK: Readonly<Record<UnfoulResult, number>> = {
  fail: 0,
  A: 1,
  AE: 2,
  AEB: 3,
  all: 4,
};

/** FP-4.5 the weakest Unf result that breaks a contact of this kind (HR-3 grounding: A after easy sail, All after full). */
export function unfoulNeeded(
  kind: ContactKind,
  groundedAtSail: SailSetting = 'easy',
): UnfoulResult {
  switch (kind) {
    case 'friendlyCollision':
      return 'A';
    case 'enemyCollision':
      return 'AE';
    case 'boarding':
      return 'AEB';
    case 'fireship':
      return 'all';
    case 'grounding':
      return groundedAtSail === 'full' ? 'all' : 'A';
  }
}

export interface UnfoulContext {
  kind: ContactKind;
  /** FP-7.3 a boarded ship may not unfoul until it has repelled the boarders. */
  boardedNotRepelled?: boolean;
  /** FP-7.3 no ship in a melee (continuing) may unfoul. */
  inMelee?: boolean;
  groundedAtSail?: SailSetting;
}

/** FP-4.5 / FP-7.3 whether an Unf result breaks this contact; success lets the ship move at half speed (FP-5.8). */
export function unfoulBreaks(result: UnfoulResult, ctx: UnfoulContext): boolean {
  if (ctx.boardedNotRepelled || ctx.inMelee) return false;
  return UNFOUL_RANK[result] >= UNFOUL_RANK[unfoulNeeded(ctx.kind, ctx.groundedAtSail)];
}

export interface CollisionEffect {
  /** Rigging damage in points for each ship involved (own crew-adjusted DC, D-16). */
  riggingPoints: number;
  pct: number;
  hoveTo: true;
}

/**
 * FP-5.8 / D-9 a collision: every ship involved loses 20% DC of rigging if the moving ship was at
 * easy sail, 50% at full sail, and is hove to. A deliberate boarding contact at easy sail with
 * parties ready does no damage (FP-7.1).
 */
export function collisionEffect(
  movingSail: SailSetting,
  dcCapacity: number,
  opts: { deliberateBoarding?: boolean } = {},
): CollisionEffect {
  if (movingSail === 'furled')
    throw new RuleError('a furled ship does not move, so it cannot collide (FP-5.8)');
  if (opts.deliberateBoarding) {
    if (movingSail !== 'easy')
      throw new RuleError('a deliberate boarding contact is made at easy sail (FP-7.1)');
    return { riggingPoints: 0, pct: 0, hoveTo: true };
  }
  const pct = COLLISION_RIGGING_PCT[movingSail];
  return { riggingPoints: pctOfDc(dcCapacity, pct), pct, hoveTo: true };
}

/** HR-3 running aground: 20% DC hull at easy sail, 50% at full sail. */
export function groundingDamage(
  sail: SailSetting,
  dcCapacity: number,
): { hullPoints: number; pct: number } {
  if (sail === 'furled') throw new RuleError('a furled ship does not run aground under way (HR-3)');
  const pct = GROUNDING_HULL_PCT[sail];
  return { hullPoints: pctOfDc(dcCapacity, pct), pct };
}
