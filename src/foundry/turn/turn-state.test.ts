import { describe, expect, it } from 'vitest';
import {
  advance,
  isLastFireStep,
  isTurnState,
  mayRetreat,
  newBattle,
  pastRoll,
  reached,
  retreat,
  segmentOneMoved,
  type TurnDeckState,
  type TurnState,
} from './turn-state.js';

const sides = [
  { id: 'British', userIds: ['a'] },
  { id: 'French', userIds: ['b'] },
];
const snap = () => [];

function walk(state: TurnState, n: number): TurnState[] {
  const out = [state];
  let s = state;
  for (let i = 0; i < n; i++) {
    s = advance(s, snap).state;
    out.push(s);
  }
  return out;
}

const label = (s: TurnState) => (s.segment ? `${s.step}@${s.segment}` : s.step);

describe('OR-3 the two-segment part (SD-46)', () => {
  it('FP-3 a Fast Play battle keeps its six steps and no segment field', () => {
    const fp = newBattle(sides, [], []);
    expect(fp).not.toHaveProperty('segment');
    expect(fp).not.toHaveProperty('twoSegment');
    expect(walk(fp, 6).map(label)).toEqual([
      'orders',
      'abilita',
      'course',
      'moveFire',
      'boarding',
      'morale',
      'orders',
    ]);
    expect(walk(fp, 6).every((s) => !('segment' in s))).toBe(true);
  });

  it('OR-3 orders, segment 1 (roll, move, course), segment 2 (move, course), boarding, morale; then the next side', () => {
    const two = newBattle(sides, [], [], true);
    const states = walk(two, 9);
    expect(states.map(label)).toEqual([
      'orders',
      'abilita@1',
      'moveFire@1',
      'course@1',
      'moveFire@2',
      'course@2',
      'boarding',
      'morale',
      'orders',
      'abilita@1',
    ]);
    expect(states[8]).toMatchObject({ sideIndex: 1, turn: 1, segment: null, twoSegment: true });
    // Outside the segments the field is null, never dropped (a flag update merges objects).
    expect(states[6]).toHaveProperty('segment', null);
  });

  it('OR-3 the GM steps back within the part, across segments, never across parts', () => {
    const states = walk(newBattle(sides, [], [], true), 7);
    expect(label(retreat(states[4]!))).toBe('course@1');
    expect(label(retreat(states[6]!))).toBe('course@2');
    expect(label(retreat(states[2]!))).toBe('abilita@1');
    expect(mayRetreat(states[0]!)).toBe(false);
    expect(() => retreat(states[0]!)).toThrow(/no earlier step/);
  });

  it('OR-3 rolls end with the Abilità step; fire is open from segment 1; the last fire step is the end of segment 2', () => {
    const [orders, abilita, move1, course1, move2, course2, boarding] = walk(
      newBattle(sides, [], [], true),
      6,
    );
    expect([orders, abilita, move1, course1].map((s) => pastRoll(s!))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([move1, course1, move2, course2, boarding].map((s) => isLastFireStep(s!))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    expect([move1, course1, move2].map((s) => segmentOneMoved(s!))).toEqual([false, true, true]);
    expect(reached(move1!, 'course')).toBe(false);
    expect(reached(course1!, 'moveFire')).toBe(true);
  });

  it('FP-3 Fast Play: the last fire step is movement and fire; course and sail changes are not held back', () => {
    const [, abilita, course, moveFire] = walk(newBattle(sides, [], []), 3);
    expect(isLastFireStep(moveFire!)).toBe(true);
    expect(isLastFireStep(course!)).toBe(false);
    expect(segmentOneMoved(abilita!)).toBe(true);
    expect(pastRoll(course!)).toBe(true);
  });

  it('a battle stored before OR-3 (version 1, no segment fields) still loads; a step not in the part does not', () => {
    const stored = JSON.parse(JSON.stringify(newBattle(sides, [], []))) as TurnState;
    expect(isTurnState(stored)).toBe(true);
    const two = walk(newBattle(sides, [], [], true), 2)[2]!;
    expect(isTurnState(JSON.parse(JSON.stringify(two)))).toBe(true);
    expect(isTurnState({ ...two, segment: 3 })).toBe(false);
    // Segment 2 has no Abilità step; Fast Play has no segments.
    expect(isTurnState({ ...two, step: 'abilita', segment: 2 })).toBe(false);
    expect(isTurnState({ ...stored, segment: 1 })).toBe(false);
  });
});

describe('HR-5 the card-driven turn is one part for every side', () => {
  const deck: TurnDeckState = {
    deckId: 'd',
    pileId: 'p',
    cards: [{ id: '["wind"]', kind: 'wind' }],
    drawn: 0,
  };
  const cardTurn = (): TurnState => ({ ...newBattle(sides, [], []), deck }) as TurnState;

  it('HR-5 orders, Abilità, the cards, morale, then a new turn (never the second side)', () => {
    const states = walk(cardTurn(), 4);
    expect(states.map((s) => s.step)).toEqual(['orders', 'abilita', 'cards', 'morale', 'orders']);
    expect(states.map((s) => s.sideIndex)).toEqual([0, 0, 0, 0, 0]);
    expect(states.map((s) => s.turn)).toEqual([1, 1, 1, 1, 2]);
    expect(states.every(isTurnState)).toBe(true);
    // Past the rolls at the cards; movement, course and boarding are reached in the draws.
    expect(states.map(pastRoll)).toEqual([false, false, true, true, false]);
    expect(reached(states[1]!, 'moveFire')).toBe(false);
    expect(reached(states[2]!, 'moveFire')).toBe(true);
    expect(reached(states[2]!, 'boarding')).toBe(true);
    expect(isLastFireStep(states[2]!)).toBe(false);
    // A cards step is not a turn state without its deck.
    expect(isTurnState({ ...states[2]!, deck: null })).toBe(false);
  });

  it('HR-5 the GM steps back into the rolls only before the first card is drawn', () => {
    const atCards = walk(cardTurn(), 2)[2]!;
    expect(mayRetreat(atCards)).toBe(true);
    expect(retreat(atCards).step).toBe('abilita');
    const drawn = { ...atCards, deck: { ...deck, drawn: 1 } };
    expect(mayRetreat(drawn)).toBe(false);
    expect(() => retreat(drawn)).toThrow('the draws have begun');
  });
});
