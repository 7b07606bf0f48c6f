// OR-9 the rigging damage test card through the referee: the end-of-part test of ships at full sail in
// a strong wind (compulsory when the option is on), the flow's postRiggingTest, applied once, undone
// only by a GM, a forged click refused.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { profileFromSource } from '../../src/foundry/models/ship-model.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { postRiggingTest } from '../../src/foundry/turn/rigging-post.js';

async function strongWindBattle(opts: { riggingTest: boolean; strength?: 'strong' | 'breeze' }) {
  const w = await canvasWorld({ wind: { direction: 0, strength: opts.strength ?? 'strong' } });
  installCombat();
  registerTurn();
  if (opts.riggingTest) {
    await w.world.settings.set(SYSTEM_ID, 'riggingTest', true);
  }
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average', originalCrew: 'average' },
  });
  const defence = await shipActor('Defence', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average', originalCrew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'French', crew: 'average', originalCrew: 'average' },
  });
  const a = await placeShip(w.scene, bellona, 0, 0, 90);
  const d = await placeShip(w.scene, defence, 0, 400, 90);
  const g = await placeShip(w.scene, genereux, 2000, 0, 270);
  w.world.actAs(w.gm);
  await beginBattle(
    [bellona, defence, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: a.id, actorId: bellona.id },
      { tokenId: d.id, actorId: defence.id },
      { tokenId: g.id, actorId: genereux.id },
    ],
  );
  return { ...w, alice, bob, bellona, defence, genereux };
}

async function closeBritishPart(t: Awaited<ReturnType<typeof strongWindBattle>>) {
  t.world.actAs(t.gm);
  for (let i = 0; i < 12 && battle().step !== 'morale'; i++) await advanceStep();
  expect(battle().step).toBe('morale');
  await advanceStep();
}

describe('OR-9 the rigging damage test at the end of a part', () => {
  it('OR-9 a ship of the side at full sail in a strong wind takes the test when the part ends; the damage is applied once', async () => {
    const t = await strongWindBattle({ riggingTest: true });
    // Bellona: average 8, 1-1-1 (3: -2), full sail -5, strong wind -4 = -3: 30% of a DC.
    t.world.dice.push([1, 1, 1], [6, 6, 6], [6, 6, 6], [6, 6, 6]);
    await closeBritishPart(t);
    const cards = cardsOfKind('riggingTest');
    expect(cards.map((c) => [c.card.ship.name, c.card.cause, c.card.faces])).toEqual([
      ['Bellona', 'fullSailStrongWind', [1, 1, 1]],
    ]);
    const dc = profileFromSource(t.bellona.system).dcCapacity;
    expect(t.bellona.system.damage.rigging).toBe(Math.round(dc * 0.3));
    expect(t.bellona.system.history).toHaveLength(1);
    // Defence at easy sail and Généreux (the other side) took none.
    expect(t.defence.system.damage.rigging).toBe(0);
    expect(t.genereux.system.damage.rigging).toBe(0);
    // Pressing Apply again changes nothing.
    t.world.actAs(t.alice);
    expect(await runCardAction(cards[0]!.message.id!, 'applyRigging', {})).toMatchObject({
      status: 'already',
    });
    expect(t.bellona.system.damage.rigging).toBe(Math.round(dc * 0.3));
  });

  it('OR-9 the test is not taken with the option off, nor at full sail in a breeze', async () => {
    const off = await strongWindBattle({ riggingTest: false });
    off.world.dice.push([6, 6, 6], [6, 6, 6], [6, 6, 6]);
    await closeBritishPart(off);
    expect(cardsOfKind('riggingTest')).toHaveLength(0);
    const breeze = await strongWindBattle({ riggingTest: true, strength: 'breeze' });
    breeze.world.dice.push([6, 6, 6], [6, 6, 6], [6, 6, 6]);
    await closeBritishPart(breeze);
    expect(cardsOfKind('riggingTest')).toHaveLength(0);
  });
});

