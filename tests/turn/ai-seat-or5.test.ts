// Issue 13 / OR-5: the AI seat plans a turn with the full-game navigation's speeds. Its captain's
// look-ahead is given the allowance the referee grants (ai-or5-plan.ts: the navigation table's speed of
// each segment from the point of sail at the start of segment 1, SD-52, segment 2 at the ordered sail,
// SD-53), and its course change is one OR-5 allows (captain-options.ts), spread by the referee over
// both segments (SD-54). Everything through the player's path.
import { describe, expect, it } from 'vitest';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { headingName } from '../../src/rules/index.js';
import { battleShipOrders } from '../../src/rules/sim/battle-orders.js';
import { allowanceMm } from '../../src/rules/sim/captain.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { seatCaptainTable } from '../../src/foundry/turn/ai-seat/ai-or5-plan.js';
import { seatLookAhead } from '../../src/foundry/turn/ai-seat/ai-or5-lookahead.js';
import { battleTableShips, captainTableOf } from '../../src/foundry/turn/ai-seat/sim-ships.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { playFrenchPart, table, type Table } from '../support/ai-seat-segments.js';

const OR5 = ['riggingTest', 'fullNavigation'];

/** Généreux as the captain sees her, and the rest of the table. */
function view(t: Table) {
  const ships = battleTableShips(battle(), t.scene as never);
  const me = ships.find((s) => s.actorUuid === t.genereux.uuid)!;
  const others = ships.filter((s) => s !== me).map((s) => s.sim);
  return { me, others };
}

const refused = () =>
  cardsOfKind('aiCaptain', (c) => c.turn === 1).flatMap(({ card }) =>
    card.lines.filter((l) => l.kind === 'refused' || l.kind === 'fallback'),
  );

describe('issue 13 OR-5 the AI seat plans with the navigation speeds', () => {
  it('OR-5 / SD-52 / SD-53 the turn the captain plans is the two segments the referee then allows (not Fast Play)', async () => {
    const t = await table(1700, -700, OR5);
    const { me } = view(t);
    const plan = seatCaptainTable(t.scene as never, me, true);
    const fastPlay = captainTableOf(t.scene as never);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const sail = t.genereux.system.orders.increaseSail ? 'full' : 'easy';
    expect(sail).toBe('full');
    const seen = await playFrenchPart(t);
    for (const seg of [1, 2] as const) expect(seen[seg].movedMm).toBe(seen[seg].allowanceMm);
    // The plan's turn is exactly segment 1 at easy sail plus segment 2 at full sail, as moved.
    expect(allowanceMm(me.sim, sail, plan)).toBe(seen[1].allowanceMm + seen[2].allowanceMm);
    expect(allowanceMm(me.sim, sail, fastPlay)).not.toBe(seen[1].allowanceMm + seen[2].allowanceMm);
    expect(refused()).toEqual([]);
  });

  it('OR-5 the course the seat orders is the one its captain chooses on the OR-5 move, where Fast Play speeds choose another', async () => {
    const t = await table(860, -550, OR5);
    const { me, others } = view(t);
    const decide = (tb: ReturnType<typeof captainTableOf>, from = me.sim) =>
      battleShipOrders(from, others, 1, 0, others, [], tb)!;
    // SD-273 the seat plans from where segment 1 leaves her, with segment 2's move.
    const ahead = seatLookAhead(
      t.scene as never,
      me,
      battleTableShips(battle(), t.scene as never),
      true,
    );
    const onOr5 = decide(ahead.table, ahead.me);
    const onFastPlay = decide(captainTableOf(t.scene as never));
    expect(onOr5.heading).not.toBe(onFastPlay.heading);
    await toggleAiSeat('French');
    await aiSeatSettled();
    // East-south-east on the OR-5 move (Fast Play speeds would bear away to south-east).
    expect([onOr5.heading, onFastPlay.heading]).toEqual([5, 6]);
    expect(t.genereux.system.orders.changeCourse).toBe(headingName(onOr5.heading));
    expect(refused()).toEqual([]);
  });

  it('OR-5 / SD-54 a change of three points: ordered, accepted, and turned two at the end of segment 1, one at the end of segment 2', async () => {
    const t = await table(600, -400, OR5);
    await toggleAiSeat('French');
    await aiSeatSettled();
    // East (4) to south-south-east (7): a bear-away of three points.
    expect(t.genereux.system.orders.changeCourse).toBe('SSE');
    expect(refused()).toEqual([]);
    const seen = await playFrenchPart(t);
    expect(seen[1].headingAfter).toBe(6);
    expect(seen[2].headingAfter).toBe(7);
    for (const seg of [1, 2] as const) expect(seen[seg].movedMm).toBe(seen[seg].allowanceMm);
  });
});
