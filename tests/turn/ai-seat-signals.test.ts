// Issue 13 FP-A3 / OR-11 the AI seat signals. Généreux and Guillaume Tell (French, handed to the AI) lie
// far from Bellona (Alice's): with signals on they keep course and speed (SD-256). At the end of the
// French part the AI sends the simulation's "engage" (SD-248, engageSignal) from Généreux through the
// player's request; the referee rolls Tell's reception; on the next orders both manoeuvre, nothing
// refused. A player cannot make the AI signal for her side, nor stop or fake its signal.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import type { AiCaptainCard } from '../../src/foundry/chat/card-data-ai-captain.js';
import type { SignalCard } from '../../src/foundry/chat/card-data-sailing.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { beginFrenchFirst } from '../support/battle-begin.js';
import { advanceStep, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { installCards } from '../fake-foundry/cards.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { seededRandomBelow } from '../../src/rules/index.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { sendSignal, signalNoteFor } from '../../src/foundry/turn/signals.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { asHostileClient } from '../support/foundry.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { forgeryReports } from './security-support.js';

/** Bellona (Alice's, British) far to the west of Généreux and Guillaume Tell (French). */
async function table(mode: 'fastPlay' | 'fullGame', cardDriven = false, audacious = false) {
  const w = await canvasWorld();
  installCombat();
  if (cardDriven) installCards();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'signals', mode);
  if (cardDriven) await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average' },
  });
  const tell = await shipActor('Guillaume Tell', {
    classId: '3rd-80l',
    system: { side: 'French', sail: 'easy', crew: 'average' },
  });
  // North wind; all heading east (beam reach); the French 5 m east of Bellona.
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const gen = await placeShip(w.scene, genereux, 6000, -150, 90);
  const gt = await placeShip(w.scene, tell, 5800, -150, 90);
  const extra = audacious
    ? await shipActor('Audacious', { system: { sail: 'easy', side: 'British', crew: 'average' } })
    : null;
  const aud = extra ? await placeShip(w.scene, extra, 400, -400, 90) : null;
  w.world.actAs(w.gm);
  await beginFrenchFirst([
    [genereux, gen],
    [tell, gt],
    [bellona, mine],
    extra && aud ? [extra, aud] : null,
  ]);
  // HR-5 the turn's shuffle from a seed (the GM's randomness in play).
  if (cardDriven)
    await turnServices().battle.write(await startTurnDeck(battle(), seededRandomBelow(7)));
  // 4+4+4 = 12: every roll of the turn (Abilità, receptions) is a plain one.
  w.world.dice.push(...Array.from({ length: 40 }, () => [4, 4, 4]));
  return { ...w, alice, bellona, genereux, tell, audacious: extra };
}

type Table = Awaited<ReturnType<typeof table>>;

/** The GM advances the battle until `side`'s `step` of `turn` (the AI acts on arrival). */
async function advanceTo(t: Table, turn: number, side: number, step: string): Promise<void> {
  t.world.actAs(t.gm);
  for (let i = 0; i < 40; i++) {
    const s = battle();
    if (s.turn === turn && s.sideIndex === side && s.step === step) return;
    await advanceStep();
    await aiSeatSettled();
  }
  throw new Error(`never reached ${step} of side ${side}, turn ${turn}`);
}

const aiCards = (step: AiCaptainCard['step'], turn: number) =>
  cardsOfKind('aiCaptain', (c) => c.step === step && c.turn === turn).map(({ card }) => card);
const signals = () => cardsOfKind('signal').map(({ card }) => card);
const manoeuvres = (o: { increaseSail: boolean; decreaseSail: boolean; changeCourse: string }) =>
  o.increaseSail || o.decreaseSail || o.changeCourse !== '';

