// FP-3 the sequence of play as plain data: turns, sides acting one after the other, and the six
// steps of a side's part; OR-3 the two-segment part (SD-46). Kept in the battle's Combat document
// (see battle-store.ts).
import { RuleError, TURN_CARD_KINDS, type TurnCard } from '../../rules/index.js';

/** FP-3 the steps of one side's part of the turn, in order. */
export const STEPS = ['orders', 'abilita', 'course', 'moveFire', 'boarding', 'morale'] as const;
/** HR-5 the card-driven turn's step of the draws: what is open is what the card in play asks. */
export const CARDS_STEP = 'cards';
export type Step = (typeof STEPS)[number] | typeof CARDS_STEP;

/** Where a part stands: its step, its segment, whether the battle plays two segments or the cards. */
export type PartPosition = Pick<TurnState, 'step' | 'segment' | 'twoSegment' | 'deck'>;

/** OR-3 a segment of a side's part (two-segment battles only). */
export type Segment = 1 | 2;

/** A place in a side's part: a step, and under OR-3 the segment it belongs to. */
export interface Phase {
  step: Step;
  segment?: Segment;
}

/** FP-3 the Fast Play part: the six steps, no segments. */
const FAST_PLAY_PART: readonly Phase[] = STEPS.map((step) => ({ step }));

/**
 * OR-3 / SD-46 the two-segment part: administration (orders); segment 1: the Abilità roll, the
 * movement (fire may be given during it, FP-6.4), the course change at its end (fire may follow it,
 * the source's order); segment 2: movement and the further course change; then boarding and the end
 * of the part (fires and morale, SD-48).
 */
const TWO_SEGMENT_PART: readonly Phase[] = [
  { step: 'orders' },
  { step: 'abilita', segment: 1 },
  { step: 'moveFire', segment: 1 },
  { step: 'course', segment: 1 },
  { step: 'moveFire', segment: 2 },
  { step: 'course', segment: 2 },
  { step: 'boarding' },
  { step: 'morale' },
];

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
  /**
   * OR-11 / SD-260 the squadron the ship began the battle in: a squadron officer's signal reaches it,
   * not a squadron field its player may rename mid-battle (absent in battles begun before it was kept).
   */
  squadron?: string;
}

export interface TurnState {
  version: 1;
  turn: number;
  sides: BattleSide[];
  sideIndex: number;
  step: Step;
  /**
   * OR-3 the segment of the current step in a two-segment battle, null outside the segments (kept
   * explicit: a document update merges a flag's objects, so a dropped key would stay). Absent in
   * Fast Play: a battle stored before OR-3 has neither field and plays Fast Play.
   */
  segment?: Segment | null;
  /** OR-3 / SD-46 the battle plays two-segment turns (fixed when it begins). */
  twoSegment?: boolean;
  roster: RosterEntry[];
  /**
   * FP-8.1 DCs lost by each ship when the current part began. A list, not a map keyed by uuid:
   * document updates expand dotted keys.
   */
  partStart: Array<{ actorUuid: string; dcLost: number }>;
  ended: boolean;
  /**
   * HR-5 the card-driven turn's deck this turn (absent or null: the FP-3 sequence; null once the
   * option is turned off mid-battle, as a flag update merges and would keep a dropped key).
   */
  deck?: TurnDeckState | null;
}

/**
 * HR-5 the turn's deck as the referee keeps it: the Cards documents (the deck and the pile everyone
 * sees), the turn's cards in their shuffled order and how many the GM has drawn. Only this record
 * drives the turn; the documents show it (a card moved by hand in Foundry's Cards UI moves nothing).
 */
export interface TurnDeckState {
  deckId: string;
  pileId: string;
  cards: TurnCard[];
  drawn: number;
  /**
   * HR-5 / SD-127 each ship's squadron when the deck was made: the cards judge a ship by it (a player
   * may rename a ship's squadron; the turn's cards do not follow). Absent in a deck stored before it.
   */
  squadrons?: Array<{ actorUuid: string; squadron: string }>;
}

function isTurnDeckState(v: unknown): v is TurnDeckState {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Partial<TurnDeckState>;
  return (
    typeof d.deckId === 'string' &&
    typeof d.pileId === 'string' &&
    Array.isArray(d.cards) &&
    d.cards.every(
      (c) =>
        typeof c === 'object' &&
        c !== null &&
        typeof c.id === 'string' &&
        (TURN_CARD_KINDS as readonly string[]).includes(c.kind),
    ) &&
    (d.squadrons === undefined ||
      (Array.isArray(d.squadrons) &&
        d.squadrons.every(
          (s) => typeof s?.actorUuid === 'string' && typeof s?.squadron === 'string',
        ))) &&
    Number.isInteger(d.drawn) &&
    d.drawn! >= 0 &&
    d.drawn! <= d.cards.length
  );
}

export function newBattle(
  sides: BattleSide[],
  roster: RosterEntry[],
  partStart: TurnState['partStart'],
  twoSegment = false,
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
    ...(twoSegment ? { twoSegment: true, segment: null } : {}),
  };
}

/**
 * HR-5 the card-driven turn is one part for every side: orders and Abilità by everyone at once, the
 * deck drawn card by card, morale tests to close it.
 */
