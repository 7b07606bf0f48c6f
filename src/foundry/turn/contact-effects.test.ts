// FP-5.8 / D-19 what a contact does to the two ships; FP-4.4 fire passing on contact.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import { collisionPlan } from './contact-effects.js';

const ready = { boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false } };
const rigging = (points: number) => ({
  port: 0,
  starboard: 0,
  rigging: points,
  riggingRepaired: 0,
});

describe('D-19 deliberate boarding contact or collision', () => {
  it('D-19 a friendly ship touched at easy sail, even with parties ready, is a collision with its damage (20% DC each)', () => {
    const mover = shipData('3rd-74c', 'average', { side: 'B', sail: 'easy', ...ready });
    const friend = shipData('3rd-74c', 'average', { side: 'B' });
    expect(collisionPlan(friend, mover, friend, false).changes).toEqual({
      hoveTo: true,
      damage: rigging(24),
    });
    expect(collisionPlan(mover, mover, friend, true).changes).toEqual({
      hoveTo: true,
      damage: rigging(24),
    });
  });
  it('D-19 a fireship touched at easy sail is a collision with its damage', () => {
    const mover = shipData('3rd-74c', 'average', { side: 'B', sail: 'easy', ...ready });
    const fireship = shipData('6th-20-28', 'average', {
      side: 'F',
      fireship: { isFireship: true, lit: false },
    });
    expect(collisionPlan(mover, mover, fireship, true).changes).toEqual({
      hoveTo: true,
      damage: rigging(24),
    });
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
    expect(collisionPlan(enemy, mover, enemy, false).changes).toEqual({
      hoveTo: true,
      damage: rigging(60),
    });
  });
});

describe('FP-4.4 fire on contact', () => {
  const alight = { fires: { hull: 1, rigging: 0 } };
  it('FP-4.4 a burning ship that makes contact with a burning ship gains a new fire; the ship it touched does not', () => {
    const mover = shipData('3rd-74c', 'average', { side: 'B', sail: 'full', ...alight });
    const touched = shipData('3rd-74c', 'average', { side: 'F', ...alight });
    expect(collisionPlan(mover, mover, touched, true).changes.fires).toEqual({
      hull: 1,
      rigging: 1,
    });
    expect(collisionPlan(touched, mover, touched, false).changes.fires).toBeUndefined();
  });
  it('FP-4.4 a ship that touches a burning ship, or is touched by one, catches a rigging fire', () => {
    const burning = shipData('3rd-74c', 'average', { side: 'B', sail: 'full', ...alight });
    const other = shipData('3rd-74c', 'average', { side: 'F', sail: 'full' });
    expect(collisionPlan(other, other, burning, true).changes.fires).toEqual({
      hull: 0,
      rigging: 1,
    });
    expect(collisionPlan(other, burning, other, false).changes.fires).toEqual({
      hull: 0,
      rigging: 1,
    });
    expect(collisionPlan(burning, burning, other, true).changes.fires).toBeUndefined();
  });
});
