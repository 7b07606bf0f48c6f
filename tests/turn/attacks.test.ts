// Issue 8: the attacks a hostile player could make from a second browser's console, each refused
// with nothing changed and a message the caller sees (and, where it reveals cheating, a whisper to
// the GMs). Alice commands the British, Bob the French; the GM's client is the referee.
// Ship ownership, orders, closing a step, Assistant GMs, no GM, and the other attacks:
// attacks-ownership.test.ts.
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import type { FakeUser } from '../fake-foundry/documents.js';
import { startMelee } from '../../src/foundry/turn/flow-melee-morale.js';
import { beginExample, exampleBattle, stepTo } from './support.js';
import { create, fired, forgeRequest, type Msg, whispersAboutCheating } from './attacks-support.js';

describe('issue 8 attacks on the referee (each refused, nothing changed, the caller told)', () => {
  it("apply with a made-up idempotency key or another ship's uuid: the referee derives both, damage lands once on the target", async () => {
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    expect(await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject(
      { status: 'applied' },
    );
    const again = await forgeRequest(b, 'card', {
      messageId: gunnery.message.id,
      action: 'applyDamage',
      args: { recipient: 0, key: 'fresh-key', actorUuid: b.ships.defiance!.uuid },
    });
    expect(again).toMatchObject({ status: 'already' });
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
    expect(b.ships.defiance!.system.damage).toMatchObject({ port: 0, starboard: 0, rigging: 0 });
  });

  it("the GM's id as requesterId does not pass the command check: Bob cannot apply Prince's broadside", async () => {
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    b.w.world.actAs(b.bob);
    const r = await forgeRequest(b, 'card', {
      messageId: gunnery.message.id,
      action: 'applyDamage',
      args: { recipient: 0 },
      requesterId: b.gm.id,
    });
    expect(r).toEqual({ status: 'refused', reason: 'You do not command HMS Prince.' });
    expect(b.ships.scipion!.system.damage.starboard).toBe(0);
    expect(whispersAboutCheating(b)).toEqual([
      '<p class="sca-forgery">Bob tried something the rules do not allow: You do not command HMS Prince.</p>',
    ]);
  });

  it('no query undoes: the old undo query is not registered and an undo request is refused', async () => {
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 });
    const entry = b.ships.scipion!.system.history[0]!;
    b.w.world.actAs(b.bob);
    await expect(
      (b.w.world.activeGM as FakeUser).query('signal-close-action.undoEffect', {
        actorUuid: b.ships.scipion!.uuid,
        entryId: entry.id,
      }),
    ).rejects.toThrow(/not registered/);
    expect(
      await forgeRequest(b, 'card', {
        messageId: gunnery.message.id,
        action: 'undo',
        args: { actorUuid: b.ships.scipion!.uuid, entryId: entry.id },
      }),
    ).toMatchObject({ status: 'refused' });
    expect(
      await runCardAction(gunnery.message.id!, 'undo', {
        actorUuid: b.ships.scipion!.uuid,
        entryId: entry.id,
      }),
    ).toEqual({ status: 'refused', reason: 'Only a GM can do this.' });
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
  });

  it('after the GM undoes it, the commander applies it again from the card: once however often clicked; only a GM undoes', async () => {
    const { renderCardHtml } = await import('../../src/foundry/chat/render.js');
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    const id = gunnery.message.id!;
    const message = () => b.w.world.messages.get(id) as never;
    expect(await runCardAction(id, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'applied',
    });
    const entry = b.ships.scipion!.system.history[0]!;
    const undo = { actorUuid: b.ships.scipion!.uuid, entryId: entry.id };
    expect(await runCardAction(id, 'undo', undo)).toMatchObject({ status: 'refused' });
    b.w.world.actAs(b.gm);
    expect(await runCardAction(id, 'undo', undo)).toMatchObject({ status: 'applied' });
    expect(b.ships.scipion!.system.damage.starboard).toBe(0);
    // Alice's card says it is undone and offers to apply it again; Bob's (the target's) does not.
    const alice = (await renderCardHtml(message(), b.alice as never))!;
    expect(alice).toContain('sca-state--undone');
    expect(alice).toMatch(/data-action="applyDamage"[^>]*>Apply again</);
    expect(await renderCardHtml(message(), b.bob as never)).not.toContain('Apply again');
    b.w.world.actAs(b.alice);
    const clicks = await Promise.all([
      runCardAction(id, 'applyDamage', { recipient: 0 }),
      runCardAction(id, 'applyDamage', { recipient: 0 }),
    ]);
    expect(clicks.map((c) => c.status).sort()).toEqual(['already', 'applied']);
    expect(await runCardAction(id, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'already',
    });
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
    const live = b.ships.scipion!.system.history.filter((h) => !h.undone);
    expect(live).toHaveLength(1);
    expect(await runCardAction(id, 'undo', { ...undo, entryId: live[0]!.id })).toMatchObject({
      status: 'refused',
    });
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
  });

  it('a copy of a genuine gunnery card posted as a new message is not genuine: nothing applied, the GMs told', async () => {
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    const copy = await create({
      type: CARD_TYPE,
      system: { card: gunnery.card },
      rolls: gunnery.message.rolls,
    });
    expect(await runCardAction(copy.id, 'applyDamage', { recipient: 0 })).toEqual({
      status: 'refused',
      reason: 'That card was not posted by the referee.',
    });
    expect(b.ships.scipion!.system.damage.starboard).toBe(0);
    expect(whispersAboutCheating(b)).toHaveLength(1);
    // The look-alike does not count as the broadside being fired either.
    expect(cardsOfKind('gunnery')).toHaveLength(1);
  });

  it("a player cannot edit the referee's card (range, rake, target, dice): the update is refused and the card unchanged", async () => {
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    const message = b.w.world.messages.get(gunnery.message.id!) as unknown as Msg;
    const edited = {
      ...gunnery.card,
      candidates: [{ ...gunnery.card.candidates[0]!, rangeMm: 10, band: 'short', rake: 'stern' }],
    };
    await expect(message.update({ 'system.card': edited })).rejects.toThrow(/lacks permission/);
    await expect(message.update({ rolls: [] })).rejects.toThrow(/lacks permission/);
    expect(await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject(
      { status: 'applied' },
    );
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
  });

  it('a hand-made melee card "without melee" with made-up supporters captures nothing', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    b.w.world.actAs(b.alice);
    const forged = await create({
      type: CARD_TYPE,
      system: {
        card: {
          kind: 'melee',
          turn: 1,
          side: 'British',
          attacker: { actorUuid: b.ships.ardent!.uuid, name: 'HMS Ardent' },
          defender: { actorUuid: b.ships.foudroyant!.uuid, name: 'Foudroyant' },
          attackerSupports: [{ actorUuid: b.ships.prince!.uuid, name: 'HMS Prince' }],
          defenderSupports: [],
          withoutMelee: true,
          faces: null,
          own: { crew: 'elite', initialBf: 99, supports: 5 },
          enemy: { crew: 'poor', initialBf: 1, supports: 0 },
          meleeDamage: false,
          defenderSide: 'French',
        },
      },
    });
    expect(await runCardAction(forged.id, 'applyMelee', { role: 'defender' })).toEqual({
      status: 'refused',
      reason: 'That card was not posted by the referee.',
    });
    expect(b.ships.foudroyant!.system).toMatchObject({
      side: 'French',
      status: { captured: false },
    });
    expect(b.ships.foudroyant!.ownership[b.alice.id] ?? 0).toBe(0);
  });

  it('a melee request names only the two ships: supporters and "without melee" come from the table', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    await stepTo(b, 'boarding');
    b.w.world.actAs(b.alice);
    // Ardent has no parties ready and no contact: the referee refuses whatever the request claims.
    const r = await forgeRequest(b, 'startMelee', {
      attackerUuid: b.ships.ardent!.uuid,
      defenderUuid: b.ships.hercule!.uuid,
      withoutMelee: true,
      attackerSupports: [b.ships.prince!.uuid],
    });
    expect(r).toMatchObject({ status: 'refused', reason: expect.stringMatching(/cannot board/) });
    await expect(startMelee(b.ships.ardent!.uuid, b.ships.hercule!.uuid)).rejects.toThrow(
      /cannot board/,
    );
    expect(cardsOfKind('melee')).toHaveLength(0);
  });
});
