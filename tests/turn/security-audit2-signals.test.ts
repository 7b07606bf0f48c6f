// A hostile player against SD-256 (FP-A3 / OR-11): Bellona (Alice's) has read no signal, sent none and
// lies far from Généreux, so she keeps course and speed and the referee refuses her course order at the
// roll. Alice tries to make her count as "independent" (her token dragged next to the enemy, her side
// rewritten, her token hidden) or as "has read a signal" (a look-alike signal card of her own, an edit
// of the referee's card): the referee reads only its own cards, the battle's table and the ship's
// guarded data, so the roll is still refused.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { tokenPlacementForPose } from '../../src/foundry/canvas/table-ships.js';
import { CARD_TYPE } from '../../src/foundry/chat/card-model.js';
import { cardsOfKind, postCard } from '../../src/foundry/chat/messages.js';
import type { SignalCard } from '../../src/foundry/chat/card-data-sailing.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { sendSignal, signalNoteFor } from '../../src/foundry/turn/signals.js';
import { beginExample, exampleBattle, stepTo } from './support.js';
import { britishAtMoraleWithSignals } from './signals-support.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { PermissionError } from '../fake-foundry/documents.js';
import { asHostileClient } from '../support/foundry.js';
import { table } from './move-completion-support.js';
import { forgeryReports, hostile } from './security-support.js';

const KEEP =
  'Until it reads a signal, a ship away from the enemy keeps course and speed: no sail or course orders.';

/** Bellona (Alice's) at (200, -400), Généreux (Bob's) at (1200, -900): over 1 m apart; FP-A3 on. */
async function keeping() {
  const t = await table();
  await t.world.settings.set(SYSTEM_ID, 'signals', 'fastPlay');
  expect(signalNoteFor(t.bellona.uuid)).toMatchObject({ keeps: true });
  t.world.actAs(t.alice);
  // Her order as written (the order keys are hers): a course change.
  expect(await saveOrders(t.bellona.uuid, { changeCourse: 'NE' })).toContain(KEEP);
  return t;
}

type T = Awaited<ReturnType<typeof keeping>>;

/**
 * The GM's put-back of `doc` takes a while to reach the server (a round trip on a real table): the
 * referee may meanwhile be asked something by the same player.
 */
function slowRestores(doc: { update(d: object, o?: object): Promise<unknown> }): void {
  const update = doc.update.bind(doc);
  doc.update = async (d: object, o: Record<string, unknown> = {}) => {
    if (o[`${SYSTEM_ID}Restore`]) await new Promise((r) => setTimeout(r, 30));
    return update(d, o);
  };
}

/** A signal card naming Bellona as having read it (3d6 of 3: read whatever the modifiers). */
function readByBellona(t: T): SignalCard {
  return {
    kind: 'signal',
    turn: 1,
    side: 'British',
    mode: 'fastPlay',
    sender: { actorUuid: t.bellona.uuid, name: 'Bellona' },
    senderUserId: t.alice.id,
    elements: ['General chase'],
    entries: [
      {
        actorUuid: t.bellona.uuid,
        name: 'Bellona',
        faces: [1, 1, 1],
        conditions: {
          underEnemyFire: false,
          orderedToFire: false,
          boarding: false,
          fireOnBoard: false,
          otherNation: false,
        },
        independent: true,
      },
    ],
  } as SignalCard;
}

const refusedAtRoll = (t: T) => expect(rollAbilita([t.bellona.uuid])).rejects.toThrow(KEEP);

