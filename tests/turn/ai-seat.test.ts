// Issue 13 "In Foundry": the GM hands a side to the AI captain. On a (fake) table with the canvas glue,
// the AI plays the French part of a whole turn in the default alternating flow - orders, the Abilità
// roll, course, movement and fire, boarding, morale - through the player's path (saveOrders, the roll
// request, the cards' buttons, the referee's manoeuvre judged as a player's), while Alice plays the
// British part by hand. Also: a decision the referee refuses is noted and replaced by a legal one; the
// GM takes the side back mid-step; a player cannot hand a side over.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind, isRefereeCard } from '../../src/foundry/chat/messages.js';
import { cardView, viewContextOf } from '../../src/foundry/chat/render.js';
import type { Card } from '../../src/foundry/chat/card-data.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { lastMoveOf } from '../../src/foundry/canvas/scene-ships.js';
import { refereeManoeuvre } from '../../src/foundry/canvas/moves.js';
import { inRefereeTurn } from '../../src/foundry/referee/channel.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { actionsOf } from '../../src/foundry/turn/compulsory.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import {
  headingIndex,
  headingName,
  headingsTowardEdge,
  legalCourseChanges,
} from '../../src/rules/index.js';
import { AI_SEATS_SETTING, aiSides } from '../../src/foundry/turn/ai-seat/seats.js';
import { AI_ACTION_HOOK } from '../../src/foundry/turn/ai-seat/ai-steps.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';

type SystemOverrides = NonNullable<NonNullable<Parameters<typeof shipActor>[1]>['system']>;

/** Bellona (Alice's, British) against Généreux and Guillaume Tell (French, no player: an empty seat). */
async function battleOnTable(
  french: { genereux?: SystemOverrides; tell?: SystemOverrides } = {},
  /** A second British ship (Alice's) placed there, table mm. */
  audacious?: { x: number; y: number },
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average', ...french.genereux },
  });
  const tell = await shipActor('Guillaume Tell', {
    classId: '3rd-80l',
    system: { side: 'French', sail: 'easy', crew: 'average', ...french.tell },
  });
  // North wind; all heading east (beam reach). The French lie off Bellona's port bow.
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const gen = await placeShip(w.scene, genereux, 760, -150, 90);
  const gt = await placeShip(w.scene, tell, 600, -100, 90);
  const extra = audacious
    ? await shipActor('Audacious', {
        ownership: { [alice.id]: OWNERSHIP.OWNER },
        system: { sail: 'easy', side: 'British', crew: 'average' },
      })
    : null;
  const aud = extra ? await placeShip(w.scene, extra, audacious!.x, audacious!.y, 90) : null;
  w.world.actAs(w.gm);
  await beginBattle(
    [genereux, tell, bellona, ...(extra ? [extra] : [])] as never,
    ['French', 'British'],
    [
      { tokenId: gen.id, actorId: genereux.id },
      { tokenId: gt.id, actorId: tell.id },
      { tokenId: mine.id, actorId: bellona.id },
      ...(extra && aud ? [{ tokenId: aud.id, actorId: extra.id }] : []),
    ],
  );
  return { ...w, alice, bellona, genereux, tell, extra, tokens: { mine, gen, gt, aud } };
}

type Table = Awaited<ReturnType<typeof battleOnTable>>;

/** The GM advances one step and waits for the AI to finish what that step asks of it. */
async function next(t: Table): Promise<void> {
  t.world.actAs(t.gm);
  await advanceStep();
  await aiSeatSettled();
}

