// OR-6 full gunnery through the turn flow: the run out guns and reload orders, the referee's gun
// state per side, no fire from a ship in the segment (OR-3) or turn (SD-38) it reloads, an initial
// broadside after running out the guns, and the three figures of a hit each applied once.
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { fullGunneryDamage } from '../../src/rules/index.js';
import { beginExample, exampleBattle, target, type Battle, type Ship } from './support.js';

const at = () => {
  const s = battle();
  return s.segment ? `${s.step}@${s.segment}` : s.step;
};

async function go(b: Battle, where: string): Promise<void> {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 12 && at() !== where; i++) await advanceStep();
  expect(at()).toBe(where);
}

/** The GM closes every step until the British part of `turn` begins. */
async function toBritishOrders(b: Battle, turn: number): Promise<void> {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 30 && !(battle().turn === turn && battle().sideIndex === 0); i++)
    await advanceStep();
  expect(battle()).toMatchObject({ turn, sideIndex: 0, step: 'orders' });
}

function aimAt(b: Battle, firer: Ship, side: 'port' | 'starboard', at: Ship): void {
  b.table.targets.set(`${firer.uuid}:${side}`, {
    candidates: [target(at, { rangeMm: 80, band: 'short' })],
    chosen: at.uuid,
    choices: [at.uuid],
  });
}

const guns = (s: Ship) => s.system.guns!;
const gunneryBy = (s: Ship) => cardsOfKind('gunnery').filter((g) => g.card.firerUuid === s.uuid);

async function options(b: Battle, o: Record<string, boolean>): Promise<void> {
  b.w.world.actAs(b.gm);
  for (const [k, v] of Object.entries(o)) await b.w.world.settings.set('signal-close-action', k, v);
}