describe('SD-256 forged: a ship that keeps course and speed made to look independent', () => {
  it('(the checks below can fail) the GM’s own move of her token within 200 mm of the enemy: she is independent, the roll goes through', async () => {
    const t = await keeping();
    const size = { width: t.mine.width, height: t.mine.height };
    t.world.actAs(t.gm);
    await t.mine.update({
      ...tokenPlacementForPose({ x: 1100, y: -800, headingDeg: 90 }, size, t.scene.grid),
    });
    t.world.actAs(t.alice);
    expect(signalNoteFor(t.bellona.uuid)).toMatchObject({ keeps: false });
    t.world.dice.push([4, 4, 4]);
    await expect(rollAbilita([t.bellona.uuid])).resolves.toBeTruthy();
  });

  it('her token dragged next to the enemy (honest client refused, forced put back): the roll is refused', async () => {
    const t = await keeping();
    const size = { width: t.mine.width, height: t.mine.height };
    const near = tokenPlacementForPose({ x: 1100, y: -800, headingDeg: 90 }, size, t.scene.grid);
    await hostile(t.world, () => t.mine.update({ ...near }));
    expect([t.mine.x, t.mine.y]).not.toEqual([near.x, near.y]);
    expect(forgeryReports(t.world).some((c) => c.includes('Alice'))).toBe(true);
    await refusedAtRoll(t);
  });

  it('her token dragged and the roll asked at once, while the GM’s put-back is still on its way to the server: still refused', async () => {
    const t = await keeping();
    const size = { width: t.mine.width, height: t.mine.height };
    const near = tokenPlacementForPose({ x: 1100, y: -800, headingDeg: 90 }, size, t.scene.grid);
    slowRestores(t.mine);
    let roll: Promise<unknown> = Promise.resolve();
    await asHostileClient(t.world, async () => {
      await t.mine.update({ ...near });
      t.world.dice.push([4, 4, 4]);
      roll = rollAbilita([t.bellona.uuid]);
      await roll.catch(() => undefined);
    });
    await expect(roll).rejects.toThrow(KEEP);
    expect([t.mine.x, t.mine.y]).not.toEqual([near.x, near.y]);
  });

  it('her side rewritten and the roll asked at once, while the GM’s put-back is on its way: judged on her true side, refused', async () => {
    const t = await keeping();
    slowRestores(t.bellona);
    let roll: Promise<unknown> = Promise.resolve();
    await asHostileClient(t.world, async () => {
      await t.bellona.update({ 'system.side': 'French' });
      roll = rollAbilita([t.bellona.uuid]);
      await roll.catch(() => undefined);
    });
    // Judged once the GM's put-back has landed: her own side's ship, keeping course and speed.
    await expect(roll).rejects.toThrow(KEEP);
    expect(cardsOfKind('abilita')).toHaveLength(0);
    await settleShipGuard();
    expect(t.bellona.system.side).toBe('British');
  });

  it('her side rewritten to the enemy’s (Bellona’s neighbours become enemies): put back, the roll refused', async () => {
    const t = await keeping();
    await hostile(t.world, () => t.bellona.update({ 'system.side': 'French' }));
    expect(t.bellona.system.side).toBe('British');
    await refusedAtRoll(t);
  });

  it('her token hidden: put back, the roll refused', async () => {
    const t = await keeping();
    await hostile(t.world, () => t.mine.update({ hidden: true }));
    expect(t.mine.hidden).toBe(false);
    await refusedAtRoll(t);
  });
});

describe('SD-256 forged: a ship that keeps course and speed made to look as if she read a signal', () => {
  it('(the checks below can fail) the referee’s own card naming her as having read it: the roll goes through', async () => {
    const t = await keeping();
    t.world.actAs(t.gm);
    await postCard(readByBellona(t));
    t.world.actAs(t.alice);
    expect(signalNoteFor(t.bellona.uuid)).toMatchObject({ keeps: false });
    t.world.dice.push([4, 4, 4]);
    await expect(rollAbilita([t.bellona.uuid])).resolves.toBeTruthy();
  });

  it('a look-alike signal card of Alice’s own is not the referee’s: the note and the roll ignore it', async () => {
    const t = await keeping();
    const create = (data: object) =>
      (ChatMessage as unknown as { create(d: object): Promise<ChatMessage.Implementation> }).create(
        data,
      );
    await asHostileClient(t.world, () =>
      create({ type: CARD_TYPE, system: { card: readByBellona(t) } }),
    );
    expect(cardsOfKind('signal')).toHaveLength(0);
    expect(signalNoteFor(t.bellona.uuid)).toMatchObject({ keeps: true });
    await refusedAtRoll(t);
  });

  it('the referee’s signal card edited by Alice to name Bellona: the server refuses the update (the author or a GM only)', async () => {
    const t = await keeping();
    t.world.actAs(t.gm);
    const card = readByBellona(t);
    const genuine = await postCard({
      ...card,
      sender: { actorUuid: t.genereux.uuid, name: 'Généreux' },
      side: 'French',
      entries: [],
    });
    t.world.actAs(t.alice);
    const edit = () =>
      genuine.message.update({ 'system.card.entries': card.entries } as never) as Promise<unknown>;
    await expect(edit()).rejects.toThrow(PermissionError);
    let forced: Promise<unknown> = Promise.resolve();
    await asHostileClient(t.world, async () => {
      forced = edit();
    });
    await expect(forced).rejects.toThrow(PermissionError);
    expect(cardsOfKind('signal')[0]!.card.entries).toEqual([]);
    expect(
      t.world.log.filter((l) => l.op === 'update' && l.id === genuine.message.id),
    ).toHaveLength(0);
    await refusedAtRoll(t);
  });
});

