// FP-A3 / OR-11 signals through the turn flow with several users: Alice (British), Carol (a second
// British officer, Minerva's captain) and Bob (French); the GM's client is the referee and rolls.
import { describe, expect, it } from 'vitest';
import { receiveSignal } from '../../src/rules/index.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { renderCardHtml } from '../../src/foundry/chat/render.js';
import { sendSignal, signalNoteFor } from '../../src/foundry/turn/signals.js';
import { signalFormHtml } from '../../src/foundry/turn/signal-dialog.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { fireBroadside } from '../../src/foundry/turn/flow-fire.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { beginExample, britishRoll, exampleBattle, stepTo, type Battle } from './support.js';

async function signalBattle(mode: 'fastPlay' | 'fullGame' | 'none', begin = true) {
  const b = await exampleBattle({
    prince: { nation: 'britain' },
    defiance: { nation: 'britain' },
    ardent: { nation: 'britain' },
    minerva: { nation: 'portugal' },
  });
  await b.w.world.settings.set(SYSTEM_ID, 'signals', mode);
  const carol = b.w.player('Carol');
  b.ships.minerva!.ownership[carol.id] = 3;
  // Ardent lies 150 mm from Hercule: within 200 mm of an enemy; the rest are far apart.
  const at = (k: string, x: number, y: number) => b.table.positions.set(b.ships[k]!.uuid, { x, y });
  at('prince', 0, 0);
  at('defiance', 0, 300);
  at('ardent', 0, 600);
  at('minerva', 0, 900);
  at('hercule', 150, 600);
  at('foudroyant', 2000, 0);
  at('scipion', 2000, 300);
  at('medee', 2000, 900);
  if (begin) await beginExample(b);
  return { b, carol };
}

async function toMorale(b: Battle) {
  await stepTo(b, 'morale');
  expect(battle().step).toBe('morale');
  // At the end of the part Defiance burns and Ardent had orders to fire this turn (set by the GM).
  await b.ships.defiance!.update({ 'system.fires.hull': 1 });
  await b.ships.ardent!.update({ 'system.orders.firePort': 'hull', 'system.orders.turn': 1 });
}