describe('OR-6 full gunnery in the turn flow', () => {
  it('OR-3 + OR-5 + OR-6 + OR-9: run out guns, an initial broadside, reload in segment 1 and fire in segment 2, three figures applied once', async () => {
    const b = await exampleBattle();
    await options(b, {
      twoSegmentTurn: true,
      fullNavigation: true,
      fullGunnery: true,
      riggingTest: true,
    });
    await beginExample(b);
    const { prince, minerva, scipion } = b.ships as Record<string, Ship>;

    // ---- turn 1: Prince runs out its guns, Minerva fires ----
    b.w.world.actAs(b.alice);
    expect(await saveOrders(prince!.uuid, { runOutGuns: true, firePort: 'hull' })).toEqual([
      expect.stringMatching(/without firing or reloading/),
    ]);
    expect(await saveOrders(minerva!.uuid, { reloadPort: true })).toEqual([
      expect.stringMatching(/nothing to reload/),
    ]);
    expect(await saveOrders(prince!.uuid, { runOutGuns: true })).toEqual([]);
    expect(await saveOrders(minerva!.uuid, { firePort: 'hull' })).toEqual([]);
    await go(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    const r1 = (await rollAbilita([prince!.uuid, minerva!.uuid])).message.id!;
    // The guns are run out when the referee completes the actions (end of segment 1).
    await go(b, 'moveFire@2');
    expect(guns(prince!)).toMatchObject({ runOutTurn: 1, port: { status: 'runOut' } });
    aimAt(b, minerva!, 'port', scipion!);
    b.w.world.actAs(b.alice);
    await runCardAction(r1, 'fire', { index: 1, broadside: 'port' });
    const [shot] = gunneryBy(minerva!);
    expect(shot!.card.fullGunnery).toEqual({ broadside: 'normal' });
    expect(guns(minerva!).port).toMatchObject({ status: 'fired', hasFired: true, firedTurn: 1 });
    // The three figures, each applied once, to the side hit, the rigging and the other side.
    const want = fullGunneryDamage({
      bf: shot!.card.bf,
      band: 'short',
      broadside: 'normal',
      aim: 'hull',
      targetSail: scipion!.system.sail,
    });
    const before = { ...scipion!.system.damage };
    for (const recipient of [0, 1, 2])
      expect(await runCardAction(shot!.message.id!, 'applyDamage', { recipient })).toMatchObject({
        status: 'applied',
      });
    expect(
      await runCardAction(shot!.message.id!, 'applyDamage', { recipient: 0 }),
    ).not.toMatchObject({ status: 'applied' });
    expect(scipion!.system.damage).toMatchObject({
      starboard: before.starboard + want.target,
      rigging: before.rigging + want.collateral,
      port: before.port + want.opposite,
    });

    // ---- turn 2: Prince's initial broadside; Minerva reloads port in segment 1, fires starboard in 2 ----
    await toBritishOrders(b, 2);
    b.w.world.actAs(b.alice);
    expect(await saveOrders(minerva!.uuid, { firePort: 'hull' })).toEqual([
      expect.stringMatching(/not reloaded/),
    ]);
    expect(await saveOrders(prince!.uuid, { firePort: 'hull' })).toEqual([]);
    expect(await saveOrders(minerva!.uuid, { reloadPort: true, fireStarboard: 'hull' })).toEqual(
      [],
    );
    await go(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    const r2 = (await rollAbilita([prince!.uuid, minerva!.uuid])).message.id!;
    await go(b, 'moveFire@1');
    aimAt(b, prince!, 'port', scipion!);
    aimAt(b, minerva!, 'starboard', scipion!);
    b.w.world.actAs(b.alice);
    await runCardAction(r2, 'fire', { index: 0, broadside: 'port' });
    expect(gunneryBy(prince!).at(-1)!.card.fullGunnery).toEqual({ broadside: 'initial' });
    // Minerva reloads in segment 1: neither side fires in it.
    expect(await runCardAction(r2, 'fire', { index: 1, broadside: 'starboard' })).toMatchObject({
      status: 'refused',
    });
    expect(gunneryBy(minerva!)).toHaveLength(1);
    await go(b, 'moveFire@2');
    expect(guns(minerva!).port).toMatchObject({
      status: 'reloading',
      reloadTurn: 2,
      reloadSegment: 1,
    });
    b.w.world.actAs(b.alice);
    await runCardAction(r2, 'fire', { index: 1, broadside: 'starboard' });
    expect(gunneryBy(minerva!)).toHaveLength(2);
    expect(gunneryBy(minerva!).at(-1)!.card.fullGunnery).toEqual({ broadside: 'normal' });
  });

  it('OR-6 without OR-3 / SD-38: fire in turn 1, reload in turn 2 (no fire that turn), fire again in turn 3', async () => {
    const b = await exampleBattle();
    await options(b, { fullGunnery: true });
    await beginExample(b);
    const { prince, scipion } = b.ships as Record<string, Ship>;
    const fireTurn = async (turn: number) => {
      b.w.world.actAs(b.alice);
      expect(await saveOrders(prince!.uuid, { firePort: 'hull' })).toEqual([]);
      await go(b, 'abilita');
      b.w.world.actAs(b.alice);
      b.w.world.dice.push([4, 4, 4]);
      const r = (await rollAbilita([prince!.uuid])).message.id!;
      await go(b, 'moveFire');
      aimAt(b, prince!, 'port', scipion!);
      b.w.world.actAs(b.alice);
      await runCardAction(r, 'fire', { index: 0, broadside: 'port' });
      expect(gunneryBy(prince!)).toHaveLength(turn === 1 ? 1 : 2);
    };
    await fireTurn(1);
    expect(guns(prince!).port).toMatchObject({ status: 'fired', firedTurn: 1 });

    await toBritishOrders(b, 2);
    b.w.world.actAs(b.alice);
    expect(await saveOrders(prince!.uuid, { firePort: 'hull' })).toEqual([
      expect.stringMatching(/not reloaded/),
    ]);
    expect(await saveOrders(prince!.uuid, { reloadPort: true, fireStarboard: 'hull' })).toEqual([
      expect.stringMatching(/does not fire in the same turn/),
    ]);
    expect(await saveOrders(prince!.uuid, { reloadPort: true })).toEqual([]);
    await go(b, 'abilita');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    await rollAbilita([prince!.uuid]);
    await go(b, 'moveFire');
    // The referee completed the reload when the Abilità step closed (the table on Prince's score).
    expect(guns(prince!).port).toMatchObject({ status: 'reloading', reloadTurn: 2 });

    await toBritishOrders(b, 3);
    await fireTurn(3);
    expect(gunneryBy(prince!).at(-1)!.card.fullGunnery).toEqual({ broadside: 'normal' });
  });

  it("OR-6 the gun state is the referee's: a player's write is refused, and put back when forced", async () => {
    const b = await exampleBattle();
    await options(b, { fullGunnery: true });
    await beginExample(b);
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    await prince.update({ 'system.guns.port.status': 'runOut' });
    expect(guns(prince).port.status).toBe('loaded');
    // A hostile client skips its own hooks: the GM's client restores the stored state.
    await asHostileClient(b.w.world, async () => {
      await prince.update({ 'system.guns.port.perfect': true, 'system.guns.runOutTurn': 1 });
    });
    await settleShipGuard();
    expect(guns(prince)).toMatchObject({ runOutTurn: null, port: { perfect: false } });
  });
});
