// The tracker's guide from the battle's real state (orders written, the GM-posted Abilità, broadside
// and morale cards, the referee's move record), the "what now" line per viewer, the GM's step back
// (the pointer only, never twice the same effect) and the confirmed end of the battle.
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { endBattleConfirmed } from '../../src/foundry/turn/apps.js';
import { advanceStep, stepBack } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { postMoraleList } from '../../src/foundry/turn/flow-melee-morale.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { checklistOf, whatNow } from '../../src/foundry/turn/tracker-checklist.js';
import { trackerFacts } from '../../src/foundry/turn/tracker-data.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { currentSide } from '../../src/foundry/turn/turn-state.js';
import { DialogV2 } from '../fake-foundry/applications.js';
import { beginExample, britishRoll, exampleBattle, stepTo, type Battle } from './support.js';

const factsOf = (name: string) => trackerFacts(battle()).find((f) => f.name === name)!;
const checks = (name: string) => checklistOf(factsOf(name), battle().step);
const guide = (b: Battle, viewer: { isGM: boolean; userId: string }) =>
  whatNow(trackerFacts(battle()), battle().step, currentSide(battle()), viewer, (id) =>
    id === b.alice.id ? 'Alice' : id === b.bob.id ? 'Bob' : id,
  );

describe('the tracker checklist comes from the battle, not from flags a player writes', () => {
  it('FP-3 orders written, then the Abilità card: ordered and rolled', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    expect(checks('HMS Prince')).toMatchObject({ ordered: 'todo', rolled: 'later' });
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.prince!.uuid, { firePort: 'hull' });
    expect(checks('HMS Prince')).toMatchObject({ ordered: 'done', rolled: 'todo', fired: 'later' });
    expect(checks('HMS Defiance').ordered).toBe('todo');
    // A lock with no Abilità card behind it is not a roll.
    b.w.world.actAs(b.gm);
    await b.ships.prince!.update({ 'system.orders.locked': true });
    expect(checks('HMS Prince').rolled).toBe('todo');
    await b.ships.prince!.update({ 'system.orders.locked': false });
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    await rollAbilita([b.ships.prince!.uuid]);
    expect(factsOf('HMS Prince')).toMatchObject({ rolled: true, broadsidesOrdered: 1 });
    expect(checks('HMS Prince').rolled).toBe('done');
  });

  it('FP-5 / FP-6.2 moved from the move record, fired from the broadside cards', async () => {
    const b = await exampleBattle();
    const roll = await britishRoll(b);
    expect(checks('HMS Prince')).toMatchObject({ moved: 'todo', fired: 'todo' });
    b.table.moves.add(`${b.ships.prince!.uuid}:1`);
    expect(checks('HMS Prince').moved).toBe('done');
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    expect(checks('HMS Prince').fired).toBe('done');
    // Defiance gave no orders: nothing to fire; it still has its move to make.
    expect(checks('HMS Defiance')).toMatchObject({ rolled: 'none', fired: 'none', moved: 'todo' });
  });

  it('FP-2.5 a dismasted ship has no move to make; a sinking one gives no orders', async () => {
    const b = await exampleBattle({
      defiance: { damage: { port: 0, starboard: 0, rigging: 720, riggingRepaired: 0 } },
      ardent: { damage: { port: 660, starboard: 660, rigging: 0, riggingRepaired: 0 } },
    });
    await beginExample(b);
    await stepTo(b, 'moveFire');
    expect(checks('HMS Defiance').moved).toBe('none');
    expect(checks('HMS Ardent')).toMatchObject({ ordered: 'none', moved: 'none' });
  });

  it('FP-8.1 tested from the morale list and the morale cards, for a ship of the other side too', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    // Scipion loses three hull DCs in the British part.
    await b.ships.scipion!.update({ 'system.damage.port': 400 });
    await stepTo(b, 'morale');
    expect(factsOf('Scipion').moraleDue).toBeNull();
    const list = await postMoraleList();
    expect(list.card.entries.map((e) => e.name)).toEqual(['Scipion']);
    expect(checks('Scipion').tested).toBe('todo');
    expect(checks('HMS Prince').tested).toBe('none');
    expect(guide(b, { isGM: true, userId: b.gm.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.Waiting', names: 'Bob' },
    ]);
    expect(guide(b, { isGM: false, userId: b.bob.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.Test', ship: 'Scipion' },
    ]);
    b.w.world.actAs(b.bob);
    b.w.world.dice.push([6, 6, 6]);
    await runCardAction(list.message.id!, 'testMorale', { entry: 0 });
    expect(checks('Scipion').tested).toBe('done');
    expect(guide(b, { isGM: true, userId: b.gm.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.GmReady' },
    ]);
  });
});

