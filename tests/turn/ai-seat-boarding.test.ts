// Issue 13 / SD-220: the AI seat boards and unfouls like the battle simulation's captain, through the
// player's path only. Held in contact with an enemy it judges it can take (or a struck one) it orders
// boarding parties instead of unfoul, and in the boarding step asks the referee for the melee and
// presses the melee card's buttons; from an enemy it cannot take it unfouls; free, it lays one aboard
// at easy sail (D-19); in a card-driven turn it boards on its fleet's boarding card (HR-5). Whatever it
// writes the referee accepts; a player cannot hand it a side, nor lure it aboard by writing the ships'
// data or posting a melee card.
import { describe, expect, it } from 'vitest';
import { cardsOfKind, isRefereeCard } from '../../src/foundry/chat/messages.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import {
  CRIPPLED,
  type SystemOverrides,
  aiCard,
  alongside,
  contactLine,
  refusedOrFallback,
  toFrench,
} from './ai-seat-boarding-support.js';

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
