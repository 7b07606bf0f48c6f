// Issue 8: the attacks a hostile player could make from a second browser's console, each refused with
// nothing changed and a message the caller sees (and, where it reveals cheating, a whisper to the
// GMs). Alice commands the British, Bob the French; the GM's client is the referee.
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { REFEREE_QUERY } from '../../src/foundry/referee/channel.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { ROLES, type FakeUser } from '../fake-foundry/documents.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { startMelee } from '../../src/foundry/turn/flow-melee-morale.js';
import {
  beginExample,
  britishRoll,
  exampleBattle,
  princeReadyToFire,
  stepTo,
  type Battle,
} from './support.js';

type Msg = {
  id: string;
  content: string;
  update(c: object): Promise<unknown>;
  system: { card: Record<string, unknown> };
};

async function create(data: Record<string, unknown>): Promise<Msg> {
  return (ChatMessage as unknown as { create(d: Record<string, unknown>): Promise<Msg> }).create(
    data,
  );
}

/** A request written by hand (as a console would), then the query naming it. */
async function forgeRequest(
  b: Battle,
  action: string,
  payload: Record<string, unknown>,
): Promise<unknown> {
  const m = await create({ content: '', flags: { [SYSTEM_ID]: { request: { action, payload } } } });
  return (b.w.world.activeGM as FakeUser).query(REFEREE_QUERY, {
    requestId: m.id,
    requesterId: b.gm.id,
    key: 'forged',
  });
}

function whispersAboutCheating(b: Battle): string[] {
  return b.w.world.messages.contents.map((m) => m.content).filter((c) => c.includes('tried'));
}

