// Issue 13 / SD-233: HR-5 the card-driven turn in the battle simulation (battle-deck.ts), by rule id.
import { describe, expect, it } from 'vitest';
import { parseBattleSetup, type FleetShipLike } from './battle-state.js';
import { runBattle, type BattlePartRecord } from './battle.js';

function fleet(ships: Array<[string, string, string]>): FleetShipLike[] {
  return ships.map(([classId, crew, squadron], i) => ({
    classId,
    crew,
    squadron,
    name: `ship ${i + 1}`,
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));
}

const A = fleet([
  ['3rd-74c', 'good', 'van'],
  ['3rd-74c', 'elite', 'van'],
  ['5th-44', 'average', 'rear'],
]);
const B = fleet([
  ['3rd-80l', 'average', 'van'],
  ['3rd-74c', 'poor', ''],
  ['5th-44', 'good', ''],
]);

function partsByTurn(options: string[], seed: number) {
  const turns = new Map<number, BattlePartRecord[]>();
  const result = runBattle(parseBattleSetup(A, B, 8, options), seed, {
    onPart: (p) => {
      const list = turns.get(p.before.turn) ?? [];
      list.push(p);
      turns.set(p.before.turn, list);
    },
  });
  return { result, turns };
}

describe('HR-5 the card-driven turn in the battle simulation (SD-233)', () => {
  it('SD-110 / D-20 HR-5 is refused with OR-3, HR-5E without HR-5', () => {
    expect(() => parseBattleSetup(A, B, 8, 'HR-5,OR-3')).toThrow(
      /HR-5 and OR-3 are not played together/,
    );
    expect(() => parseBattleSetup(A, B, 8, 'HR-5E')).toThrow(/HR-5E .* needs HR-5/);
    expect(parseBattleSetup(A, B, 8, 'hr-5e,HR-5,OR-7').options).toEqual(['OR-7', 'HR-5', 'HR-5E']);
  });

  it('HR-5 every ship afloat moves once a turn on her squadron card; the same seed, the same battle', () => {
    for (const seed of [1, 2, 3]) {
      const { result, turns } = partsByTurn(['HR-5'], seed);
      expect(partsByTurn(['HR-5'], seed).result).toEqual(result);
      for (const parts of turns.values()) {
        const uids = parts.map((p) => p.uid);
        expect(new Set(uids).size).toBe(uids.length);
      }
    }
  });

  it('HR-5 the deck decides the order: squadrons of both fleets interleave in some turn (no side acts first, SD-119)', () => {
    let interleaved = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const parts of partsByTurn(['HR-5'], seed).turns.values()) {
        const sides = parts.map((p) => p.uid[0]).join('');
        if (/a+b+a|b+a+b/.test(sides)) interleaved++;
      }
    }
    expect(interleaved).toBeGreaterThan(0);
  });

  it('D-20 HR-5E: the second card of an Elite-or-Good squadron does nothing (still one move a ship a turn)', () => {
    for (const seed of [1, 2]) {
      const { turns } = partsByTurn(['HR-5', 'HR-5E'], seed);
      for (const parts of turns.values()) {
        const uids = parts.map((p) => p.uid);
        expect(new Set(uids).size).toBe(uids.length);
      }
    }
  });

  it('HR-5 plays differently from the FP-3 turn on the same seed', () => {
    const fp = runBattle(parseBattleSetup(A, B, 8), 4);
    const hr5 = runBattle(parseBattleSetup(A, B, 8, 'HR-5'), 4);
    expect(hr5).not.toEqual(fp);
  });
});
