// OR-9 / SD-76 a ship with rigging down fires at -1 from the side the wreckage fell on (through the
// flow: the Abilità card, the gunnery card and its resolution); the other side fires as rolled.
import { describe, expect, it } from 'vitest';
import { shotThresholds } from '../../src/rules/index.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { resolveGunnery } from '../../src/foundry/turn/gunnery.js';
import { exampleBattle, princeReadyToFire } from './support.js';

/** Three faces summing to `total` (7..16). */
const facesOf = (total: number) => [Math.min(6, total - 2), 1, total - 1 - Math.min(6, total - 2)];

async function fire(leeSide: 'port' | 'starboard') {
  const b = await exampleBattle({
    prince: { sail: 'easy', wreck: { rdcDown: 1, leeSide, restored: 0 } },
  });
  // A score exactly at the medium-range hit threshold: good crew +1, hove to (wreckage) -1.
  const hit = shotThresholds('medium').hit;
  const roll = await princeReadyToFire(b, { firePort: 'hull' }, facesOf(hit), {
    ship: b.ships.scipion!,
    rangeMm: 300,
    band: 'medium',
  });
  expect(roll.card.ships[0]!.score).toBe(hit);
  expect(roll.card.ships[0]!.modifiers.map((m) => m.key)).toContain('hoveTo');
  await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
  return cardsOfKind('gunnery')[0]!;
}

describe('OR-9 fire from the side the wreckage fell on', () => {
  it('OR-9 / SD-76 the port broadside over the wreckage resolves one lower (a hit at the threshold misses); the card says why', async () => {
    const g = await fire('port');
    expect(g.card.wreckage).toBe(true);
    expect(g.card.score).toBe(shotThresholds('medium').hit);
    expect(resolveGunnery(g.card, 1200).shot?.result).toBe('miss');
    expect(g.message.content).toContain('wreckage');
  });

  it('OR-9 wreckage on the other side: the broadside hits as rolled', async () => {
    const g = await fire('starboard');
    expect(g.card.wreckage).toBeUndefined();
    expect(resolveGunnery(g.card, 1200).shot?.result).toBe('hit');
  });
});