/** Prince fires its port broadside at Scipion; Alice is the acting user afterwards. */
async function fired(b: Battle) {
  const roll = await britishRoll(b);
  b.w.world.actAs(b.alice);
  await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
  return { roll, gunnery: cardsOfKind('gunnery')[0]! };
}

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

  it('an owner writing its own ship (damage 0, crew elite, class BF 14, history wiped): refused by honest clients, put back by the GM', async () => {
    const b = await exampleBattle({
      prince: { damage: { port: 40, starboard: 0, rigging: 20, riggingRepaired: 0 } },
    });
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    // An honest client refuses before sending.
    await prince.update({ 'system.damage.port': 0 });
    expect(prince.system.damage.port).toBe(40);
    expect(b.w.world.notifications.at(-1)).toEqual({
      type: 'warn',
      message: "Only the GM changes HMS Prince's damage.",
    });
    // A hostile client skips its own hooks: the server accepts the owner's update, the GM's client puts it back.
    const before = JSON.parse(
      JSON.stringify((prince.system as unknown as { toObject(): object }).toObject()),
    );
    const hostile = async (changes: Record<string, unknown>) => {
      await asHostileClient(b.w.world, async () => {
        await prince.update(changes);
      });
      await settleShipGuard();
    };
    await hostile({ 'system.damage.port': 0, 'system.crew': 'elite' });
    await hostile({ 'system.shipClass.bf': 14 });
    await hostile({ 'system.history': [] });
    await hostile({
      'system.history': [
        {
          id: 'x',
          label: 'forged',
          source: 's',
          time: 0,
          before: { 'damage.port': 0 },
          after: { 'damage.port': 40 },
          undone: false,
        },
      ],
    });
    await hostile({ 'system.-=damage': null });
    await hostile({ 'system.==orders': { turn: 9, locked: true } });
    const after = JSON.parse(
      JSON.stringify((prince.system as unknown as { toObject(): object }).toObject()),
    );
    expect({ ...after, squadron: null }).toEqual({ ...before, squadron: null });
    const told = whispersAboutCheating(b);
    // Six attempts, five changes (wiping an empty history changes nothing), five restores reported.
    expect(told).toHaveLength(5);
    expect(told[0]).toContain('Alice changed HMS Prince&#39;s crew, damage: restored.');
  });

  it("FP-3 orders: a player writes order keys while open; locked orders and the turn/lock fields are the GM's (operator keys included)", async () => {
    const b = await exampleBattle();
    await beginExample(b);
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    await saveOrders(prince.uuid, { firePort: 'hull' });
    expect(prince.system.orders).toMatchObject({ firePort: 'hull', turn: 1, locked: false });
    await prince.update({ 'system.orders.locked': true });
    await prince.update({ 'system.orders.-=turn': null });
    expect(prince.system.orders).toMatchObject({ turn: 1, locked: false });
    b.w.world.dice.push([4, 4, 4]);
    await rollAbilita([prince.uuid]);
    expect(prince.system.orders.locked).toBe(true);
    b.w.world.actAs(b.alice);
    await prince.update({ 'system.orders.-=firePort': null });
    await prince.update({ 'system.orders.firePort': 'rigging' });
    expect(prince.system.orders.firePort).toBe('hull');
  });

  it("a gunnery card left unapplied is applied by the referee when the step closes, once; a player's apply in turn 2 is refused", async () => {
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    b.w.world.actAs(b.gm);
    for (
      let i = 0;
      i < 12 && (await import('../../src/foundry/turn/flow.js')).battle().turn === 1;
      i++
    )
      await advanceStep();
    // Compulsory: the damage was applied when the GM closed movement and fire.
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
    b.w.world.actAs(b.alice);
    expect(await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 })).toEqual({
      status: 'refused',
      reason: 'That card belongs to turn 1: its results can no longer be applied.',
    });
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
  });

  it('an Assistant GM is a GM: it undoes, and its requests are refereed with GM rights', async () => {
    const b = await exampleBattle();
    const assistant = b.w.world.addUser({ name: 'Assistant', role: ROLES.ASSISTANT });
    const { gunnery } = await fired(b);
    await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 });
    const entry = b.ships.scipion!.system.history[0]!;
    b.w.world.actAs(assistant);
    expect(
      await runCardAction(gunnery.message.id!, 'undo', {
        actorUuid: b.ships.scipion!.uuid,
        entryId: entry.id,
      }),
    ).toMatchObject({ status: 'applied' });
    expect(b.ships.scipion!.system.damage.starboard).toBe(0);
    // The assistant's writes are GM writes: the guard leaves them alone.
    await b.ships.scipion!.update({ 'system.crew': 'elite' });
    await settleShipGuard();
    expect(b.ships.scipion!.system.crew).toBe('elite');
  });

  it('with no GM connected a player asking for a roll is told and nothing happens; the request is not run later', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.prince!.uuid, { firePort: 'hull' });
    b.gm.active = false;
    await expect(rollAbilita([b.ships.prince!.uuid])).rejects.toThrow(
      'No GM is connected: nothing was done. Ask again when a GM is here.',
    );
    b.gm.active = true;
    expect(cardsOfKind('abilita')).toHaveLength(0);
    expect(b.ships.prince!.system.orders.locked).toBe(false);
    expect(b.w.world.messages.size).toBe(0);
  });
});

describe('FP-6.2 / FP-4.3 compulsory fire (issue 8 rule 1)', () => {
  it('FP-6.2 an ordered broadside not fired fires when the GM closes the step, and FP-4.3 the unlucky shot falls on it', async () => {
    const b = await exampleBattle();
    // 1-1-1 + good crew: 4, an unlucky shot in every band.
    const roll = await princeReadyToFire(b, { firePort: 'hull' }, [1, 1, 1], {
      ship: b.ships.scipion!,
      rangeMm: 300,
      band: 'medium',
    });
    b.w.world.actAs(b.gm);
    // Alice never presses Fire. The GM closes the step: the broadside fires and the U is drawn.
    b.w.world.dice.push([2, 3, 4]);
    await advanceStep();
    const gunnery = cardsOfKind('gunnery', (c) => c.abilitaMessageId === roll.message.id);
    expect(gunnery).toHaveLength(1);
    expect(gunnery[0]!.card).toMatchObject({
      firerUuid: b.ships.prince!.uuid,
      broadside: 'port',
      targetUuid: b.ships.scipion!.uuid,
    });
    expect(cardsOfKind('critical')[0]!.card.unlucky).toMatchObject({
      firerUuid: b.ships.prince!.uuid,
      broadside: 'port',
    });
  });
});

