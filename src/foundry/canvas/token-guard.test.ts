// Issue 8 token attacks: in a battle a player's ship moves and turns only through the referee. An
// honest client refuses the update; a hostile one (hooks skipped, "judged move" option forged) is put
// back by the active GM's client, which reports who tried. Free play (no battle) is untouched.
import { afterEach, describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import { setManoeuvreGate } from './battle-gate.js';
import { JUDGED_MOVE } from './moves.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { asHostileClient } from '../../../tests/support/foundry.js';
import { auditShipTokens, settleTokenGuard } from './token-guard.js';
import { settleCanvasTasks } from './hooks.js';

afterEach(() => setManoeuvreGate(null));

async function battleShip(mayMove: boolean) {
  const w = await canvasWorld();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British' },
  });
  const token = await placeShip(w.scene, bellona, 600, -400, 90);
  setManoeuvreGate(() => ({
    mode: 'battle',
    turn: 1,
    mayMove,
    reasonKey: mayMove ? null : 'SCA.Turn.Gate.NotMoveStep',
  }));
  return { ...w, alice, token };
}

/** A client that skips its own pre-update hooks (a console call straight to the server). */
async function hostile(
  w: Awaited<ReturnType<typeof battleShip>>,
  run: () => Promise<unknown>,
): Promise<void> {
  await asHostileClient(w.world, run);
  await settleTokenGuard();
  await settleCanvasTasks();
}

const told = (w: Awaited<ReturnType<typeof battleShip>>) =>
  w.world.messages.contents.map((m) => m.content).filter((c) => c.includes('put back'));

describe('issue 8 token moves in a battle', () => {
  it('SD-23 a rotation-only update during the orders step: refused by an honest client, put back when forced', async () => {
    const w = await battleShip(false);
    w.world.actAs(w.alice);
    await w.token.update({ rotation: 0 });
    expect(w.token.rotation).toBe(270);
    await hostile(w, () => w.token.update({ rotation: 0 }));
    expect(w.token.rotation).toBe(270);
    expect(told(w)).toEqual([
      '<p class="sca-forgery">Alice tried something the rules do not allow: Alice moved Bellona outside the rules: put back.</p>',
    ]);
  });

  it('SD-23 a forged "judged move" option does not let a 2000 px move through, even in the move step', async () => {
    const w = await battleShip(true);
    const { x, y } = w.token;
    w.world.actAs(w.alice);
    // An honest client turns a drag straight ahead into a request: the referee sails the allowance (180 mm = 900 px), no more.
    await w.token.update({ x: x + 2000 }, { [JUDGED_MOVE]: true });
    await settleCanvasTasks();
    expect({ x: w.token.x, y: w.token.y }).toEqual({ x: x + 900, y });
    // A sideways drag is no straight move: refused.
    await w.token.update({ y: y + 100 });
    expect(w.token.y).toBe(y);
    expect(w.world.notifications.at(-1)?.message).toBe(
      'In a battle drag a ship straight ahead (or use the ship panel); its turns come from its Abilità card.',
    );
    // A forced update is put back by the GM's client.
    await hostile(w, () => w.token.update({ x: x + 4000, y: y + 50 }, { [JUDGED_MOVE]: true }));
    expect({ x: w.token.x, y: w.token.y }).toEqual({ x: x + 900, y });
  });

  it('FP-5.7 / FP-6.4 a straight move in steps: part of it, then the rest; never more than the allowance, never a turn once under way', async () => {
    const w = await battleShip(true);
    const { performManoeuvre, shipMoveState } = await import('./moves.js');
    const x = w.token.x;
    w.world.actAs(w.alice);
    const first = await performManoeuvre(w.scene, w.token.id, 'hold:4', 60);
    expect(first.outcome.movedMm).toBeCloseTo(60, 6);
    expect(shipMoveState(w.scene, w.token.id)).toMatchObject({ movedMm: 60, remainingMm: 120 });
    // Only going on straight ahead is offered now.
    expect(shipMoveState(w.scene, w.token.id).choice.options.map((o) => o.id)).toEqual(['hold:4']);
    const rest = await performManoeuvre(w.scene, w.token.id, 'hold:4', 500);
    expect(rest.outcome.movedMm).toBeCloseTo(120, 6);
    expect(w.token.x).toBe(x + 900);
    await expect(performManoeuvre(w.scene, w.token.id, 'hold:4')).rejects.toThrow(
      'This ship has already made its move this turn.',
    );
  });

  it("the GM's own moves and free play (no battle) are left alone", async () => {
    const w = await battleShip(false);
    const x = w.token.x;
    await w.token.update({ x: x + 100 });
    await settleTokenGuard();
    expect(w.token.x).toBe(x + 100);
    setManoeuvreGate(null);
    w.world.actAs(w.alice);
    await w.token.update({ x: x + 150 });
    await settleTokenGuard();
    expect(w.token.x).toBe(x + 150);
  });
});

describe("issue 8 a ship token's system flags are the referee's", () => {
  it('a player clearing its last move (to move again) or forging a turn record is put back', async () => {
    const w = await battleShip(true);
    const { SYSTEM_ID } = await import('../constants.js');
    // The referee's record of this turn's move.
    await w.token.update({
      [`flags.${SYSTEM_ID}.lastMove`]: { moveId: 'm', movedMm: 180, time: 1, turn: 1 },
    });
    await settleTokenGuard();
    w.world.actAs(w.alice);
    await hostile(w, () =>
      w.token.update({
        [`flags.${SYSTEM_ID}.-=lastMove`]: null,
        [`flags.${SYSTEM_ID}.turns`]: [{ key: 'k', before: { x: 0, y: 0, rotation: 0 } }],
      }),
    );
    expect(w.token.getFlag(SYSTEM_ID, 'lastMove')).toEqual({
      moveId: 'm',
      movedMm: 180,
      time: 1,
      turn: 1,
    });
    expect(w.token.getFlag(SYSTEM_ID, 'turns')).toBeUndefined();
    expect(told(w)).toHaveLength(1);
  });
});