describe('the what-now line per viewer', () => {
  it('the acting player is told which ships need orders, the other waits, the GM sees whom he waits for', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.prince!.uuid, { firePort: 'hull' });
    expect(guide(b, { isGM: false, userId: b.alice.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.GiveOrdersMore', ship: 'HMS Defiance', count: 2 },
    ]);
    expect(guide(b, { isGM: false, userId: b.bob.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.OtherSide', side: 'British' },
    ]);
    expect(guide(b, { isGM: true, userId: b.gm.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.Waiting', names: 'Alice' },
    ]);
  });

  it('at movement and fire the player hears which ship has not moved and which has not fired', async () => {
    const b = await exampleBattle();
    await britishRoll(b);
    for (const k of ['defiance', 'ardent', 'minerva']) b.table.moves.add(`${b.ships[k]!.uuid}:1`);
    expect(guide(b, { isGM: false, userId: b.alice.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.NotMoved', ship: 'HMS Prince' },
      { key: 'SCA.Turn.Tracker.Guide.NotFired', ship: 'HMS Prince' },
    ]);
  });
});

describe('the GM steps back within the part; closing a step again never applies anything twice', () => {
  it('refuses a player, the first step of a part, and a part already over', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    await expect(stepBack()).rejects.toThrow(/first step/);
    b.w.world.actAs(b.alice);
    await expect(stepBack()).rejects.toThrow();
    await stepTo(b, 'morale');
    await advanceStep();
    expect(battle()).toMatchObject({ sideIndex: 1, step: 'orders' });
    // The French part's first step: no way back into the British part.
    await expect(stepBack()).rejects.toThrow(/first step/);
  });

  it('FP-4.4 the referee rolls and fights a fire once, however often the Abilità step is closed', async () => {
    const b = await exampleBattle({ defiance: { fires: { hull: 1, rigging: 0 } } });
    await beginExample(b);
    await stepTo(b, 'abilita');
    b.w.world.dice.push([5, 5, 5]);
    await stepTo(b, 'course');
    const history = b.ships.defiance!.system.history.length;
    expect(b.ships.defiance!.system.fires.hull).toBe(0);
    expect(await stepBack()).toMatchObject({ step: 'abilita' });
    await advanceStep();
    expect(battle().step).toBe('course');
    expect(cardsOfKind('abilita')).toHaveLength(1);
    expect(b.ships.defiance!.system.history).toHaveLength(history);
  });

  it('FP-6.2 the ordered broadside is fired and its damage applied once, however often movement and fire is closed', async () => {
    const b = await exampleBattle();
    await britishRoll(b);
    b.w.world.actAs(b.gm);
    await advanceStep();
    expect(battle().step).toBe('boarding');
    const damage = { ...b.ships.scipion!.system.damage };
    const history = b.ships.scipion!.system.history.length;
    expect(cardsOfKind('gunnery')).toHaveLength(1);
    expect(history).toBeGreaterThan(0);
    await stepBack();
    expect(battle().step).toBe('moveFire');
    await advanceStep();
    expect(cardsOfKind('gunnery')).toHaveLength(1);
    expect(b.ships.scipion!.system.damage).toEqual(damage);
    expect(b.ships.scipion!.system.history).toHaveLength(history);
  });

  it('an effect the GM undid is not applied again when the step is closed again', async () => {
    const b = await exampleBattle();
    await britishRoll(b);
    b.w.world.actAs(b.gm);
    await advanceStep();
    const gunnery = cardsOfKind('gunnery')[0]!;
    const entry = b.ships.scipion!.system.history.at(-1)!;
    await runCardAction(gunnery.message.id!, 'undo', {
      actorUuid: b.ships.scipion!.uuid,
      entryId: entry.id,
    });
    const damage = { ...b.ships.scipion!.system.damage };
    await stepBack();
    await advanceStep();
    expect(b.ships.scipion!.system.damage).toEqual(damage);
  });
});

describe('the tracker window routes the GM buttons', () => {
  it('Step back and End battle through the window: a No to the confirmation leaves the battle running', async () => {
    const { TurnTrackerApp } = await import('../../src/foundry/turn/apps.js');
    const b = await exampleBattle();
    await beginExample(b);
    await stepTo(b, 'course');
    type FakeApp = { runAction(name: string): Promise<unknown> };
    const app = (await new TurnTrackerApp().render()) as unknown as FakeApp;
    await app.runAction('back');
    expect(battle().step).toBe('abilita');
    DialogV2.confirmAnswer = false;
    await app.runAction('endBattle');
    expect(battle().ended).toBe(false);
    DialogV2.confirmAnswer = true;
    await app.runAction('endBattle');
    expect(turnServices().battle.read()!.ended).toBe(true);
  });
});

describe('FP-8.3 the end of the battle asks first', () => {
  it('a No (or a closed dialog) leaves the battle running; a Yes posts the summary and ends it', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    DialogV2.confirmed.length = 0;
    DialogV2.confirmAnswer = false;
    expect(await endBattleConfirmed()).toBe(false);
    expect(DialogV2.confirmed).toHaveLength(1);
    expect(battle().ended).toBe(false);
    expect(cardsOfKind('summary')).toHaveLength(0);
    DialogV2.confirmAnswer = null;
    expect(await endBattleConfirmed()).toBe(false);
    expect(battle().ended).toBe(false);
    DialogV2.confirmAnswer = true;
    expect(await endBattleConfirmed()).toBe(true);
    expect(turnServices().battle.read()!.ended).toBe(true);
    expect(cardsOfKind('summary')).toHaveLength(1);
    await expect(stepBack()).rejects.toThrow();
  });
});

