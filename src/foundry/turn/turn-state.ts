// FP-3 the sequence of play as plain data: turns, sides acting one after the other, and the six
// steps of a side's part. Kept in the battle's Combat document (see battle-store.ts).
import { RuleError } from '../../rules/index.js';

/** FP-3 the steps of one side's part of the turn, in order. */
export const STEPS = ['orders', 'abilita', 'course', 'moveFire', 'boarding', 'morale'] as const;
export type Step = (typeof STEPS)[number];

export interface BattleSide {
  /** The value ships carry in `system.side`. */
  id: string;
  /** Users who command this side (own its ships at the start); captured ships pass to them. */
  userIds: string[];
}

export interface RosterEntry {
  actorUuid: string;
  /** FP-8.3 the side the ship started with (a capture changes `system.side`, not this). */
  originalSide: string;
}

export interface TurnState {
  version: 1;
  turn: number;
  sides: BattleSide[];
  sideIndex: number;
  step: Step;
  roster: RosterEntry[];
  /**
   * FP-8.1 DCs lost by each ship when the current part began. A list, not a map keyed by uuid:
   * document updates expand dotted keys.
   */
  partStart: Array<{ actorUuid: string; dcLost: number }>;
  ended: boolean;
}

export function newBattle(
  sides: BattleSide[],
  roster: RosterEntry[],
  partStart: TurnState['partStart'],
): TurnState {
  if (sides.length < 2) throw new RuleError('a battle needs at least two sides');
  const ids = new Set(sides.map((s) => s.id));
  if (ids.size !== sides.length || [...ids].some((id) => id === ''))
    throw new RuleError('every side needs a distinct, non-empty name');
  for (const r of roster)
    if (!ids.has(r.originalSide))
      throw new RuleError(`ship ${r.actorUuid} is on no side of this battle`);
  return {
    version: 1,
    turn: 1,
    sides,
    sideIndex: 0,
    step: 'orders',
    roster,
    partStart,
    ended: false,
  };
}

export function currentSide(state: TurnState): BattleSide {
  const s = state.sides[state.sideIndex];
  if (!s) throw new RuleError('the battle has no side at this index');
  return s;
}

export function stepIndex(step: Step): number {
  return STEPS.indexOf(step);
}

/** Whether `step` of the current part has been reached (it is the current step or an earlier one). */
export function reached(state: TurnState, step: Step): boolean {
  return stepIndex(state.step) >= stepIndex(step);
}

export type Advance = { state: TurnState; newPart: boolean; newTurn: boolean };

/**
 * FP-3 the GM advances one step; after the morale step the next side's part begins, and after the
 * last side a new turn. `snapshot` gives each ship's DCs lost at the start of the new part (FP-8.1).
 */
export function advance(state: TurnState, snapshot: () => TurnState['partStart']): Advance {
  if (state.ended) throw new RuleError('the battle has ended');
  const i = stepIndex(state.step);
  if (i < STEPS.length - 1)
    return { state: { ...state, step: STEPS[i + 1]! }, newPart: false, newTurn: false };
  const lastSide = state.sideIndex >= state.sides.length - 1;
  return {
    state: {
      ...state,
      step: 'orders',
      sideIndex: lastSide ? 0 : state.sideIndex + 1,
      turn: lastSide ? state.turn + 1 : state.turn,
      partStart: snapshot(),
    },
    newPart: true,
    newTurn: lastSide,
  };
}

/**
 * The GM's step back: one step earlier in the same side's part, the pointer only. It never crosses
 * into the previous part (a new part snapshots FP-8.1 DCs and a new turn clears orders, neither of
 * which can be replayed) and never undoes an effect: closing the step again carries out only what is
 * still pending (compulsory.ts presses ready buttons; applied ones are once-only keys).
 */
export function retreat(state: TurnState): TurnState {
  if (state.ended) throw new RuleError('the battle has ended');
  const i = stepIndex(state.step);
  if (i === 0) throw new RuleError('the part has no earlier step');
  return { ...state, step: STEPS[i - 1]! };
}

/** Whether the GM may step back now (not at a part's first step, not after the battle). */
export function mayRetreat(state: TurnState): boolean {
  return !state.ended && stepIndex(state.step) > 0;
}

/** The side a ship fights for in this battle, from its current `system.side`. */
export function sideOf(state: TurnState, side: string): BattleSide | null {
  return state.sides.find((s) => s.id === side) ?? null;
}

/** The part-start snapshot as a lookup by actor uuid. */
export function partStartOf(state: Pick<TurnState, 'partStart'>): Record<string, number> {
  return Object.fromEntries(state.partStart.map((p) => [p.actorUuid, p.dcLost]));
}

export function isTurnState(v: unknown): v is TurnState {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Partial<TurnState>;
  return (
    s.version === 1 &&
    Number.isInteger(s.turn) &&
    Array.isArray(s.sides) &&
    Number.isInteger(s.sideIndex) &&
    typeof s.step === 'string' &&
    (STEPS as readonly string[]).includes(s.step) &&
    Array.isArray(s.roster) &&
    Array.isArray(s.partStart) &&
    typeof s.ended === 'boolean'
  );
}