describe('FP-A3 signals in the turn flow', () => {
  it('FP-A3 the flagship signals at the end of the part; the referee rolls each ship of the fleet', async () => {
    const { b } = await signalBattle('fastPlay');
    await toMorale(b);
    b.w.world.actAs(b.alice);
    // Defiance (fire on board, -1), Ardent (ordered to fire, -1), Minerva (another nation, -1).
    b.w.world.dice.push([3, 3, 2], [2, 2, 3], [6, 5, 4]);
    const { card } = await sendSignal(b.ships.prince!.uuid, ['Engage the enemy', '']);
    expect(card).toMatchObject({
      kind: 'signal',
      mode: 'fastPlay',
      side: 'British',
      sender: { name: 'HMS Prince' },
      senderUserId: b.alice.id,
      elements: ['Engage the enemy'],
    });
    expect(card.entries.map((e) => e.name)).toEqual(['HMS Defiance', 'HMS Ardent', 'HMS Minerva']);
    expect(card.entries.map((e) => e.conditions)).toEqual([
      {
        underEnemyFire: false,
        orderedToFire: false,
        boarding: false,
        fireOnBoard: true,
        otherNation: false,
      },
      {
        underEnemyFire: false,
        orderedToFire: true,
        boarding: false,
        fireOnBoard: false,
        otherNation: false,
      },
      {
        underEnemyFire: false,
        orderedToFire: false,
        boarding: false,
        fireOnBoard: false,
        otherNation: true,
      },
    ]);
    expect(card.entries.map((e) => e.independent)).toEqual([false, true, false]);
    // 8 - 1 = 7 (one element: read); 7 - 1 = 6 (not read); 15 - 1 = 14 (read).
    const read = card.entries.map(
      (e) => receiveSignal(e.faces[0] + e.faces[1] + e.faces[2], 1, e.conditions).received,
    );
    expect(read).toEqual([true, false, true]);
    const msg = cardsOfKind('signal')[0]!.message;
    const html = (await renderCardHtml(msg, b.bob as unknown as User.Implementation))!;
    expect(html).toContain('Engage the enemy');
    expect(html).toContain('Received by 2 of 3 ships');
    expect(html).toContain('Acts independently');
    expect(html).toContain('Fire on board');
  });

  it('FP-A3 one signal a turn for the fleet, at most two elements, only at the end of the part', async () => {
    const { b, carol } = await signalBattle('fastPlay');
    b.w.world.actAs(b.alice);
    await expect(sendSignal(b.ships.prince!.uuid, ['Form line of battle'])).rejects.toThrow(
      /end of your part/,
    );
    await toMorale(b);
    b.w.world.actAs(b.alice);
    await expect(sendSignal(b.ships.prince!.uuid, ['a', 'b', 'c'])).rejects.toThrow(
      /one or two elements/,
    );
    b.w.world.dice.push([4, 4, 4], [4, 4, 4], [4, 4, 4]);
    await sendSignal(b.ships.prince!.uuid, ['Form line of battle', 'Make more sail']);
    await expect(sendSignal(b.ships.prince!.uuid, ['Engage the enemy'])).rejects.toThrow(
      /already had its signal/,
    );
    // SD-45 the ship the side first signalled from is its flagship: another captain may not signal.
    b.w.world.actAs(carol);
    await expect(sendSignal(b.ships.minerva!.uuid, ['Engage the enemy'])).rejects.toThrow(
      /Only the flagship/,
    );
    expect(cardsOfKind('signal')).toHaveLength(1);
  });

  it('FP-A3 a player signals only from his own ships, of the side to act', async () => {
    const { b } = await signalBattle('fastPlay');
    await toMorale(b);
    b.w.world.actAs(b.bob);
    await expect(sendSignal(b.ships.prince!.uuid, ['Disengage'])).rejects.toThrow();
    await expect(sendSignal(b.ships.foudroyant!.uuid, ['Engage the enemy'])).rejects.toThrow(
      /does not act in this part/,
    );
    expect(cardsOfKind('signal')).toHaveLength(0);
  });

  it('FP-A3 no signals when the setting is off', async () => {
    const { b } = await signalBattle('none');
    await toMorale(b);
    b.w.world.actAs(b.alice);
    await expect(sendSignal(b.ships.prince!.uuid, ['Engage the enemy'])).rejects.toThrow(
      /not in use/,
    );
    expect(signalNoteFor(b.ships.defiance!.uuid)).toBeNull();
  });

  it('FP-A3 the orders dialog note: keeps course and speed until it reads a signal; independent near an enemy', async () => {
    const { b } = await signalBattle('fastPlay');
    b.w.world.actAs(b.alice);
    expect(signalNoteFor(b.ships.defiance!.uuid)).toMatchObject({
      key: 'SCA.Turn.Signal.Note.keep',
      keeps: true,
    });
    expect(signalNoteFor(b.ships.ardent!.uuid)).toMatchObject({
      key: 'SCA.Turn.Signal.Note.independent',
      keeps: false,
    });
    await toMorale(b);
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([6, 6, 6], [1, 1, 1], [1, 2, 1]);
    await sendSignal(b.ships.prince!.uuid, ['General chase']);
    expect(signalNoteFor(b.ships.defiance!.uuid)).toMatchObject({
      key: 'SCA.Turn.Signal.Note.follows',
      data: { turn: '1', elements: 'General chase' },
      keeps: false,
    });
    expect(signalNoteFor(b.ships.minerva!.uuid)).toMatchObject({
      key: 'SCA.Turn.Signal.Note.keep',
      keeps: true,
    });
    expect(signalNoteFor(b.ships.prince!.uuid)).toMatchObject({
      key: 'SCA.Turn.Signal.Note.commands',
      keeps: false,
    });
  });
});

