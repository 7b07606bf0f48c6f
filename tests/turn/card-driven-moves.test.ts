// HR-5 the movement control in a card-driven turn, on a real (fake) canvas: a ship moves only while
// its squadron's movement-and-fire card is in play; on any other card, or before the draws, the
// referee refuses the move with its reason and the token stays where it was.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { pxToMm, tokenCentrePx } from '../../src/foundry/canvas/table-ships.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import type { FakeTokenDocument } from '../fake-foundry/canvas-embedded.js';
import { installCards } from '../fake-foundry/cards.js';
import { installCombat } from '../fake-foundry/combat.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

const WIND = { direction: 10, strength: 'breeze' as const };
const NOT_ITS_CARD =
  "In a card-driven turn a ship moves only while its squadron's movement-and-fire card is in play.";

async function cardTable(tangle = false) {
  const w = await canvasWorld({ wind: WIND });
  installCombat();
  installCards();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  if (tangle) await w.world.settings.set(SYSTEM_ID, 'entanglement', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average', squadron: 'Van' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French', crew: 'average', squadron: 'Van' },
  });
  // Far apart: Bellona heads E, Généreux N (OR-7: Généreux across Bellona's bow).
  const mine = await placeShip(w.scene, bellona, tangle ? 600 : 200, -400, 90);
  const theirs = await placeShip(w.scene, genereux, tangle ? 800 : 1200, tangle ? -400 : -900, 0);
  w.world.actAs(w.gm);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  return { ...w, alice, bob, mine, theirs };
}

type Table = Awaited<ReturnType<typeof cardTable>>;

function poses(t: Table) {
  return [t.mine, t.theirs].map((k) => ({ ...centre(t, k), rotation: k.rotation }));
}

const centre = (t: Table, k: FakeTokenDocument) =>
  pxToMm(tokenCentrePx(k, t.scene.grid), t.scene.grid);

/** The GM draws until the card in play is the movement-and-fire card of `side`'s Van. */
async function drawTo(t: Table, side: string): Promise<void> {
  t.world.actAs(t.gm);
  const inPlay = () => battle().deck!.cards[battle().deck!.drawn - 1];
  while (!(inPlay()?.kind === 'moveFire' && (inPlay() as { side: string }).side === side))
    await drawTurnCard();
}

describe('HR-5 the movement control follows the cards', () => {
  it("HR-5 a ship moves on its squadron's card only; refused before the draws and on the other squadron's card", async () => {
    const t = await cardTable();
    // The deck in its built order (the shuffle's every pick the last card): the British Van's card
    // comes before the French Van's.
    await turnServices().battle.write(await startTurnDeck(battle(), (n) => n - 1));
    const mineBefore = centre(t, t.mine);
    const theirsBefore = centre(t, t.theirs);
    // Orders and Abilità (every side at once): no move.
    t.world.actAs(t.alice);
    await expect(performManoeuvre(t.scene, t.mine.id, 'hold:4', 60)).rejects.toThrow(NOT_ITS_CARD);
    t.world.actAs(t.gm);
    await advanceStep();
    await advanceStep();
    expect(battle().step).toBe('cards');
    // The British Van's card: Généreux (French Van) is refused, Bellona moves.
    await drawTo(t, 'British');
    t.world.actAs(t.bob);
    await expect(performManoeuvre(t.scene, t.theirs.id, 'hold:0', 40)).rejects.toThrow(
      NOT_ITS_CARD,
    );
    expect(centre(t, t.theirs)).toEqual(theirsBefore);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 60);
    expect(centre(t, t.mine).x).toBeCloseTo(mineBefore.x + 60, 0);
    // The French Van's card: Bellona's card is over (its close sailed the rest of her 180 mm,
    // FP-5.7 / SD-150), Généreux moves.
    await drawTo(t, 'French');
    expect(centre(t, t.mine).x).toBeCloseTo(mineBefore.x + 180, 0);
    t.world.actAs(t.alice);
    await expect(performManoeuvre(t.scene, t.mine.id, 'hold:4', 20)).rejects.toThrow(NOT_ITS_CARD);
    expect(centre(t, t.mine).x).toBeCloseTo(mineBefore.x + 180, 0);
    t.world.actAs(t.bob);
    await performManoeuvre(t.scene, t.theirs.id, 'hold:0', 40);
    // 40 mm straight ahead (north).
    expect(Math.abs(centre(t, t.theirs).y - theirsBefore.y)).toBeCloseTo(40, 0);
  });

  it('HR-5 OR-7 SD-129 an entangled pair moves once a turn, on the first acting card of a squadron with a ship of it', async () => {
    const t = await cardTable(true);
    const builtOrder = async () =>
      turnServices().battle.write(await startTurnDeck(battle(), (n) => n - 1));
    await builtOrder();
    t.world.actAs(t.gm);
    await advanceStep();
    await advanceStep();
    // Turn 1, the British Van's card: Bellona runs into Généreux and they are entangled.
    await drawTo(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    const afterHit = poses(t);
    // The French Van's card, the same turn: the pair does not move again.
    await drawTo(t, 'French');
    expect(poses(t)).toEqual(afterHit);
    t.world.actAs(t.gm);
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    for (let i = 0; i < 10 && battle().turn === 1; i++) await advanceStep();
    await builtOrder();
    await advanceStep();
    await advanceStep();
    expect(battle()).toMatchObject({ turn: 2, step: 'cards' });
    // Turn 2: drawing the cards before the British Van's moves nothing; its card moves the pair.
    const first = battle().deck!.cards.findIndex((c) => c.kind === 'moveFire');
    for (let i = 0; i < first; i++) await drawTurnCard();
    expect(poses(t)).toEqual(afterHit);
    await drawTurnCard();
    const moved = poses(t);
    // Footnote 19: Bellona (the card's side, the active ship) turns one point away from the wind.
    expect(moved.map((p) => p.rotation)).toEqual([
      afterHit[0]!.rotation - 22.5,
      afterHit[1]!.rotation - 22.5,
    ]);
    // The French Van's card: once a turn.
    await drawTo(t, 'French');
    expect(poses(t)).toEqual(moved);
  });
});
