// Issue 13 "In Foundry": the GM hands a side to the AI captain. On a (fake) table with the canvas glue,
// the AI plays the French part of a whole turn in the default alternating flow - orders, the Abilità
// roll, course, movement and fire, boarding, morale - through the player's path (saveOrders, the roll
// request, the cards' buttons, the referee's manoeuvre judged as a player's), while Alice plays the
// British part by hand. Also: a decision the referee refuses is noted and replaced by a legal one; the
// GM takes the side back mid-step; a player cannot hand a side over.
import { describe, expect, it } from 'vitest';
import { cardsOfKind, isRefereeCard } from '../../src/foundry/chat/messages.js';
import { lastMoveOf } from '../../src/foundry/canvas/scene-ships.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { headingIndex } from '../../src/rules/index.js';
import { aiSides } from '../../src/foundry/turn/ai-seat/seats.js';
import { AI_ACTION_HOOK } from '../../src/foundry/turn/ai-seat/ai-steps.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { aiCards, battleOnTable, next, readyFor } from './ai-seat-support.js';

describe('issue 13 the AI seat: the AI captain plays a side through the player path', () => {
  it('plays the French part of a whole turn (orders, Abilità, course, move and fire, boarding, morale) against a human British part', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    // Spare faces: the Abilità roll, then any critical or morale roll the turn brings.
    t.world.dice.push([4, 4, 4], [3, 3, 3], [3, 3, 3], [3, 3, 3], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(aiSides()).toEqual(['French']);

    // ---- orders (FP-3): written through saveOrders, each ship's card with its reasons ----
    const orderCards = aiCards('orders');
    expect(orderCards.map((c) => c.card.ship.name)).toEqual(['Généreux', 'Guillaume Tell']);
    for (const { card, message } of orderCards) {
      expect(card).toMatchObject({ turn: 1, side: 'French', segment: null });
      expect(card.lines.map((l) => l.kind)).toEqual(
        expect.arrayContaining(['target', 'sail', 'course', 'guns']),
      );
      expect(card.lines.find((l) => l.kind === 'target')!.text).toMatch(/engage the nearest enemy/);
      // The referee accepted them: nothing refused, nothing fallen back on.
      expect(card.lines.some((l) => l.kind === 'refused' || l.kind === 'fallback')).toBe(false);
      // Posted by the GM's client (a genuine referee card).
      expect(isRefereeCard(message)).toBe(true);
    }
    for (const ship of [t.genereux, t.tell]) {
      expect(ship.system.orders.turn).toBe(1);
      expect(ship.system.orders.locked).toBe(false);
    }
    // The captain orders a broadside that will bear: Bellona lies off the French ships' starboard side.
    const fired = [t.genereux, t.tell].filter(
      (s) => s.system.orders.firePort || s.system.orders.fireStarboard,
    );
    expect(fired.length).toBeGreaterThan(0);

    // ---- Abilità (FP-3/FP-4): one roll for the fleet, rolled on the GM's client ----
    await next(t);
    expect(battle().step).toBe('abilita');
    const rolls = cardsOfKind('abilita', (c) => c.side === 'French');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]!.card.ships.map((s) => s.name)).toEqual(['Généreux', 'Guillaume Tell']);
    expect(rolls[0]!.card.faces).toEqual([4, 4, 4]);
    expect(t.genereux.system.orders.locked).toBe(true);
    expect(readyFor(t, 'French', ['applyOrder', 'bearAway'])).toEqual([]);

    // ---- course (FP-5.5): the card's turn buttons pressed by the AI ----
    await next(t);
    expect(battle().step).toBe('course');
    expect(readyFor(t, 'French', ['turnShip'])).toEqual([]);
    // 4+4+4 passes both course changes: each token now heads where its orders said.
    for (const [ship, token] of [
      [t.genereux, t.tokens.gen],
      [t.tell, t.tokens.gt],
    ] as const) {
      const course = rolls[0]!.card.ships.find((s) => s.actorUuid === ship.uuid)!.orders
        .changeCourse;
      expect(course).not.toBe('');
      expect(rotationToHeadingIndex(token.rotation)).toBe(headingIndex(course));
    }

    // ---- movement and fire (FP-5.7 / FP-6.2 / FP-6.4) ----
    const startX = t.tokens.gen.x;
    await next(t);
    expect(battle().step).toBe('moveFire');
    for (const token of [t.tokens.gen, t.tokens.gt]) {
      const last = lastMoveOf(token as never);
      expect(last).toMatchObject({ turn: 1 });
      expect(last!.movedMm).toBeGreaterThan(0);
    }
    expect(t.tokens.gen.x).not.toBe(startX);
    const moveCards = aiCards('moveFire');
    expect(moveCards.map((c) => c.card.ship.name)).toEqual(['Généreux', 'Guillaume Tell']);
    const gunnery = cardsOfKind('gunnery', (c) => c.side === 'French');
    const ordered = fired.flatMap((s) =>
      (['firePort', 'fireStarboard'] as const).filter((k) => s.system.orders[k]),
    );
    expect(gunnery).toHaveLength(ordered.length);
    // Each broadside fired has its firing point's reason on the AI's card.
    const points = moveCards.flatMap((c) => c.card.lines.filter((l) => l.kind === 'firingPoint'));
    expect(points).toHaveLength(ordered.length);
    for (const p of points) expect(p.text).toMatch(/^fire (port|starboard) /);
    // The damage buttons a commander presses were pressed: nothing left for the referee.
    expect(
      readyFor(t, 'French', ['applyDamage', 'applyUnlucky', 'applyWellLaid', 'applyExplosionFire']),
    ).toEqual([]);
    // A move is the player's one move: the AI cannot move a ship a second time this turn.
    const genLast = lastMoveOf(t.tokens.gen as never)!;

    // ---- boarding, morale: the end of the French part ----
    await next(t);
    expect(battle().step).toBe('boarding');
    await next(t);
    expect(battle().step).toBe('morale');
    // ---- the British part: Alice's; the AI does nothing for her ships ----
    await next(t);
    expect(battle()).toMatchObject({ turn: 1, step: 'orders', sideIndex: 1 });
    t.world.actAs(t.alice);
    expect(await saveOrders(t.bellona.uuid, { firePort: 'hull' })).toEqual([]);
    for (let i = 0; i < 5; i++) await next(t);
    expect(battle()).toMatchObject({ turn: 1, step: 'morale', sideIndex: 1 });
    expect(aiCards().every((c) => c.card.side === 'French')).toBe(true);
    expect(aiCards()).toHaveLength(4);
    expect(lastMoveOf(t.tokens.gen as never)).toEqual(genLast);
    // ---- turn 2: the AI writes the French orders again ----
    await next(t);
    expect(battle()).toMatchObject({ turn: 2, step: 'orders', sideIndex: 0 });
    expect(aiCards('orders').filter((c) => c.card.turn === 2)).toHaveLength(2);
  });

  it('a decision the referee refuses is not forced: the refusal is on the card, and a legal choice is written instead (OR-9 / SD-35)', async () => {
    // Généreux has three RDC jury-rigged this battle: easy sail at most. Far from Bellona, the captain
    // wants full sail to close; the referee's orderErrors refuses it.
    const t = await battleOnTable({
      genereux: { wreck: { rdcDown: 0, leeSide: '', restored: 3 } },
    });
    await t.tokens.gen.update({ x: t.tokens.gen.x + 4000 });
    t.world.actAs(t.gm);
    await toggleAiSeat('French');
    await aiSeatSettled();
    const card = aiCards('orders').find((c) => c.card.ship.name === 'Généreux')!.card;
    expect(card.lines.find((l) => l.kind === 'sail')!.text).toMatch(/^make full sail/);
    const refused = card.lines.find((l) => l.kind === 'refused')!;
    expect(refused.text).toBe(game.i18n!.localize('SCA.Turn.Orders.Error.RestoredEasyOnly'));
    expect(card.lines.filter((l) => l.kind === 'fallback').length).toBeGreaterThan(0);
    expect(t.genereux.system.orders.increaseSail).toBe(false);
    expect(t.genereux.system.orders.turn).toBe(1);
  });

  it('the GM takes the side back mid-step: the AI stops before its next action, what it did stands', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    const seen: string[] = [];
    Hooks.on(
      AI_ACTION_HOOK as never,
      ((data: { action: string; actorUuid?: string }) => {
        seen.push(`${data.action}:${data.actorUuid ?? ''}`);
        // Taken back as soon as the first ship's orders are written.
        if (seen.length === 1) void toggleAiSeat('French');
      }) as never,
    );
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(aiSides()).toEqual([]);
    expect(seen).toEqual([`orders:${t.genereux.uuid}`]);
    expect(aiCards().map((c) => c.card.ship.name)).toEqual(['Généreux']);
    // Généreux's orders stand; Guillaume Tell got none.
    expect(t.genereux.system.orders.turn).toBe(1);
    expect(t.tell.system.orders.turn === 1 && t.tell.system.orders.firePort !== '').toBe(false);
    // The next step: nothing rolled by the AI.
    t.world.dice.push([4, 4, 4]);
    await next(t);
    expect(battle().step).toBe('abilita');
    expect(cardsOfKind('abilita')).toHaveLength(0);
    // Handed over again, it picks up where the part is: Généreux's orders stand as written, Guillaume
    // Tell (no orders yet) gets its orders now, and the fleet rolls.
    const written = { ...t.genereux.system.orders };
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(aiCards('orders').map((c) => c.card.ship.name)).toEqual(['Généreux', 'Guillaume Tell']);
    expect(cardsOfKind('abilita').map((m) => m.card.ships.map((s) => s.name))).toEqual([
      ['Généreux', 'Guillaume Tell'],
    ]);
    expect({ ...t.genereux.system.orders, locked: false }).toEqual({ ...written, locked: false });
  });
});
