// Issue 13 the AI seat under HR-4 (split from ai-seat.test.ts): a broken fleet steers for its edge
// (SD-182).
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { headingName, headingsTowardEdge, legalCourseChanges } from '../../src/rules/index.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { aiCards, battleOnTable } from './ai-seat-support.js';

describe('issue 13 the AI seat under HR-4: a broken fleet steers for its edge (SD-182)', () => {
  it('HR-4 the AI writes the legal heading nearest its edge for each ship of its broken fleet', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    await t.world.settings.set(SYSTEM_ID, 'fleetMorale', true);
    // The referee's record: the French fleet broke, its edge the south one.
    const broken = {
      side: 'French',
      phase: 'broken',
      listMessageId: 'x',
      testsBefore: [],
      lossLevelsAtBrink: 0,
      order: 1,
      saved: [],
      edge: 'S',
    };
    await (game as unknown as { combat: Combat }).combat.update({
      [`flags.${SYSTEM_ID}.fleetMorale`]: { records: [broken] },
    } as never);
    t.world.dice.push([4, 4, 4], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    // North wind, both heading east: of the legal changes (FP-5.5) the one nearest south.
    const legal = legalCourseChanges(4, 0, { rudderDamaged: false }).map((c) => c.heading);
    const expected = headingsTowardEdge([4, ...legal], 'S').map(headingName);
    for (const ship of [t.genereux, t.tell]) {
      const orders = (ship.system as { orders: { changeCourse: string; decreaseSail: boolean } })
        .orders;
      expect(expected).toContain(orders.changeCourse);
      expect(orders.decreaseSail).toBe(false);
    }
    for (const { card } of aiCards('orders')) expect(card.lines.at(-1)!.kind).not.toBe('refused');
  });
});