/** Buttons of the part's cards still ready for a commander of `side` among `actions`. */
function readyFor(t: Table, side: string, actions: readonly string[]): string[] {
  const state = battle();
  const viewer = {
    isGM: false,
    owns: (uuid: string) =>
      [t.genereux, t.tell, t.bellona].some(
        (s) => s.uuid === uuid && (s.system as { side: string }).side === side,
      ),
  };
  const out: string[] = [];
  for (const kind of ['abilita', 'gunnery', 'critical', 'moraleList'] as const)
    for (const { message, card } of cardsOfKind(kind, (c) => c.turn === state.turn)) {
      const ctx = { ...viewContextOf(message, card as Card, t.gm as never), viewer };
      for (const a of actionsOf(cardView(card as Card, ctx)))
        if (a.state === 'ready' && actions.includes(a.action)) out.push(`${kind}:${a.action}`);
    }
  return out;
}

const aiCards = (step?: string) =>
  cardsOfKind('aiCaptain', (c) => step === undefined || c.step === step);

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

  it('forged: a player cannot hand a side to the AI, by the tracker call or by writing the setting', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.alice);
    await expect(toggleAiSeat('French')).rejects.toThrow(
      game.i18n!.localize('SCA.Turn.Error.GMOnly'),
    );
    await expect(
      t.world.settings.set(SYSTEM_ID, AI_SEATS_SETTING, {
        combatId: (game as unknown as { combat: { id: string } }).combat.id,
        sides: ['French'],
      }),
    ).rejects.toThrow(/may not change/);
    expect(aiSides()).toEqual([]);
    // Nothing was played for either side.
    await aiSeatSettled();
    expect(aiCards()).toHaveLength(0);
    expect(t.genereux.system.orders.firePort).toBe('');
  });

  it('forged: an AI card posted by a player does not make the AI skip a ship', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.alice);
    const { CARD_TYPE } = await import('../../src/foundry/chat/card-model.js');
    await (ChatMessage as unknown as { create(d: object): Promise<unknown> })
      .create({
        type: CARD_TYPE,
        system: {
          card: {
            kind: 'aiCaptain',
            turn: 1,
            side: 'French',
            step: 'orders',
            segment: null,
            ship: { actorUuid: t.genereux.uuid, name: 'Généreux' },
            lines: [],
          },
        },
      })
      .catch(() => null);
    t.world.actAs(t.gm);
    await toggleAiSeat('French');
    await aiSeatSettled();
    expect(aiCards('orders').map((c) => c.card.ship.name)).toEqual(['Généreux', 'Guillaume Tell']);
    expect(t.genereux.system.orders.turn).toBe(1);
  });
});

describe('issue 13 the AI seat under HR-4: a broken fleet steers for its edge (SD-182)', () => {
  it('HR-4 the AI writes the legal heading nearest its edge for each ship of its broken fleet', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.gm);
    await t.world.settings.set(SYSTEM_ID, 'fleetMorale', true);
    // The referee's record: the French fleet broke, its edge the south one.
    const broken = {
      side: 'French',
      phase: 'broken',
      listMessageId: 'x',
      testsBefore: [],
      lossLevelsAtBrink: 0,
      order: 1,
      saved: [],
      edge: 'S',
    };
    await (game as unknown as { combat: Combat }).combat.update({
      [`flags.${SYSTEM_ID}.fleetMorale`]: { records: [broken] },
    } as never);
    t.world.dice.push([4, 4, 4], [3, 3, 3], [3, 3, 3]);
    await toggleAiSeat('French');
    await aiSeatSettled();
    // North wind, both heading east: of the legal changes (FP-5.5) the one nearest south.
    const legal = legalCourseChanges(4, 0, { rudderDamaged: false }).map((c) => c.heading);
    const expected = headingsTowardEdge([4, ...legal], 'S').map(headingName);
    for (const ship of [t.genereux, t.tell]) {
      const orders = (ship.system as { orders: { changeCourse: string; decreaseSail: boolean } })
        .orders;
      expect(expected).toContain(orders.changeCourse);
      expect(orders.decreaseSail).toBe(false);
    }
    for (const { card } of aiCards('orders')) expect(card.lines.at(-1)!.kind).not.toBe('refused');
  });
});
