// Issue 13 / OR-3: the AI seat plays a two-segment turn as a player does (SD-46): its orders at the
// start of the turn, segment 1's move within segment 1's allowance (SD-50), a broadside in the segment
// the simulation's OR-3 part would fire it (SD-47, SD-212: part-segments.ts firesInSegmentOne), then
// segment 2's move within its own allowance. Everything through the player's path: the referee records
// each segment's move, and a gunnery card appears in the step the broadside went off.
import { describe, expect, it } from 'vitest';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { playFrenchPart, table } from '../support/ai-seat-segments.js';

describe('issue 13 OR-3 the AI seat plays each segment as a player does', () => {
  it('SD-50 / SD-212 an enemy in reach: segment 1 moves its own allowance and fires there; segment 2 moves its own', async () => {
    const t = await table(600, -400);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.fireStarboard).toBe('hull');
    const seen = await playFrenchPart(t);
    expect(seen[1].allowanceMm).toBeGreaterThan(0);
    expect(seen[1].movedMm).toBe(seen[1].allowanceMm);
    expect(seen[1].fired).toEqual(['starboard']);
    expect(seen[1].lines[0]).toMatch(/^fire starboard/);
    // SD-47 fired once: nothing more in segment 2, which still sails its whole own allowance.
    expect(seen[2].fired).toEqual([]);
    expect(seen[2].movedMm).toBe(seen[2].allowanceMm);
    expect(seen[2].allowanceMm).toBeGreaterThan(0);
  });

  it('SD-212 nothing worth a shot along segment 1: the ordered broadside waits and goes off in segment 2', async () => {
    // Bellona far beyond long range: written orders (the GM's, before the hand-over) fire starboard.
    const t = await table(760, 2000);
    expect(await saveOrders(t.genereux.uuid, { fireStarboard: 'hull' })).toEqual([]);
    await advanceStep();
    expect(battle()).toMatchObject({ step: 'abilita', segment: 1 });
    // SD-175 handed over after its orders: the AI keeps the written orders and rolls.
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders.fireStarboard).toBe('hull');
    const seen = await playFrenchPart(t);
    expect(seen[1].fired).toEqual([]);
    expect(seen[1].lines).toContain(
      'hold the starboard broadside for segment 2: no enemy worth a shot along this move (OR-3, SD-212)',
    );
    expect(seen[1].movedMm).toBe(seen[1].allowanceMm);
    expect(seen[2].fired).toEqual(['starboard']);
    expect(seen[2].movedMm).toBe(seen[2].allowanceMm);
  });
});
