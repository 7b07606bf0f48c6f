// FP-7 boarding: preparing parties (Brd column), the melee test (FP-7.5) with supports and the
// both-sides-cancel rule (FP-7.6), capture, HR-1 melee damage.
import { abilitaRow } from './abilita.js';
import { assertTotal3d6 } from './dice.js';
import { RuleError } from './errors.js';
import { modifier, sumModifiers, type Modifier } from './modifiers.js';
import { pctOfDc } from './ship.js';
import { CREW_TABLE, type CrewQuality } from './tables/ships.js';
import { testDiceModifier } from './tests-dice.js';
import { MELEE_CAPTURED_FROM, MELEE_CONTINUES_FROM } from './thresholds.js';

/** FP-7.2 prepare boarding parties on the Brd column. */
export function prepareBoarding(score: number): boolean {
  return abilitaRow(score).boarding === 'ok';
}

export interface MeleeParty {
  crew: CrewQuality;
  /** Initial BF (FP-7.5 compares initial BFs). */
  initialBf: number;
  dcLost: number;
  /** Supporting ships (FP-7.6: touching the boarded ship for attackers, the boarding ship for defenders). */
  supports: number;
}

export type MeleeOutcome = 'repelled' | 'continues' | 'captured';

export interface MeleeResult {
  roll: number;
  diceModifier: number;
  modifiers: Modifier[];
  score: number;
  outcome: MeleeOutcome;
}

function checkParty(name: string, p: MeleeParty): void {
  if (!CREW_TABLE[p.crew]) throw new RuleError(`unknown ${name} crew "${String(p.crew)}"`);
  if (!Number.isFinite(p.initialBf) || p.initialBf < 0)
    throw new RuleError(`${name} BF must be >= 0, got ${p.initialBf}`);
  for (const [k, v] of [
    ['DCs lost', p.dcLost],
    ['supports', p.supports],
  ] as const) {
    if (!Number.isInteger(v) || v < 0)
      throw new RuleError(`${name} ${k} must be a whole number >= 0, got ${v}`);
  }
}

/** FP-7.5 the modifiers of a melee test taken by `own` against `enemy`. */
export function meleeModifiers(own: MeleeParty, enemy: MeleeParty): Modifier[] {
  checkParty('own', own);
  checkParty('enemy', enemy);
  const mods: Modifier[] = [];
  const ownRank = CREW_TABLE[own.crew].rank;
  const enemyRank = CREW_TABLE[enemy.crew].rank;
  if (ownRank > enemyRank) mods.push(modifier('betterCrew', 'better crew', 1, 'FP-7.5'));
  if (ownRank < enemyRank) mods.push(modifier('worseCrew', 'worse crew', -1, 'FP-7.5'));
  if (enemy.dcLost > 0)
    mods.push(modifier('enemyDcLost', 'DCs lost by the enemy', enemy.dcLost, 'FP-7.5'));
  if (own.dcLost > 0)
    mods.push(modifier('ownDcLost', 'DCs lost by own ship', -own.dcLost, 'FP-7.5'));
  if (own.initialBf > enemy.initialBf)
    mods.push(modifier('larger', 'own ship larger', 1, 'FP-7.5'));
  if (own.initialBf < enemy.initialBf)
    mods.push(modifier('smaller', 'own ship smaller', -1, 'FP-7.5'));
  // FP-7.6: supporters on both sides cancel out entirely.
  if (own.supports > 0 && enemy.supports > 0) return mods;
  if (own.supports > 0)
    mods.push(modifier('ownSupport', 'friendly supporting ships', own.supports, 'FP-7.6'));
  if (enemy.supports > 0)
    mods.push(modifier('enemySupport', 'enemy supporting ships', -enemy.supports, 'FP-7.6'));
  return mods;
}

export function meleeOutcome(score: number): MeleeOutcome {
  return score >= MELEE_CAPTURED_FROM
    ? 'captured'
    : score >= MELEE_CONTINUES_FROM
      ? 'continues'
      : 'repelled';
}

/** FP-7.5 the melee test: dice modifier + circumstances; <= 0 repelled, 1-2 continues, >= 3 captured. */
export function meleeTest(rollTotal: number, own: MeleeParty, enemy: MeleeParty): MeleeResult {
  assertTotal3d6(rollTotal);
  const diceModifier = testDiceModifier(rollTotal);
  const modifiers = meleeModifiers(own, enemy);
  const score = diceModifier + sumModifiers(modifiers);
  return { roll: rollTotal, diceModifier, modifiers, score, outcome: meleeOutcome(score) };
}

/** HR-1 (option) melee damage, in points of 10% DC hull and 10% DC rigging, to the two principal ships only. */
export function meleeDamage(
  outcome: MeleeOutcome,
  testing: { dcCapacity: number },
  defending: { dcCapacity: number },
) {
  const hit = (dc: number) => ({ hullPoints: pctOfDc(dc, 10), riggingPoints: pctOfDc(dc, 10) });
  const none = { hullPoints: 0, riggingPoints: 0 };
  return {
    testing: outcome === 'captured' ? none : hit(testing.dcCapacity),
    defending: outcome === 'repelled' ? none : hit(defending.dcCapacity),
  };
}

export interface CaptureState {
  controller: string;
  crew: CrewQuality;
  originalCrew: CrewQuality;
  captured: boolean;
  struck: boolean;
}

/**
 * FP-7.5 capture: control passes to the winner with a prize crew of the original quality;
 * FP-7.2 a struck (or captured) ship is taken by contact with parties ready, without a melee.
 */
export function capture(ship: CaptureState, winner: string): CaptureState {
  return { ...ship, controller: winner, crew: ship.originalCrew, captured: true, struck: false };
}

export function takenWithoutMelee(target: { struck: boolean; captured: boolean }): boolean {
  return target.struck || target.captured;
}

/** FP-2.5 / FP-7.5 / FP-8.2 what a ship may still do. */
export function permissions(s: {
  captured: boolean;
  struck: boolean;
  sinking: boolean;
  riggingRepaired: number;
  boardingPartiesReady?: boolean;
  fireship?: boolean;
}) {
  const active = !s.struck && !s.sinking;
  return {
    mayFire: active && !s.captured && !s.fireship,
    mayBoard: active && !s.captured && s.riggingRepaired === 0,
    /** FP-7.3 with parties ready a ship fires one side only this turn. */
    sidesThatMayFire: s.boardingPartiesReady ? 1 : 2,
    mayFightFire: !s.sinking && (!s.struck || s.captured),
    mayMove: active,
  };
}
