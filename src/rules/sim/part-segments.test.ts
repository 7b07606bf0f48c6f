// Issue 13 / OR-3: one ship's part in the two-segment turn (part-segments.ts) by rule id.
import { describe, expect, it } from 'vitest';
import { headingDegrees } from '../sailing.js';
import { parseBattleSetup, type FleetShipLike } from './battle-state.js';
import { runBattle } from './battle.js';
import type { CaptainOrders } from './captain.js';
import { makeSimShip, parseDuellist, type DuelSide } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { playShipPartInSegments } from './part-segments.js';
import { reason } from './reasons.js';
import { tableEntry, type SimTable } from './table.js';

/** playShipPartInSegments never reads the orders' reasons: any will do in a hand-written order. */
const ANY_REASON = reason('noFireOnBoard');

function entry(uid: string, side: DuelSide, x: number, y: number, heading: number) {
  return tableEntry(
    makeSimShip(side, parseDuellist('74C:average'), { x, y, headingDeg: 0 }, heading),
    uid,
    side,
  );
}

function orders(o: Partial<CaptainOrders> & Pick<CaptainOrders, 'heading'>): CaptainOrders {
  return {
    ship: 'a',
    target: null,
    sail: 'easy',
    orders: [],
    fire: [],
    reasons: { fire: ANY_REASON, sail: ANY_REASON, course: ANY_REASON, guns: [] },
    ...o,
  } as CaptainOrders;
}

/** Dice fixed by the test: 3d6 always `total`; single dice (the seven dice) from `faces`, then 3s. */
function fixedDice(total: number, faces: number[] = []): DuelRandom {
  const left = [...faces];
  return { roll3d6: () => total, int: () => left.shift() ?? 3 };
}

function openTable(...entries: ReturnType<typeof entry>[]): SimTable {
  return { wind: 0, strength: 'breeze', entries };
}