describe('FP-A3 / SD-256 the referee holds a ship to her course and speed until she reads a signal', () => {
  const KEEP =
    'Until it reads a signal, a ship away from the enemy keeps course and speed: no sail or course orders.';
  it('SD-256 FP-A3 a sail or course order of a ship that keeps course and speed is refused at the roll; near an enemy, or once she read a signal, it is not', async () => {
    const { b } = await signalBattle('fastPlay');
    b.w.world.actAs(b.alice);
    expect(await saveOrders(b.ships.defiance!.uuid, { changeCourse: 'E' })).toContain(KEEP);
    await expect(rollAbilita([b.ships.defiance!.uuid])).rejects.toThrow(KEEP);
    // Ardent is within 200 mm of Hercule: she acts independently.
    expect(await saveOrders(b.ships.ardent!.uuid, { changeCourse: 'E' })).not.toContain(KEEP);
    // Firing stays free.
    expect(await saveOrders(b.ships.defiance!.uuid, { firePort: 'hull' })).not.toContain(KEEP);
    await toMorale(b);
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([6, 6, 6], [1, 1, 1], [1, 2, 1]);
    await sendSignal(b.ships.prince!.uuid, ['General chase']);
    // Defiance read it (she follows it: the GM judges obedience); Minerva missed it and still keeps.
    await stepTo(b, 'orders');
    b.w.world.actAs(b.alice);
    expect(await saveOrders(b.ships.defiance!.uuid, { changeCourse: 'E' })).not.toContain(KEEP);
    expect(await saveOrders(b.ships.minerva!.uuid, { changeCourse: 'E' })).toContain(KEEP);
  });
});

describe('OR-11 signals in the turn flow', () => {
  it('OR-11 each officer signals once a turn; a ship that received a signal cannot send one', async () => {
    const { b, carol } = await signalBattle('fullGame');
    await toMorale(b);
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4], [4, 4, 4], [4, 4, 4]);
    const first = await sendSignal(b.ships.prince!.uuid, ['Tack in succession']);
    expect(first.card.mode).toBe('fullGame');
    expect(first.card.entries).toHaveLength(3);
    await expect(sendSignal(b.ships.defiance!.uuid, ['Engage the enemy'])).rejects.toThrow(
      /already sent a signal/,
    );
    b.w.world.actAs(carol);
    await expect(sendSignal(b.ships.minerva!.uuid, ['Engage the enemy'])).rejects.toThrow(
      /received a signal this turn/,
    );
    expect(cardsOfKind('signal')).toHaveLength(1);
  });

  it('OR-11 a second officer signals his squadron; the first sender does not receive it', async () => {
    const { b, carol } = await signalBattle('fullGame');
    await b.ships.minerva!.update({ 'system.squadron': 'Van' });
    await b.ships.defiance!.update({ 'system.squadron': 'Van' });
    await toMorale(b);
    b.w.world.actAs(carol);
    b.w.world.dice.push([5, 5, 5]);
    const van = await sendSignal(b.ships.minerva!.uuid, ['Engage more closely'], 'Van');
    expect(van.card.entries.map((e) => e.name)).toEqual(['HMS Defiance']);
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([3, 4, 5]);
    // Minerva sent this turn and Defiance has had its signal: only Ardent rolls.
    const fleet = await sendSignal(b.ships.prince!.uuid, ['Form line of battle']);
    expect(fleet.card.entries.map((e) => e.name)).toEqual(['HMS Ardent']);
  });
});

