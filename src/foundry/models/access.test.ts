// The system-data accessors hand back the stored data of the right sub-type and refuse any other.
import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../../tests/support/foundry.js';
import { RuleError } from '../../rules/index.js';
import {
  fortDataOf,
  fortDataOrNull,
  shipClassDataOf,
  shipDataOf,
  shipDataOrNull,
} from './access.js';

const ship = { type: 'ship', system: { crew: 'good' } };
const fort = { type: 'fort', system: { crew: 'average' } };
const shipClass = { type: 'shipClass', system: { classId: '3rd-74c' } };

describe('system data accessors', () => {
  it('return the stored data of their own sub-type', () => {
    expect(shipDataOf(ship)).toBe(ship.system);
    expect(shipDataOrNull(ship)).toBe(ship.system);
    expect(fortDataOf(fort)).toBe(fort.system);
    expect(fortDataOrNull(fort)).toBe(fort.system);
    expect(shipClassDataOf(shipClass)).toBe(shipClass.system);
  });
  it('refuse another sub-type with a translated RuleError', () => {
    freshWorld();
    expect(() => shipDataOf(fort)).toThrow(RuleError);
    expect(() => shipDataOf(fort)).toThrow('That is not a ship.');
    expect(() => fortDataOf(ship)).toThrow('That is not a fort.');
    expect(() => shipClassDataOf(ship)).toThrow('That is not a ship class.');
  });
  it('give null for another sub-type or no actor where asked to', () => {
    expect(shipDataOrNull(fort)).toBeNull();
    expect(shipDataOrNull(null)).toBeNull();
    expect(fortDataOrNull(ship)).toBeNull();
    expect(fortDataOrNull(undefined)).toBeNull();
  });
});