describe('issue 13 the AI seat signals (FP-A3 / OR-11)', () => {
  it('FP-A3 / SD-248 / SD-271 the AI signals "engage" from its flagship; Tell reads it; both manoeuvre on the next orders, nothing refused', async () => {
    const t = await table('fastPlay');
    await toggleAiSeat('French');
    await aiSeatSettled();
    // Turn 1: both keep course and speed (SD-256), as the referee judges it.
    for (const s of [t.genereux, t.tell]) {
      expect(signalNoteFor(s.uuid)).toMatchObject({ keeps: true });
      expect(manoeuvres(s.system.orders)).toBe(false);
    }
    expect(signals()).toHaveLength(0);
    await advanceTo(t, 1, 0, 'morale');
    // The end of the French part: the signal through the player's request, the referee's rolls.
    const [card] = signals();
    expect(card).toMatchObject({
      turn: 1,
      side: 'French',
      mode: 'fastPlay',
      sender: { actorUuid: t.genereux.uuid, name: 'Généreux' },
      senderUserId: t.gm.id,
      elements: ['Engage the enemy'],
    });
    expect(card!.entries.map((e) => [e.name, e.faces])).toEqual([['Guillaume Tell', [4, 4, 4]]]);
    const [log] = aiCards('signal', 1);
    expect(log).toMatchObject({ side: 'French', ship: { actorUuid: t.genereux.uuid } });
    // Both ships wait: Tell for the signal, Généreux until she has sent one (SD-271).
    expect(log!.lines).toEqual([
      {
        kind: 'signal',
        text: 'signal to engage: 2 ships still keep course and speed (FP-A3, OR-11, SD-248)',
        reason: { id: 'signalEngage', params: { count: 2 } },
      },
    ]);
    // Woken again in the same step, it sends nothing more.
    await advanceTo(t, 1, 1, 'orders');
    expect(signals()).toHaveLength(1);
    expect(aiCards('signal', 1)).toHaveLength(1);
    // Turn 2: Généreux has signalled, Tell has read it: free, and the captain closes the enemy.
    await advanceTo(t, 2, 0, 'abilita');
    for (const s of [t.genereux, t.tell]) {
      expect(signalNoteFor(s.uuid)).toMatchObject({ keeps: false });
      expect(s.system.orders.turn).toBe(2);
      expect(manoeuvres(s.system.orders)).toBe(true);
    }
    const orders2 = aiCards('orders', 2);
    expect(orders2).toHaveLength(2);
    for (const c of orders2)
      expect(c.lines.some((l) => l.kind === 'refused' || l.kind === 'fallback')).toBe(false);
    for (const c of orders2)
      expect(c.lines.some((l) => l.reason?.id === 'keepCourseAndSpeed')).toBe(false);
    // The Abilità roll goes through: the referee refuses nothing (SD-256 judges the roll too).
    await advanceTo(t, 2, 0, 'moveFire');
    expect(cardsOfKind('abilita', (c) => c.turn === 2 && c.side === 'French')).toHaveLength(1);
    // Turn 2's end: no ship waits any more, so no signal.
    await advanceTo(t, 2, 1, 'orders');
    expect(signals()).toHaveLength(1);
    expect(aiCards('signal', 2)).toHaveLength(0);
  });

  it('OR-11 / SD-271 the AI, one officer, signals the whole fleet once from its first ship', async () => {
    const t = await table('fullGame');
    await toggleAiSeat('French');
    await aiSeatSettled();
    await advanceTo(t, 1, 1, 'orders');
    const [card] = signals();
    expect(card).toMatchObject({ mode: 'fullGame', sender: { actorUuid: t.genereux.uuid } });
    expect(signals()).toHaveLength(1);
    expect(card!.entries.map((e) => e.actorUuid)).toEqual([t.tell.uuid]);
    expect(aiCards('signal', 1)[0]!.lines.some((l) => l.kind === 'refused')).toBe(false);
    await advanceTo(t, 2, 0, 'abilita');
    expect(manoeuvres(t.tell.system.orders)).toBe(true);
  });

  it('HR-5 / SD-119 in the card-driven turn the AI signals at the close of the one part, from its flagship', async () => {
    const t = await table('fastPlay', true);
    await toggleAiSeat('French');
    await aiSeatSettled();
    t.world.actAs(t.gm);
    for (let i = 0; i < 40 && battle().step !== 'morale'; i++) {
      if (battle().step === 'cards' && battle().deck!.drawn < battle().deck!.cards.length)
        await drawTurnCard();
      else await advanceStep();
      await aiSeatSettled();
    }
    expect(battle()).toMatchObject({ turn: 1, step: 'morale' });
    const [card] = signals();
    expect(card).toMatchObject({ side: 'French', sender: { actorUuid: t.genereux.uuid } });
    expect(card!.entries.map((e) => e.actorUuid)).toEqual([t.tell.uuid]);
    expect(aiCards('signal', 1)).toHaveLength(1);
    expect(signals().some((c) => c.side === 'British')).toBe(false);
  });

  it('OR-11 / SD-271 the AI holding both sides is an officer of each: each side signals once', async () => {
    // Bellona's side handed to the AI too, with a second British ship (Audacious) to signal to.
    const t = await table('fullGame', false, true);
    await toggleAiSeat('French');
    await toggleAiSeat('British');
    await aiSeatSettled();
    await advanceTo(t, 2, 0, 'orders');
    expect(signals().map((c) => [c.side, c.sender.name, c.senderUserId])).toEqual([
      ['French', 'Généreux', t.gm.id],
      ['British', 'Bellona', t.gm.id],
    ]);
    const lines = aiCards('signal', 1).flatMap((c) => c.lines.map((l) => l.kind));
    expect(lines).toEqual(['signal', 'signal']);
  });

  it('signals off: the AI sends none and posts no signal card', async () => {
    const t = await table('fastPlay');
    await t.world.settings.set(SYSTEM_ID, 'signals', 'none');
    await toggleAiSeat('French');
    await aiSeatSettled();
    await advanceTo(t, 1, 1, 'orders');
    expect(signals()).toHaveLength(0);
    expect(aiCards('signal', 1)).toHaveLength(0);
  });
});

