// The optional rules in the combinations that matter never leave the flow stuck: with OR-3 alone,
// OR-3 + OR-6, OR-3 + seven dice, OR-6 without OR-3, and every option on, two whole turns are played
// by the GM and both players (orders, a roll, every step closed by the GM), with the sequence of
// play each combination implies. With OR-5 a course change of two points is spread over the two
// segments (SD-54).
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { spreadCourse } from '../../src/foundry/turn/course-spread.js';
import { optionalRules } from '../../src/foundry/settings.js';
import { beginExample, exampleBattle, type Battle } from './support.js';

const at = () => {
  const s = battle();
  return s.segment ? `${s.step}@${s.segment}` : s.step;
};

const FP_PART = ['orders', 'abilita', 'course', 'moveFire', 'boarding', 'morale'];
const OR3_PART = [
  'orders',
  'abilita@1',
  'moveFire@1',
  'course@1',
  'moveFire@2',
  'course@2',
  'boarding',
  'morale',
];

const ALL_ON = {
  setupRolls: true,
  twoSegmentTurn: true,
  sevenDiceAbilita: true,
  fullNavigation: true,
  fullGunnery: true,
  entanglement: true,
  riggingTest: true,
  signals: 'fullGame',
} as const;

const COMBINATIONS: Array<[string, Record<string, boolean | string>, string[]]> = [
  ['OR-3 alone', { twoSegmentTurn: true }, OR3_PART],
  ['OR-3 + OR-6', { twoSegmentTurn: true, fullGunnery: true }, OR3_PART],
  ['OR-3 + seven dice', { twoSegmentTurn: true, sevenDiceAbilita: true }, OR3_PART],
  ['OR-6 without OR-3', { fullGunnery: true }, FP_PART],
  ['seven dice without OR-3 (off: it needs OR-3)', { sevenDiceAbilita: true }, FP_PART],
  [
    'OR-5 without OR-9 (off: it needs OR-9)',
    { twoSegmentTurn: true, fullNavigation: true },
    OR3_PART,
  ],
  ['every option on', ALL_ON, OR3_PART],
];

/**
 * The dice of one Abilità roll: three faces, or with OR-3 seven dice effective the four Rolls (common
 * die, then the yellow, blue and red pairs) giving every group those same three faces.
 */
function pushAbilitaDice(b: Battle, [c, x, y]: [number, number, number]): void {
  if (optionalRules().sevenDiceAbilita) b.w.world.dice.push([c], [x, y], [x, y], [x, y]);
  else b.w.world.dice.push([c, x, y]);
}

async function withOptions(b: Battle, options: Record<string, boolean | string>): Promise<void> {
  b.w.world.actAs(b.gm);
  for (const [k, v] of Object.entries(options))
    await b.w.world.settings.set('signal-close-action', k, v);
}

/** One side's part: its player orders and rolls one ship, the GM closes every step; the steps seen. */
async function playPart(
  b: Battle,
  player: Battle['alice'],
  shipKey: string,
  orders: Parameters<typeof saveOrders>[1] = { firePort: 'hull' },
): Promise<string[]> {
  const seen = [at()];
  const ship = b.ships[shipKey]!;
  b.w.world.actAs(player);
  expect(await saveOrders(ship.uuid, orders)).toEqual([]);
  for (let i = 0; i < 12; i++) {
    b.w.world.actAs(b.gm);
    if (at().startsWith('abilita')) {
      b.w.world.actAs(player);
      pushAbilitaDice(b, [4, 4, 3]);
      await rollAbilita([ship.uuid]);
      b.w.world.actAs(b.gm);
    }
    const before = battle();
    await advanceStep();
    if (battle().sideIndex !== before.sideIndex) break;
    seen.push(at());
  }
  return seen;
}

