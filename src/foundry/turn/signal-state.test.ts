import { describe, expect, it } from 'vitest';
import type { SignalCard } from '../chat/card-data-sailing.js';
import { flagshipOf, lastSignalRead, nearestEnemyMm, signalNote } from './signal-state.js';

const calm = {
  underEnemyFire: false,
  orderedToFire: false,
  boarding: false,
  fireOnBoard: false,
  otherNation: false,
};
const card = (turn: number, sender: string, entries: Array<[string, number[]]>): SignalCard => ({
  kind: 'signal',
  turn,
  side: 'A',
  mode: 'fastPlay',
  sender: { actorUuid: sender, name: sender },
  senderUserId: 'u',
  elements: [`signal ${turn}`],
  entries: entries.map(([uuid, faces]) => ({
    actorUuid: uuid,
    name: uuid,
    faces: faces as [number, number, number],
    conditions: calm,
    independent: false,
  })),
});

describe('FP-A3 signal state from the cards', () => {
  const cards = [
    card(1, 'flag', [
      ['a', [4, 4, 4]],
      ['b', [1, 1, 1]],
    ]),
    card(2, 'flag', [
      ['a', [1, 1, 2]],
      ['b', [6, 6, 6]],
    ]),
  ];
  it('SD-40 a ship follows the last signal it read', () => {
    expect(lastSignalRead(cards, 'a')).toEqual({ turn: 1, elements: ['signal 1'] });
    expect(lastSignalRead(cards, 'b')).toEqual({ turn: 2, elements: ['signal 2'] });
    expect(lastSignalRead(cards, 'c')).toBeNull();
  });
  it('SD-45 the flagship is the first sender while in command, then the next', () => {
    const two = [...cards, card(3, 'other', [])];
    expect(flagshipOf(two, 'A', () => true)).toBe('flag');
    expect(flagshipOf(two, 'A', (u) => u !== 'flag')).toBe('other');
    expect(flagshipOf([], 'A', () => true)).toBeNull();
  });
  it('SD-42 the nearest active enemy, base centre to base centre', () => {
    const ships = [
      { actorUuid: 'me', side: 'A', position: { x: 0, y: 0 } },
      { actorUuid: 'friend', side: 'A', position: { x: 10, y: 0 } },
      { actorUuid: 'struck', side: 'B', position: { x: 50, y: 0 } },
      { actorUuid: 'enemy', side: 'B', position: { x: 120, y: 160 } },
      { actorUuid: 'off', side: 'B', position: null },
    ];
    expect(nearestEnemyMm(ships[0]!, ships, (u) => u !== 'struck')).toBe(200);
    expect(nearestEnemyMm({ ...ships[0]!, position: null }, ships, () => true)).toBeNull();
  });
  it('FP-A3 the note: independent within 200 mm, else the signal followed, else keep course', () => {
    expect(signalNote({ cards, actorUuid: 'b', nearestEnemyMm: 200, scale: 1200 }).key).toMatch(
      /independent$/,
    );
    expect(signalNote({ cards, actorUuid: 'b', nearestEnemyMm: 201, scale: 1200 })).toMatchObject({
      key: 'SCA.Turn.Signal.Note.follows',
      data: { turn: '2', elements: 'signal 2' },
      keeps: false,
    });
    expect(signalNote({ cards, actorUuid: 'c', nearestEnemyMm: null, scale: 1200 })).toMatchObject({
      key: 'SCA.Turn.Signal.Note.keep',
      keeps: true,
    });
    expect(signalNote({ cards, actorUuid: 'flag', nearestEnemyMm: null, scale: 1200 }).key).toMatch(
      /commands$/,
    );
  });
});
