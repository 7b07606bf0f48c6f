// SD-282 a hostile player moves her battle ship's token while no GM is connected. The token guard's
// audit used to run only when a GM's client showed a scene (canvasReady, its placeables): a GM who
// came back viewing another scene left the battle's table as she forged it, and the referee reads the
// battle's scene (the Combat's) whichever scene the GM views. A GM's client that becomes the referee
// now audits every scene's ship tokens; an audit at the showing of the scene beside it puts back once.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { createScene } from '../fake-foundry/canvas.js';
import { setManoeuvreGate } from '../../src/foundry/canvas/battle-gate.js';
import { auditShipTokens, settleTokenGuard } from '../../src/foundry/canvas/token-guard.js';
import { settleLedger } from '../../src/foundry/referee/guard-ledger.js';
import { resetShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { seaSceneData } from '../../src/foundry/canvas/scene-setup.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { asHostileClient } from '../support/foundry.js';
import { settleCombatPutBack } from '../../src/foundry/turn/combat-put-back.js';
import { forgeryReports, fortBattle } from './security-support.js';

async function battleShipAway() {
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
    mayMove: false,
    reasonKey: 'SCA.Turn.Gate.NotMoveStep',
  }));
  await settleLedger();
  const before = { x: token.x, y: token.y, rotation: token.rotation };
  w.gm.active = false;
  w.world.actAs(alice);
  await asHostileClient(w.world, () => token.update({ x: before.x + 800, rotation: 0 }));
  await settleTokenGuard();
  expect(token.x).toBe(before.x + 800); // nobody judged it
  return { w, token, before };
}

const away = (w: Awaited<ReturnType<typeof canvasWorld>>) =>
  w.world.messages.contents.filter((m) => m.content.includes('while no GM was connected'));

describe('SD-282 forged: a battle ship moved while no GM is connected, the GM back on another scene', () => {
  it('SD-282 the GM’s ready puts the token back though her client shows another scene', async () => {
    const { w, token, before } = await battleShipAway();
    w.gm.active = true;
    w.world.actAs(w.gm);
    createScene({ name: 'Harbour', ...seaSceneData(1200) }); // the scene she now views
    resetShipGuard();
    w.world.onClient(w.gm, () => w.world.hooks.callAll('ready'));
    await settleTokenGuard();
    expect({ x: token.x, y: token.y, rotation: token.rotation }).toEqual(before);
    expect(away(w)).toHaveLength(1);
  });

  it('SD-282 the audit at her ready and the one at the showing of the battle’s scene put the token back once', async () => {
    const { w, token, before } = await battleShipAway();
    w.gm.active = true;
    w.world.actAs(w.gm);
    resetShipGuard();
    w.world.onClient(w.gm, () => w.world.hooks.callAll('ready'));
    expect(auditShipTokens([token as never])).toEqual([]);
    await settleTokenGuard();
    expect({ x: token.x, y: token.y, rotation: token.rotation }).toEqual(before);
    expect(away(w)).toHaveLength(1);
  });
});

describe('SD-282 forged: a ship of the battle deleted while no GM is connected', () => {
  it('SD-282 her data is gone: the GM’s ready tells the GMs which ship, and nothing else is reported', async () => {
    const t = await fortBattle();
    t.world.actAs(t.gm);
    await settleLedger();
    t.gm.active = false;
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () => t.bellona.delete());
    expect(game.actors!.get(t.bellona.id)).toBeUndefined(); // nobody re-created her
    t.gm.active = true;
    t.world.actAs(t.gm);
    resetShipGuard();
    t.world.onClient(t.gm, () => t.world.hooks.callAll('ready'));
    await settleCombatPutBack();
    await settleTokenGuard();
    const told = forgeryReports(t.world).filter((c) => c.includes('no GM was connected'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('Bellona, a ship of the battle, was deleted');
  });
});