describe('issue 13 OR-3 the two-segment part in the battle simulation', () => {
  it('SD-50 each segment moves half the Fast Play allowance: a 74 at easy sail in a breeze, 45 + 45 mm', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const far = entry('b1', 'b', 3000, 3000, 4);
    const played = playShipPartInSegments(
      openTable(me, far),
      me,
      orders({ heading: 4 }),
      null,
      fixedDice(12),
      null,
      false,
    );
    expect(played.segments).toEqual([
      { allowanceMm: 45, movedMm: 45, sail: 'easy' },
      { allowanceMm: 45, movedMm: 45, sail: 'easy' },
    ]);
    expect(played.movedMm).toBe(90);
    expect(played.allowanceMm).toBe(90);
    expect(played.groupScores).toBeUndefined();
  });

  it('SD-49 / SD-53 the sail and course orders are carried out at the end of segment 1: segment 2 sails at the new sail on the new heading', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const far = entry('b1', 'b', 3000, 3000, 4);
    const before = { ...me.ship.pose };
    const played = playShipPartInSegments(
      openTable(me, far),
      me,
      orders({ heading: 5, sail: 'full', orders: ['increaseSail', 'changeCourse'] }),
      null,
      fixedDice(12),
      null,
      false,
    );
    expect(played.segments).toEqual([
      { allowanceMm: 45, movedMm: 45, sail: 'easy' },
      { allowanceMm: 90, movedMm: 90, sail: 'full' },
    ]);
    expect(me.ship.heading).toBe(5);
    expect(me.ship.sail).toBe('full');
    expect(me.ship.pose.headingDeg).toBe(headingDegrees(5));
    // Segment 1 was sailed due east, on heading 4, before the turn.
    expect(me.ship.pose.x - before.x).toBeGreaterThan(45);
  });

  it('SD-212 / SD-47 a broadside that bears on an enemy in segment 1 fires there, once; one with nothing to fire at is fired at the end of segment 2', () => {
    // Both heading east; the enemy 250 mm to port, sailing alongside.
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 0, 250, 4);
    const lostBefore = enemy.ship.damage;
    const played = playShipPartInSegments(
      openTable(me, enemy),
      me,
      orders({
        heading: 4,
        orders: ['firePort', 'fireStarboard'],
        fire: [
          { side: 'port', aim: 'hull' },
          { side: 'starboard', aim: 'hull' },
        ] as CaptainOrders['fire'],
      }),
      enemy,
      fixedDice(12),
      null,
      false,
    );
    expect(played.fired.map((f) => [f.side, f.segment])).toEqual([
      ['port', 1],
      ['starboard', 2],
    ]);
    const [port, starboard] = played.fired;
    expect(port!.alongMm).toBeGreaterThanOrEqual(0);
    expect(port!.alongMm).toBeLessThanOrEqual(45);
    // Nothing to starboard: the referee fires it where segment 2's move ends.
    expect(starboard!.alongMm).toBeCloseTo(90);
    // The port broadside hit the enemy on a 12 (a hit at every range band).
    expect(enemy.ship.damage).not.toBe(lostBefore);
  });

  it('SD-212 OR-3-7D seven dice: the sail and course read the blue dice, the guns the red; one 3d6 would have carried all out', () => {
    const run = (sevenDice: boolean) => {
      const me = entry('a1', 'a', 0, 0, 4);
      const far = entry('b1', 'b', 3000, 3000, 4);
      const played = playShipPartInSegments(
        openTable(me, far),
        me,
        orders({ heading: 5, sail: 'full', orders: ['increaseSail', 'changeCourse'] }),
        null,
        // Seven dice: common 1, yellow 6-6, blue 2-2, red 6-6 -> yellow 13, blue 5, red 13.
        fixedDice(13, [1, 6, 6, 2, 2, 6, 6]),
        null,
        sevenDice,
      );
      return { played, ship: me.ship };
    };
    const seven = run(true);
    expect(seven.played.groupScores).toEqual({ yellow: 13, blue: 5, red: 13 });
    expect(seven.played.score).toBe(13);
    // FP-4.2 row 5: no sail increase, no course change.
    expect(seven.ship.sail).toBe('easy');
    expect(seven.ship.heading).toBe(4);
    const one = run(false);
    expect(one.ship.sail).toBe('full');
    expect(one.ship.heading).toBe(5);
  });

  it('SD-46 a ship held in contact does not move in either segment', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const friend = entry('a2', 'a', 3000, 0, 4);
    me.ship.contacts = [{ uid: 'a2', kind: 'collision' } as never];
    const played = playShipPartInSegments(
      openTable(me, friend),
      me,
      orders({ heading: 4 }),
      null,
      fixedDice(12),
      null,
      false,
    );
    expect(played.segments.map((g) => g.movedMm)).toEqual([0, 0]);
  });
});

function fleet(classIds: string[]): FleetShipLike[] {
  return classIds.map((classId, i) => ({
    classId,
    crew: 'average',
    name: `ship ${i + 1}`,
    squadron: '',
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));
}

describe('issue 13 OR-3 battles', () => {
  it('OR-3 / OR-3-7D a seeded battle is played to a result, the same for the same seed, and differs from Fast Play', () => {
    const a = fleet(['3rd-74c', '3rd-74c']);
    const b = fleet(['3rd-80l', '3rd-74c']);
    const fp = runBattle(parseBattleSetup(a, b, 30), 7);
    const or3 = parseBattleSetup(a, b, 30, 'OR-3');
    const seven = parseBattleSetup(a, b, 30, 'OR-3,OR-3-7D');
    const r3 = runBattle(or3, 7);
    expect(runBattle(or3, 7)).toEqual(r3);
    const r7 = runBattle(seven, 7);
    expect(runBattle(seven, 7)).toEqual(r7);
    expect(r3).not.toEqual(fp);
    expect(r7).not.toEqual(r3);
    for (const r of [r3, r7]) expect(r.turns).toBeGreaterThan(0);
  });
});
