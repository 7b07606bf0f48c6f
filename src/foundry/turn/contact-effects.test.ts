// FP-5.8 / D-19 what a contact does to the two ships; FP-4.4 fire passing on contact.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import { collisionPlan } from './contact-effects.js';

const ready = { boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false } };
const rigging = (points: number) => ({ port: 0, starboard: 0, rigging: points, riggingRepaired: 0 });

describe('D-19 deliberate boarding contact or collision', () => {
  it('D-19 a friendly ship touched at easy sail, even with parties ready, is a collision with its damage (20% DC each)', () => {
    const mover = shipData('3rd-74c', 'average', { side: 'B', sail: 'easy', ...ready });
    const friend = shipData('3rd-74c', 'average', { side: 'B' });
    expect(collisionPlan(friend, mover, friend, false).changes).toEqual({ hoveTo: true, damage: rigging(24) });
    expect(collisionPlan(mover, mover, friend, true).changes).toEqual({ hoveTo: true, damage: rigging(24) });
  });
  it('D-19 a fireship touched at easy sail is a collision with its damage', () => {
    const mover = shipData('3rd-74c', 'average', { side: 'B', sail: 'easy', ...ready });
    const fireship = shipData('6th-20-28', 'average', { side: 'F', fireship: { isFireship: true, lit: false } });
    expect(collisionPlan(mover, mover, fireship, true).changes).toEqual({ hoveTo: true, damage: rigging(24) });
  });
  it('D-19 an enemy touched at easy sail is a deliberate boarding contact, parties ready or not: no damage, both hove to', () => {
    const mover = shipData('3rd-74c', 'average', { side: 'B', sail: 'easy' });
    const enemy = shipData('3rd-74c', 'average', { side: 'F' });
    expect(collisionPlan(enemy, mover, enemy, false).changes).toEqual({ hoveTo: true });
    expect(collisionPlan(mover, mover, enemy, true).changes).toEqual({ hoveTo: true });
  });
  it('D-19 at full sail an enemy contact is a collision whatever the parties (50% DC)', () => {
    const mover = shipData('3rd-74c', 'average', { side: 'B', sail: 'full', ...ready });
    const enemy = shipData('3rd-74c', 'average', { side: 'F' });
    expect(collisionPlan(enemy, mover, enemy, false).changes).toEqual({ hoveTo: true, damage: rigging(60) });
  });
});
