// OR-6 edge cases through the turn flow: a well laid "double" under full gunnery applies each of the
// three figures once on its own line, re-derived by the referee, undone only by a GM (SD-36, SD-85);
// a forged figure is refused; and under OR-3 the criticals are drawn as soon as every broadside that
// can fire has fired, not at the step's close when a side's reload failed (SD-11).
import { describe, expect, it } from 'vitest';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { renderCardHtml } from '../../src/foundry/chat/render.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { resolveGunnery, wellLaidExtras } from '../../src/foundry/turn/gunnery.js';
import { exampleBattle, princeReadyToFire, target, type Battle, type Ship } from './support.js';

async function options(b: Battle, o: Record<string, boolean>): Promise<void> {
  b.w.world.actAs(b.gm);
  for (const [k, v] of Object.entries(o)) await b.w.world.settings.set('signal-close-action', k, v);
}

const at = () => {
  const s = battle();
  return s.segment ? `${s.step}@${s.segment}` : s.step;
};

async function go(b: Battle, where: string): Promise<void> {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 30 && at() !== where; i++) await advanceStep();
  expect(at()).toBe(where);
}

function aimAt(b: Battle, firer: Ship, side: 'port' | 'starboard', at: Ship): void {
  b.table.targets.set(`${firer.uuid}:${side}`, {
    candidates: [target(at, { rangeMm: 80, band: 'short' })],
    chosen: at.uuid,
    choices: [at.uuid],
  });
}

describe('OR-6 / SD-36 a well laid double under full gunnery, on the critical card', () => {
  it('SD-36 three lines, each applied once and re-derived; a forged figure is refused; only a GM undoes', async () => {
    const b = await exampleBattle();
    await options(b, { fullGunnery: true });
    const scipion = b.ships.scipion!;
    const roll = await princeReadyToFire(b, { firePort: 'hull' }, [6, 6, 6], {
      ship: scipion,
      rangeMm: 80,
      band: 'short',
    });
    // 18 at short range: W; the critical is rolled when the last ordered broadside fires (9: double).
    b.w.world.dice.push([3, 3, 3]);
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    const shot = cardsOfKind('gunnery')[0]!;
    const crit = cardsOfKind('critical')[0]!;
    expect(crit.card.wellLaid).toMatchObject({ targetUuid: scipion.uuid, faces: [3, 3, 3] });
    const extras = wellLaidExtras(shot.card, 1200);
    expect(extras.map((x) => x.part)).toEqual(['target', 'collateral', 'opposite']);

    // The card shows one button per figure, to Alice (the firer's commander), none to Bob.
    const html = (await renderCardHtml(crit.message, b.alice as unknown as User.Implementation))!;
    expect(html.match(/data-action="applyWellLaid"/g)).toHaveLength(3);
    const bobHtml = (await renderCardHtml(crit.message, b.bob as unknown as User.Implementation))!;
    expect(bobHtml.match(/data-action="applyWellLaid"/g) ?? []).toHaveLength(0);

    // A forged figure: refused, nothing changed, a message says why.
    const before = { ...scipion.system.damage };
    b.w.world.actAs(b.alice);
    for (const part of ['hull', 3, { x: 1 }])
      expect(await runCardAction(crit.message.id!, 'applyWellLaid', { part })).toMatchObject({
        status: 'refused',
        reason: expect.stringMatching(/part/),
      });
    // Bob does not command the firer.
    b.w.world.actAs(b.bob);
    expect(
      await runCardAction(crit.message.id!, 'applyWellLaid', { part: 'collateral' }),
    ).toMatchObject({ status: 'refused' });
    expect(scipion.system.damage).toEqual(before);

    // Each figure once, clicked twice: the side hit (starboard here), the rigging, the other side.
    b.w.world.actAs(b.alice);
    for (const part of ['target', 'collateral', 'opposite']) {
      expect(await runCardAction(crit.message.id!, 'applyWellLaid', { part })).toMatchObject({
        status: 'applied',
      });
      expect(await runCardAction(crit.message.id!, 'applyWellLaid', { part })).toMatchObject({
        status: 'already',
      });
    }
    // The button without a figure is the target figure's: already applied.
    expect(await runCardAction(crit.message.id!, 'applyWellLaid', {})).toMatchObject({
      status: 'already',
    });
    const by = (p: string) => extras.find((x) => x.part === p)!.points;
    expect(scipion.system.damage).toMatchObject({
      starboard: before.starboard + by('target'),
      rigging: before.rigging + by('collateral'),
      port: before.port + by('opposite'),
    });

    // Only a GM undoes a line (the last one applied); it may then be applied again, once.
    const entry = scipion.system.history.find(
      (h) => h.source === `${crit.message.id}:wellLaid:opposite`,
    )!;
    expect(
      await runCardAction(crit.message.id!, 'undo', {
        actorUuid: scipion.uuid,
        entryId: entry.id,
      }),
    ).toMatchObject({ status: 'refused' });
    b.w.world.actAs(b.gm);
    const undone = await runCardAction(crit.message.id!, 'undo', {
      actorUuid: scipion.uuid,
      entryId: entry.id,
    });
    expect(undone).toMatchObject({ status: 'applied' });
    expect(scipion.system.damage.port).toBe(before.port);
    b.w.world.actAs(b.alice);
    expect(
      await runCardAction(crit.message.id!, 'applyWellLaid', { part: 'opposite' }),
    ).toMatchObject({ status: 'applied' });
    expect(
      await runCardAction(crit.message.id!, 'applyWellLaid', { part: 'opposite' }),
    ).toMatchObject({ status: 'already' });
    expect(scipion.system.damage.port).toBe(before.port + by('opposite'));
  });
});

