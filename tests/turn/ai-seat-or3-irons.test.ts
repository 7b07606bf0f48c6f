// Issue 13 / OR-3 (SD-273, SD-280): a ship in irons when segment 1 opens. FP-5.4: she stops at once
// and must bear away; the referee offers her no straight move on her heading (no "hold" in irons), so
// segment 1 leaves her where she lies and her bear-away is made at its end (SD-49). The seat's look-ahead
// must start there too, with segment 2's move as her turn - not from the end of a segment 1 move on the
// forbidden heading.
import { describe, expect, it } from 'vitest';
import { headingIndex } from '../../src/rules/index.js';
import { allowanceMm } from '../../src/rules/sim/captain.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { seatLookAhead } from '../../src/foundry/turn/ai-seat/ai-or5-lookahead.js';
import { battleTableShips } from '../../src/foundry/turn/ai-seat/sim-ships.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { playFrenchPart, table, type Table } from '../support/ai-seat-segments.js';

function view(t: Table) {
  const ships = battleTableShips(battle(), t.scene as never);
  const me = ships.find((s) => s.actorUuid === t.genereux.uuid)!;
  return { ships, me };
}

describe('issue 13 OR-3 a ship in irons at segment 1: the seat plans no move there', () => {
  for (const options of [[], ['riggingTest', 'fullNavigation']] as const)
    it(`FP-5.4 / SD-280 in irons (NE in a north wind${options.length ? ', OR-5' : ''}): planned from where she lies, with segment 2's move`, async () => {
      // Généreux heading NE (two points off a north wind: in irons), Bellona well clear.
      const t = await table(600, -400, [...options], 45);
      const before = view(t);
      expect(before.me.sim.heading).toBe(2);
      const ahead = seatLookAhead(t.scene as never, before.me, before.ships, true);
      await toggleAiSeat('French');
      await aiSeatSettled();
      const o = t.genereux.system.orders;
      // FP-5.4 she must bear away: the captain orders it.
      expect(o.changeCourse).not.toBe('');
      const sail = o.increaseSail ? 'full' : o.decreaseSail ? 'furled' : 'easy';
      const seen = await playFrenchPart(t);
      const after = view(t).me.sim;
      // The referee moved her nowhere in segment 1 ...
      expect(seen[1].movedMm).toBe(0);
      // ... so the captain starts from where she lay, and plans segment 2's move (not the turn's).
      expect(ahead.me.pose).toEqual(before.me.sim.pose);
      expect(allowanceMm(ahead.me, sail, ahead.table)).toBeCloseTo(seen[2].movedMm, 6);
      expect(after.heading).toBe(headingIndex(o.changeCourse));
    });
});
