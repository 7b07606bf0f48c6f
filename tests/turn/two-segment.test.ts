// OR-3 the two-segment turn through the turn flow, with the optional rule on and nothing else: the
// part's phases in the tracker (GM and players), the Abilità roll in segment 1, the ordered course and
// sail changes made at the end of segment 1's movement (SD-49, SD-53), a move per segment, fire in
// either segment with the ordered broadsides fired by the referee at the end of segment 2 (SD-47),
// the GM's step back across segments, the next side's part and the next turn.
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { advanceStep, stepBack } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { trackerFacts } from '../../src/foundry/turn/tracker-data.js';
import { trackerView } from '../../src/foundry/turn/turn-views.js';
import { exampleBattle, beginExample, target, type Battle } from './support.js';
import { stepTo } from './part-steps.js';
import { label } from '../support/segment-steps.js';

function view(b: Battle, user: { id: string; isGM: boolean }) {
  const names = {
    user: (id: string) => (id === b.alice.id ? 'Alice' : id),
    side: (id: string) => id,
  };
  return trackerView(
    battle(),
    { isGM: user.isGM, userId: user.id },
    [],
    'standard',
    trackerFacts(battle()),
    names,
  );
}

const ship = (_b: Battle, v: ReturnType<typeof view>, name: string) =>
  Object.fromEntries(
    (
      v as { checklist: Array<{ name: string; checks: Array<{ check: string; state: string }> }> }
    ).checklist
      .find((r) => r.name === name)!
      .checks.map((c) => [c.check, c.state]),
  );

const OPTION_SETS: Array<[string, Record<string, boolean>]> = [
  ['OR-3 alone', { twoSegmentTurn: true }],
  [
    'OR-3 + OR-5 + OR-6 + OR-9',
    { twoSegmentTurn: true, fullNavigation: true, fullGunnery: true, riggingTest: true },
  ],
];