describe('OR-6 / SD-36 the referee applies every figure line when the fire step closes', () => {
  it('SD-36 nobody clicks: closing movement and fire applies the three lines of the double, once', async () => {
    const b = await exampleBattle();
    await options(b, { fullGunnery: true });
    const scipion = b.ships.scipion!;
    const roll = await princeReadyToFire(b, { firePort: 'hull' }, [6, 6, 6], {
      ship: scipion,
      rangeMm: 80,
      band: 'short',
    });
    b.w.world.dice.push([3, 3, 3]);
    await runCardAction(roll.message.id!, 'fire', { index: 0, broadside: 'port' });
    const shot = cardsOfKind('gunnery')[0]!;
    const extras = wellLaidExtras(shot.card, 1200);
    const before = { ...scipion.system.damage };
    b.w.world.actAs(b.gm);
    await advanceStep(); // leaves movement and fire: the compulsory effects are carried out
    const by = (p: string) => extras.find((x) => x.part === p)!.points;
    const full = resolveGunnery(shot.card, 1200).full!;
    expect(scipion.system.damage).toMatchObject({
      starboard: before.starboard + full.target + by('target'),
      rigging: before.rigging + full.collateral + by('collateral'),
      port: before.port + full.opposite + by('opposite'),
    });
  });
});