describe('OR-9 postRiggingTest (the flow calls it for tack failures and illegal course orders)', () => {
  it('OR-5 / OR-9 a failed tack: the referee rolls, posts and applies; only a GM undoes; a forged click is refused', async () => {
    const t = await strongWindBattle({ riggingTest: true });
    t.world.dice.push([2, 2, 3]);
    const { posted, outcome } = await postRiggingTest(t.bellona.uuid, 'tackFailure');
    expect(posted.card).toMatchObject({ cause: 'tackFailure', sail: 'full', wind: 'strong-wind' });
    // 8 - 1 - 5 - 4 = -2: 20% of a DC.
    expect(outcome).toMatchObject({ status: 'applied' });
    const dc = profileFromSource(t.bellona.system).dcCapacity;
    expect(t.bellona.system.damage.rigging).toBe(Math.round(dc * 0.2));
    const entryId = t.bellona.system.history[0]!.id;
    // Bob does not command Bellona: a forged apply and an undo are refused.
    t.world.actAs(t.bob);
    expect(await runCardAction(posted.message.id!, 'applyRigging', {})).toMatchObject({
      status: expect.stringMatching(/already|refused/),
    });
    expect(
      await runCardAction(posted.message.id!, 'undo', { actorUuid: t.bellona.uuid, entryId }),
    ).toMatchObject({ status: 'refused' });
    // Alice owns it, but undo is the GM's.
    t.world.actAs(t.alice);
    expect(
      await runCardAction(posted.message.id!, 'undo', { actorUuid: t.bellona.uuid, entryId }),
    ).toMatchObject({ status: 'refused' });
    expect(t.bellona.system.damage.rigging).toBe(Math.round(dc * 0.2));
    t.world.actAs(t.gm);
    expect(
      await runCardAction(posted.message.id!, 'undo', { actorUuid: t.bellona.uuid, entryId }),
    ).toMatchObject({ status: 'applied' });
    expect(t.bellona.system.damage.rigging).toBe(0);
    // Undone, it may be applied again, by Bellona's commander only.
    t.world.actAs(t.bob);
    expect(await runCardAction(posted.message.id!, 'applyRigging', {})).toMatchObject({
      status: 'refused',
    });
    expect(t.bellona.system.damage.rigging).toBe(0);
    t.world.actAs(t.alice);
    expect(await runCardAction(posted.message.id!, 'applyRigging', {})).toMatchObject({
      status: 'applied',
    });
    expect(t.bellona.system.damage.rigging).toBe(Math.round(dc * 0.2));
  });

  it('OR-9 a passed test posts its card and changes nothing', async () => {
    const t = await strongWindBattle({ riggingTest: true });
    t.world.dice.push([6, 6, 6]);
    // 8 + 2 - 2 (easy) - 4 = 4.
    const { posted, outcome } = await postRiggingTest(t.defence.uuid, 'illegalCourseOrder');
    expect(outcome).toBeNull();
    expect(posted.card.cause).toBe('illegalCourseOrder');
    expect(t.defence.system.history).toHaveLength(0);
  });

  it("OR-9 a collision with a ship measures the damage on the other ship's DC", async () => {
    const t = await strongWindBattle({ riggingTest: true });
    t.world.dice.push([1, 1, 1]);
    const { posted } = await postRiggingTest(t.defence.uuid, 'collision', {
      collision: 'ship',
      rateDiff: 1,
      other: { actorUuid: t.genereux.uuid, name: 'Généreux' },
    });
    // 8 - 2 - 1 (a rate against) - 2 (easy) - 4 = -1: 10% of Généreux's DC.
    expect(posted.card.other).toEqual({ actorUuid: t.genereux.uuid, name: 'Généreux' });
    const otherDc = profileFromSource(t.genereux.system).dcCapacity;
    expect(t.defence.system.damage.rigging).toBe(Math.round(otherDc * 0.1));
  });

  it('OR-9 only the referee posts a test', async () => {
    const t = await strongWindBattle({ riggingTest: true });
    t.world.actAs(t.alice);
    await expect(postRiggingTest(t.bellona.uuid, 'tackFailure')).rejects.toThrow();
    expect(cardsOfKind('riggingTest')).toHaveLength(0);
  });
});
