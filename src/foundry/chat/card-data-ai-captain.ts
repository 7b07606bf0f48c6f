// The data of the AI captain's log card (issue 13, SD-171, SD-203): the kinds of line it writes and one
// card per ship and step. One family of the `Card` union in card-data.ts, kept in its own file for size.
import type { Reason } from '../../rules/sim/reasons.js';
import type { ShipRef } from './card-data-common.js';

/** Issue 13 what an AI captain's line is about: its decisions, a referee's refusal, what it did instead. */
export const AI_CAPTAIN_LINES = [
  'target',
  'fire',
  'sail',
  'course',
  'guns',
  'firingPoint',
  'refused',
  'fallback',
  // Issue 13 / SD-189 what the rules it has to apply (the options, unfoul, tack on) changed in its orders.
  'options',
  // SD-220 held in contact or laying an enemy aboard: board, fight on, unfoul or stay.
  'contact',
  // FP-A3 / OR-11 / SD-271 the signal it sends at the end of its part.
  'signal',
] as const;
export type AiCaptainLineKind = (typeof AI_CAPTAIN_LINES)[number];

/**
 * Issue 13 the AI captain's log for one ship at one step of its side's part (SD-171): each decision with
 * its one-line reason (the core's words), each refusal by the referee and the legal choice taken
 * instead. It applies nothing: the orders, rolls, moves and broadsides go through the player's path.
 */
export interface AiCaptainCard {
  kind: 'aiCaptain';
  turn: number;
  side: string;
  /** SD-220 'boarding': the melee it starts in the boarding step. SD-271 'signal': its end-of-part signal. */
  step: 'orders' | 'moveFire' | 'boarding' | 'signal';
  /** OR-3 the segment of a two-segment battle's movement (null otherwise). */
  segment: 1 | 2 | null;
  ship: ShipRef;
  /**
   * SD-203 a decision's line carries the core's reason (id and parameters, shown in the reader's
   * language) and its English as `text`; a refusal or fallback line has only its `text`.
   */
  lines: Array<{ kind: AiCaptainLineKind; text: string; reason?: Reason }>;
}
