// OR-7 / SD-66 the Abilità card of a ship in contact: with the option on, its -1 reads as "not in
// command" (rule OR-7), the same -1 as FP-4.1's hove to, never a second one.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import { buildAbilitaCard } from './abilita.js';

const inContact = shipData('3rd-74c', 'average', {
  contacts: [{ actorId: 'other', kind: 'enemyCollision', mover: true, moverSail: 'full', turn: 1 }],
  hoveTo: true,
});

const card = (entanglement: boolean) =>
  buildAbilitaCard({
    turn: 2,
    side: 'British',
    faces: [3, 4, 4],
    wind: 0,
    ships: [{ actorUuid: 'a', name: 'Bellona', system: inContact, headingIndex: 4 }],
    entanglement,
  }).ships[0]!;

describe('OR-7 not in command on the Abilità card', () => {
  it('OR-7 a ship in contact: -1 not in command instead of hove to, same score (SD-66)', () => {
    const on = card(true);
    const off = card(false);
    expect(on.modifiers.map((m) => [m.key, m.value, m.rule])).toEqual([
      ['notInCommand', -1, 'OR-7'],
    ]);
    expect(off.modifiers.map((m) => [m.key, m.value, m.rule])).toEqual([['hoveTo', -1, 'FP-4.1']]);
    expect(on.score).toBe(10);
    expect(off.score).toBe(10);
  });
});