describe('11c no screen shows a bare nation id as a side', () => {
  it("the Combat's side groups of a battle between 'britain' and 'france' are named British and French", async () => {
    const b = await exampleBattle({
      prince: { side: 'britain' },
      defiance: { side: 'britain' },
      ardent: { side: 'britain' },
      minerva: { side: 'britain' },
      foudroyant: { side: 'france' },
      scipion: { side: 'france' },
      hercule: { side: 'france' },
      medee: { side: 'france' },
    });
    const { beginBattle } = await import('../../src/foundry/turn/battle.js');
    b.w.world.actAs(b.gm);
    await beginBattle(
      Object.values(b.ships) as unknown as Actor.Implementation[],
      [],
      [
        { tokenId: 't1', actorId: b.ships.prince!.id },
        { tokenId: 't2', actorId: b.ships.scipion!.id },
      ],
    );
    const combat = (game as unknown as { combat: { groups: Array<{ id: string; name: string }> } })
      .combat;
    expect(combat.groups.map((g) => g.name)).toEqual(['British', 'French']);
    const combatants = (
      game as unknown as { combat: { combatants: Array<{ group: string | null }> } }
    ).combat.combatants;
    expect(combatants.map((c) => c.group)).toEqual(combat.groups.map((g) => g.id));
  });
});

describe('FP-3 step 3 the course changes', () => {
  it('the player is pointed at the Abilità card for the ships ordered to turn', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.prince!.uuid, { changeCourse: 'SE' });
    await saveOrders(b.ships.defiance!.uuid, { firePort: 'hull' });
    b.w.world.dice.push([4, 4, 4]);
    await rollAbilita([b.ships.prince!.uuid, b.ships.defiance!.uuid]);
    await stepTo(b, 'course');
    expect(guide(b, { isGM: false, userId: b.alice.id })).toEqual([
      { key: 'SCA.Turn.Tracker.Guide.Course', ship: 'HMS Prince' },
    ]);
  });
});
