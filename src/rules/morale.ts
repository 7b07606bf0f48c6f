// FP-8.1 who must test morale, FP-8.2 the morale test.
import { assertTotal3d6 } from './dice.js';
import { RuleError } from './errors.js';
import { modifier, sumModifiers, type Modifier } from './modifiers.js';
import { testDiceModifier } from './tests-dice.js';
import { MORALE_HOLDS_ABOVE } from './thresholds.js';

export interface MoraleTrigger {
  decks: number;
  /** DCs (hull + rigging) lost before this part of the turn, and now. */
  dcLostBefore: number;
  dcLostNow: number;
  raked: boolean;
}

/**
 * FP-8.1 a test at the end of a part when the ship was raked, or lost a DC and is single-decked,
 * or lost its 2nd or a later DC (two decks), or its 3rd or a later one (three decks). Forts (no
 * decks) never test for DC loss (SD-1).
 */
export function mustTestMorale(t: MoraleTrigger): {
  must: boolean;
  reasons: Array<'raked' | 'dcLost'>;
} {
  for (const v of [t.dcLostBefore, t.dcLostNow]) {
    if (!Number.isInteger(v) || v < 0)
      throw new RuleError(`DCs lost must be whole numbers >= 0, got ${v}`);
  }
  const reasons: Array<'raked' | 'dcLost'> = [];
  if (t.raked) reasons.push('raked');
  const lostThisPart = t.dcLostNow > t.dcLostBefore;
  if (lostThisPart && t.decks > 0 && t.dcLostNow >= t.decks) reasons.push('dcLost');
  return { must: reasons.length > 0, reasons };
}

export interface MoraleConditions {
  /** Crew-adjusted DC capacity; the base is a tenth of it. */
  dcCapacity: number;
  onFire: boolean;
  hoveTo: boolean;
  rudderDamaged: boolean;
  rdcLost: number;
  hdcLost: number;
  /** Enemy ships that hit this ship this turn. */
  hits: number;
  previousTests: number;
  bowRakes: number;
  sternRakes: number;
  /** OR-2 the opponent refused the scenario: +1 per refusal until the first ship strikes. */
  refusalBonus?: number;
}

export interface MoraleResult {
  roll: number;
  base: number;
  diceModifier: number;
  modifiers: Modifier[];
  score: number;
  struck: boolean;
}

export function moraleModifiers(c: MoraleConditions): Modifier[] {
  const counts: Array<[string, number]> = [
    ['RDC lost', c.rdcLost],
    ['HDC lost', c.hdcLost],
    ['hits', c.hits],
    ['previous tests', c.previousTests],
    ['bow rakes', c.bowRakes],
    ['stern rakes', c.sternRakes],
  ];
  for (const [name, v] of counts) {
    if (!Number.isInteger(v) || v < 0)
      throw new RuleError(`${name} must be a whole number >= 0, got ${v}`);
  }
  const mods: Modifier[] = [];
  const add = (key: string, label: string, value: number) =>
    value !== 0 && mods.push(modifier(key, label, value, 'FP-8.2'));
  add('fire', 'fire on board', c.onFire ? -1 : 0);
  add('hoveTo', 'hove to', c.hoveTo ? -1 : 0);
  add('rudder', 'rudder damaged', c.rudderDamaged ? -1 : 0);
  add('rdcLost', 'RDC lost', -c.rdcLost);
  add('hits', 'enemy ships that hit it this turn', -c.hits);
  add('previousTests', 'previous morale tests', -c.previousTests);
  add('hdcLost', 'HDC lost', -2 * c.hdcLost);
  add('bowRakes', 'bow rakes this turn', -2 * c.bowRakes);
  add('sternRakes', 'stern rakes this turn', -4 * c.sternRakes);
  const refusal = c.refusalBonus ?? 0;
  if (!Number.isInteger(refusal) || refusal < 0)
    throw new RuleError(`refusal bonus must be a whole number >= 0, got ${refusal}`);
  if (refusal !== 0)
    mods.push(modifier('refusal', 'opponent refused the scenario', refusal, 'OR-2'));
  return mods;
}

export function moraleBase(dcCapacity: number): number {
  if (!Number.isFinite(dcCapacity) || dcCapacity <= 0)
    throw new RuleError(`DC capacity must be > 0, got ${dcCapacity}`);
  return dcCapacity / 10;
}

/** FP-8.2 base (DC / 10) + dice modifier + circumstances; 0 or less strikes the colours. */
export function moraleTest(rollTotal: number, c: MoraleConditions): MoraleResult {
  assertTotal3d6(rollTotal);
  const base = moraleBase(c.dcCapacity);
  const diceModifier = testDiceModifier(rollTotal);
  const modifiers = moraleModifiers(c);
  const score = base + diceModifier + sumModifiers(modifiers);
  return {
    roll: rollTotal,
    base,
    diceModifier,
    modifiers,
    score,
    struck: score <= MORALE_HOLDS_ABOVE,
  };
}
