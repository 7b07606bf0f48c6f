// Issue 8 rule 5 on a real (fake) table: the turn flow over the canvas glue (SceneTable), not a stub.
// FP-3 / FP-6.4 / D-17 a ship stops part-way through its straight move, fires from that point (the
// referee computes the targeting there), then finishes the move.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { broadsideTargetsOnScene } from '../../src/foundry/canvas/scene-ships.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { registerTurn } from '../../src/foundry/turn/register.js';

async function battleOnTable() {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French' },
  });
  const mine = await placeShip(w.scene, bellona, 600, -400, 90); // heading E, beam reach in a N wind
  const theirs = await placeShip(w.scene, genereux, 760, -150, 90); // off the port bow
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  return { ...w, alice, bob, bellona, genereux, mine, theirs };
}

describe('FP-6.4 fire at any point of the straight move, on the table', () => {
  it('FP-3 / FP-6.4 / D-17 part of the move, a broadside from that point (targeting of the firing point), then the rest', async () => {
    const t = await battleOnTable();
    const startRange = broadsideTargetsOnScene(t.scene, t.mine.id, 'port').candidates[0]!.rangeMm;
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { firePort: 'hull' });
    t.world.dice.push([4, 4, 4]);
    const roll = await rollAbilita([t.bellona.uuid]);
    t.world.actAs(t.gm);
    for (let i = 0; i < 12 && battle().step !== 'moveFire'; i++) await advanceStep();
    t.world.actAs(t.alice);
    const step = await performManoeuvre(t.scene, t.mine.id, 'hold:4', 60);
    expect(step.outcome.movedMm).toBeCloseTo(60, 6);
    expect(
      await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' }),
    ).toMatchObject({ status: 'done' });
    const card = cardsOfKind('gunnery')[0]!.card;
    const here = broadsideTargetsOnScene(t.scene, t.mine.id, 'port').candidates[0]!;
    expect(card.candidates[0]).toMatchObject({ actorUuid: t.genereux.uuid, rangeMm: here.rangeMm });
    expect(card.candidates[0]!.rangeMm).not.toBeCloseTo(startRange, 3);
    const rest = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(rest.outcome.movedMm).toBeCloseTo(120, 6);
    // The card is the referee's: it was computed where the ship fired, not where it ended.
    expect(cardsOfKind('gunnery')[0]!.card.candidates[0]!.rangeMm).toBe(here.rangeMm);
  });
});

describe('hidden ships and the referee', () => {
  it("a player's broadside, computed on the GM's client, does not reveal or target a hidden ship", async () => {
    const t = await battleOnTable();
    await t.theirs.update({ hidden: true });
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { firePort: 'hull' });
    t.world.dice.push([4, 4, 4]);
    const roll = await rollAbilita([t.bellona.uuid]);
    t.world.actAs(t.gm);
    for (let i = 0; i < 12 && battle().step !== 'moveFire'; i++) await advanceStep();
    t.world.actAs(t.alice);
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    expect(cardsOfKind('gunnery')[0]!.card.candidates).toEqual([]);
  });
});