describe('forged: a player cannot make the AI signal for her, nor stop or fake its signal', () => {
  it('at the end of the British part the AI signals nothing for Alice, however she wakes it; her request from a French ship is refused', async () => {
    const t = await table('fastPlay');
    await toggleAiSeat('French');
    await aiSeatSettled();
    await advanceTo(t, 1, 1, 'morale');
    const before = signals().length;
    // Alice wakes the AI with a card of her own and asks the referee to signal from Généreux.
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () =>
      (ChatMessage as unknown as { create(d: object): Promise<unknown> }).create({
        type: CARD_TYPE,
        system: {
          card: {
            kind: 'signal',
            turn: 1,
            side: 'British',
            mode: 'fastPlay',
            sender: { actorUuid: t.bellona.uuid, name: 'Bellona' },
            senderUserId: t.alice.id,
            elements: ['Engage the enemy'],
            entries: [],
          } satisfies SignalCard,
        },
      }),
    );
    await aiSeatSettled();
    await expect(sendSignal(t.genereux.uuid, ['Engage the enemy'])).rejects.toThrow(
      'You do not command Généreux.',
    );
    expect(forgeryReports(t.world).length).toBeGreaterThan(0);
    expect(signals()).toHaveLength(before);
    expect(signals().some((c) => c.side === 'British')).toBe(false);
    expect(aiCards('signal', 1).every((c) => c.side === 'French')).toBe(true);
    expect(signalNoteFor(t.bellona.uuid)).toMatchObject({ keeps: true });
  });

  it('OR-11 / SD-271 the count is per officer and side as the referee reads the side: Alice, naming another side, still sends one signal a turn', async () => {
    const t = await table('fullGame', false, true);
    const audacious = t.audacious!;
    await audacious.update({ ownership: { [t.alice.id]: OWNERSHIP.OWNER } });
    await toggleAiSeat('French');
    await aiSeatSettled();
    await advanceTo(t, 1, 1, 'morale');
    t.world.actAs(t.alice);
    t.world.dice.push([4, 4, 4]);
    await sendSignal(t.bellona.uuid, ['Engage the enemy']);
    const before = signals().length;
    // Her second signal this turn, with a forged side in the payload (the referee takes the ship's).
    const answer = await askReferee('sendSignal', {
      senderUuid: audacious.uuid,
      elements: ['General chase'],
      squadron: '',
      side: 'French',
    });
    expect(answer).toMatchObject({
      status: 'refused',
      reason: 'You have already sent a signal this turn.',
    });
    expect(signals()).toHaveLength(before);
  });

  it('a look-alike AI card or signal card of Alice’s own does not stop the AI’s signal', async () => {
    const t = await table('fastPlay');
    t.world.actAs(t.alice);
    const create = (card: object) =>
      asHostileClient(t.world, () =>
        (ChatMessage as unknown as { create(d: object): Promise<unknown> }).create({
          type: CARD_TYPE,
          system: { card },
        }),
      );
    const fakeSignal: SignalCard = {
      kind: 'signal',
      turn: 1,
      side: 'French',
      mode: 'fastPlay',
      sender: { actorUuid: t.tell.uuid, name: 'Guillaume Tell' },
      senderUserId: t.alice.id,
      elements: ['Heave to'],
      entries: [],
    };
    const fakeLog: AiCaptainCard = {
      kind: 'aiCaptain',
      turn: 1,
      side: 'French',
      step: 'signal',
      segment: null,
      ship: { actorUuid: t.genereux.uuid, name: 'Généreux' },
      lines: [],
    };
    await create(fakeSignal);
    await create(fakeLog);
    t.world.actAs(t.gm);
    await toggleAiSeat('French');
    await aiSeatSettled();
    await advanceTo(t, 1, 1, 'orders');
    // The referee's signal is sent from Généreux (the look-alike did not make Tell the flagship).
    expect(signals()).toHaveLength(1);
    expect(signals()[0]).toMatchObject({ sender: { actorUuid: t.genereux.uuid } });
    expect(aiCards('signal', 1)).toHaveLength(1);
  });
});
