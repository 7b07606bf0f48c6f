// FP-5.7 / SD-150 the whole move is compulsory: when a side's movement-and-fire step closes (FP-3),
// each segment's (OR-3), or a squadron's movement-and-fire card (HR-5, SD-126), the referee sails
// straight ahead the rest of the move of every ship concerned that stopped short, before the
// compulsory broadsides; contacts stop it with their effects; ships that make no straight move
// (SD-21) stay. On a real (fake) canvas.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { LAST_MOVE_FLAG, type LastMove } from '../../src/foundry/canvas/scene-ships.js';
import { pxToMm, tokenCentrePx } from '../../src/foundry/canvas/table-ships.js';
import { settleTokenGuard } from '../../src/foundry/canvas/token-guard.js';
import type { MoveCompletedCard } from '../../src/foundry/chat/card-data.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import type { ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { advanceStep, beginBattle, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle, rollAbilita, saveOrders } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import type { FakeTokenDocument } from '../fake-foundry/canvas.js';
import { installCards } from '../fake-foundry/cards.js';
import { installCombat } from '../fake-foundry/combat.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { asHostileClient } from '../support/foundry.js';

/** Wind from the south-west (10 x 22.5 = 225 degrees), a breeze: heading E or N is a quarter reach. */
const WIND = { direction: 10, strength: 'breeze' as const };

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

interface TableOpts {
  twoSegment?: boolean;
  cards?: boolean;
  /** Where the French ship lies (default far to the north-east, out of every move's way). */
  theirs?: { x: number; y: number; heading: number };
  mine?: DeepPartial<ShipSystemSource>;
  /** Bellona's heading in degrees (default 90, east). */
  mineHeading?: number;
}

/**
 * Bellona (Alice's, British, easy sail: 90 mm a turn) at (200, -400) heading E; Généreux (Bob's,
 * French, easy sail) heading N.
 */
async function table(opts: TableOpts = {}) {
  const w = await canvasWorld({ wind: WIND });
  installCombat();
  if (opts.cards) installCards();
  registerTurn();
  if (opts.twoSegment) await w.world.settings.set(SYSTEM_ID, 'twoSegmentTurn', true);
  if (opts.cards) await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average', squadron: 'Van', ...opts.mine },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French', crew: 'average', squadron: 'Van' },
  });
  const at = opts.theirs ?? { x: 1200, y: -900, heading: 0 };
  const mine = await placeShip(w.scene, bellona, 200, -400, opts.mineHeading ?? 90);
  const theirs = await placeShip(w.scene, genereux, at.x, at.y, at.heading);
  w.world.actAs(w.gm);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  // HR-5 the deck in its built order: the British Van's card before the French Van's.
  if (opts.cards) await turnServices().battle.write(await startTurnDeck(battle(), (n) => n - 1));
  return { ...w, alice, bob, bellona, genereux, mine, theirs };
}

type Table = Awaited<ReturnType<typeof table>>;

const centre = (t: Table, k: FakeTokenDocument) =>
  pxToMm(tokenCentrePx(k, t.scene.grid), t.scene.grid);

/** The GM advances to `side`'s movement-and-fire step (OR-3: of `segment`) of turn 1. */
async function toMoveStep(t: Table, side: string, segment?: 1 | 2): Promise<void> {
  t.world.actAs(t.gm);
  const here = () => {
    const s = battle();
    return (
      s.sides[s.sideIndex]!.id === side &&
      s.step === 'moveFire' &&
      (segment === undefined || s.segment === segment)
    );
  };
  for (let i = 0; i < 20 && !here(); i++) await advanceStep();
  expect(here()).toBe(true);
}

const completedCards = () =>
  cardsOfKind('moveCompleted').map((c) => c.card as unknown as MoveCompletedCard);

const lastMove = (k: FakeTokenDocument) => k.getFlag(SYSTEM_ID, LAST_MOVE_FLAG) as LastMove;

