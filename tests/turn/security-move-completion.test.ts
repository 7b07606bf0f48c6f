// FP-5.7 / SD-150 / SD-206 the move completion against a hostile player, and the GM's free hand. The
// move record on the token is the referee's: a GM's free-hand drag of a battle ship in her move counts
// as part of it (SD-206); a player cannot make it count, cannot skip the close, and cannot dodge it.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { JUDGED_MOVE, performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { LAST_MOVE_FLAG } from '../../src/foundry/canvas/scene-ships.js';
import { mmToPx } from '../../src/foundry/canvas/table-ships.js';
import { advanceStep, drawTurnCard } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { centre, completedCards, lastMove, table, toMoveStep } from './move-completion-support.js';
import { forgeryReports, hostile } from './security-support.js';

/** The token's x, y once its centre is carried `dx`, `dy` mm. */
function carried(t: Awaited<ReturnType<typeof table>>, dx: number, dy: number) {
  const d = mmToPx({ x: dx, y: dy }, t.scene.grid);
  return { x: t.mine.x + d.x, y: t.mine.y + d.y };
}

describe('SD-206 the GM’s free-hand drag in the ship’s step is part of her move', () => {
  it('SD-206 SD-150 the GM drags Bellona 40 of her 90 mm in the British step: the close sails the other 50', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    await t.mine.update(carried(t, 40, 0));
    expect(lastMove(t.mine)).toMatchObject({ turn: 1 });
    expect(lastMove(t.mine).movedMm).toBeCloseTo(40, 0);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
    expect(completedCards()[0]!.ships[0]!.movedMm).toBeCloseTo(50, 0);
  });

  it('SD-206 the GM’s drag adds to a move begun by her commander; a drag past the whole move leaves nothing to sail', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 30);
    const moveId = lastMove(t.mine).moveId;
    t.world.actAs(t.gm);
    await t.mine.update(carried(t, 0, 70));
    expect(lastMove(t.mine)).toMatchObject({ moveId });
    expect(lastMove(t.mine).movedMm).toBeCloseTo(100, 0);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 30, 0);
    expect(centre(t, t.mine).y).toBeCloseTo(start.y + 70, 0);
    expect(completedCards()).toHaveLength(0);
  });

  it('SD-206 outside her step (orders, the other side’s step) the GM’s drag is a correction: her whole move is still owed', async () => {
    const t = await table();
    await toMoveStep(t, 'French');
    const before = t.mine.getFlag(SYSTEM_ID, LAST_MOVE_FLAG);
    await t.mine.update(carried(t, 40, 0));
    expect(t.mine.getFlag(SYSTEM_ID, LAST_MOVE_FLAG)).toEqual(before);
  });

  it('HR-5 SD-206 on the British Van’s card the GM’s drag of Bellona counts; of Généreux (her card not in play) it does not', async () => {
    const t = await table({ cards: true });
    const start = centre(t, t.mine);
    await advanceStep();
    await advanceStep();
    const inPlay = () => battle().deck!.cards[battle().deck!.drawn - 1];
    while (!(inPlay()?.kind === 'moveFire' && (inPlay() as { side: string }).side === 'British'))
      await drawTurnCard();
    await t.mine.update(carried(t, 40, 0));
    const d = mmToPx({ x: 0, y: 20 }, t.scene.grid);
    await t.theirs.update({ x: t.theirs.x + d.x, y: t.theirs.y + d.y });
    expect(lastMove(t.mine).movedMm).toBeCloseTo(40, 0);
    expect(t.theirs.getFlag(SYSTEM_ID, LAST_MOVE_FLAG)).toBeUndefined();
    await drawTurnCard();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
  });

  it('OR-3 SD-51 SD-206 in segment 1 the GM’s drag of 15 mm is the segment’s: its close sails 30 more, segment 2 its whole 45', async () => {
    const t = await table({ twoSegment: true });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    await t.mine.update(carried(t, 15, 0));
    expect(lastMove(t.mine)).toMatchObject({ turn: 1, segment: 1, startHeading: 4 });
    await toMoveStep(t, 'British', 2);
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 45, 0);
    expect(completedCards()[0]!.ships[0]!.movedMm).toBeCloseTo(30, 0);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
  });

  it('SD-206 a move the referee marks (a judged move, the guards’ restores) is not counted twice', async () => {
    const t = await table();
    await toMoveStep(t, 'British');
    await t.mine.update(carried(t, 40, 0), { [JUDGED_MOVE]: true });
    expect(t.mine.getFlag(SYSTEM_ID, LAST_MOVE_FLAG)).toBeUndefined();
  });
});

describe('SD-150 SD-206 forged: a player cannot make a move count or dodge the close', () => {
  it('a player’s forced drag of her ship in her step, with the referee’s "judged" option, is put back and records nothing', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await hostile(t.world, () => t.mine.update(carried(t, 40, 0), { [JUDGED_MOVE]: true }));
    expect(centre(t, t.mine)).toEqual(start);
    expect(t.mine.getFlag(SYSTEM_ID, LAST_MOVE_FLAG)).toBeUndefined();
    expect(forgeryReports(t.world).some((c) => c.includes('Alice moved Bellona'))).toBe(true);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
  });

  it('a player deleting the move record after a part of the move (to sail it again) is put back', async () => {
    const t = await table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 60);
    await hostile(t.world, () =>
      t.mine.update({ [`flags.${SYSTEM_ID}.-=${LAST_MOVE_FLAG}`]: null }),
    );
    expect(lastMove(t.mine).movedMm).toBeCloseTo(60, 6);
    // Her next step is only what is left: 30 mm however much she asks.
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 90);
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 90, 0);
  });
});
