// Issue 8 (see attacks.test.ts): an owner writing its own ship, orders, a step closed on an
// unapplied card, Assistant GMs, no GM connected; compulsory fire, look-alike cards, the unlucky
// shot among ships ordered to fire, and prepared data that is not the rules' input.
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { ROLES } from '../fake-foundry/documents.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { beginExample, exampleBattle, princeReadyToFire } from './support.js';
import { create, fired, whispersAboutCheating } from './attacks-support.js';

describe('issue 8 attacks on the referee (each refused, nothing changed, the caller told)', () => {
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
