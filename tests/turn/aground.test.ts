// HR-3 running aground on a (fake) table: a shoal region the GM drew with the system's behaviour, a
// ship's straight move stopped at its edge by the referee, the damage applied once, the ship held
// until an unfoul order gets it off, the grounded record refused to players, the GM's mark / unmark.
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { applyGrounding, markAground } from '../../src/foundry/canvas/aground.js';
import { canvasWorld, placeShip, shipActor, shoalRegion } from '../support/canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { undoEffect } from '../../src/foundry/referee/relay.js';
import { groundingDamage, shipProfile, classById } from '../../src/rules/index.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { riggingTestOf } from '../../src/foundry/turn/rigging.js';
import { postGroundingTest } from '../../src/foundry/turn/rigging-post.js';

async function aground(
  kind: 'rock' | 'sand' = 'sand',
  opts: { riggingTest?: boolean; sail?: 'easy' | 'full'; gapMm?: number } = {},
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'runningAground', true);
  if (opts.riggingTest) await w.world.settings.set(SYSTEM_ID, 'riggingTest', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: opts.sail ?? 'full', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French' },
  });
  // Heading east in a north wind (beam reach, 180 mm at full sail); the bow at x = 637.5 mm.
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const theirs = await placeShip(w.scene, genereux, 600, 400, 90);
  // The bank begins 100 mm (or gapMm) ahead of the bow.
  const edge = 637.5 + (opts.gapMm ?? 100);
  await w.scene.createEmbeddedDocuments('Region', [
    shoalRegion(w.scene.grid, kind, [edge, -600, edge + 160, -200]),
  ]);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  return { ...w, alice, bob, bellona, genereux, mine, theirs };
}

type T = Awaited<ReturnType<typeof aground>>;

async function toMoveStep(t: T) {
  t.world.actAs(t.gm);
  for (let i = 0; i < 12 && battle().step !== 'moveFire'; i++) await advanceStep();
}

async function toNextTurn(t: T) {
  t.world.actAs(t.gm);
  const turn = battle().turn;
  for (let i = 0; i < 16 && battle().turn === turn; i++) await advanceStep();
}

const DC_74 = shipProfile(classById('3rd-74c'), 'average').dcCapacity;

