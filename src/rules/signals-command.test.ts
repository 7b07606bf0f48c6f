import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import {
  actsIndependently,
  COURSE_AND_SPEED_ORDERS,
  keepsCourseAndSpeed,
  maySendSignal,
  mayReceiveSignal,
  sendRefusal,
  type ReceiveInput,
  type SendInput,
} from './signals.js';

const flagship: SendInput = {
  isFlagship: true,
  isOfficer: true,
  inCommand: true,
  sentThisTurn: 0,
  sideSentThisTurn: 0,
  receivedThisTurn: false,
  elements: 2,
};
const captain: SendInput = { ...flagship, isFlagship: false, isOfficer: false };
const commodore: SendInput = { ...flagship, isFlagship: false };
const ship: ReceiveInput = {
  isSender: false,
  sameSide: true,
  sentThisTurn: false,
  receivedThisTurn: false,
  inCommand: true,
};

describe('FP-A3 sending signals', () => {
  it('FP-A3 the flagship sends one signal a turn, of one or two elements', () => {
    expect(sendRefusal('fastPlay', flagship)).toBeNull();
    expect(sendRefusal('fastPlay', { ...flagship, elements: 1 })).toBeNull();
    expect(sendRefusal('fastPlay', { ...flagship, elements: 3 })).toBe('elements');
    expect(sendRefusal('fastPlay', { ...flagship, elements: 0 })).toBe('elements');
    expect(sendRefusal('fastPlay', { ...flagship, sideSentThisTurn: 1 })).toBe(
      'fleetAlreadySignalled',
    );
  });
  it('FP-A3 only the flagship sends: a commodore or a captain may not', () => {
    expect(sendRefusal('fastPlay', commodore)).toBe('notFlagship');
    expect(maySendSignal('fastPlay', captain)).toBe(false);
  });
  it('SD-43 a struck or captured flagship sends nothing', () => {
    expect(sendRefusal('fastPlay', { ...flagship, inCommand: false })).toBe('notInCommand');
    expect(sendRefusal('fullGame', { ...commodore, inCommand: false })).toBe('notInCommand');
  });
});

describe('OR-11 sending signals', () => {
  it('OR-11 any officer in command sends one signal a turn, even when the flagship has', () => {
    expect(sendRefusal('fullGame', commodore)).toBeNull();
    expect(sendRefusal('fullGame', { ...commodore, sideSentThisTurn: 1 })).toBeNull();
    expect(sendRefusal('fullGame', { ...commodore, sentThisTurn: 1 })).toBe('alreadySent');
  });
  it('OR-11 a ship with no officer in command sends nothing', () => {
    expect(sendRefusal('fullGame', captain)).toBe('notOfficer');
  });
  it('OR-11 a ship cannot send and receive in the same turn', () => {
    expect(sendRefusal('fullGame', { ...commodore, receivedThisTurn: true })).toBe(
      'receivedThisTurn',
    );
    expect(mayReceiveSignal('fullGame', { ...ship, sentThisTurn: true })).toBe(false);
  });
});

describe('FP-A3 / OR-11 receiving signals', () => {
  it('FP-A3 every other ship of the side rolls to receive', () => {
    expect(mayReceiveSignal('fastPlay', ship)).toBe(true);
    expect(mayReceiveSignal('fastPlay', { ...ship, isSender: true })).toBe(false);
    expect(mayReceiveSignal('fastPlay', { ...ship, sameSide: false })).toBe(false);
  });
  it('SD-44 one signal a turn per ship; SD-43 no struck or captured ship', () => {
    expect(mayReceiveSignal('fullGame', { ...ship, receivedThisTurn: true })).toBe(false);
    expect(mayReceiveSignal('fastPlay', { ...ship, inCommand: false })).toBe(false);
  });
});

describe('FP-A3 course and speed, independent action', () => {
  it('FP-A3 within 200 mm of an enemy a ship acts independently; 200 mm itself counts', () => {
    expect(actsIndependently(200)).toBe(true);
    expect(actsIndependently(200.5)).toBe(false);
    expect(actsIndependently(null)).toBe(false);
    expect(actsIndependently(80, 3000)).toBe(true);
    expect(actsIndependently(81, 3000)).toBe(false);
    expect(() => actsIndependently(-1)).toThrow(RuleError);
  });
  it('FP-A3 a ship keeps course and speed until signalled, unless it commands or acts independently', () => {
    const base = { commands: false, independent: false, hasReceivedSignal: false };
    expect(keepsCourseAndSpeed(base)).toBe(true);
    expect(keepsCourseAndSpeed({ ...base, hasReceivedSignal: true })).toBe(false);
    expect(keepsCourseAndSpeed({ ...base, independent: true })).toBe(false);
    expect(keepsCourseAndSpeed({ ...base, commands: true })).toBe(false);
  });
  it('SD-40 keeping course and speed bars sail and course orders, not fire', () => {
    expect([...COURSE_AND_SPEED_ORDERS]).toEqual([
      'increaseSail',
      'decreaseSail',
      'changeCourse',
      'tack',
    ]);
  });
});