describe('OR-3 + OR-6 / SD-11 the criticals do not wait for a side whose reload failed', () => {
  it('SD-11 Minerva reloads port and fails (score 4): Prince fires, and the criticals are drawn then, not at the close', async () => {
    const b = await exampleBattle();
    await options(b, { twoSegmentTurn: true, fullGunnery: true });
    const { beginExample } = await import('./support.js');
    await beginExample(b);
    const { prince, minerva, scipion } = b.ships as Record<string, Ship>;

    // ---- turn 1: Minerva fires its port side, which then needs a reload ----
    b.w.world.actAs(b.alice);
    expect(await saveOrders(minerva!.uuid, { firePort: 'hull' })).toEqual([]);
    await go(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    const r1 = (await rollAbilita([minerva!.uuid])).message.id!;
    await go(b, 'moveFire@1');
    aimAt(b, minerva!, 'port', scipion!);
    b.w.world.actAs(b.alice);
    await runCardAction(r1, 'fire', { index: 0, broadside: 'port' });
    expect(minerva!.system.guns!.port.status).toBe('fired');

    // ---- turn 2: Minerva reloads port (segment 1) to fire it in segment 2; Prince fires port ----
    b.w.world.actAs(b.gm);
    for (let i = 0; i < 30 && !(battle().turn === 2 && battle().sideIndex === 0); i++)
      await advanceStep();
    b.w.world.actAs(b.alice);
    expect(await saveOrders(minerva!.uuid, { reloadPort: true, firePort: 'hull' })).toEqual([]);
    expect(await saveOrders(prince!.uuid, { firePort: 'hull' })).toEqual([]);
    await go(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    // 1+1+1 = 3, good crews +1: 4. The reload fails (OR-6 3-4); Prince's shot is unlucky.
    b.w.world.dice.push([1, 1, 1]);
    const r2 = (await rollAbilita([prince!.uuid, minerva!.uuid])).message.id!;
    await go(b, 'moveFire@1');
    expect(minerva!.system.guns!.port).toMatchObject({ status: 'fired' });
    aimAt(b, prince!, 'port', scipion!);
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([2, 2, 2]);
    await runCardAction(r2, 'fire', { index: 0, broadside: 'port' });
    // Minerva's port side cannot fire this turn: the unlucky shot is drawn at once, on Prince.
    const crit = cardsOfKind('critical', (c) => c.abilitaMessageId === r2);
    expect(crit).toHaveLength(1);
    expect(crit[0]!.card.unlucky).toMatchObject({ firerUuid: prince!.uuid });
    // Minerva's port broadside is still refused (the side is not loaded).
    expect(await runCardAction(r2, 'fire', { index: 1, broadside: 'port' })).toMatchObject({
      status: 'refused',
    });
  });

  it('SD-11 a side whose reload succeeded is still awaited: no criticals until it fires in segment 2', async () => {
    const b = await exampleBattle();
    await options(b, { twoSegmentTurn: true, fullGunnery: true });
    const { beginExample } = await import('./support.js');
    await beginExample(b);
    const { prince, minerva, scipion } = b.ships as Record<string, Ship>;
    b.w.world.actAs(b.alice);
    await saveOrders(minerva!.uuid, { firePort: 'hull' });
    await go(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([4, 4, 4]);
    const r1 = (await rollAbilita([minerva!.uuid])).message.id!;
    await go(b, 'moveFire@1');
    aimAt(b, minerva!, 'port', scipion!);
    b.w.world.actAs(b.alice);
    await runCardAction(r1, 'fire', { index: 0, broadside: 'port' });
    b.w.world.actAs(b.gm);
    for (let i = 0; i < 30 && !(battle().turn === 2 && battle().sideIndex === 0); i++)
      await advanceStep();
    b.w.world.actAs(b.alice);
    await saveOrders(minerva!.uuid, { reloadPort: true, firePort: 'hull' });
    await saveOrders(prince!.uuid, { firePort: 'hull' });
    await go(b, 'abilita@1');
    b.w.world.actAs(b.alice);
    // 6+6+4 = 16, +1: 17 for both; Minerva's reload is perfect, Prince's shot well laid.
    b.w.world.dice.push([6, 6, 4]);
    const r2 = (await rollAbilita([prince!.uuid, minerva!.uuid])).message.id!;
    await go(b, 'moveFire@1');
    expect(minerva!.system.guns!.port).toMatchObject({ status: 'reloading' });
    aimAt(b, prince!, 'port', scipion!);
    aimAt(b, minerva!, 'port', scipion!);
    b.w.world.actAs(b.alice);
    await runCardAction(r2, 'fire', { index: 0, broadside: 'port' });
    expect(cardsOfKind('critical', (c) => c.abilitaMessageId === r2)).toHaveLength(0);
    await go(b, 'moveFire@2');
    b.w.world.actAs(b.alice);
    b.w.world.dice.push([3, 3, 3]);
    await runCardAction(r2, 'fire', { index: 1, broadside: 'port' });
    expect(cardsOfKind('critical', (c) => c.abilitaMessageId === r2)).toHaveLength(1);
  });
});
