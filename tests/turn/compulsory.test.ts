// Issue 8 compulsory rules wired through the referee: D-6 whatever takes a burning ship's last RDC
// blows it up (here a broadside), FP-7.3 a ship with parties ready fires one side only.
import { describe, expect, it } from 'vitest';
import { boxesOf } from '../../src/rules/index.js';
import { profileFromSource } from '../../src/foundry/models/ship-model.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { beginExample, exampleBattle, princeReadyToFire, stepTo } from './support.js';

describe('compulsory rules through the referee', () => {
  it('D-6 a burning ship whose last RDC is shot away by a broadside explodes', async () => {
    const b = await exampleBattle();
    const profile = profileFromSource(b.ships.scipion!.system);
    await b.ships.scipion!.update({
      'system.fires.rigging': 1,
      'system.damage.rigging': boxesOf(profile, 'rigging') * profile.dcCapacity - 1,
    });
    const roll = await princeReadyToFire(b, { firePort: 'rigging' }, [4, 4, 4], {
      ship: b.ships.scipion!,
      rangeMm: 100,
      band: 'short',
    });
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    expect(
      await runCardAction(cardsOfKind('gunnery')[0]!.message.id!, 'applyDamage', { recipient: 0 }),
    ).toMatchObject({ status: 'applied' });
    expect(b.ships.scipion!.system.status.exploded).toBe(true);
  });

  it('FP-4.4 / D-6 an explosion, whatever caused it, sets fire to the ships within short range at once, once each', async () => {
    const { settleBlasts } = await import('../../src/foundry/turn/blast.js');
    const b = await exampleBattle();
    const profile = profileFromSource(b.ships.scipion!.system);
    await b.ships.scipion!.update({
      'system.fires.rigging': 1,
      'system.damage.rigging': boxesOf(profile, 'rigging') * profile.dcCapacity - 1,
    });
    b.table.reach.set(b.ships.scipion!.uuid, [
      { actorUuid: b.ships.hercule!.uuid, name: 'Hercule' },
    ]);
    const roll = await princeReadyToFire(b, { firePort: 'rigging' }, [4, 4, 4], {
      ship: b.ships.scipion!,
      rangeMm: 100,
      band: 'short',
    });
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    await runCardAction(cardsOfKind('gunnery')[0]!.message.id!, 'applyDamage', { recipient: 0 });
    await settleBlasts();
    expect(b.ships.scipion!.system.status.exploded).toBe(true);
    expect(b.ships.hercule!.system.fires.rigging).toBe(1);
    expect(b.ships.hercule!.system.history.map((h) => h.source)).toEqual([
      `blast:${b.ships.scipion!.uuid}:${b.ships.hercule!.uuid}`,
    ]);
  });

  it('FP-7.3 a ship whose boarding parties this roll made ready fires one broadside: the second is refused by the referee', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    b.w.world.actAs(b.alice);
    expect(
      await saveOrders(b.ships.prince!.uuid, {
        firePort: 'hull',
        fireStarboard: 'hull',
        prepareBoarding: true,
      }),
    ).toEqual([]);
    b.w.world.dice.push([4, 4, 4]);
    const roll = await rollAbilita([b.ships.prince!.uuid]);
    await stepTo(b, 'moveFire');
    b.w.world.actAs(b.alice);
    expect(
      await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' }),
    ).toMatchObject({ status: 'done' });
    expect(
      await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'starboard' }),
    ).toEqual({
      status: 'refused',
      reason: 'With boarding parties ready a ship fires one side only.',
    });
    expect(cardsOfKind('gunnery')).toHaveLength(1);
  });
});

describe('the referee carries out what the rules make compulsory when the GM closes a step', () => {
  it('FP-4.4 a burning ship whose commander never rolled is rolled for with Ext, and its fire fighting applied', async () => {
    const b = await exampleBattle({ defiance: { fires: { hull: 1, rigging: 0 } } });
    await beginExample(b);
    await stepTo(b, 'abilita');
    // Alice rolls nothing. Closing the step: the referee rolls 5-5-5 for Defiance (14 with its fire): Ext succeeds.
    b.w.world.dice.push([5, 5, 5]);
    await stepTo(b, 'course');
    const card = cardsOfKind('abilita')[0]!;
    expect(card.card.ships.map((s) => [s.name, s.orders.extinguish])).toEqual([
      ['HMS Defiance', true],
    ]);
    expect(b.ships.defiance!.system.fires).toEqual({ hull: 0, rigging: 0 });
    expect(b.ships.defiance!.system.orders.locked).toBe(true);
  });

  it('FP-4.4 / FP-8.1 closing the morale step posts a forgotten fire toll and morale list, applies the toll and rolls the tests', async () => {
    const b = await exampleBattle({ minerva: { fires: { hull: 0, rigging: 1 } } });
    await beginExample(b);
    await stepTo(b, 'abilita');
    // Minerva rolls but her fire fighting fails (1-1-2 + good - fire = 4).
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.minerva!.uuid, { extinguish: true });
    b.w.world.dice.push([1, 1, 2]);
    await rollAbilita([b.ships.minerva!.uuid]);
    await stepTo(b, 'morale');
    const rigging = b.ships.minerva!.system.damage.rigging;
    b.w.world.dice.push([3, 3, 3], [3, 3, 3], [3, 3, 3]);
    const { advanceStep } = await import('../../src/foundry/turn/battle.js');
    b.w.world.actAs(b.gm);
    await advanceStep();
    expect(cardsOfKind('endOfPart')).toHaveLength(1);
    expect(cardsOfKind('moraleList')).toHaveLength(1);
    // D-21 the rigging fire took its RDC.
    expect(b.ships.minerva!.system.damage.rigging).toBeGreaterThan(rigging);
    // Every test the list asked for was rolled by the referee.
    const entries = cardsOfKind('moraleList')[0]!.card.entries;
    expect(entries.map((e) => e.name)).toEqual(['HMS Minerva']);
    expect(cardsOfKind('morale').map((m) => m.card.ship.name)).toEqual(['HMS Minerva']);
    expect(b.ships.minerva!.system.moraleTests).toHaveLength(1);
  });
});
