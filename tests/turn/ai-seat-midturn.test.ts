// Issue 13 the AI seat mid-turn (split from ai-seat.test.ts, same describe): the broadside's target
// the AI names (D-18), its move judged as a player's (SD-173), handed over at the Abilità step and taken
// back during movement and fire, and its move waiting in the referee's queue (SD-278).
import { describe, expect, it } from 'vitest';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { lastMoveOf } from '../../src/foundry/canvas/scene-ships.js';
import { refereeManoeuvre } from '../../src/foundry/canvas/moves.js';
import { inRefereeTurn } from '../../src/foundry/referee/channel.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { aiSides } from '../../src/foundry/turn/ai-seat/seats.js';
import { AI_ACTION_HOOK } from '../../src/foundry/turn/ai-seat/ai-steps.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { aiCards, battleOnTable, next } from './ai-seat-support.js';

describe('issue 13 the AI seat: the AI captain plays a side through the player path', () => {
  it('D-18 a broadside with a target in each half: the AI names the enemy it chose, the referee has nothing left to settle', async () => {
    const t = await battleOnTable({}, { x: 560, y: -330 });
    t.world.actAs(t.gm);
    t.world.dice.push([4, 4, 4], [3, 3, 3], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    for (let i = 0; i < 3; i++) await next(t);
    expect(battle().step).toBe('moveFire');
    // Généreux's starboard broadside has Bellona in the fore half and Audacious in the aft (D-18).
    const gen = cardsOfKind('gunnery', (c) => c.firerName === 'Généreux')[0]!.card;
    expect(gen.choices).toEqual([t.bellona.uuid, t.extra!.uuid]);
    // The AI took the enemy it engages (Audacious, the nearest when it moved), as a player would click.
    expect(gen.targetUuid).toBe(t.extra!.uuid);
    const lines = aiCards('moveFire').find((c) => c.card.ship.name === 'Généreux')!.card.lines;
    expect(lines.find((l) => l.kind === 'target')!.text).toBe('fire at Audacious');
    // The firing point was judged against her: the range on the card is the gunnery card's.
    const range = Math.round(gen.candidates.find((c) => c.actorUuid === t.extra!.uuid)!.rangeMm);
    expect(lines.find((l) => l.kind === 'firingPoint')!.text).toContain(`${range} mm`);
  });

  it("SD-173 the AI's move is judged as a player's: outside its side's movement step the referee refuses it (the GM's own free move is not)", async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    expect(battle().step).toBe('orders');
    const x = t.tokens.gen.x;
    await expect(
      refereeManoeuvre(t.gm as never, t.scene as never, t.tokens.gen.id, 'hold:4', 60, {
        asCommander: true,
      }),
    ).rejects.toThrow(game.i18n!.localize('SCA.Turn.Gate.NotMoveStep'));
    expect(t.tokens.gen.x).toBe(x);
    const free = await refereeManoeuvre(
      t.gm as never,
      t.scene as never,
      t.tokens.gen.id,
      'hold:4',
      60,
    );
    expect(free.outcome.movedMm).toBeCloseTo(60, 6);
  });

  it('handed over at the Abilità step: valid orders written by hand stand, refused ones are written again by the AI, and the fleet rolls', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    // FP-5.5 from a beam reach (E in a north wind) NNE is in irons: refused by the referee.
    expect(await saveOrders(t.genereux.uuid, { changeCourse: 'NNE' })).toEqual([
      game.i18n!.localize('SCA.Turn.Orders.Error.CourseIllegal'),
    ]);
    expect(await saveOrders(t.tell.uuid, { fireStarboard: 'rigging' })).toEqual([]);
    await next(t);
    expect(battle().step).toBe('abilita');
    t.world.dice.push([4, 4, 4]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(aiCards('orders').map((c) => c.card.ship.name)).toEqual(['Généreux']);
    const [roll] = cardsOfKind('abilita');
    expect(roll!.card.ships.map((s) => s.name)).toEqual(['Généreux', 'Guillaume Tell']);
    expect(roll!.card.ships[0]!.orders.changeCourse).not.toBe('NNE');
    expect(roll!.card.ships[1]!.orders).toMatchObject({
      fireStarboard: 'rigging',
      changeCourse: '',
    });
  });

  it('taken back during movement and fire: the first ship moved and fired, the second stays where it is for the GM or its players', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    t.world.dice.push([4, 4, 4], [3, 3, 3], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    for (let i = 0; i < 2; i++) await next(t);
    expect(battle().step).toBe('course');
    Hooks.on(
      AI_ACTION_HOOK as never,
      ((data: { action: string }) => {
        if (data.action === 'moveFire') void toggleAiSeat('French');
      }) as never,
    );
    const before = { x: t.tokens.gt.x, y: t.tokens.gt.y };
    await next(t);
    expect(battle().step).toBe('moveFire');
    expect(aiSides()).toEqual([]);
    expect(aiCards('moveFire').map((c) => c.card.ship.name)).toEqual(['Généreux']);
    expect(lastMoveOf(t.tokens.gen as never)!.movedMm).toBeGreaterThan(0);
    expect(cardsOfKind('gunnery').map((c) => c.card.firerName)).toEqual(['Généreux']);
    expect({ x: t.tokens.gt.x, y: t.tokens.gt.y }).toEqual(before);
    expect(lastMoveOf(t.tokens.gt as never)).toBeNull();
  });

  it("SD-278 the AI's move takes its turn in the referee's queue: it waits for the request being judged", async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    t.world.dice.push([4, 4, 4], [3, 3, 3], [3, 3, 3], [3, 3, 3]);
    for (let i = 0; i < 3; i++) await next(t);
    expect(battle().step).toBe('moveFire');
    const before = { x: t.tokens.gen.x, y: t.tokens.gen.y };
    // A request being judged holds the queue (a player's manoeuvre, say) while the GM hands the side over.
    let release!: () => void;
    const held = inRefereeTurn(() => new Promise<void>((r) => (release = r)));
    await toggleAiSeat('French');
    await new Promise((r) => setTimeout(r, 50));
    expect({ x: t.tokens.gen.x, y: t.tokens.gen.y }).toEqual(before);
    release();
    await held;
    await aiSeatSettled();
    expect(lastMoveOf(t.tokens.gen as never)!.movedMm).toBeGreaterThan(0);
  });
});
