// OR-3 seven-dice Abilità through the real turn flow (GM, Alice for the British, Bob for the French):
// the GM's client rolls four Rolls (common die, yellow, blue and red pairs), each order is resolved on
// its group's score, the effects are applied through the card buttons, criticals read the red dice,
// and a forged card or a card whose scores are not its faces applies nothing.
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import type { AbilitaCard } from '../../src/foundry/chat/card-data-fire.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { rollSevenDice } from '../../src/foundry/chat/seven-dice-roll.js';
import { pct } from '../../src/foundry/chat/view-common.js';
import { ordersJointOdds } from '../../src/rules/index.js';
import { OrdersDialogApp } from '../../src/foundry/turn/apps.js';
import { allOrdersOdds, jointConditions } from '../../src/foundry/turn/orders-joint-odds.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { beginExample, exampleBattle, target, type Battle } from './support.js';

const at = () => {
  const s = battle();
  return s.segment ? `${s.step}@${s.segment}` : s.step;
};

async function stepTo(b: Battle, step: string): Promise<void> {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 12 && at() !== step; i++) await advanceStep();
  expect(at()).toBe(step);
}

async function create(data: Record<string, unknown>) {
  return await (
    ChatMessage as unknown as { create(d: Record<string, unknown>): Promise<{ id: string }> }
  ).create(data);
}

/** OR-3 + seven dice on; Prince (good crew, +1) ordered to bear away to ESE and fire its port side. */
async function sevenDiceBattle(dice: number[][]) {
  const b = await exampleBattle();
  b.w.world.actAs(b.gm);
  await b.w.world.settings.set('signal-close-action', 'twoSegmentTurn', true);
  await b.w.world.settings.set('signal-close-action', 'sevenDiceAbilita', true);
  await beginExample(b);
  const prince = b.ships.prince!;
  b.w.world.actAs(b.alice);
  expect(await saveOrders(prince.uuid, { changeCourse: 'ESE', firePort: 'hull' })).toEqual([]);
  await stepTo(b, 'abilita@1');
  b.w.world.actAs(b.alice);
  b.w.world.dice.push(...dice);
  const roll = await rollAbilita([prince.uuid]);
  return { b, prince, roll, aId: roll.message.id! };
}

function aimAt(b: Battle, band: 'short' | 'medium', rangeMm: number) {
  const scipion = b.ships.scipion!;
  b.table.targets.set(`${b.ships.prince!.uuid}:port`, {
    candidates: [target(scipion, { rangeMm, band })],
    chosen: scipion.uuid,
    choices: [scipion.uuid],
  });
}

