import { describe, expect, it } from 'vitest';
import { abilitaRow, CALM_CONDITIONS, clampScore } from './abilita.js';
import { THREE_D6_COUNTS, THREE_D6_OUTCOMES } from './dice.js';
import { RuleError } from './errors.js';
import { columnOdds } from './odds.js';
import { ORDER_NAMES } from './orders-available.js';
import {
  DICE_GROUP_OF,
  DICE_GROUPS,
  CRITICAL_COURSE_GROUP,
  groupDice,
  groupRoll,
  groupScore,
  orderScore,
  oneRollJointOdds,
  ORDER_DICE_GROUP,
  ordersJointOdds,
  SEVEN_DICE_OUTCOMES,
  sevenDiceJointOdds,
  sevenDiceScores,
  type GroupCondition,
} from './seven-dice.js';
import { ABILITA_COLUMNS } from './tables/abilita.js';

describe('OR-3 seven-dice Abilità', () => {
  it('OR-3 yellow for Ext/Unf, blue for Inc/Dec/Crs, red for gunfire, reload and Brd', () => {
    expect(DICE_GROUP_OF).toEqual({
      extinguish: 'yellow',
      unfoul: 'yellow',
      increaseSail: 'blue',
      decreaseSail: 'blue',
      changeCourse: 'blue',
      short: 'red',
      medium: 'red',
      long: 'red',
      boarding: 'red',
      reload: 'red',
    });
    expect(Object.keys(DICE_GROUP_OF).sort()).toEqual([...ABILITA_COLUMNS, 'reload'].sort());
  });
  it('OR-3 every order has a group; tack reads blue, repairs yellow (SD-39), a fireship red', () => {
    expect(Object.keys(ORDER_DICE_GROUP)).toEqual([...ORDER_NAMES]);
    expect([
      ORDER_DICE_GROUP.tack,
      ORDER_DICE_GROUP.repairRigging,
      ORDER_DICE_GROUP.lightFireship,
    ]).toEqual(['blue', 'yellow', 'red']);
  });
  it('OR-3 / SD-39 / SD-95 the jury-rig orders read the Unf column: the yellow dice, as repairing rigging', () => {
    expect([ORDER_DICE_GROUP.cutAwayWreck, ORDER_DICE_GROUP.juryRig]).toEqual(['yellow', 'yellow']);
    expect(DICE_GROUP_OF.unfoul).toBe('yellow');
  });
  it('OR-3 each group is the common die plus its pair, with the FP-4.1 modifiers', () => {
    const faces = [4, 1, 2, 6, 6, 3, 5];
    expect(DICE_GROUPS.map((g) => groupRoll(faces, g))).toEqual([7, 16, 12]);
    const s = sevenDiceScores(faces, { ...CALM_CONDITIONS, crew: 'elite', dcLost: 1 });
    expect([s.yellow.score, s.blue.score, s.red.score]).toEqual([8, 17, 13]);
    expect(s.red.modifiers.map((m) => m.key)).toEqual(['crew', 'dcLost']);
  });
  it('OR-3 each group is clamped to 3..18 on its own', () => {
    const s = sevenDiceScores([6, 6, 6, 1, 1, 1, 1], { ...CALM_CONDITIONS, crew: 'elite' });
    expect([s.yellow.unclamped, s.yellow.score, s.blue.score]).toEqual([20, 18, 10]);
    const low = sevenDiceScores([1, 1, 1, 1, 1, 6, 6], {
      ...CALM_CONDITIONS,
      crew: 'poor',
      fires: 2,
    });
    expect([low.yellow.score, low.blue.score, low.red.score]).toEqual([3, 3, 10]);
  });
  it('OR-3 seven faces 1-6, or a RuleError', () => {
    expect(() => groupRoll([1, 2, 3], 'red')).toThrow(RuleError);
    expect(() => sevenDiceScores([1, 2, 3, 4, 5, 6, 7], CALM_CONDITIONS)).toThrow(RuleError);
  });
});

