// Issue 13 / OR-3: the AI seat plays a two-segment turn as a player does (SD-46): its orders at the
// start of the turn, segment 1's move within segment 1's allowance (SD-50), a broadside in the segment
// the simulation's OR-3 part would fire it (SD-47, SD-212: part-segments.ts firesInSegmentOne), then
// segment 2's move within its own allowance. Everything through the player's path: the referee records
// each segment's move, and a gunnery card appears in the step the broadside went off.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { lastMoveOf, sceneRules } from '../../src/foundry/canvas/scene-ships.js';
import { shipAllowanceNow } from '../../src/foundry/canvas/segment-move.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle, saveOrders } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';

/** Généreux (French, the AI's) heading east in a north wind; Bellona (Alice's, British) at x, y. */
async function table(bellonaX: number, bellonaY: number) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'twoSegmentTurn', true);
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average' },
  });
  const mine = await placeShip(w.scene, bellona, bellonaX, bellonaY, 90);
  const token = await placeShip(w.scene, genereux, 760, -150, 90);
  w.world.actAs(w.gm);
  await beginBattle(
    [genereux, bellona] as never,
    ['French', 'British'],
    [
      { tokenId: token.id, actorId: genereux.id },
      { tokenId: mine.id, actorId: bellona.id },
    ],
  );
  w.world.dice.push(...Array.from({ length: 20 }, () => [4, 4, 4]));
  return { ...w, genereux, token };
}

type Table = Awaited<ReturnType<typeof table>>;

interface SegmentSeen {
  /** The segment's allowance as the referee reckons it when the step opens. */
  allowanceMm: number;
  movedMm: number;
  /** French broadsides fired in this segment's movement-and-fire step. */
  fired: string[];
  lines: string[];
}

const frenchBroadsides = () =>
  cardsOfKind('gunnery', (c) => c.side === 'French' && c.turn === 1).map((c) => c.card.broadside);

/** The GM advances the French part of turn 1, noting what each segment's move-and-fire step did. */
async function playFrenchPart(t: Table): Promise<Record<1 | 2, SegmentSeen>> {
  const seen: Partial<Record<1 | 2, SegmentSeen>> = {};
  for (let i = 0; i < 12 && battle().sideIndex === 0; i++) {
    const s = battle();
    if (s.step === 'moveFire' && (s.segment === 1 || s.segment === 2)) {
      // The AI played the step on arrival; the allowance is the referee's for this segment.
      const allowanceMm = shipAllowanceNow(
        t.token as never,
        t.genereux.system as never,
        sceneRules(t.scene as never),
      ).allowance.allowanceMm;
      const before = seen[1]?.fired.length ?? 0;
      const move = lastMoveOf(t.token as never);
      const card = cardsOfKind(
        'aiCaptain',
        (c) => c.step === 'moveFire' && c.segment === s.segment,
      )[0]?.card;
      seen[s.segment] = {
        allowanceMm,
        movedMm: move?.turn === 1 && move.segment === s.segment ? move.movedMm : 0,
        fired: frenchBroadsides().slice(s.segment === 2 ? before : 0),
        lines: card?.lines.map((l) => l.text) ?? [],
      };
    }
    t.world.actAs(t.gm);
    await advanceStep();
    await aiSeatSettled();
  }
  return seen as Record<1 | 2, SegmentSeen>;
}

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
