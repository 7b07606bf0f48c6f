// Issue 13 / OR-7: an AI ship entangled with an enemy (SD-70) orders and moves only what the referee
// accepts. Bellona (Alice's) rams Généreux (the AI's) in the British part of turn 1; from then on the
// AI's orders for the entangled ship go through the player's path without a refusal (it unfouls, as
// FP-5.8 and SD-191 say, or boards), and its movement-and-fire steps (the referee's manoeuvre, SD-173)
// are refused nothing either.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { entangledWith } from '../../src/foundry/canvas/collision-move.js';
import type { ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

/** Wind from the south-west (10 x 22.5 = 225 degrees), a breeze. */
const WIND = { direction: 10, strength: 'breeze' as const };

/** Bellona (British, Alice's) heads E toward Généreux (French, the AI's) lying across her bow heading N. */
async function table() {
  const w = await canvasWorld({ wind: WIND });
  installCombat();
  registerTurn();
  for (const o of ['entanglement', 'twoSegmentTurn'])
    await w.world.settings.set(SYSTEM_ID, o, true);
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    system: { sail: 'easy', side: 'French', crew: 'average' },
  });
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const theirs = await placeShip(w.scene, genereux, 700, -400, 0);
  w.world.actAs(w.gm);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  // Low faces: every Abilità roll fails, so the unfoul fails and the pair stays entangled.
  w.world.dice.push(...Array.from({ length: 80 }, () => [1, 1, 2]));
  return { ...w, alice, bellona, genereux, mine, theirs };
}

type Table = Awaited<ReturnType<typeof table>>;

const here = (turn: number, side: string, step: string, segment?: 1 | 2) => {
  const s = battle();
  return (
    s.turn === turn &&
    s.sides[s.sideIndex]!.id === side &&
    s.step === step &&
    (segment === undefined || s.segment === segment)
  );
};

async function advanceTo(t: Table, turn: number, side: string, step: string, segment?: 1 | 2) {
  t.world.actAs(t.gm);
  for (let i = 0; i < 60 && !here(turn, side, step, segment); i++) {
    await advanceStep();
    await aiSeatSettled();
  }
  expect(here(turn, side, step, segment)).toBe(true);
}

const aiCards = () => cardsOfKind('aiCaptain', () => true).map(({ card }) => card);

describe('issue 13 OR-7 the AI seat with an entangled ship', () => {
  it('OR-7 / SD-70 / FP-5.8 entangled by a ram: the AI unfouls or boards, the referee refuses none of its orders, and nothing in its move and fire steps either', async () => {
    const t = await table();
    await toggleAiSeat('French');
    await advanceTo(t, 1, 'British', 'moveFire', 1);
    t.world.actAs(t.alice);
    const hit = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(hit.contactMove?.result.zone).toBe('C1');
    const system = () => t.genereux.system as ShipSystemSource;
    expect(entangledWith(system())).toHaveLength(1);

    // Turn 1, the French orders: written by the AI for its entangled ship, accepted.
    await advanceTo(t, 1, 'French', 'orders');
    const o = system().orders;
    expect(o.turn).toBe(1);
    expect(o.unfoul || o.prepareBoarding).toBe(true);
    // Its segments: it moves and fires only through the referee's manoeuvre and cards.
    await advanceTo(t, 1, 'French', 'moveFire', 2);
    expect(
      aiCards()
        .filter((c) => c.step === 'moveFire')
        .map((c) => c.segment),
    ).toEqual([1, 2]);

    // Turn 2: the low dice failed the unfoul, she is still entangled; the orders accepted again, and
    // its move-and-fire steps (after the flow moved the pair, SD-101) refused nothing.
    await advanceTo(t, 2, 'French', 'orders');
    expect(entangledWith(system())).toHaveLength(1);
    expect(system().orders.turn).toBe(2);
    expect(system().orders.unfoul || system().orders.prepareBoarding).toBe(true);
    await advanceTo(t, 2, 'French', 'moveFire', 2);

    const cards = aiCards();
    expect(cards.filter((c) => c.step === 'orders').map((c) => c.turn)).toEqual([1, 2]);
    expect(cards.filter((c) => c.step === 'moveFire')).toHaveLength(4);
    const refused = cards.flatMap((c) => c.lines.filter((l) => l.kind === 'refused'));
    expect(refused).toEqual([]);
  });
});
