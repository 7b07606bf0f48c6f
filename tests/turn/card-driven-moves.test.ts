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
import type { FakeTokenDocument } from '../fake-foundry/canvas.js';
import { installCards } from '../fake-foundry/cards.js';
import { installCombat } from '../fake-foundry/combat.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

const WIND = { direction: 10, strength: 'breeze' as const };
const NOT_ITS_CARD =
  "In a card-driven turn a ship moves only while its squadron's movement-and-fire card is in play.";

async function cardTable() {
  const w = await canvasWorld({ wind: WIND });
  installCombat();
  installCards();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
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
  // Far apart: Bellona heads E, Généreux N.
  const mine = await placeShip(w.scene, bellona, 200, -400, 90);
  const theirs = await placeShip(w.scene, genereux, 1200, -900, 0);
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
    // The French Van's card: Bellona's card is over, Généreux moves.
    await drawTo(t, 'French');
    t.world.actAs(t.alice);
    await expect(performManoeuvre(t.scene, t.mine.id, 'hold:4', 20)).rejects.toThrow(NOT_ITS_CARD);
    expect(centre(t, t.mine).x).toBeCloseTo(mineBefore.x + 60, 0);
    t.world.actAs(t.bob);
    await performManoeuvre(t.scene, t.theirs.id, 'hold:0', 40);
    // 40 mm straight ahead (north).
    expect(Math.abs(centre(t, t.theirs).y - theirsBefore.y)).toBeCloseTo(40, 0);
  });
});
