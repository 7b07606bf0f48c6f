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

// FP-A3 and OR-11 who may send and receive, who keeps course and speed, who acts independently.
// The `signals` option says which: 'fastPlay' (FP-A3: the flagship only, one signal a turn for the
// fleet) or 'fullGame' (OR-11: any officer in command, one each a turn, at the end of his turn; a
// ship cannot send and receive in the same turn). Both read receptions, the course-and-speed rule
// and independent action from FP-A3 (the digest gives OR-11 no other table).

export type SignalMode = 'fastPlay' | 'fullGame';

/** FP-A3 a signal has at most two elements. */
export const MAX_SIGNAL_ELEMENTS = 2;

export type SendRefusal =
  | 'notFlagship'
  | 'notOfficer'
  | 'notInCommand'
  | 'alreadySent'
  | 'fleetAlreadySignalled'
  | 'receivedThisTurn'
  | 'elements';

export interface SendInput {
  /** The fleet's flagship (FP-A3's only sender). */
  isFlagship: boolean;
  /** An officer in command (OR-11): the flagship or another ship flagged as a commander's. */
  isOfficer: boolean;
  /** Not struck, captured, sunk or blown up (SD-43). */
  inCommand: boolean;
  /** Signals this ship has sent this turn. */
  sentThisTurn: number;
  /** Signals its side has sent this turn (FP-A3 allows one for the fleet). */
  sideSentThisTurn: number;
  /** The ship was the recipient of a signal this turn (OR-11). */
  receivedThisTurn: boolean;
  elements: number;
}

/** FP-A3 / OR-11 why this ship may not send a signal now, or null. */
export function sendRefusal(mode: SignalMode, i: SendInput): SendRefusal | null {
  if (!Number.isInteger(i.elements) || i.elements < 1 || i.elements > MAX_SIGNAL_ELEMENTS)
    return 'elements';
  if (!i.inCommand) return 'notInCommand';
  if (mode === 'fastPlay') {
    if (!i.isFlagship) return 'notFlagship';
    if (i.sideSentThisTurn > 0) return 'fleetAlreadySignalled';
    return null;
  }
  if (!(i.isOfficer || i.isFlagship)) return 'notOfficer';
  if (i.sentThisTurn > 0) return 'alreadySent';
  if (i.receivedThisTurn) return 'receivedThisTurn';
  return null;
}

export function maySendSignal(mode: SignalMode, i: SendInput): boolean {
  return sendRefusal(mode, i) === null;
}

export interface ReceiveInput {
  /** The sender itself. */
  isSender: boolean;
  /** Same side as the sender. */
  sameSide: boolean;
  /** The ship sent a signal this turn (OR-11). */
  sentThisTurn: boolean;
  /** The ship was already the recipient of a signal this turn (SD-44: one a turn). */
  receivedThisTurn: boolean;
  /** Struck or captured ships take no signals (SD-43). */
  inCommand: boolean;
}

/** FP-A3 / OR-11 whether a ship rolls to receive a signal: its own side's, one a turn (SD-44). */
export function mayReceiveSignal(mode: SignalMode, i: ReceiveInput): boolean {
  if (i.isSender || !i.sameSide || !i.inCommand || i.receivedThisTurn) return false;
  // OR-11: a ship cannot send and receive in the same turn (under FP-A3 only the flagship sends).
  return !(mode === 'fullGame' && i.sentThisTurn);
}

/** FP-A3 ships this close to an enemy (nearest masts, inclusive) act independently; null: no enemy. */
export function actsIndependently(nearestEnemyMm: number | null, scale: Scale = 1200): boolean {
  if (nearestEnemyMm === null) return false;
  if (!(Number.isFinite(nearestEnemyMm) && nearestEnemyMm >= 0))
    throw new RuleError(`a distance must be >= 0 mm, got ${nearestEnemyMm}`);
  const limit = INDEPENDENT_ACTION_MM[scale];
  if (limit === undefined) throw new RuleError(`unknown scale ${scale}`);
  return nearestEnemyMm <= limit;
}

/** The orders a ship that keeps course and speed may not be given (SD-40). */
export const COURSE_AND_SPEED_ORDERS = [
  'increaseSail',
  'decreaseSail',
  'changeCourse',
  'tack',
] as const;

export interface CourseAndSpeedInput {
  /** The ship may send signals itself (FP-A3: the flagship; OR-11: an officer in command). */
  commands: boolean;
  independent: boolean;
  /** The ship has received a signal this battle (it follows the last one it read). */
  hasReceivedSignal: boolean;
}

/**
 * FP-A3 the fleet keeps course and speed until signalled: a ship that has read no signal yet, is
 * not a sender and is not within 200 mm of an enemy may not change course or sail (SD-40, SD-41).
 */
export function keepsCourseAndSpeed(i: CourseAndSpeedInput): boolean {
  return !(i.commands || i.independent || i.hasReceivedSignal);
}