describe('OR-3 seven-dice exact odds', () => {
  it('OR-3 one group alone has the odds of 3d6: every score, every group, modifiers -6..+3', () => {
    for (const group of DICE_GROUPS)
      for (let mod = -6; mod <= 3; mod++)
        for (let score = 3; score <= 18; score++) {
          const seven = sevenDiceJointOdds([{ group, holds: (s) => s === score }], mod);
          let ways = 0;
          for (let t = 3; t <= 18; t++)
            if (clampScore(t + mod) === score) ways += THREE_D6_COUNTS[t]!;
          expect(seven.count * THREE_D6_OUTCOMES).toBe(ways * SEVEN_DICE_OUTCOMES);
        }
  });
  it('OR-3 one group alone matches the FP-4.2 column odds (course ok at -2)', () => {
    const ok = columnOdds('changeCourse', -2).find((o) => o.value === 'ok')!.probability;
    const seven = sevenDiceJointOdds(
      [{ group: 'blue', holds: (s) => abilitaRow(s).changeCourse === 'ok' }],
      -2,
    );
    expect(seven.probability).toBeCloseTo(ok, 12);
  });

  const bruteForce = (conds: readonly GroupCondition[], mod: number): number => {
    let count = 0;
    const f = [0, 0, 0, 0, 0, 0, 0];
    const rec = (i: number): void => {
      if (i === 7) {
        const ok = conds.every((c) => c.holds(clampScore(groupRoll(f, c.group) + mod)));
        if (ok) count++;
        return;
      }
      for (let v = 1; v <= 6; v++) {
        f[i] = v;
        rec(i + 1);
      }
    };
    rec(0);
    return count;
  };
  const courseOk: GroupCondition = {
    group: 'blue',
    holds: (s) => abilitaRow(s).changeCourse === 'ok',
  };
  const hitsMedium: GroupCondition = {
    group: 'red',
    holds: (s) => ['hit', 'wellLaid'].includes(abilitaRow(s).medium),
  };
  const firesOut: GroupCondition = {
    group: 'yellow',
    holds: (s) => abilitaRow(s).extinguish === 'ok',
  };
  it.each([
    ['course ok AND broadside hits at medium, no modifiers', [courseOk, hitsMedium], 0],
    [
      'course ok AND hits AND fire out, poor crew on fire (-2)',
      [courseOk, hitsMedium, firesOut],
      -2,
    ],
    [
      'two conditions on one group (blue 8+ and blue <= 15), elite (+2)',
      [
        { group: 'blue', holds: (s: number) => s >= 8 },
        { group: 'blue', holds: (s: number) => s <= 15 },
      ],
      2,
    ],
  ] as const)(
    'OR-3 joint odds by the common die equal a brute force over 6^7: %s',
    (_, conds, mod) => {
      const exact = sevenDiceJointOdds(conds, mod);
      expect(exact.count).toBe(bruteForce(conds, mod));
      expect(exact.probability).toBe(exact.count / 6 ** 7);
    },
  );
  it('OR-3 the groups share the common die: the joint odds lie between the product and one shared roll', () => {
    const joint = sevenDiceJointOdds([courseOk, hitsMedium], 0).probability;
    const product =
      sevenDiceJointOdds([courseOk], 0).probability *
      sevenDiceJointOdds([hitsMedium], 0).probability;
    const oneRoll = oneRollJointOdds([courseOk, hitsMedium], 0).probability;
    expect(joint).toBeGreaterThan(product);
    // Both need a high score: one shared 3d6 (Fast Play) ties them completely.
    expect(joint).toBeLessThan(oneRoll);
  });
  it('OR-3 one shared 3d6 score for comparison: the Fast Play odds of both', () => {
    let ways = 0;
    for (let t = 3; t <= 18; t++)
      if (courseOk.holds(t) && hitsMedium.holds(t)) ways += THREE_D6_COUNTS[t]!;
    expect(oneRollJointOdds([courseOk, hitsMedium], 0).probability).toBeCloseTo(ways / 216, 12);
  });
  it('OR-3 a fractional modifier total is refused', () => {
    expect(() => sevenDiceJointOdds([], 0.5)).toThrow(RuleError);
  });
});

describe("OR-3 odds of a ship's orders for the orders dialog", () => {
  const crs = (s: number) => abilitaRow(s).changeCourse === 'ok';
  const hitLong = (s: number) => ['hit', 'wellLaid'].includes(abilitaRow(s).long);
  it('OR-3 a course change and a long-range broadside, seven dice against one roll', () => {
    const orders = [
      { order: 'changeCourse' as const, holds: crs },
      { order: 'firePort' as const, holds: hitLong },
    ];
    const seven = ordersJointOdds(orders, 0, true);
    expect(seven).toEqual(
      sevenDiceJointOdds(
        [
          { group: 'blue', holds: crs },
          { group: 'red', holds: hitLong },
        ],
        0,
      ),
    );
    // One roll: a long hit (10+) implies the course change (6+): 10+ on 3d6 is 135 of 216.
    expect(ordersJointOdds(orders, 0, false).probability).toBeCloseTo(135 / 216, 12);
    expect(seven.probability).toBeLessThan(135 / 216);
  });
  it('OR-3 two orders of one group read one score even with seven dice', () => {
    const orders = [
      { order: 'increaseSail' as const, holds: (s: number) => s >= 6 },
      { order: 'tack' as const, holds: (s: number) => s >= 9 },
    ];
    expect(ordersJointOdds(orders, 0, true).probability).toBeCloseTo(
      ordersJointOdds(orders, 0, false).probability,
      12,
    );
  });
});

describe('OR-3 the score an order of a rolled entry reads', () => {
  const seven = { score: 14, groupScores: { yellow: 7, blue: 5, red: 14 } };
  it('OR-3 with seven dice each order reads its group; without, every order reads the one score', () => {
    for (const order of ORDER_NAMES) {
      expect(orderScore(seven, order)).toBe(seven.groupScores[ORDER_DICE_GROUP[order]]);
      expect(orderScore({ score: 9 }, order)).toBe(9);
    }
    expect(orderScore(seven, 'changeCourse')).toBe(5);
    expect(orderScore(seven, 'firePort')).toBe(14);
    expect(orderScore(seven, 'extinguish')).toBe(7);
    expect(groupScore({ score: 9 }, 'blue')).toBe(9);
    expect(groupScore(seven, 'yellow')).toBe(7);
  });
  it('OR-3 / SD-91 the critical course failure is read on the blue (manoeuvre) dice', () => {
    expect(CRITICAL_COURSE_GROUP).toBe('blue');
    expect(CRITICAL_COURSE_GROUP).toBe(DICE_GROUP_OF.changeCourse);
  });
  it("OR-3 a group's three dice are the common die and its pair", () => {
    const faces = [1, 2, 3, 4, 5, 6, 6];
    expect(groupDice(faces, 'yellow')).toEqual([1, 2, 3]);
    expect(groupDice(faces, 'blue')).toEqual([1, 4, 5]);
    expect(groupDice(faces, 'red')).toEqual([1, 6, 6]);
    expect(() => groupDice([1, 2, 3], 'red')).toThrow(RuleError);
  });
});