describe('FP-5.7 SD-150 the referee completes the move at the close (alternating turn)', () => {
  it('FP-5.7 SD-150 a ship moved 30 of its 90 mm is carried the remaining 60 mm when her side’s step closes; the card says so', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 30);
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 30, 0);
    // The GM closes the British movement-and-fire step.
    t.world.actAs(t.gm);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
    expect(centre(t, t.mine).y).toBeCloseTo(start.y, 0);
    expect(lastMove(t.mine).movedMm).toBeCloseTo(90, 6);
    const cards = completedCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ turn: 1, side: 'British', segment: null });
    expect(cards[0]!.ships).toHaveLength(1);
    expect(cards[0]!.ships[0]).toMatchObject({ name: 'Bellona', contactWith: [], aground: false });
    expect(cards[0]!.ships[0]!.movedMm).toBeCloseTo(60, 6);
    expect(cardsOfKind('moveCompleted')[0]!.message.content).toContain(
      'Bellona completed her move: 60\u00a0mm',
    );
    // The French ship waits for her own side's close: then her whole 90 mm northwards.
    const theirs = centre(t, t.theirs);
    expect(theirs).toEqual(centre(t, t.theirs));
    await toMoveStep(t, 'French');
    expect(centre(t, t.theirs)).toEqual(theirs);
    await advanceStep();
    expect(centre(t, t.theirs).y).toBeCloseTo(theirs.y + 90, 0);
    expect(completedCards()).toHaveLength(2);
    // A step closed again (the GM stepped back) sails nothing more: the move is whole.
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
  });

  it('FP-5.7 SD-150 a ship that made her whole move is not moved and no card is posted', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    t.world.actAs(t.gm);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
    expect(completedCards()).toHaveLength(0);
  });

  it('FP-5.7 FP-5.8 SD-150 the completion runs into an enemy: it stops at contact and both ships take the collision effects', async () => {
    // Généreux lies across Bellona's course 70 mm ahead (her side at 270 - 20 = 250 mm east).
    const t = await table({ theirs: { x: 290, y: -400, heading: 0 } });
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 10);
    expect(t.bellona.system.contacts).toEqual([]);
    t.world.actAs(t.gm);
    await advanceStep();
    // Stopped at contact (FP-5.8): the contact on both, the collision (enemy, easy sail: D-19 a
    // deliberate boarding contact; no hove to, no damage) recorded as the player's own move would.
    expect(t.bellona.system.contacts.map((c) => c.actorId)).toEqual([t.genereux.id]);
    expect(t.genereux.system.contacts.map((c) => c.actorId)).toEqual([t.bellona.id]);
    const card = completedCards()[0]!;
    expect(card.ships[0]!.contactWith).toEqual(['Généreux']);
    expect(card.ships[0]!.movedMm).toBeLessThan(80);
    expect(cardsOfKind('moveCompleted')[0]!.message.content).toContain(
      'stopped in contact with Généreux',
    );
  });

  it('FP-5.7 FP-5.8 SD-150 at full sail the completion that runs into an enemy is a collision: rigging damage and both hove to', async () => {
    const t = await table({ theirs: { x: 350, y: -400, heading: 0 }, mine: { sail: 'full' } });
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 10);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(t.bellona.system.contacts.map((c) => c.actorId)).toEqual([t.genereux.id]);
    expect(t.bellona.system.hoveTo).toBe(true);
    expect(t.genereux.system.hoveTo).toBe(true);
    expect(t.bellona.system.damage.rigging).toBeGreaterThan(0);
    expect(t.genereux.system.damage.rigging).toBeGreaterThan(0);
  });

  it('FP-6.6 SD-150 a ship with a damaged rudder that did not move makes the rudder’s one-point bear-away with the completion', async () => {
    // SSE (157.5 degrees) with the wind from SW: close-hauled, so the damaged rudder must bear away, to SE.
    const t = await table({ mineHeading: 157.5, mine: { rudderDamaged: true } });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    await advanceStep();
    expect(rotationToHeadingIndex(t.mine.rotation)).toBe(6);
    const end = centre(t, t.mine);
    const moved = Math.hypot(end.x - start.x, end.y - start.y);
    expect(moved).toBeGreaterThan(80);
    expect(completedCards()[0]!.ships[0]!.movedMm).toBeCloseTo(90, 6);
  });

  // Set by the GM once the battle has begun (a new turn frees a ship hove to with no contact, FP-5.8).
  for (const [what, change] of [
    ['hove to', { 'system.hoveTo': true }],
    ['furled', { 'system.sail': 'furled' }],
    ['struck', { 'system.status.struck': true }],
  ] as const) {
    it(`SD-21 SD-150 a ${what} ship makes no straight move: the close leaves her where she is`, async () => {
      const t = await table();
      await t.bellona.update(change);
      const start = centre(t, t.mine);
      await toMoveStep(t, 'British');
      await advanceStep();
      expect(centre(t, t.mine)).toEqual(start);
      expect(completedCards()).toHaveLength(0);
    });
  }
});

describe('FP-6.2 SD-150 the compulsory broadsides fire from where the completion ends', () => {
  it('FP-6.2 SD-150 an ordered broadside not fired is fired at the close after the rest of the move: its range is the one from the end of the move', async () => {
    // Généreux 200 mm north and 90 mm ahead of the end of Bellona's move: nearer at the end than part-way.
    const t = await table({ theirs: { x: 380, y: -200, heading: 90 } });
    t.world.actAs(t.alice);
    expect(await saveOrders(t.bellona.uuid, { firePort: 'hull' })).toEqual([]);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(battle().step).toBe('abilita');
    t.world.actAs(t.alice);
    t.world.dice.push([5, 5, 5]);
    await rollAbilita([t.bellona.uuid]);
    await toMoveStep(t, 'British');
    const rangeHere = async () =>
      (await turnServices().targeting.broadsideTargets(t.bellona.uuid, 'port')).candidates[0]
        ?.rangeMm;
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 30);
    const after30 = await rangeHere();
    t.world.actAs(t.gm);
    await advanceStep();
    const fired = cardsOfKind('gunnery', (c) => c.firerName === 'Bellona');
    expect(fired).toHaveLength(1);
    const atEnd = await rangeHere();
    expect(atEnd).toBeDefined();
    expect(fired[0]!.card.candidates[0]!.rangeMm).toBeCloseTo(atEnd!, 6);
    expect(atEnd!).toBeLessThan(after30! - 5);
  });
});