describe('HR-3 running aground in the turn', () => {
  it('HR-3 a straight move stops at the edge of a sand bank; 50% DC of hull at full sail, applied once', async () => {
    const t = await aground('sand');
    await toMoveStep(t);
    t.world.actAs(t.alice);
    const report = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(report.outcome.movedMm).toBeGreaterThan(99);
    expect(report.outcome.movedMm).toBeLessThanOrEqual(100 + 1e-6);
    expect(report.aground).toMatchObject({ kind: 'sand', refusal: null });
    const hit = groundingDamage('full', DC_74);
    expect(hit.pct).toBe(50);
    expect(t.bellona.system.damage.port).toBe(hit.hullPoints);
    expect(t.bellona.system.grounded).toEqual({ kind: 'sand', sail: 'full', turn: 1 });
    // The referee posted the grounding card and applied it from there, once.
    const [posted] = cardsOfKind('grounding');
    expect(posted!.card).toMatchObject({ bottom: 'sand', sail: 'full', byTest: false, turn: 1 });
    expect(
      t.bellona.system.history.filter((e) => e.source === `${posted!.message.id}:aground`),
    ).toHaveLength(1);
    t.world.actAs(t.gm);
    const again = await applyGrounding(
      t.scene.id,
      t.mine.id,
      t.bellona.uuid,
      report.aground!.regionId,
      posted!.card.moveId,
      t.alice.id,
    );
    expect(again.status).toBe('already');
    expect(cardsOfKind('grounding')).toHaveLength(1);
    expect(t.bellona.system.damage.port).toBe(hit.hullPoints);
    // Aground: no more move this turn.
    t.world.actAs(t.alice);
    await expect(performManoeuvre(t.scene, t.mine.id, 'hold:4')).rejects.toThrow(/Aground/);
  });

  it('HR-3 next turn an unfoul order with All gets it off: it drifts that turn, then sails at half speed', async () => {
    const t = await aground('sand');
    await toMoveStep(t);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    await toNextTurn(t);
    expect(battle().turn).toBe(2);
    expect(t.bellona.system.grounded?.kind).toBe('sand');
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { unfoul: true });
    t.world.dice.push([6, 6, 6]);
    const roll = await rollAbilita([t.bellona.uuid]);
    expect(
      await runCardAction(roll.message.id!, 'applyOrder', { index: 0, order: 'unfoul' }),
    ).toMatchObject({ status: 'applied' });
    expect(t.bellona.system.grounded).toEqual({ kind: '', sail: '', turn: null });
    expect(t.bellona.system).toMatchObject({ hoveTo: true, halfSpeed: false });
    await toNextTurn(t);
    expect(t.bellona.system).toMatchObject({ hoveTo: false, halfSpeed: true });
  });

  it('HR-3 after a full-sail grounding an A,E result does not get it off (All is needed)', async () => {
    const t = await aground('sand');
    await toMoveStep(t);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    await toNextTurn(t);
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { unfoul: true });
    t.world.dice.push([3, 3, 3]);
    const roll = await rollAbilita([t.bellona.uuid]);
    await runCardAction(roll.message.id!, 'applyOrder', { index: 0, order: 'unfoul' });
    expect(t.bellona.system.grounded?.kind).toBe('sand');
  });

  it('HR-3 a course change is refused while aground', async () => {
    const t = await aground('sand');
    await toMoveStep(t);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    await toNextTurn(t);
    t.world.actAs(t.alice);
    expect(await saveOrders(t.bellona.uuid, { changeCourse: 'SE' })).toContain(
      game.i18n!.localize('SCA.Turn.Orders.Error.Aground'),
    );
    // The unfoul order is what it may give (no "not in contact" refusal).
    expect(await saveOrders(t.bellona.uuid, { unfoul: true })).toEqual([]);
  });

  it('HR-3 with the setting off the bank is open water', async () => {
    const t = await aground('sand');
    await t.world.settings.set(SYSTEM_ID, 'runningAground', false);
    await toMoveStep(t);
    t.world.actAs(t.alice);
    const report = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(report.outcome.movedMm).toBeCloseTo(180, 6);
    expect(report.aground).toBeNull();
    expect(t.bellona.system.grounded?.kind).toBe('');
  });
});

describe('HR-3 with the OR-9 rigging test on (SD-132)', () => {
  it('HR-3 / OR-9 on rock: the test replaces the fixed damage; failed, it costs rigging and the ship stays aground until an unfoul order gets it off', async () => {
    const t = await aground('rock', { riggingTest: true });
    await toMoveStep(t);
    t.world.actAs(t.alice);
    // The referee's 3d6 for the test: 1,1,1 (3: -2).
    t.world.dice.push([1, 1, 1]);
    const report = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(report.aground).toMatchObject({ kind: 'rock', refusal: null });
    expect(t.bellona.system.damage.port).toBe(0);
    const [test] = cardsOfKind('riggingTest');
    expect(test!.card).toMatchObject({ cause: 'grounding', collision: 'rock', sail: 'full' });
    const rock = riggingTestOf(test!.card).modifiers.find((m) => m.key === 'rock');
    expect(rock?.value).toBe(-5);
    expect(riggingTestOf(test!.card).damage).toBe(true);
    expect(t.bellona.system.damage.rigging).toBeGreaterThan(0);
    expect(t.bellona.system.grounded?.kind).toBe('rock');
    // The same grounding does not test twice.
    t.world.actAs(t.gm);
    await postGroundingTest(t.bellona.uuid, 'rock', test!.card.trigger!);
    expect(cardsOfKind('riggingTest')).toHaveLength(1);
    // Next turn: All on the unfoul column gets it off.
    await toNextTurn(t);
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { unfoul: true });
    t.world.dice.push([6, 6, 6]);
    const roll = await rollAbilita([t.bellona.uuid]);
    await runCardAction(roll.message.id!, 'applyOrder', { index: 0, order: 'unfoul' });
    expect(t.bellona.system.grounded?.kind).toBe('');
  });

  it('HR-3 / OR-9 on sand at easy sail: a passed test slides the ship off at once (no damage)', async () => {
    const t = await aground('sand', { riggingTest: true, sail: 'easy', gapMm: 50 });
    await toMoveStep(t);
    t.world.actAs(t.alice);
    t.world.dice.push([6, 6, 6]);
    const report = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(report.aground?.kind).toBe('sand');
    const [test] = cardsOfKind('riggingTest');
    expect(riggingTestOf(test!.card).modifiers.find((m) => m.key === 'sand')?.value).toBe(-3);
    expect(riggingTestOf(test!.card).damage).toBe(false);
    expect(t.bellona.system.grounded?.kind).toBe('');
    expect(t.bellona.system).toMatchObject({ hoveTo: true, damage: { port: 0, rigging: 0 } });
  });
});

