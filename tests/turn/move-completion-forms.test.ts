// FP-5.7 / SD-150 the completion in the other turn forms (OR-3 each segment, HR-5 the squadron's card,
// its course changes first) and against forged input (the move record written by a player's client,
// a request to complete or to skip). On a real (fake) canvas.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { LAST_MOVE_FLAG } from '../../src/foundry/canvas/scene-ships.js';
import { settleTokenGuard } from '../../src/foundry/canvas/token-guard.js';
import { askReferee } from '../../src/foundry/referee/channel.js';
import { advanceStep, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { asHostileClient } from '../support/foundry.js';
import { centre, completedCards, lastMove, table, toMoveStep } from './move-completion-support.js';

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