describe('the signal form', () => {
  it('FP-A3 offers the user ships, two element fields with the standard signals, squadrons under OR-11', () => {
    const html = signalFormHtml({
      ships: [{ actorUuid: 'Actor.a', name: 'HMS <Prince>' }],
      standard: ['Engage the enemy'],
      squadrons: ['Van'],
      label: (k) => k,
    });
    expect(html).toContain('HMS &lt;Prince&gt;');
    expect(html).toContain('name="element1"');
    expect(html).toContain('name="element2"');
    expect(html).toContain('<option value="Van">Van</option>');
    expect(html).not.toContain('title=');
    expect(
      signalFormHtml({ ships: [], standard: [], squadrons: null, label: (k) => k }),
    ).not.toContain('squadron');
  });
});

describe('FP-A3 the referee checks a forged signal request', () => {
  it('FP-A3 a payload of the wrong shape is refused as a bad argument', async () => {
    const { refereeSendSignal } = await import('../../src/foundry/turn/signals.js');
    const { b } = await signalBattle('fastPlay');
    await toMorale(b);
    const alice = b.alice as unknown as User.Implementation;
    await expect(refereeSendSignal(alice, { senderUuid: 7, elements: ['x'] })).rejects.toThrow(
      /invalid ship/,
    );
    await expect(
      refereeSendSignal(alice, { senderUuid: b.ships.prince!.uuid, elements: 'x' }),
    ).rejects.toThrow(/invalid signal/);
    await expect(
      refereeSendSignal(alice, { senderUuid: b.ships.prince!.uuid, elements: ['x'.repeat(121)] }),
    ).rejects.toThrow(/one or two elements/);
    expect(cardsOfKind('signal')).toHaveLength(0);
  });
});

describe('FP-A3 reception reads the battle', () => {
  it('FP-A3 a ship an enemy broadside was aimed at this turn is under enemy fire (-1)', async () => {
    const { b } = await signalBattle('fastPlay', false);
    const roll = await britishRoll(b);
    await fireBroadside(roll.message.id!, 0, 'port');
    b.w.world.actAs(b.gm);
    for (let i = 0; i < 20 && !(battle().sideIndex === 1 && battle().step === 'morale'); i++)
      await advanceStep();
    expect(battle()).toMatchObject({ sideIndex: 1, step: 'morale' });
    b.w.world.actAs(b.bob);
    b.w.world.dice.push([4, 4, 4], [4, 4, 4], [4, 4, 4]);
    const { card } = await sendSignal(b.ships.foudroyant!.uuid, ['Engage the enemy']);
    expect(card.entries.map((e) => [e.name, e.conditions.underEnemyFire, e.independent])).toEqual([
      ['Scipion', true, false],
      ['Hercule', false, true],
      ['Médée', false, false],
    ]);
  });
});

describe("FP-A3 the tracker's signal form", () => {
  it("FP-A3 the form offers the user's ships and sends what is written", async () => {
    const { openSignalDialog } = await import('../../src/foundry/turn/signal-dialog.js');
    const { DialogV2 } = await import('../fake-foundry/applications.js');
    const { b } = await signalBattle('fullGame');
    await b.ships.defiance!.update({ 'system.squadron': 'Van' });
    await toMorale(b);
    b.w.world.actAs(b.alice);
    DialogV2.promptValues = {
      sender: b.ships.prince!.uuid,
      element1: 'Wear together',
      element2: ' ',
      squadron: 'Van',
    };
    b.w.world.dice.push([6, 6, 6]);
    await openSignalDialog();
    const content = String(DialogV2.prompted.at(-1)!.content);
    expect(content).toContain('HMS Prince');
    expect(content).not.toContain('Foudroyant');
    expect(content).toContain('<option value="Van">Van</option>');
    const [signal] = cardsOfKind('signal');
    expect(signal!.card.elements).toEqual(['Wear together']);
    expect(signal!.card.entries.map((e) => e.name)).toEqual(['HMS Defiance']);
    // Closing the form sends nothing.
    DialogV2.promptValues = null;
    await openSignalDialog();
    expect(cardsOfKind('signal')).toHaveLength(1);
  });
});