const CARD_PART: readonly Phase[] = [
  { step: 'orders' },
  { step: 'abilita' },
  { step: CARDS_STEP },
  { step: 'morale' },
];

/** HR-5 the turn is card-driven: this turn has its deck (SD-110: never with OR-3's segments). */
export function cardDriven(state: Pick<TurnState, 'deck'>): boolean {
  return !!state.deck;
}

/** The phases of a side's part in this battle (FP-3, OR-3 when it plays two segments, HR-5 the cards). */
export function partPhases(state: Pick<TurnState, 'twoSegment' | 'deck'>): readonly Phase[] {
  if (cardDriven(state)) return CARD_PART;
  return state.twoSegment ? TWO_SEGMENT_PART : FAST_PLAY_PART;
}

/**
 * OR-3 / SD-49 / SD-53 course and sail changes rolled in segment 1 are made when its movement is
 * over (the source: turn at the end of the movement, then complete the actions). Fast Play: always.
 */
export function segmentOneMoved(state: TurnState): boolean {
  if (!state.twoSegment) return true;
  return phaseIndex(state) >= TWO_SEGMENT_PART.findIndex((p) => p.step === 'course');
}

/** The index of the state's step (and segment) in its part. */
export function phaseIndex(state: PartPosition): number {
  const i = partPhases(state).findIndex(
    (p) => p.step === state.step && (p.segment ?? null) === (state.segment ?? null),
  );
  if (i < 0) throw new RuleError(`no step ${state.step} in this battle's part`);
  return i;
}

function withPhase(state: TurnState, phase: Phase): TurnState {
  return state.twoSegment
    ? { ...state, step: phase.step, segment: phase.segment ?? null }
    : { ...state, step: phase.step };
}

export function currentSide(state: TurnState): BattleSide {
  const s = state.sides[state.sideIndex];
  if (!s) throw new RuleError('the battle has no side at this index');
  return s;
}

export function stepIndex(step: Step): number {
  return ([...STEPS, CARDS_STEP] as readonly Step[]).indexOf(step);
}

/** Whether `step` of the current part has been reached (its first occurrence is now or earlier). */
export function reached(state: PartPosition, step: Step): boolean {
  const phases = partPhases(state);
  let first = phases.findIndex((p) => p.step === step);
  // HR-5 the course changes, movement and fire and boarding of a card-driven turn are in its draws.
  if (first < 0 && cardDriven(state)) first = phases.findIndex((p) => p.step === CARDS_STEP);
  return phaseIndex(state) >= first;
}

/** FP-3 / OR-3 the Abilità step is over: no more rolls, and the rolled orders are carried out. */
export function pastRoll(state: TurnState): boolean {
  return reached(state, 'abilita') && state.step !== 'abilita';
}

/**
 * FP-6.2 / OR-3 the step whose close is the part's last chance to fire: FP movement and fire, or
 * the end of segment 2 (SD-47 an ordered broadside fires once, in either segment).
 */
export function isLastFireStep(state: PartPosition): boolean {
  const phases = partPhases(state);
  const last = phases.findLastIndex((p) => p.step === 'moveFire' || p.segment === 2);
  return phaseIndex(state) === last;
}

export type Advance = { state: TurnState; newPart: boolean; newTurn: boolean };

/**
 * FP-3 the GM advances one step; after the morale step the next side's part begins, and after the
 * last side a new turn. `snapshot` gives each ship's DCs lost at the start of the new part (FP-8.1).
 */
export function advance(state: TurnState, snapshot: () => TurnState['partStart']): Advance {
  if (state.ended) throw new RuleError('the battle has ended');
  const phases = partPhases(state);
  const i = phaseIndex(state);
  if (i < phases.length - 1)
    return { state: withPhase(state, phases[i + 1]!), newPart: false, newTurn: false };
  // HR-5 a card-driven turn is one part for every side: its end is the turn's.
  const lastSide = cardDriven(state) || state.sideIndex >= state.sides.length - 1;
  return {
    state: {
      ...withPhase(state, phases[0]!),
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
  const i = phaseIndex(state);
  if (i === 0) throw new RuleError('the part has no earlier step');
  if (drawsBegun(state)) throw new RuleError('the draws have begun: the rolls are over');
  return withPhase(state, partPhases(state)[i - 1]!);
}

/** HR-5 a card is drawn and the step is the draws': stepping back would reopen the rolls. */
function drawsBegun(state: TurnState): boolean {
  return !!state.deck && state.step === CARDS_STEP && state.deck.drawn > 0;
}

/** Whether the GM may step back now (not at a part's first step, not after the battle). */
export function mayRetreat(state: TurnState): boolean {
  return !state.ended && phaseIndex(state) > 0 && !drawsBegun(state);
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
    ([...STEPS, CARDS_STEP] as readonly string[]).includes(s.step) &&
    (s.twoSegment === undefined || typeof s.twoSegment === 'boolean') &&
    (s.segment === undefined || s.segment === null || s.segment === 1 || s.segment === 2) &&
    partPhases(s).some((p) => p.step === s.step && (p.segment ?? null) === (s.segment ?? null)) &&
    Array.isArray(s.roster) &&
    Array.isArray(s.partStart) &&
    typeof s.ended === 'boolean' &&
    (s.deck === undefined || s.deck === null || isTurnDeckState(s.deck))
  );
}
