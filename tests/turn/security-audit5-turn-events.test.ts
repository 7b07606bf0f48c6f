// SD-277 / SD-282 core Foundry's own turn handling against a player's round or turn change. As the
// v13 and v14 declarations document it: a Combat is created with `turn` null (BaseCombat's schema) and
// keeps it null through nextRound / previousRound; startCombat writes round 1, turn 0; combatStart,
// combatRound and combatTurn fire on the initiating client before the update; core's turn events
// (_onEndTurn, _onEndRound, _onStartRound, _onStartTurn) run after the update on the one designated
// GM's client, whoever wrote it; combatTurnChange fires on every client. The fake models that, and
// none of the system's hooks acts on a player's change: only the put-back answers it.
import { describe, expect, it } from 'vitest';
import type { EmbeddedRecord, FakeCombat } from '../fake-foundry/combat.js';
import { settleCombatPutBack } from '../../src/foundry/turn/combat-put-back.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';
import { beginExample, exampleBattle, type Battle } from './support.js';

const combat = () => (game as unknown as { combat: FakeCombat }).combat;
const CombatClass = () =>
  (globalThis as unknown as { Combat: { create(d: object): Promise<FakeCombat> } }).Combat;

/** Which client ran each call of the hooks named. */
function listen(b: Battle, names: readonly string[]): Array<[string, string]> {
  const heard: Array<[string, string]> = [];
  for (const name of names)
    b.w.world.hooks.on(name, () => {
      heard.push([name, b.w.world.user.name]);
    });
  return heard;
}

async function battleWithCombatants() {
  const b = await exampleBattle();
  await beginExample(b);
  const [prince, scipion] = (await combat().createEmbeddedDocuments('Combatant', [
    { actorId: b.ships.prince!.id, tokenId: 't-prince', defeated: false },
    { actorId: b.ships.scipion!.id, tokenId: 't-scipion', defeated: false },
  ])) as [EmbeddedRecord, EmbeddedRecord];
  return { b, prince, scipion };
}

describe('the fake’s Combat turns as v13 / v14 hold them', () => {
  it('created without a turn it holds none; next and previous round keep none; startCombat writes round 1, turn 0', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.gm);
    const c = await CombatClass().create({ active: true, round: 2 });
    await c.createEmbeddedDocuments('Combatant', [{ actorId: b.ships.prince!.id }]);
    expect(c.turn).toBeNull();
    await c.nextRound();
    expect([c.round, c.turn]).toEqual([3, null]);
    await c.previousRound();
    expect([c.round, c.turn]).toEqual([2, null]);
    const fresh = await CombatClass().create({ active: false });
    expect([fresh.round, fresh.turn]).toEqual([0, null]);
    await fresh.createEmbeddedDocuments('Combatant', [{ actorId: b.ships.prince!.id }]);
    await fresh.startCombat();
    expect([fresh.round, fresh.turn]).toEqual([1, 0]);
  });

  it('combatStart / combatRound / combatTurn fire on the clicking client only; the turn events on the GM’s, combatTurnChange on all', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.gm);
    const c = await CombatClass().create({ active: false });
    await c.createEmbeddedDocuments('Combatant', [
      { actorId: b.ships.prince!.id },
      { actorId: b.ships.defiance!.id },
    ]);
    const heard = listen(b, ['combatStart', 'combatRound', 'combatTurn', 'combatTurnChange']);
    b.w.world.actAs(b.alice);
    await c.startCombat();
    await c.nextTurn();
    expect(heard.filter(([n]) => n !== 'combatTurnChange')).toEqual([
      ['combatStart', 'Alice'],
      ['combatTurn', 'Alice'],
    ]);
    const everyone = b.w.world.users.filter((u) => u.active).map((u) => u.name);
    expect(
      heard
        .filter(([n]) => n === 'combatTurnChange')
        .map(([, who]) => who)
        .sort(),
    ).toEqual([...everyone, ...everyone].sort());
    expect(c.turnEvents.map((e) => [e.client, e.writer])).toEqual([
      [b.gm.id, b.alice.id],
      [b.gm.id, b.alice.id],
    ]);
    const [prince, defiance] = c.combatants.map((r) => r.id);
    expect(c.turnEvents[0]!.events).toEqual(['startRound:1', `startTurn:${prince}`]);
    expect(c.turnEvents[1]!.events).toEqual([`endTurn:${prince}`, `startTurn:${defiance}`]);
  });
});

describe('SD-277 a player’s round or turn change during the battle: core’s events, none of ours', () => {
  it('the system registers no hook on core’s combat turn events', async () => {
    const b = await exampleBattle();
    const registered = (b.w.world.hooks as unknown as { handlers: Map<string, unknown[]> })
      .handlers;
    for (const name of ['combatStart', 'combatRound', 'combatTurn', 'combatTurnChange'])
      expect(registered.get(name) ?? []).toEqual([]);
  });

  it('Alice’s forged turn runs core’s turn events on the GM’s client in her name; the battle is untouched and the put-back restores no turn', async () => {
    const { b, scipion } = await battleWithCombatants();
    const state = JSON.stringify(battle());
    const cards = b.w.world.messages.contents.length;
    const round = combat().round;
    const earlier = combat().turnEvents.length;
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, () => combat().update({ round: round + 2, turn: 1 }));
    await settleCombatPutBack();
    // Core: the GM's client ran the turn events of her write (Bob's Scipion's turn started).
    const [hers, putBack] = combat().turnEvents.slice(earlier);
    expect(hers).toMatchObject({ client: b.gm.id, writer: b.alice.id });
    expect(hers!.events).toContain(`startTurn:${scipion.id}`);
    // The referee's put-back: the battle's round, no combatant's turn (core ends Scipion's turn).
    expect(putBack).toMatchObject({ client: b.gm.id, writer: b.gm.id });
    expect(putBack!.events).toEqual([`endTurn:${scipion.id}`]);
    expect([combat().round, combat().turn]).toEqual([round, null]);
    // Ours: the battle's state is as it was; the only new message is the report to the GMs.
    expect(JSON.stringify(battle())).toBe(state);
    expect(b.w.world.messages.contents.length).toBe(cards + 1);
    expect(forgeryReports(b.w.world)).toHaveLength(1);
    expect(combat().turnEvents).toHaveLength(earlier + 2);
  });

  it('the flow’s own new turn moves the round with no combatant turn: core starts a round, never a ship’s turn', async () => {
    const { b } = await battleWithCombatants();
    b.w.world.actAs(b.gm);
    const turn = battle().turn;
    for (let i = 0; i < 40 && battle().turn === turn; i++) await advanceStep();
    expect(battle().turn).toBe(turn + 1);
    expect([combat().round, combat().turn]).toEqual([turn + 1, null]);
    const events = combat().turnEvents.flatMap((e) => e.events);
    expect(events).toContain(`startRound:${turn + 1}`);
    expect(events.some((e) => e.startsWith('startTurn') || e.startsWith('endTurn'))).toBe(false);
  });
});