describe('SD-260 forged: a squadron renamed by its player to be reached by another officer’s signal (OR-11)', () => {
  async function or11() {
    const b = await exampleBattle({
      prince: { nation: 'britain' },
      defiance: { nation: 'britain', squadron: 'Van' },
      ardent: { nation: 'britain' },
      minerva: { nation: 'britain', squadron: 'Van' },
    });
    await b.w.world.settings.set(SYSTEM_ID, 'signals', 'fullGame');
    const carol = b.w.player('Carol');
    b.ships.minerva!.ownership[carol.id] = 3;
    const rows: Array<[string, number, number]> = [
      ['prince', 0, 0],
      ['defiance', 0, 300],
      ['ardent', 0, 600],
      ['minerva', 0, 900],
      ['foudroyant', 2000, 0],
      ['scipion', 2000, 300],
      ['hercule', 2000, 600],
      ['medee', 2000, 900],
    ];
    for (const [k, x, y] of rows) b.table.positions.set(b.ships[k]!.uuid, { x, y });
    await beginExample(b);
    await stepTo(b, 'morale');
    return { b, carol };
  }

  it('Alice moves Ardent into Carol’s Van at the end of the part: Carol’s signal to the Van reaches only the Van the battle began with', async () => {
    const { b, carol } = await or11();
    b.w.world.actAs(b.alice);
    // The squadron is hers to name (sheet and roster), so the server takes it.
    await b.ships.ardent!.update({ 'system.squadron': 'Van' });
    expect(b.ships.ardent!.system.squadron).toBe('Van');
    b.w.world.actAs(carol);
    b.w.world.dice.push([5, 5, 5], [5, 5, 5]);
    const van = await sendSignal(b.ships.minerva!.uuid, ['Engage more closely'], 'Van');
    expect(van.card.entries.map((e) => e.name)).toEqual(['HMS Defiance']);
  });

  it('and out of it: Defiance renamed out of the Van is still reached by its signal', async () => {
    const { b, carol } = await or11();
    b.w.world.actAs(b.alice);
    await b.ships.defiance!.update({ 'system.squadron': '' });
    b.w.world.actAs(carol);
    b.w.world.dice.push([5, 5, 5]);
    const van = await sendSignal(b.ships.minerva!.uuid, ['Engage more closely'], 'Van');
    expect(van.card.entries.map((e) => e.name)).toEqual(['HMS Defiance']);
  });
});

describe('SD-261 forged: a squadron named in an FP-A3 signal request', () => {
  it('under FP-A3 the flagship signals the whole fleet: a request naming a squadron is refused as a bad argument, no card', async () => {
    const b = await exampleBattle({ defiance: { squadron: 'Van' } });
    await britishAtMoraleWithSignals(b);
    b.w.world.dice.push([4, 4, 4]);
    await expect(sendSignal(b.ships.prince!.uuid, ['Engage the enemy'], 'Van')).rejects.toThrow(
      /invalid squadron/,
    );
    expect(cardsOfKind('signal')).toHaveLength(0);
    // The whole fleet (the check above can fail).
    b.w.world.dice.queue = [];
    b.w.world.dice.push([4, 4, 4], [4, 4, 4], [4, 4, 4]);
    const fleet = await sendSignal(b.ships.prince!.uuid, ['Engage the enemy']);
    expect(fleet.card.entries).toHaveLength(3);
  });
});