describe('HR-3 the grounding card', () => {
  it('HR-3 a forged click on another side’s grounding card is refused and changes nothing; after the GM’s undo the owner re-applies it once', async () => {
    const t = await aground('sand');
    await toMoveStep(t);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    const [posted] = cardsOfKind('grounding');
    const id = posted!.message.id!;
    const before = JSON.stringify(t.bellona.system.damage);
    // Bob does not command Bellona: a forgery, reported to the GMs, nothing changes.
    t.world.actAs(t.gm);
    const entry = t.bellona.system.history.find((e) => e.source === `${id}:aground`)!;
    await undoEffect({ actorUuid: t.bellona.uuid, entryId: entry.id });
    expect(t.bellona.system.grounded?.kind).toBe('');
    t.world.actAs(t.bob);
    const forged = await runCardAction(id, 'applyGrounding', {});
    expect(forged.status).toBe('refused');
    expect(t.bellona.system.grounded?.kind).toBe('');
    expect(t.world.messages.contents.some((m) => /Bob/.test(String(m.content)))).toBe(true);
    // Alice re-applies it: once.
    t.world.actAs(t.alice);
    expect(await runCardAction(id, 'applyGrounding', {})).toMatchObject({ status: 'applied' });
    expect(await runCardAction(id, 'applyGrounding', {})).toMatchObject({ status: 'already' });
    expect(t.bellona.system.grounded?.kind).toBe('sand');
    expect(JSON.stringify(t.bellona.system.damage)).toBe(before);
  });
});

describe('HR-3 the grounded record is the referee’s', () => {
  it('HR-3 a player’s own write of the grounded state is refused, or put back by the GM', async () => {
    const t = await aground('sand');
    t.world.actAs(t.gm);
    await markAground(t.bellona.uuid, 'sand');
    t.world.actAs(t.alice);
    // An honest client refuses the write before it is sent.
    await t.bellona.update({ 'system.grounded': { kind: '', sail: '', turn: null } });
    expect(t.bellona.system.grounded?.kind).toBe('sand');
    // A client that skips the check: the GM's client puts it back and tells the GMs.
    await asHostileClient(t.world, async () => {
      await t.bellona.update({ 'system.grounded.kind': '' });
      await settleShipGuard();
      expect(t.bellona.system.grounded).toMatchObject({ kind: 'sand', sail: 'full' });
    });
    expect(t.world.messages.contents.some((m) => /grounded/.test(String(m.content)))).toBe(true);
  });

  it('HR-3 the GM marks a ship aground (no damage) and afloat again; each is undone by the GM', async () => {
    const t = await aground('rock');
    t.world.actAs(t.gm);
    expect(await markAground(t.bellona.uuid, 'rock')).toMatchObject({ status: 'applied' });
    expect(t.bellona.system.grounded).toMatchObject({ kind: 'rock', sail: 'full' });
    expect(t.bellona.system.damage.port).toBe(0);
    expect(await markAground(t.bellona.uuid, 'rock')).toMatchObject({ status: 'refused' });
    const off = await markAground(t.bellona.uuid, '');
    expect(off).toMatchObject({ status: 'applied' });
    expect(t.bellona.system.grounded?.kind).toBe('');
    await undoEffect({ actorUuid: t.bellona.uuid, entryId: (off as { entryId: string }).entryId });
    expect(t.bellona.system.grounded?.kind).toBe('rock');
  });

  it('HR-3 a player cannot mark or unmark: the relay is the GM’s', async () => {
    const t = await aground('rock');
    t.world.actAs(t.alice);
    expect(await markAground(t.bellona.uuid, 'rock')).toMatchObject({ status: 'refused' });
    expect(t.bellona.system.grounded?.kind).toBe('');
  });
});