describe('OR-3 a two-segment turn through the flow', () => {
  it.each(OPTION_SETS)(
    '%s / SD-46..SD-53: both parts of a turn, several users, then the next turn',
    async (_name, options) => {
      const b = await exampleBattle({ defiance: { sail: 'easy' } });
      const { ships, table, w, gm, alice, bob } = b;
      for (const [k, v] of Object.entries(options))
        await w.world.settings.set('signal-close-action', k, v);
      await beginExample(b);
      expect(battle()).toMatchObject({
        turn: 1,
        sideIndex: 0,
        step: 'orders',
        segment: null,
        twoSegment: true,
      });
      const prince = ships.prince!;
      const defiance = ships.defiance!;
      const minerva = ships.minerva!;

      // ---- administration: orders ----
      w.world.actAs(alice);
      expect(await saveOrders(prince.uuid, { firePort: 'hull', changeCourse: 'ESE' })).toEqual([]);
      expect(await saveOrders(defiance.uuid, { increaseSail: true })).toEqual([]);
      expect(await saveOrders(minerva.uuid, { firePort: 'hull' })).toEqual([]);
      await expect(saveOrders(ships.foudroyant!.uuid, { firePort: 'hull' })).rejects.toThrow(
        /do not command/,
      );

      // ---- segment 1: the Abilità roll (5+5+5) ----
      await stepTo(b, 'abilita@1');
      const gmView = view(b, gm);
      expect(gmView.steps).toHaveLength(8);
      expect(gmView.steps?.[1]).toMatchObject({
        key: 'SCA.Turn.SegmentStep.abilita',
        segmentKey: 'SCA.Turn.Segment.1',
        current: true,
      });
      w.world.actAs(alice);
      w.world.dice.push([5, 5, 5]);
      const roll = await rollAbilita([prince.uuid, defiance.uuid, minerva.uuid]);
      const aId = roll.message.id!;
      // The sail change is not made yet: the actions are completed after the movement (SD-53).
      expect(
        await runCardAction(aId, 'applyOrder', { index: 1, order: 'increaseSail' }),
      ).toMatchObject({
        status: 'refused',
        reason: expect.stringMatching(/end of the first segment/),
      });

      // ---- segment 1: movement (and fire) ----
      await stepTo(b, 'moveFire@1');
      // Closing the Abilità step did not change Defiance's sail: that waits for segment 1's end.
      expect(defiance.system.sail).toBe('easy');
      await expect(rollAbilita([ships.ardent!.uuid])).rejects.toThrow(/comes before/);
      w.world.actAs(alice);
      // SD-49 the course change is made at the end of the movement, not before.
      expect(
        await runCardAction(aId, 'turnShip', { index: 0, order: 'changeCourse' }),
      ).toMatchObject({ status: 'refused' });
      expect(table.headings.get(prince.uuid)).toBe(4);
      expect(ship(b, view(b, alice), 'HMS Prince')).toMatchObject({
        moved: 'todo',
        fired: 'later',
      });
      table.moves.add(`${prince.uuid}:1:1`);
      expect(ship(b, view(b, alice), 'HMS Prince').moved).toBe('done');
      expect(view(b, gm).steps?.[2]).toMatchObject({
        key: 'SCA.Turn.SegmentStep.moveFire',
        segmentKey: 'SCA.Turn.Segment.1',
        current: true,
      });

      // ---- segment 1: course change at the end of the movement ----
      await stepTo(b, 'course@1');
      // Minerva's ordered broadside is not forced yet: it may fire in segment 2 (SD-47).
      expect(cardsOfKind('gunnery')).toHaveLength(0);
      w.world.actAs(alice);
      expect(
        await runCardAction(aId, 'turnShip', { index: 0, order: 'changeCourse' }),
      ).toMatchObject({ status: 'applied' });
      expect(table.headings.get(prince.uuid)).toBe(5);
      // Bob cannot turn or complete a British ship's order.
      w.world.actAs(bob);
      expect(
        await runCardAction(aId, 'applyOrder', { index: 1, order: 'increaseSail' }),
      ).toMatchObject({ status: 'refused' });

      // ---- segment 2: movement at the speed after segment 1's sail change ----
      await stepTo(b, 'moveFire@2');
      // SD-53 closing segment 1 the referee completed Defiance's sail change.
      expect(defiance.system.sail).toBe('full');
      expect(defiance.system.history.at(-1)).toMatchObject({ source: `${aId}:1:increaseSail` });
      // The move of segment 2 is owed afresh.
      expect(ship(b, view(b, alice), 'HMS Prince').moved).toBe('todo');
      table.moves.add(`${prince.uuid}:1:2`);
      expect(ship(b, view(b, alice), 'HMS Prince').moved).toBe('done');
      // Fire in segment 2: Prince's port broadside at Foudroyant.
      table.targets.set(`${prince.uuid}:port`, {
        candidates: [target(ships.foudroyant!, { rangeMm: 80, band: 'short' })],
        chosen: ships.foudroyant!.uuid,
        choices: [ships.foudroyant!.uuid],
      });
      w.world.actAs(alice);
      await runCardAction(aId, 'fire', { index: 0, broadside: 'port' });
      expect(cardsOfKind('gunnery')).toHaveLength(1);

      // The GM steps back into segment 1's course step and forward again: nothing happens twice.
      w.world.actAs(gm);
      await stepBack();
      expect(label()).toBe('course@1');
      await advanceStep();
      expect(label()).toBe('moveFire@2');
      expect(
        defiance.system.history.filter((h) => h.source === `${aId}:1:increaseSail`),
      ).toHaveLength(1);
      expect(table.headings.get(prince.uuid)).toBe(5);

      // ---- segment 2: further turning, and the last chance to fire ----
      await stepTo(b, 'course@2');
      expect(ship(b, view(b, gm), 'HMS Minerva').fired).toBe('todo');
      expect(view(b, gm).guide).toEqual([
        { key: 'SCA.Turn.Tracker.Guide.Waiting', names: 'Alice', side: undefined },
      ]);
      // FP-4.3 Prince's 15 at short range is well laid: its critical is rolled once all have fired.
      w.world.dice.push([4, 4, 4]);
      await stepTo(b, 'boarding');
      expect(cardsOfKind('critical')).toHaveLength(1);
      // SD-47 FP-6.2 the referee fired Minerva's ordered broadside at the end of segment 2.
      expect(cardsOfKind('gunnery').map((g) => g.card.firerUuid)).toEqual([
        prince.uuid,
        minerva.uuid,
      ]);

      // ---- end of the part, the French part, the next turn ----
      await stepTo(b, 'morale');
      await advanceStep();
      expect(battle()).toMatchObject({ turn: 1, sideIndex: 1, step: 'orders', segment: null });
      w.world.actAs(bob);
      await saveOrders(ships.scipion!.uuid, { fireStarboard: 'rigging' });
      await stepTo(b, 'abilita@1');
      w.world.actAs(bob);
      w.world.dice.push([3, 4, 4]);
      await rollAbilita([ships.scipion!.uuid]);
      for (const at of ['moveFire@1', 'course@1', 'moveFire@2', 'course@2', 'boarding', 'morale'])
        await stepTo(b, at);
      await advanceStep();
      expect(battle()).toMatchObject({ turn: 2, sideIndex: 0, step: 'orders', segment: null });
      // A new turn: orders cleared and unlocked.
      expect(prince.system.orders).toMatchObject({ turn: 2, locked: false, firePort: '' });
    },
  );
});