describe('issue 8 token writes sent back to back', () => {
  it('forged pose and flag writes sent at once are each put back, judged on the state each left', async () => {
    const w = await battleShip(false);
    const { SYSTEM_ID } = await import('../constants.js');
    await w.token.update({
      [`flags.${SYSTEM_ID}.lastMove`]: { moveId: 'm', movedMm: 180, time: 1, turn: 1 },
    });
    await settleTokenGuard();
    const before = { x: w.token.x, y: w.token.y, rotation: w.token.rotation };
    w.world.actAs(w.alice);
    await hostile(w, async () => {
      await Promise.all([
        w.token.update({ rotation: 0 }),
        w.token.update({ x: w.token.x + 500 }),
        w.token.update({ [`flags.${SYSTEM_ID}.-=lastMove`]: null }),
      ]);
      await w.token.update({ y: w.token.y + 300 });
    });
    expect({ x: w.token.x, y: w.token.y, rotation: w.token.rotation }).toEqual(before);
    expect(w.token.getFlag(SYSTEM_ID, 'lastMove')).toEqual({
      moveId: 'm',
      movedMm: 180,
      time: 1,
      turn: 1,
    });
  });

  it("a GM's move landing between forged writes is kept; the forged pose beside it is not adopted", async () => {
    const w = await battleShip(false);
    const gm = w.world.user;
    const writes: Promise<unknown>[] = [];
    const start = { x: w.token.x, y: w.token.y };
    await hostile(w, async () => {
      w.world.actAs(w.alice);
      writes.push(w.token.update({ rotation: 0 }));
      w.world.actAs(gm);
      writes.push(w.token.update({ x: start.x + 100 }));
      w.world.actAs(w.alice);
      writes.push(w.token.update({ y: start.y + 300 }));
      await Promise.all(writes);
    });
    expect({ x: w.token.x, y: w.token.y, rotation: w.token.rotation }).toEqual({
      x: start.x + 100,
      y: start.y,
      rotation: 270,
    });
  });
});

describe('issue 8 token moves while no GM is connected', () => {
  it('a battle ship moved by a hostile player while no GM was connected is put back when a GM shows the scene', async () => {
    const w = await battleShip(false);
    const gm = w.world.user;
    const { resetShipGuard } = await import('../referee/ship-guard.js');
    const { settleLedger } = await import('../referee/guard-ledger.js');
    await settleLedger();
    const before = { x: w.token.x, y: w.token.y, rotation: w.token.rotation };
    gm.active = false;
    w.world.actAs(w.alice);
    await hostile(w, () => w.token.update({ x: before.x + 800, rotation: 0 }));
    expect(w.token.x).toBe(before.x + 800); // nobody judged it
    gm.active = true;
    w.world.actAs(gm);
    resetShipGuard(); // a fresh GM client: only the ledger remembers
    expect(auditShipTokens([w.token as never])).toEqual([w.token.id]);
    await settleTokenGuard();
    expect({ x: w.token.x, y: w.token.y, rotation: w.token.rotation }).toEqual(before);
    expect(w.world.messages.contents.at(-1)?.content).toContain(
      'Bellona was moved while no GM was connected: put back.',
    );
    expect(auditShipTokens([w.token as never])).toEqual([]);
  });
});

describe('issue 8 a battle ship has the tokens the GM gave it', () => {
  it('a second token (a decoy) or a removed token: refused by an honest client, undone by the GM when forced', async () => {
    const w = await battleShip(true);
    const bellonaId = w.token.actorId!;
    const count = () => w.scene.tokens.contents.filter((t) => t.actorId === bellonaId).length;
    w.world.actAs(w.alice);
    await expect(
      w.scene.createEmbeddedDocuments('Token', [
        {
          name: 'Bellona',
          actorId: bellonaId,
          x: 0,
          y: 0,
          width: w.token.width,
          height: w.token.height,
        },
      ]),
    ).resolves.toEqual([]);
    expect(w.world.notifications.at(-1)?.message).toBe(
      "In a battle only the GM adds or removes a ship's token.",
    );
    await hostile(w, () =>
      w.scene.createEmbeddedDocuments('Token', [
        {
          name: 'Bellona',
          actorId: bellonaId,
          x: 0,
          y: 0,
          width: w.token.width,
          height: w.token.height,
        },
      ]),
    );
    expect(count()).toBe(1);
    await hostile(w, () => w.scene.deleteEmbeddedDocuments('Token', [w.token.id]));
    expect(count()).toBe(1);
    expect(w.scene.tokens.get(w.token.id)).toBeDefined();
    expect(
      w.world.messages.contents
        .map((m) => m.content)
        .filter((c) => c.includes('during the battle')),
    ).toEqual([
      '<p class="sca-forgery">Alice tried something the rules do not allow: Alice added a token of Bellona during the battle: removed.</p>',
      '<p class="sca-forgery">Alice tried something the rules do not allow: Alice removed Bellona&#39;s token during the battle: put back.</p>',
    ]);
  });

  it('a base resized by a player in a battle is put back', async () => {
    const w = await battleShip(false);
    const { width, height } = w.token;
    w.world.actAs(w.alice);
    await hostile(w, () => w.token.update({ width: width * 3, height: height * 3 }));
    expect({ width: w.token.width, height: w.token.height }).toEqual({ width, height });
  });
});
