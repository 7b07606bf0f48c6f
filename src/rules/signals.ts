// FP-A3 signals (optional appendix): one signal a turn from the flagship, of one or two elements;
// each ship rolls 3d6 to receive it; ships within 200 mm of an enemy act on their own.
import { assertTotal3d6 } from './dice.js';
import { RuleError } from './errors.js';
import { modifier, sumModifiers, type Modifier } from './modifiers.js';
import type { Scale } from './tables/ships.js';

/** FP-A3 the score needed to read a signal of one or two elements. */
export const SIGNAL_NEEDS: Readonly<Record<1 | 2, number>> = { 1: 7, 2: 8 };
/** FP-A3 a ship this close to an enemy fires without orders and acts independently (HR-2: x 0.4). */
export const INDEPENDENT_ACTION_MM: Readonly<Record<Scale, number>> = { 1200: 200, 3000: 80 };

export interface SignalConditions {
  underEnemyFire: boolean;
  orderedToFire: boolean;
  boarding: boolean;
  fireOnBoard: boolean;
  /** The receiving crew is of another nation than the sender. */
  otherNation: boolean;
}

export interface SignalReception {
  roll: number;
  modifiers: Modifier[];
  score: number;
  needed: number;
  received: boolean;
}

/** FP-A3 the -1 modifiers of receiving a signal. */
export function signalModifiers(c: SignalConditions): Modifier[] {
  const mods: Modifier[] = [];
  if (c.underEnemyFire) mods.push(modifier('underEnemyFire', 'under enemy fire', -1, 'FP-A3'));
  if (c.orderedToFire) mods.push(modifier('orderedToFire', 'ordered to fire', -1, 'FP-A3'));
  if (c.boarding) mods.push(modifier('boarding', 'boarding', -1, 'FP-A3'));
  if (c.fireOnBoard) mods.push(modifier('fireOnBoard', 'fire on board', -1, 'FP-A3'));
  if (c.otherNation)
    mods.push(modifier('otherNation', 'crew of another nation than the sender', -1, 'FP-A3'));
  return mods;
}

/** FP-A3 receiving a signal of `elements` (1 or 2): 3d6 plus modifiers, 7+ for one element, 8+ for two. */
export function receiveSignal(
  rollTotal: number,
  elements: number,
  c: SignalConditions,
): SignalReception {
  assertTotal3d6(rollTotal);
  if (elements !== 1 && elements !== 2)
    throw new RuleError(`a signal has one or two elements, got ${elements}`);
  const modifiers = signalModifiers(c);
  const score = rollTotal + sumModifiers(modifiers);
  const needed = SIGNAL_NEEDS[elements];
  return { roll: rollTotal, modifiers, score, needed, received: score >= needed };
}
