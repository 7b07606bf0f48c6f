// A full turn of the digest's example battle (FP-2.1 worked check: British v French squadrons) played
// through the turn flow against the Foundry fake: orders, one Abilità roll per fleet, a course change,
// broadsides with known targets, damage applied by a player to an enemy ship through the GM relay,
// once-only clicks by several users, the GM's exact undo, the FP-4.3 criticals, a boarding melee with
// capture, end-of-part fires and a morale test with a strike. Final ship states are compared with
// values computed directly with the rules core.
import { describe, expect, it } from 'vitest';
import { pctOfDc, NO_DAMAGE } from '../../src/rules/index.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { renderCardHtml } from '../../src/foundry/chat/render.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import {
  postEndOfPart,
  postMoraleList,
  startMelee,
} from '../../src/foundry/turn/flow-melee-morale.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { exampleBattle, target } from './support.js';
import { buttons, finalStatesAndSummary, frenchPart, stepTo } from './full-turn-french-part.js';

describe('FP-3 a full turn of the example battle through the flow', () => {
  it('FP-3/FP-4/FP-6/FP-7/FP-8 British and French parts, with the relay, once-only and undo', async () => {
    const b = await exampleBattle({
      defiance: { fires: { hull: 1, rigging: 0 } },
      minerva: { fires: { hull: 0, rigging: 1 } },
      ardent: { contacts: [] },
      hercule: { contacts: [] },
      medee: { sail: 'easy' },
    });
    const { ships, table, w, gm, alice, bob } = b;
    // Ardent and Hercule touch from an earlier collision (FP-5.8), recorded on both ships.
    await ships.ardent!.update({
      'system.contacts': [{ actorId: ships.hercule!.id, kind: 'enemyCollision' }],
    });
    await ships.hercule!.update({
      'system.contacts': [{ actorId: ships.ardent!.id, kind: 'enemyCollision' }],
    });

    const actors = Object.values(ships) as unknown as Actor.Implementation[];
    const state = await beginBattle(actors, ['British', 'French']);
    expect(state.sides).toEqual([
      { id: 'British', userIds: [alice.id] },
      { id: 'French', userIds: [bob.id] },
    ]);
    expect(battle()).toMatchObject({ turn: 1, sideIndex: 0, step: 'orders' });

    // ---- British part: orders (FP-3) ----
    w.world.actAs(alice);
    await saveOrders(ships.prince!.uuid, { firePort: 'hull', changeCourse: 'ESE' });
    await saveOrders(ships.defiance!.uuid, { firePort: 'hull', extinguish: true });
    await saveOrders(ships.ardent!.uuid, { prepareBoarding: true });
    // FP-4.4 Minerva burns: fighting the fire is compulsory (left unapplied by Alice below: the referee applies it).
    expect(await saveOrders(ships.minerva!.uuid, { firePort: 'hull' })).toEqual([
      'A ship on fire must try to put it out: order Extinguish fire.',
    ]);
    await saveOrders(ships.minerva!.uuid, { firePort: 'hull', extinguish: true });
    // A player cannot write orders for the enemy's ships.
    await expect(saveOrders(ships.foudroyant!.uuid, { firePort: 'hull' })).rejects.toThrow(
      /do not command/,
    );
    // An illegal course (FP-5.5: from beam reach r=4, NNE is r=1, in irons) is shown, and the roll refused.
    expect(await saveOrders(ships.prince!.uuid, { firePort: 'hull', changeCourse: 'NNE' })).toEqual(
      ['That heading cannot be reached this turn.'],
    );
    await expect(rollAbilita([ships.prince!.uuid])).rejects.toThrow(/cannot be reached/);
    expect(await saveOrders(ships.prince!.uuid, { firePort: 'hull', changeCourse: 'ESE' })).toEqual(
      [],
    );

    // ---- one Abilità roll for the whole fleet (FP-3): 5+5+5 = 15 ----
    await stepTo(b, 'abilita');
    w.world.actAs(alice);
    w.world.dice.push([5, 5, 5]);
    const abilita = await rollAbilita([
      ships.prince!.uuid,
      ships.defiance!.uuid,
      ships.ardent!.uuid,
      ships.minerva!.uuid,
    ]);
    const scores = abilita.card.ships.map((s) => s.score);
    // FP-4.1: Prince good +1; Defiance one fire -1; Ardent hove to in contact -1; Minerva good +1, fire -1.
    expect(scores).toEqual([16, 14, 14, 15]);
    expect(abilita.message.rolls).toHaveLength(1);
    // FP-3 the orders are locked: neither the flow nor a direct update can change them.
    await expect(saveOrders(ships.prince!.uuid, { firePort: 'rigging' })).rejects.toThrow(/locked/);
    await ships.prince!.update({ 'system.orders.firePort': 'rigging' });
    expect(ships.prince!.system.orders.firePort).toBe('hull');
    const aId = abilita.message.id!;

    // Orders' outcomes applied by their owner: fire out, parties ready.
    expect(await runCardAction(aId, 'applyOrder', { index: 1, order: 'extinguish' })).toMatchObject(
      { status: 'applied' },
    );
    expect(ships.defiance!.system.fires).toEqual({ hull: 0, rigging: 0 });
    expect(
      await runCardAction(aId, 'applyOrder', { index: 2, order: 'prepareBoarding' }),
    ).toMatchObject({ status: 'applied' });
    expect(ships.ardent!.system.boarding.partiesReady).toBe(true);
    // The enemy cannot apply a British ship's order.
    w.world.actAs(bob);
    expect(await runCardAction(aId, 'applyOrder', { index: 1, order: 'extinguish' })).toMatchObject(
      { status: 'already' },
    );
    expect(
      await runCardAction(aId, 'applyOrder', { index: 0, order: 'changeCourse' }),
    ).toMatchObject({ status: 'refused' });

    // ---- course changes (FP-5.5): Prince turns from E to ESE ----
    await stepTo(b, 'course');
    // Closing the Abilità step, the referee carried out Minerva's compulsory fire fighting (15: out).
    expect(ships.minerva!.system.fires).toEqual({ hull: 0, rigging: 0 });
    expect(ships.minerva!.system.history.at(-1)).toMatchObject({ source: `${aId}:3:extinguish` });
    const fireWrites = w.world.log.filter(
      (l) =>
        l.op === 'update' &&
        l.id === ships.minerva!.id &&
        JSON.stringify(l.changes).includes('fires'),
    );
    expect(fireWrites.map((l) => l.userId)).toEqual([gm.id]);
    w.world.actAs(alice);
    expect(await runCardAction(aId, 'turnShip', { index: 0, order: 'changeCourse' })).toMatchObject(
      { status: 'applied' },
    );
    expect(table.headings.get(ships.prince!.uuid)).toBe(5);
    expect(await runCardAction(aId, 'turnShip', { index: 0, order: 'changeCourse' })).toMatchObject(
      { status: 'already' },
    );

    // ---- movement and fire (FP-6) ----
    await stepTo(b, 'moveFire');
    const prince = ships.prince!;
    const defiance = ships.defiance!;
    const minerva = ships.minerva!;
    const foudroyant = ships.foudroyant!;
    const scipion = ships.scipion!;
    const hercule = ships.hercule!;
    const medee = ships.medee!;
    table.targets.set(`${prince.uuid}:port`, {
      candidates: [target(foudroyant, { rangeMm: 80, band: 'short' })],
      chosen: foudroyant.uuid,
      choices: [foudroyant.uuid],
    });
    table.targets.set(`${defiance.uuid}:port`, {
      candidates: [
        target(scipion, { rangeMm: 200, band: 'medium', half: 'fore', hitSide: 'port' }),
        target(hercule, { rangeMm: 220, band: 'medium', half: 'aft' }),
      ],
      chosen: null,
      choices: [scipion.uuid, hercule.uuid],
    });
    table.targets.set(`${minerva.uuid}:port`, {
      candidates: [target(medee, { rangeMm: 95, band: 'short', rake: 'stern', hitSide: 'port' })],
      chosen: medee.uuid,
      choices: [medee.uuid],
    });
    w.world.actAs(alice);
    await runCardAction(aId, 'fire', { index: 0, broadside: 'port' });
    await runCardAction(aId, 'fire', { index: 1, broadside: 'port' });
    // FP-6.2 an ordered broadside is fired once.
    expect(await runCardAction(aId, 'fire', { index: 1, broadside: 'port' })).toMatchObject({
      status: 'refused',
    });
    const [g1, g2] = cardsOfKind('gunnery');
    // D-18 Defiance has a target in each half: the player chooses (Bob may not).
    w.world.actAs(bob);
    expect(
      await runCardAction(g2!.message.id!, 'chooseTarget', { target: scipion.uuid }),
    ).toMatchObject({ status: 'refused' });
    w.world.actAs(alice);
    expect(
      await runCardAction(g2!.message.id!, 'chooseTarget', { target: medee.uuid }),
    ).toMatchObject({ status: 'refused' });
    await runCardAction(g2!.message.id!, 'chooseTarget', { target: scipion.uuid });
    expect(cardsOfKind('critical')).toHaveLength(0);
    // The last ordered broadside: the FP-4.3 critical is drawn and rolled now (3+3+3 = 9: double).
    w.world.dice.push([3, 3, 3]);
    await runCardAction(aId, 'fire', { index: 3, broadside: 'port' });
    const g3 = cardsOfKind('gunnery')[2]!;

    // Players see only the buttons they may use.
    const aliceView = (await renderCardHtml(g1!.message, alice as unknown as User.Implementation))!;
    const bobView = (await renderCardHtml(g1!.message, bob as unknown as User.Implementation))!;
    expect(buttons(aliceView, 'applyDamage')).toBe(1);
    expect(buttons(bobView, 'applyDamage')).toBe(0);
    expect(aliceView).toContain('120');

    // Damage to an enemy ship goes through the GM; clicked twice by Alice and once by the GM: applied once.
    w.world.actAs(alice);
    const first = await runCardAction(g1!.message.id!, 'applyDamage', { recipient: 0 });
    expect(first).toMatchObject({ status: 'applied' });
    expect(await runCardAction(g1!.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'already',
    });
    w.world.actAs(gm);
    expect(await runCardAction(g1!.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'already',
    });
    w.world.actAs(bob);
    expect(await runCardAction(g1!.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'already',
    });
    const relayed = w.world.log.filter((l) => l.op === 'query' && l.userId === alice.id);
    expect(relayed.length).toBeGreaterThanOrEqual(1);
    // FP-6.3 short range, hull: BF 10 x 12 = 120 on the side facing the firer.
    expect(foudroyant.system.damage.starboard).toBe(120);

    // Bob cannot apply the British broadside to Scipion, even his own ship: he does not command the firer.
    expect(await runCardAction(g2!.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'refused',
    });
    w.world.actAs(alice);
    expect(await runCardAction(g2!.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'applied',
    });
    expect(scipion.system.damage.port).toBe(35);
    // The GM's undo restores the exact prior state, and the damage may then be applied again.
    const before = scipion.toObject().system as Record<string, unknown>;
    const entry = scipion.system.history.find((h) => h.source === `${g2!.message.id}:0`)!;
    w.world.actAs(alice);
    expect(
      await runCardAction(g2!.message.id!, 'undo', { actorUuid: scipion.uuid, entryId: entry.id }),
    ).toMatchObject({ status: 'refused' });
    w.world.actAs(gm);
    expect(
      await runCardAction(g2!.message.id!, 'undo', { actorUuid: scipion.uuid, entryId: entry.id }),
    ).toMatchObject({ status: 'applied' });
    const restored = scipion.toObject().system as Record<string, unknown>;
    expect(restored.damage).toEqual({ ...NO_DAMAGE });
    expect({ ...restored, history: [] }).toEqual({
      ...before,
      damage: { ...NO_DAMAGE },
      history: [],
    });
    w.world.actAs(alice);
    expect(await runCardAction(g2!.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'applied',
    });
    expect(await runCardAction(g3.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject({
      status: 'applied',
    });
    // FP-6.4 stern rake: BF 3 x 12 x 4 = 144 on Médée's port side.
    expect(medee.system.damage.port).toBe(144);

    // ---- FP-4.3 the well laid shot: only Prince (16, short) draws W; rolled once all broadsides fired ----
    const crit = cardsOfKind('critical');
    expect(crit).toHaveLength(1);
    const c = crit[0]!;
    expect(c.card.unlucky).toBeNull();
    expect(c.card.wellLaid).toMatchObject({
      targetUuid: foudroyant.uuid,
      firerUuid: prince.uuid,
      faces: [3, 3, 3],
    });
    expect(await runCardAction(c.message.id!, 'applyWellLaid')).toMatchObject({
      status: 'applied',
    });
    // FP-6.6 7-10 doubles the normal damage: 120 more.
    expect(foudroyant.system.damage.starboard).toBe(240);

    // ---- boarding (FP-7): Ardent, parties ready, boards Hercule; HR-1 melee damage is on ----
    b.w.world.actAs(gm);
    await w.world.settings.set('signal-close-action', 'meleeDamage', true);
    await stepTo(b, 'boarding');
    w.world.actAs(bob);
    await expect(startMelee(ships.ardent!.uuid, hercule.uuid)).rejects.toThrow(/do not command/);
    w.world.actAs(alice);
    w.world.dice.push([6, 6, 5]);
    const melee = await startMelee(ships.ardent!.uuid, hercule.uuid);
    // FP-7.5 17 gives +2, better crew +1: 3, captured.
    expect(melee.card.own).toMatchObject({ crew: 'average', initialBf: 6, supports: 0 });
    expect(melee.card.enemy).toMatchObject({ crew: 'poor', initialBf: 6, supports: 0 });
    const meleeHtml = (await renderCardHtml(
      melee.message,
      alice as unknown as User.Implementation,
    ))!;
    expect(buttons(meleeHtml, 'applyMelee')).toBe(2);
    expect(
      await runCardAction(melee.message.id!, 'applyMelee', { role: 'defender' }),
    ).toMatchObject({ status: 'applied' });
    expect(
      await runCardAction(melee.message.id!, 'applyMelee', { role: 'attacker' }),
    ).toMatchObject({ status: 'applied' });
    // A prize crew of the original quality, on the winning side, handed to the winner's player.
    expect(hercule.system.side).toBe('British');
    expect(hercule.system.crew).toBe('poor');
    expect(hercule.system.status).toMatchObject({ captured: true, struck: false });
    expect(hercule.ownership[alice.id]).toBe(3);
    expect(hercule.ownership[bob.id]).toBe(0);
    // HR-1 captured: 10% DC hull and rigging to the captured ship only.
    expect(hercule.system.damage).toMatchObject({
      port: pctOfDc(100, 10),
      rigging: pctOfDc(100, 10),
    });
    expect(ships.ardent!.system.damage).toMatchObject({ port: 0, rigging: 0 });

    // ---- end of the British part: fires (FP-4.4), then morale (FP-8) ----
    await stepTo(b, 'morale');
    const fires = await postEndOfPart();
    // Minerva's fire is out (the referee's compulsory Ext): no fire toll this part.
    expect(fires.card.entries).toEqual([]);
    w.world.actAs(gm);
    const list = await postMoraleList();
    expect(list.card.entries.map((e) => [e.name, e.reasons, e.hits, e.sternRakes])).toEqual([
      ['Médée', ['raked', 'dcLost'], 1, 1],
    ]);
    const bobList = (await renderCardHtml(list.message, bob as unknown as User.Implementation))!;
    expect(buttons(bobList, 'testMorale')).toBe(1);
    w.world.actAs(alice);
    expect(await runCardAction(list.message.id!, 'testMorale', { entry: 0 })).toMatchObject({
      status: 'refused',
    });
    // FP-8.2 Médée: base 8, 5 on the dice -2, hit -1, HDC lost -2, stern rake -4 = -1: strikes.
    w.world.actAs(bob);
    w.world.dice.push([1, 2, 2]);
    expect(await runCardAction(list.message.id!, 'testMorale', { entry: 0 })).toMatchObject({
      status: 'applied',
    });
    expect(medee.system.status.struck).toBe(true);
    expect(medee.system.moraleTests).toEqual([{ turn: 1, roll: 5, score: -1, struck: true }]);
    expect(await runCardAction(list.message.id!, 'testMorale', { entry: 0 })).toMatchObject({
      status: 'refused',
    });

    await frenchPart(b);

    await finalStatesAndSummary(b);
    expect(battle).toThrow(/No battle/);
    expect(w.i18n.missing).toEqual(new Set());
  });
});