describe('a look-alike card in the chat log', () => {
  it("shows what it claims with a warning and nobody's buttons, to the GM too", async () => {
    const { renderCardHtml } = await import('../../src/foundry/chat/render.js');
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    const copy = await create({ type: CARD_TYPE, system: { card: gunnery.card } });
    const message = b.w.world.messages.get(copy.id) as never;
    for (const user of [b.gm, b.alice]) {
      const html = (await renderCardHtml(message, user as never))!;
      expect(html).toContain('That card was not posted by the referee.');
      expect(html).not.toContain('data-action="applyDamage"');
    }
    expect(
      await renderCardHtml(b.w.world.messages.get(gunnery.message.id!) as never, b.alice as never),
    ).toContain('data-action="applyDamage"');
  });

  it('a blind card the viewer may not see is not re-rendered into view (isContentVisible)', async () => {
    const { refreshCardElement } = await import('../../src/foundry/chat/chat-hooks.js');
    const b = await exampleBattle();
    const { gunnery } = await fired(b);
    const message = Object.assign(Object.create(b.w.world.messages.get(gunnery.message.id!)!), {
      isContentVisible: false,
    });
    const untouchable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the hidden card was touched');
        },
      },
    ) as HTMLElement;
    await expect(refreshCardElement(message, untouchable)).resolves.toBeUndefined();
  });
});

describe('FP-4.3 the unlucky shot among ships ordered to fire', () => {
  it('FP-4.3 an ordered broadside with no ship in its arc still suffers the U of its score', async () => {
    const b = await exampleBattle();
    const roll = await princeReadyToFire(b, { firePort: 'hull' }, [1, 1, 1]);
    b.w.world.actAs(b.gm);
    // No target anywhere (the table's arc is empty); the GM closes the step. 2-3-4: a gun bursts.
    b.w.world.dice.push([2, 3, 4]);
    await advanceStep();
    expect(
      cardsOfKind('gunnery', (c) => c.abilitaMessageId === roll.message.id)[0]!.card,
    ).toMatchObject({ targetUuid: null, choices: [] });
    const critical = cardsOfKind('critical')[0]!;
    expect(critical.card.unlucky).toMatchObject({ firerUuid: b.ships.prince!.uuid });
    // Compulsory: the referee applied it as the step closed (Alice never pressed a button).
    b.w.world.actAs(b.alice);
    expect(await runCardAction(critical.message.id!, 'applyUnlucky')).toMatchObject({
      status: 'already',
    });
    expect(b.ships.prince!.system.fires.hull).toBe(1);
  });
});

describe("prepared data is not the rules' input", () => {
  it('an Active Effect a player puts on its own ship (elite crew in the prepared data) does not change the roll', async () => {
    const { CREW_TABLE } = await import('../../src/rules/index.js');
    const b = await exampleBattle();
    await beginExample(b);
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.prince!.uuid, { firePort: 'hull' });
    // What an Active Effect does during data preparation: the prepared field changes, the source does not.
    (b.ships.prince!.system as { crew: string }).crew = 'elite';
    b.w.world.dice.push([4, 4, 4]);
    const roll = await rollAbilita([b.ships.prince!.uuid]);
    expect(roll.card.ships[0]!.modifiers.find((m) => m.key === 'crew')?.value).toBe(
      CREW_TABLE.good.abilita,
    );
    expect(roll.card.ships[0]!.score).toBe(12 + CREW_TABLE.good.abilita);
  });
});
