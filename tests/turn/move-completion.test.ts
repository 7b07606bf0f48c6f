// FP-5.7 / SD-150 the whole move is compulsory: when a side's movement-and-fire step closes (FP-3),
// each segment's (OR-3), or a squadron's movement-and-fire card (HR-5, SD-126), the referee sails
// straight ahead the rest of the move of every ship concerned that stopped short, before the
// compulsory broadsides; contacts stop it with their effects; ships that make no straight move
// (SD-21) stay. On a real (fake) canvas.
import { describe, expect, it } from 'vitest';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { centre, completedCards, lastMove, table, toMoveStep } from './move-completion-support.js';

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

  it('OR-7 SD-100 SD-150 the completion that stops against an enemy gets the move after contact: she is pushed a quarter of what the contact cut off (180 - 60 - 82.5 = 37.5 mm)', async () => {
    // As in the OR-7 flow test: Généreux's side 142.5 mm ahead of Bellona's bow, across her course.
    const t = await table({
      entanglement: true,
      mine: { sail: 'full' },
      theirs: { x: 400, y: -400, heading: 0 },
    });
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 60);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(completedCards()[0]!.ships[0]!.movedMm).toBeCloseTo(82.5, 6);
    expect(centre(t, t.theirs).x).toBeCloseTo(400 + 37.5 / 4, 0);
    expect(t.bellona.system.tangles).toEqual([
      { actorId: t.genereux.id, rammer: true, sailBefore: 'full', turn: 1 },
    ]);
  });

  it('HR-3 SD-150 the completion runs onto a sand bank: it stops at its edge, the ship is aground, the grounding card is posted', async () => {
    // Bellona's bow at 237.5 mm; the bank 50 mm ahead of it.
    const t = await table({ shoalFromX: 287.5 });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4', 10);
    t.world.actAs(t.gm);
    await advanceStep();
    expect(centre(t, t.mine).x).toBeCloseTo(start.x + 50, 0);
    expect(t.bellona.system.grounded?.kind).toBe('sand');
    expect(cardsOfKind('grounding')).toHaveLength(1);
    expect(completedCards()[0]!.ships[0]).toMatchObject({ aground: true, contactWith: [] });
    expect(completedCards()[0]!.ships[0]!.movedMm).toBeCloseTo(40, 0);
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
