// Issue 13 / SD-220: the AI seat boards and unfouls like the battle simulation's captain, through the
// player's path only. Held in contact with an enemy it judges it can take (or a struck one) it orders
// boarding parties instead of unfoul, and in the boarding step asks the referee for the melee and
// presses the melee card's buttons; from an enemy it cannot take it unfouls; free, it lays one aboard
// at easy sail (D-19); in a card-driven turn it boards on its fleet's boarding card (HR-5). Whatever it
// writes the referee accepts; a player cannot hand it a side, nor lure it aboard by writing the ships'
// data or posting a melee card.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { installCards } from '../fake-foundry/cards.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { seededRandomBelow } from '../../src/rules/index.js';
import { cardsOfKind, isRefereeCard } from '../../src/foundry/chat/messages.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita } from '../../src/foundry/turn/flow-abilita.js';
import { startMelee } from '../../src/foundry/turn/flow-melee-morale.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSides } from '../../src/foundry/turn/ai-seat/seats.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';

type SystemOverrides = NonNullable<NonNullable<Parameters<typeof shipActor>[1]>['system']>;

/**
 * Généreux (French, handed to the AI) held in contact with Bellona (Alice's, British); Bellona is what
 * the test makes her (crippled, struck, a better crew).
 */
async function alongside(
  genereux: SystemOverrides,
  bellona: SystemOverrides,
  /** Audacious (Alice's) far off to the south, another enemy afloat. */
  audacious = false,
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  // FP-7.1 a melee needs the contact: the boarding state is written with it, below.
  const { boarding: belBoarding, ...belRest } = bellona as { boarding?: object };
  const { boarding: genBoarding, ...genRest } = genereux as { boarding?: object };
  const bel = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average', ...belRest },
  });
  const gen = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average', ...genRest },
  });
  // North wind, both heading east (beam reach), side by side.
  const mine = await placeShip(w.scene, bel, 600, -200, 90);
  const token = await placeShip(w.scene, gen, 600, -150, 90);
  const aud = audacious
    ? await shipActor('Audacious', {
        ownership: { [alice.id]: OWNERSHIP.OWNER },
        system: { sail: 'easy', side: 'British', crew: 'average' },
      })
    : null;
  const audToken = aud ? await placeShip(w.scene, aud, 600, 900, 90) : null;
  w.world.actAs(w.gm);
  await gen.update({
    'system.contacts': [{ actorId: bel.id, kind: 'enemyCollision' }],
    ...(genBoarding ? { 'system.boarding': genBoarding } : {}),
  });
  await bel.update({
    'system.contacts': [{ actorId: gen.id, kind: 'enemyCollision' }],
    ...(belBoarding ? { 'system.boarding': belBoarding } : {}),
  });
  await beginBattle(
    [gen, bel, ...(aud ? [aud] : [])] as never,
    ['French', 'British'],
    [
      { tokenId: token.id, actorId: gen.id },
      { tokenId: mine.id, actorId: bel.id },
      ...(aud && audToken ? [{ tokenId: audToken.id, actorId: aud.id }] : []),
    ],
  );
  return { ...w, alice, bellona: bel, genereux: gen };
}

type Table = Awaited<ReturnType<typeof alongside>>;

const aiCard = (step: string, turn = 1) =>
  cardsOfKind('aiCaptain', (c) => c.step === step && c.turn === turn)[0]?.card;

/** The GM advances the battle to `step` of the French part (the AI acts on arrival). */
async function toFrench(t: Table, step: string): Promise<void> {
  t.world.actAs(t.gm);
  for (let i = 0; i < 12; i++) {
    const s = battle();
    if (s.sideIndex === 0 && s.step === step) break;
    await advanceStep();
    await aiSeatSettled();
  }
  expect(battle()).toMatchObject({ sideIndex: 0, step });
}

const CRIPPLED = {
  crew: 'poor',
  damage: { port: 120, starboard: 0, rigging: 0, riggingRepaired: 0 },
} as SystemOverrides;

const refusedOrFallback = (step: string) =>
  (aiCard(step)?.lines ?? []).filter((l) => l.kind === 'refused' || l.kind === 'fallback');