describe('OR-3 / OR-5 / OR-6 / seven dice: the flow is never stuck', () => {
  for (const [name, options, part] of COMBINATIONS) {
    it(`${name}: two whole turns, every step closed`, async () => {
      const b = await exampleBattle();
      await withOptions(b, options);
      await beginExample(b);
      for (const turn of [1, 2]) {
        // OR-6 a side that fired in turn 1 is reloaded in turn 2 before it fires again.
        const orders = turn === 2 && options.fullGunnery ? { reloadPort: true } : undefined;
        expect(battle()).toMatchObject({ turn, sideIndex: 0 });
        expect(await playPart(b, b.alice, 'prince', orders)).toEqual(part);
        expect(battle()).toMatchObject({ turn, sideIndex: 1 });
        expect(await playPart(b, b.bob, 'scipion', orders)).toEqual(part);
      }
      expect(battle()).toMatchObject({ turn: 3, sideIndex: 0, step: 'orders' });
    });
  }

  it('OR-5 SD-54 a two-point course change: one point at the end of segment 1, the other at the end of segment 2', async () => {
    const b = await exampleBattle();
    // SD-256 with signals on, a ship far from the enemy that has read no signal keeps her course: these
    // tests are about OR-5's course orders, so signals are off here.
    await withOptions(b, { ...ALL_ON, signals: 'none' });
    await beginExample(b);
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    // From E (beam reach, wind N) to SE: two points.
    expect(await saveOrders(prince.uuid, { changeCourse: 'SE' })).toEqual([]);
    b.w.world.actAs(b.gm);
    await advanceStep();
    b.w.world.actAs(b.alice);
    pushAbilitaDice(b, [5, 5, 5]);
    const roll = await rollAbilita([prince.uuid]);
    b.w.world.actAs(b.gm);
    await advanceStep();
    await advanceStep();
    expect(at()).toBe('course@1');
    b.w.world.actAs(b.alice);
    expect(
      await runCardAction(roll.message.id!, 'turnShip', { index: 0, order: 'changeCourse' }),
    ).toMatchObject({ status: 'applied' });
    expect(b.table.headings.get(prince.uuid)).toBe(5);
    b.w.world.actAs(b.gm);
    await advanceStep();
    await advanceStep();
    expect(at()).toBe('course@2');
    expect(b.table.headings.get(prince.uuid)).toBe(5);
    await advanceStep();
    // The referee turned the rest when segment 2 ended.
    expect(b.table.headings.get(prince.uuid)).toBe(6);
  });

  it('OR-5 / OR-9 SD-55 a course the wind has made illegal is not sailed and costs one rigging test', async () => {
    const b = await exampleBattle();
    // SD-256 with signals on, a ship far from the enemy that has read no signal keeps her course: these
    // tests are about OR-5's course orders, so signals are off here.
    await withOptions(b, { ...ALL_ON, signals: 'none' });
    await beginExample(b);
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    expect(await saveOrders(prince.uuid, { changeCourse: 'SE' })).toEqual([]);
    b.w.world.actAs(b.gm);
    await advanceStep();
    b.w.world.actAs(b.alice);
    pushAbilitaDice(b, [5, 5, 5]);
    const roll = await rollAbilita([prince.uuid]);
    b.w.world.actAs(b.gm);
    await advanceStep();
    await advanceStep();
    // The wind backs to SE after the orders: ESE (segment 1) and SE are now in irons. The battle's
    // scene gives the test its strength (a moderate breeze: Fast Play's breeze).
    b.table.wind = 6;
    const combat = (game as unknown as { combat: { scene?: unknown } }).combat;
    combat.scene = {
      getFlag: (_s: string, k: string) =>
        k === 'wind' ? { direction: 6, strength: 'breeze' } : null,
      tokens: { contents: [] },
    };
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    expect(
      await runCardAction(roll.message.id!, 'turnShip', { index: 0, order: 'changeCourse' }),
    ).toMatchObject({ status: 'refused', reason: expect.stringMatching(/rigging damage test/) });
    expect(b.table.headings.get(prince.uuid)).toBe(4);
    expect(cardsOfKind('riggingTest').map((c) => [c.card.cause, c.card.ship.actorUuid])).toEqual([
      ['illegalCourseOrder', prince.uuid],
    ]);
    // Once a turn: pressing again (or the referee closing the step) costs nothing more.
    expect(
      await runCardAction(roll.message.id!, 'turnShip', { index: 0, order: 'changeCourse' }),
    ).toMatchObject({ status: 'refused' });
    b.w.world.actAs(b.gm);
    await advanceStep();
    expect(cardsOfKind('riggingTest')).toHaveLength(1);
  });

  it('OR-5 SD-54 the spread is the first half rounded up, and always legal', () => {
    expect(spreadCourse(4, 5)).toEqual([1, 0]);
    expect(spreadCourse(4, 6)).toEqual([1, 1]);
    expect(spreadCourse(4, 7)).toEqual([2, 1]);
    expect(spreadCourse(4, 1)).toEqual([-2, -1]);
    expect(spreadCourse(15, 1)).toEqual([1, 1]);
    expect(spreadCourse(4, 4)).toEqual([0, 0]);
  });
});