describe('OR-3 SD-150 the completion per segment', () => {
  it('OR-3 SD-50 SD-150 each segment closes with its own allowance: 15 of 45 mm made in segment 1 (+30), none in segment 2 (+45)', async () => {
    const t = await table({ twoSegment: true });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 15);
    await toMoveStep(t, 'British', 2);
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 45, 0);
    expect(completedCards()[0]).toMatchObject({ segment: 1 });
    expect(completedCards()[0]!.ships[0]!.movedMm).toBeCloseTo(30, 6);
    // Segment 2: the player does not move; the close sails its whole 45 mm.
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
    expect(completedCards()[1]).toMatchObject({ segment: 2 });
    expect(completedCards()[1]!.ships[0]!.movedMm).toBeCloseTo(45, 6);
  });
});

describe('HR-5 SD-126 SD-150 the completion on the squadron card’s close', () => {
  it('HR-5 SD-150 30 of 90 mm on the British Van’s card: drawing the next card carries her the remaining 60 mm', async () => {
    const t = await table({ cards: true });
    const start = centre(t, t.mine);
    await advanceStep();
    await advanceStep();
    expect(battle().step).toBe('cards');
    const inPlay = () => battle().deck!.cards[battle().deck!.drawn - 1];
    const isCard = (side: string) =>
      inPlay()?.kind === 'moveFire' && (inPlay() as { side: string }).side === side;
    while (!isCard('British')) await drawTurnCard();
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 30);
    t.world.actAs(t.gm);
    await drawTurnCard();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
    expect(completedCards()).toHaveLength(1);
    expect(completedCards()[0]).toMatchObject({ side: 'British', segment: null });
    expect(completedCards()[0]!.ships.map((s) => s.name)).toEqual(['Bellona']);
    // Not the French Van's ship: her card has not closed.
    const theirs = centre(t, t.theirs);
    while (!isCard('French')) await drawTurnCard();
    expect(centre(t, t.theirs)).toEqual(theirs);
    while (battle().deck!.drawn < battle().deck!.cards.length) await drawTurnCard();
    await advanceStep();
    expect(centre(t, t.theirs).y).toBeCloseTo(theirs.y + 90, 0);
  });
});

describe('HR-5 SD-117 SD-150 on the card, a ship not under way turns before the completion', () => {
  it('HR-5 SD-150 an ordered course change not made on the card is made at its close first, and the rest of the move is sailed on the new heading', async () => {
    const t = await table({ cards: true });
    const start = centre(t, t.mine);
    t.world.actAs(t.alice);
    expect(await saveOrders(t.bellona.uuid, { changeCourse: 'ESE' })).toEqual([]);
    t.world.actAs(t.gm);
    await advanceStep();
    t.world.actAs(t.alice);
    t.world.dice.push([5, 5, 5]);
    await rollAbilita([t.bellona.uuid]);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(battle().step).toBe('cards');
    const inPlay = () => battle().deck!.cards[battle().deck!.drawn - 1];
    while (!(inPlay()?.kind === 'moveFire' && (inPlay() as { side: string }).side === 'British'))
      await drawTurnCard();
    // Alice neither turns nor moves on her card; the GM draws the next one.
    await drawTurnCard();
    expect(rotationToHeadingIndex(t.mine.rotation)).toBe(5);
    const end = centre(t, t.mine);
    // 90 mm on ESE (112.5 degrees): 83 mm east, 34 mm south (the pivot moves the centre a little).
    expect(end.x - start.x).toBeGreaterThan(75);
    expect(end.y - start.y).toBeLessThan(-25);
    expect(completedCards()[0]!.ships[0]!.movedMm).toBeCloseTo(90, 6);
  });
});

describe('SD-150 forged input: the rest of the move is the referee’s to derive', () => {
  it('SD-150 a player’s client writing the move record (as if the move were whole) is put back; the close still sails the rest', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 30);
    const genuine = lastMove(t.mine);
    t.world.notifications.length = 0;
    await asHostileClient(t.world, () =>
      t.mine.update({
        [`flags.${SYSTEM_ID}.${LAST_MOVE_FLAG}`]: { ...genuine, movedMm: 90 },
      }),
    );
    await settleTokenGuard();
    expect(lastMove(t.mine).movedMm).toBeCloseTo(30, 6);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
  });

  it('SD-150 a player asking the referee to complete or to skip the completion is refused: nothing moves', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    for (const action of ['completeMoves', 'skipMoveCompletion']) {
      const answer = await askReferee(action, { tokenId: t.mine.id, sceneId: t.scene.id });
      expect(answer).toEqual({ status: 'refused', reason: `Unknown request "${action}".` });
    }
    expect(centre(t, t.mine)).toEqual(start);
    // A manoeuvre asking for no distance is the whole rest, not a skip.
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 0);
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
    expect(completedCards()).toHaveLength(0);
  });
});