const contactLine = (step: string) => aiCard(step)?.lines.find((l) => l.kind === 'contact');

describe('issue 13 SD-220 the AI seat boards and unfouls like the simulation’s captain', () => {
  it('FP-7.2 / FP-7.5 alongside a crippled enemy it can take: parties ordered (no unfoul), the melee asked of the referee in the boarding step, her buttons pressed, the prize taken', async () => {
    const t = await alongside({ crew: 'elite' }, CRIPPLED);
    // The Abilità roll, a spare gunnery roll, the melee's 3d6 (17: +2, with +2 of circumstance: carried).
    t.world.dice.push([5, 5, 5], [2, 2, 1], [6, 6, 5], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o).toMatchObject({ turn: 1, prepareBoarding: true, unfoul: false, changeCourse: '' });
    // FP-7.3 one broadside only with the parties.
    expect(Boolean(o.firePort) && Boolean(o.fireStarboard)).toBe(false);
    expect(contactLine('orders')?.reason?.id).toBe('boardHer');
    expect(contactLine('orders')?.text).toBe(
      'board her: 50% to carry her in one melee (better crew +1, DCs lost by the enemy +1)',
    );
    expect(refusedOrFallback('orders')).toEqual([]);

    await toFrench(t, 'boarding');
    await aiSeatSettled();
    const melees = cardsOfKind('melee', (c) => c.turn === 1);
    expect(melees).toHaveLength(1);
    const { card, message } = melees[0]!;
    expect(isRefereeCard(message)).toBe(true);
    expect(card).toMatchObject({
      attacker: { name: 'Généreux' },
      defender: { name: 'Bellona' },
      withoutMelee: false,
      faces: [6, 6, 5],
    });
    expect(contactLine('boarding')?.reason?.id).toBe('boardHer');
    // Both principal ships' effects applied through the card's buttons: Bellona is French now.
    expect(t.bellona.system.side).toBe('French');
    expect(t.bellona.system.status.captured).toBe(true);
    expect(t.genereux.system.boarding.partiesReady).toBe(false);
  });

  it('FP-7.2 a struck enemy alongside is taken with boarding parties, no melee', async () => {
    // Audacious afloat far off: with no enemy afloat the battle is over (FP-8.3).
    const t = await alongside(
      {},
      { crew: 'elite', status: { struck: true } } as SystemOverrides,
      true,
    );
    t.world.dice.push([5, 5, 5], [2, 2, 1], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders).toMatchObject({ prepareBoarding: true, unfoul: false });
    expect(contactLine('orders')?.reason?.id).toBe('boardStruck');
    expect(refusedOrFallback('orders')).toEqual([]);
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    const melee = cardsOfKind('melee', (c) => c.turn === 1)[0]!.card;
    expect(melee).toMatchObject({ withoutMelee: true, faces: null });
    expect(contactLine('boarding')?.reason?.id).toBe('boardStruck');
    expect(t.bellona.system).toMatchObject({ side: 'French', status: { captured: true } });
  });

  it('FP-7.2 with no enemy afloat left, a struck enemy alongside is still taken (the GM plays on)', async () => {
    const t = await alongside({}, { crew: 'elite', status: { struck: true } } as SystemOverrides);
    t.world.dice.push([5, 5, 5], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders).toMatchObject({ prepareBoarding: true, unfoul: false });
    expect(aiCard('orders')?.lines.map((l) => l.reason?.id)).toEqual(
      expect.arrayContaining(['takeTheStruck', 'boardStruck', 'noCourseAlongside']),
    );
    expect(refusedOrFallback('orders')).toEqual([]);
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    expect(t.bellona.system).toMatchObject({ side: 'French', status: { captured: true } });
  });

  it('FP-7.3 locked in a melee it would not have chosen: no unfoul, it fights on in the boarding step', async () => {
    const t = await alongside(
      { boarding: { partiesReady: true, inMelee: true, boardedNotRepelled: false } },
      {
        crew: 'elite',
        boarding: { partiesReady: false, inMelee: true, boardedNotRepelled: true },
      } as SystemOverrides,
    );
    t.world.dice.push([5, 5, 5], [2, 2, 1], [4, 4, 3], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = t.genereux.system.orders;
    expect(o).toMatchObject({ turn: 1, unfoul: false, prepareBoarding: false });
    expect(Boolean(o.firePort) && Boolean(o.fireStarboard)).toBe(false);
    expect(contactLine('orders')?.reason?.id).toBe('fightOn');
    expect(refusedOrFallback('orders')).toEqual([]);
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    expect(cardsOfKind('melee', (c) => c.turn === 1)).toHaveLength(1);
    expect(contactLine('boarding')?.reason?.id).toBe('fightOn');
  });

  it('FP-5.8 from an enemy it cannot take (a better crew, undamaged) it orders unfoul and boards nobody', async () => {
    const t = await alongside({}, { crew: 'elite' } as SystemOverrides);
    t.world.dice.push([5, 5, 5], [2, 2, 1], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders).toMatchObject({ unfoul: true, prepareBoarding: false });
    expect(contactLine('orders')?.reason?.id).toBe('unfoulOne');
    expect(refusedOrFallback('orders')).toEqual([]);
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    expect(cardsOfKind('melee', () => true)).toHaveLength(0);
    expect(aiCard('boarding')).toBeUndefined();
    expect(t.bellona.system.side).toBe('British');
  });

  it('FP-3 / FP-7 it never orders what the referee refuses, whatever the crews, damage, parties and melee', async () => {
    const crews = ['poor', 'average', 'elite'] as const;
    const hers = [{}, CRIPPLED, { status: { struck: true } }] as SystemOverrides[];
    const boarding = [
      { partiesReady: false, inMelee: false, boardedNotRepelled: false },
      { partiesReady: true, inMelee: false, boardedNotRepelled: false },
      { partiesReady: true, inMelee: true, boardedNotRepelled: false },
    ];
    let boarded = 0;
    let unfouled = 0;
    for (const crew of crews)
      for (const her of hers)
        for (const b of boarding) {
          const t = await alongside({ crew, boarding: b } as SystemOverrides, her, true);
          await toggleAiSeat('French');
          await aiSeatSettled();
          const card = aiCard('orders')!;
          const what = JSON.stringify({ crew, her, b, lines: card.lines });
          expect(refusedOrFallback('orders'), what).toEqual([]);
          const o = t.genereux.system.orders;
          expect(o.turn, what).toBe(1);
          // FP-7.3 never unfoul out of a melee, never both broadsides with parties ready.
          if (b.inMelee) expect(o.unfoul, what).toBe(false);
          if (b.partiesReady)
            expect(Boolean(o.firePort) && Boolean(o.fireStarboard), what).toBe(false);
          if (o.prepareBoarding || contactLine('orders')?.reason?.id === 'boardHer') boarded++;
          if (o.unfoul) unfouled++;
        }
    // The sweep saw both decisions.
    expect(boarded).toBeGreaterThan(0);
    expect(unfouled).toBeGreaterThan(0);
  });
});

describe('issue 13 SD-220 forged: a player cannot make the AI board', () => {
  it('forged: a player cannot hand a side over; nor write her ship struck, or the AI ship’s parties ready, to lure it aboard', async () => {
    const t = await alongside({}, { crew: 'elite' } as SystemOverrides);
    t.world.actAs(t.alice);
    await expect(toggleAiSeat('French')).rejects.toThrow(
      game.i18n!.localize('SCA.Turn.Error.GMOnly'),
    );
    expect(aiSides()).toEqual([]);
    const bob = t.player('Bob');
    t.world.actAs(t.gm);
    await t.genereux.update({ ownership: { [bob.id]: OWNERSHIP.OWNER } });
    t.world.actAs(t.alice);
    await asHostileClient(t.world, async () => {
      await t.bellona.update({ 'system.status.struck': true });
    });
    t.world.actAs(bob);
    await asHostileClient(t.world, async () => {
      await t.genereux.update({ 'system.boarding.partiesReady': true });
    });
    await settleShipGuard();
    expect(t.bellona.system.status.struck).toBe(false);
    expect(t.genereux.system.boarding.partiesReady).toBe(false);
    expect(t.world.messages.contents.filter((m) => m.content.includes('tried'))).toHaveLength(2);
    // Handed over by the GM, the AI reads the referee's data: an elite enemy afloat, so it unfouls.
    t.world.actAs(t.gm);
    t.world.dice.push([5, 5, 5], [2, 2, 1], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(t.genereux.system.orders).toMatchObject({ unfoul: true, prepareBoarding: false });
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    expect(cardsOfKind('melee', () => true)).toHaveLength(0);
    expect(t.bellona.system.side).toBe('British');
  });

  it('forged: a player cannot board for the AI ship, and a melee card a player posts neither wakes it nor stops its melee', async () => {
    const t = await alongside({ crew: 'elite' }, CRIPPLED);
    t.world.dice.push([5, 5, 5], [2, 2, 1], [6, 6, 5], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    await toFrench(t, 'moveFire');
    // The boarding step is not open yet, and Alice does not command Généreux anyway.
    t.world.actAs(t.alice);
    await expect(startMelee(t.genereux.uuid, t.bellona.uuid)).rejects.toThrow();
    const { CARD_TYPE } = await import('../../src/foundry/chat/card-model.js');
    await (ChatMessage as unknown as { create(d: object): Promise<unknown> })
      .create({
        type: CARD_TYPE,
        system: {
          card: {
            kind: 'melee',
            turn: 1,
            side: 'British',
            attacker: { actorUuid: t.bellona.uuid, name: 'Bellona' },
            defender: { actorUuid: t.genereux.uuid, name: 'Généreux' },
            attackerSupports: [],
            defenderSupports: [],
            withoutMelee: true,
            faces: null,
            own: { crew: 'poor', initialBf: 7, dcLost: 0, supports: 0 },
            enemy: { crew: 'elite', initialBf: 7, dcLost: 0, supports: 0 },
            meleeDamage: false,
            defenderSide: 'French',
          },
        },
      })
      .catch(() => null);
    // The forged card is in the chat (a player may post a message), but it is no referee's card.
    const forged = t.world.messages.contents.filter(
      (m) =>
        m.author === t.alice.id &&
        (m.system as { card?: { kind?: string } }).card?.kind === 'melee',
    );
    expect(forged).toHaveLength(1);
    await aiSeatSettled();
    expect(cardsOfKind('melee', () => true)).toHaveLength(0);
    expect(aiCard('boarding')).toBeUndefined();
    // The GM opens the boarding step: the AI boards as the referee's record says, and takes her.
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    expect(cardsOfKind('melee', () => true)).toHaveLength(1);
    expect(t.bellona.system.side).toBe('French');
    expect(t.genereux.system.side).toBe('French');
  });
});

describe('issue 13 SD-220 HR-5 the AI seat boards on its fleet’s boarding card', () => {
  it('HR-5 card-driven: parties ordered in the shared orders step; on the French boarding card (not before) the melee, and the prize taken', async () => {
    const w = await canvasWorld();
    installCombat();
    installCards();
    registerTurn();
    await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
    const alice = w.player('Alice');
    const bel = await shipActor('Bellona', {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British', squadron: 'Van', ...CRIPPLED },
    });
    const gen = await shipActor('Généreux', {
      system: {
        side: 'French',
        sail: 'easy',
        crew: 'elite',
        originalCrew: 'elite',
        squadron: 'Van',
      },
    });
    const belToken = await placeShip(w.scene, bel, 600, -200, 90);
    const genToken = await placeShip(w.scene, gen, 600, -150, 90);
    w.world.actAs(w.gm);
    await gen.update({ 'system.contacts': [{ actorId: bel.id, kind: 'enemyCollision' }] });
    await bel.update({ 'system.contacts': [{ actorId: gen.id, kind: 'enemyCollision' }] });
    await beginBattle(
      [bel, gen] as never,
      ['British', 'French'],
      [
        { tokenId: belToken.id, actorId: bel.id },
        { tokenId: genToken.id, actorId: gen.id },
      ],
    );
    await turnServices().battle.write(await startTurnDeck(battle(), seededRandomBelow(3)));
    // Every roll: the Abilità rolls 16, any broadside and the melee 17 (carried).
    for (let i = 0; i < 30; i++) w.world.dice.push([6, 6, 5]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(gen.system.orders).toMatchObject({ prepareBoarding: true, unfoul: false });
    await advanceStep();
    await aiSeatSettled();
    w.world.actAs(alice);
    await rollAbilita([bel.uuid]);
    w.world.actAs(w.gm);
    await advanceStep();
    await aiSeatSettled();
    expect(battle().step).toBe('cards');
    expect(gen.system.boarding.partiesReady).toBe(true);
    let sawBoardingCard = false;
    for (let i = 0; i < 20 && !battle().ended && battle().step === 'cards'; i++) {
      const next = await drawTurnCard();
      await aiSeatSettled();
      const card = next.deck?.cards[next.deck.drawn - 1];
      if (!card) break;
      const frenchBoarding = card.kind === 'boarding' && card.side === 'French';
      if (frenchBoarding) sawBoardingCard = true;
      // No melee before the French boarding card is in play.
      if (!sawBoardingCard) expect(cardsOfKind('melee', () => true)).toHaveLength(0);
      if (frenchBoarding) break;
    }
    expect(sawBoardingCard).toBe(true);
    const melees = cardsOfKind('melee', (c) => c.turn === 1);
    expect(melees).toHaveLength(1);
    expect(melees[0]!.card).toMatchObject({ attacker: { name: 'Généreux' }, faces: [6, 6, 5] });
    expect(aiCard('boarding')?.lines[0]?.reason?.id).toBe('boardHer');
    // The French commander's buttons: the attacker's effect applied; the defender's is the card close's.
    expect(gen.system.boarding.partiesReady).toBe(false);
  });
});

describe('issue 13 SD-220 D-19 the AI lays an enemy aboard', () => {
  it('D-19 / FP-5.8 free, a crippled enemy within an easy-sail move ahead: parties ordered, the guns held, the move ends alongside her (a deliberate contact)', async () => {
    const w = await canvasWorld();
    installCombat();
    registerTurn();
    const alice = w.player('Alice');
    const bel = await shipActor('Bellona', {
      ownership: { [alice.id]: OWNERSHIP.OWNER },
      system: { sail: 'easy', side: 'British', ...CRIPPLED },
    });
    const gen = await shipActor('Généreux', {
      system: { side: 'French', sail: 'easy', crew: 'elite', originalCrew: 'elite' },
    });
    // North wind, both heading east; Généreux astern of Bellona, her bow short of Bellona's stern.
    const genToken = await placeShip(w.scene, gen, 450, -200, 90);
    const belToken = await placeShip(w.scene, bel, 600, -200, 90);
    w.world.actAs(w.gm);
    await beginBattle(
      [gen, bel] as never,
      ['French', 'British'],
      [
        { tokenId: genToken.id, actorId: gen.id },
        { tokenId: belToken.id, actorId: bel.id },
      ],
    );
    for (let i = 0; i < 10; i++) w.world.dice.push([5, 5, 5]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const o = gen.system.orders;
    expect(o).toMatchObject({
      prepareBoarding: true,
      firePort: '',
      fireStarboard: '',
      unfoul: false,
    });
    expect(aiCard('orders')?.lines.map((l) => l.reason?.id)).toEqual(
      expect.arrayContaining(['boardHer', 'steerToLayAboard', 'holdForBoarding']),
    );
    expect(refusedOrFallback('orders')).toEqual([]);
    const t = { ...w, genereux: gen, bellona: bel, alice } as unknown as Table;
    await toFrench(t, 'boarding');
    await aiSeatSettled();
    // D-19 an enemy touched at easy sail: a deliberate boarding contact, made by Généreux's move.
    expect(gen.system.contacts).toEqual([
      expect.objectContaining({
        actorId: bel.id,
        kind: 'boarding',
        mover: true,
        moverSail: 'easy',
      }),
    ]);
    // FP-7.2 parties prepared by the roll, the melee asked for in the boarding step.
    expect(cardsOfKind('melee', (c) => c.turn === 1).map((m) => m.card.attacker.name)).toEqual([
      'Généreux',
    ]);
  });
});