describe('OR-3 seven-dice Abilità in the flow', () => {
  it('OR-3 the referee rolls four Rolls, each group named and coloured for Dice So Nice', async () => {
    const b = await exampleBattle();
    b.w.world.dice.push([2], [3, 4], [5, 6], [1, 1]);
    const { rolls, faces } = await rollSevenDice();
    expect(faces).toEqual([2, 3, 4, 5, 6, 1, 1]);
    expect(rolls.map((r) => r.formula)).toEqual(['1d6', '2d6', '2d6', '2d6']);
    const options = rolls.map(
      (r) => (r.dice[0] as unknown as { options: Record<string, unknown> }).options,
    );
    expect(options.map((o) => o.flavor)).toEqual([
      'common die',
      'emergency dice',
      'manoeuvre dice',
      'fire dice',
    ]);
    expect(new Set(options.map((o) => JSON.stringify(o.appearance))).size).toBe(4);
  });

  it('OR-3 the blue dice fail the course, the red dice hit: both played and applied (GM + player)', async () => {
    // Common 1; yellow 2+3; blue 1+2 -> 5 with +1 (Crs fails); red 6+6 -> 14 (hits at every band).
    const { b, prince, roll, aId } = await sevenDiceBattle([[1], [2, 3], [1, 2], [6, 6]]);
    // Four Rolls on the GM's message, all seven faces on the card, a score per group.
    expect(roll.message.rolls).toHaveLength(4);
    expect(roll.card.sevenDice).toEqual([1, 2, 3, 1, 2, 6, 6]);
    expect(roll.card.ships[0]).toMatchObject({
      score: 14,
      groupScores: { yellow: 7, blue: 5, red: 14 },
    });
    expect(prince.system.orders.locked).toBe(true);

    // Segment 1's course step: the failed course turns nothing.
    await stepTo(b, 'course@1');
    b.w.world.actAs(b.alice);
    const turned = await runCardAction(aId, 'turnShip', { index: 0, order: 'changeCourse' });
    expect(turned.status).not.toBe('applied');
    expect(b.table.headings.get(prince.uuid)).toBe(4);

    // Segment 2: the port broadside on the red 14, at medium range: a hit, applied once.
    await stepTo(b, 'moveFire@2');
    aimAt(b, 'medium', 300);
    b.w.world.actAs(b.alice);
    await runCardAction(aId, 'fire', { index: 0, broadside: 'port' });
    const gunnery = cardsOfKind('gunnery')[0]!;
    expect(gunnery.card.score).toBe(14);
    expect(await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject(
      { status: 'applied' },
    );
    // BF 10 x 5 at medium range on the starboard side.
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);
    expect(await runCardAction(gunnery.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject(
      { status: 'already' },
    );
    expect(b.ships.scipion!.system.damage.starboard).toBe(50);

    // The part ends as usual; no critical (14 is a plain hit) and the heading never changed.
    await stepTo(b, 'boarding');
    expect(cardsOfKind('critical')).toHaveLength(0);
    expect(b.table.headings.get(prince.uuid)).toBe(4);
  });

  it('OR-3 / FP-4.3 the unlucky shot comes from the red dice while the blue dice turn the ship', async () => {
    // Common 1; yellow 3+3; blue 6+6 -> 14 (course made); red 1+1 -> 4 with +1: unlucky at short.
    const { b, prince, aId } = await sevenDiceBattle([[1], [3, 3], [6, 6], [1, 1]]);
    await stepTo(b, 'course@1');
    b.w.world.actAs(b.alice);
    expect(await runCardAction(aId, 'turnShip', { index: 0, order: 'changeCourse' })).toMatchObject(
      { status: 'applied' },
    );
    expect(b.table.headings.get(prince.uuid)).toBe(5);
    await stepTo(b, 'moveFire@2');
    aimAt(b, 'short', 80);
    b.w.world.actAs(b.alice);
    await runCardAction(aId, 'fire', { index: 0, broadside: 'port' });
    expect(cardsOfKind('gunnery')[0]!.card.score).toBe(4);
    // FP-4.3 the U is drawn once every broadside of the roll has fired: the critical card's dice.
    b.w.world.dice.push([3, 3, 3]);
    await stepTo(b, 'boarding');
    const critical = cardsOfKind('critical');
    expect(critical).toHaveLength(1);
    expect(critical[0]!.card.unlucky).not.toBeNull();
    expect(critical[0]!.card.wellLaid).toBeNull();
  });

  it('OR-3 a forged seven-dice card applies nothing; a card whose scores are not its faces is refused', async () => {
    const { b, prince, roll, aId } = await sevenDiceBattle([[1], [2, 3], [1, 2], [6, 6]]);
    const better: AbilitaCard = {
      ...roll.card,
      ships: [{ ...roll.card.ships[0]!, groupScores: { yellow: 7, blue: 18, red: 18 } }],
    };
    // Alice posts a copy with better blue and red scores (and the genuine Rolls): not genuine.
    b.w.world.actAs(b.alice);
    const forged = await create({
      type: CARD_TYPE,
      system: { card: better },
      rolls: roll.message.rolls,
    });
    await stepTo(b, 'course@1');
    b.w.world.actAs(b.alice);
    expect(
      await runCardAction(forged.id, 'turnShip', { index: 0, order: 'changeCourse' }),
    ).toMatchObject({ status: 'refused' });
    expect(b.table.headings.get(prince.uuid)).toBe(4);
    // The GMs are told who tried.
    expect(
      b.w.world.messages.contents.some((m) =>
        m.content.includes('Alice tried something the rules do not allow'),
      ),
    ).toBe(true);

    // A referee's card whose red score is not common + red pair + modifiers: the broadside fired from
    // it is refused at apply, because the referee recomputes the groups from the seven faces.
    b.w.world.actAs(b.gm);
    const tampered = await create({
      type: CARD_TYPE,
      system: { card: better },
      rolls: roll.message.rolls,
    });
    await stepTo(b, 'moveFire@2');
    aimAt(b, 'short', 80);
    b.w.world.actAs(b.alice);
    await runCardAction(tampered.id, 'fire', { index: 0, broadside: 'port' });
    const fromTampered = cardsOfKind('gunnery').find(
      (g) => g.card.abilitaMessageId === tampered.id,
    )!;
    expect(fromTampered.card.score).toBe(18);
    expect(
      await runCardAction(fromTampered.message.id!, 'applyDamage', { recipient: 0 }),
    ).toMatchObject({ status: 'refused', reason: expect.stringMatching(/not the roll plus/) });
    expect(b.ships.scipion!.system.damage).toMatchObject({ port: 0, starboard: 0 });
    // The genuine card still plays.
    await runCardAction(aId, 'fire', { index: 0, broadside: 'port' });
    const genuine = cardsOfKind('gunnery').find((g) => g.card.abilitaMessageId === aId)!;
    expect(await runCardAction(genuine.message.id!, 'applyDamage', { recipient: 0 })).toMatchObject(
      { status: 'applied' },
    );
  });

  it('OR-3 the orders dialog shows each order on its dice and the exact chance of all, then rolls seven dice', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.gm);
    await b.w.world.settings.set('signal-close-action', 'twoSegmentTurn', true);
    await b.w.world.settings.set('signal-close-action', 'sevenDiceAbilita', true);
    await beginExample(b);
    const ardent = b.ships.ardent!;
    b.w.world.actAs(b.alice);
    const dialog = new OrdersDialogApp({ actorUuids: [ardent.uuid] });
    await dialog.submitOrders({ 'ships.0.changeCourse': 'ESE', 'ships.0.prepareBoarding': 'true' });
    const html = ((await dialog.render()) as unknown as { parts: Record<string, string> }).parts
      .body!;
    expect(html).toContain('(manoeuvre dice)');
    expect(html).toContain('(fire dice)');
    expect(html).toContain('All of these orders');
    // Ardent (average): course on 6+ (manoeuvre dice), boarding on 7+ (fire dice), sharing the common
    // die: the seven-dice count, not the one-roll chance (7+ on one 3d6).
    const exact = allOrdersOdds(ardent.system.orders, ardent.system, true)!;
    const oneRoll = ordersJointOdds(jointConditions(ardent.system.orders, ardent.system), 0, false);
    expect(html).toContain(pct(exact.probability));
    expect(pct(exact.probability)).not.toBe(pct(oneRoll.probability));
    await stepTo(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([1], [1, 1], [6, 6], [6, 6]);
    await (dialog as unknown as { runAction(n: string): Promise<unknown> }).runAction('roll');
    const card = cardsOfKind('abilita')[0]!.card;
    expect(card.sevenDice).toEqual([1, 1, 1, 6, 6, 6, 6]);
    expect(b.w.i18n.missing).toEqual(new Set());
  });

  it('OR-3 / SD-90 a battle begun without the two-segment turn keeps the one 3d6 roll', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    b.w.world.actAs(b.gm);
    await b.w.world.settings.set('signal-close-action', 'twoSegmentTurn', true);
    await b.w.world.settings.set('signal-close-action', 'sevenDiceAbilita', true);
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.prince!.uuid, { firePort: 'hull' });
    await stepTo(b, 'abilita');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    const roll = await rollAbilita([b.ships.prince!.uuid]);
    expect(roll.message.rolls).toHaveLength(1);
    expect(roll.card).not.toHaveProperty('sevenDice');
    expect(roll.card.ships[0]).toMatchObject({ score: 13 });
  });
});
