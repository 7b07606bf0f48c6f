// SD-255 / OR-9 / FP-5.6: a ship in stays with rigging down need not (and may not) order the tack; the
// referee takes her other orders, the jury rig's among them. Forged: a player cannot write the wreck
// record to be let off the tack of a ship in stays whose rigging is up; the referee's roll still
// requires it.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { localize } from '../../src/foundry/i18n.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { beginFrenchFirst } from '../support/battle-begin.js';
import { asHostileClient } from '../support/foundry.js';

type SystemOverrides = NonNullable<NonNullable<Parameters<typeof shipActor>[1]>['system']>;

const IN_STAYS = { phase: 'inStays', startHeading: 3, rotation: -1, lastEndTurn: null };
const WRECK = { rdcDown: 1, leeSide: 'port', restored: 0, phase: 'repair', cutAwayLeft: 0 };

/** Généreux (Bob's, French) in stays from ENE in the scene's north wind; Bellona (British) far off. */
async function table(genereux: SystemOverrides) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  for (const o of ['twoSegmentTurn', 'riggingTest', 'fullNavigation'])
    await w.world.settings.set(SYSTEM_ID, o, true);
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    system: { sail: 'easy', side: 'British', crew: 'average' },
  });
  const gen = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French', sail: 'easy', crew: 'average', ...genereux },
  });
  const mine = await placeShip(w.scene, bellona, 6000, -400, 90);
  const token = await placeShip(w.scene, gen, 760, -150, 67.5);
  w.world.actAs(w.gm);
  await beginFrenchFirst([
    [gen, token],
    [bellona, mine],
  ]);
  return { ...w, bob, genereux: gen };
}

const error = (key: string) => `SCA.Turn.Orders.Error.${key}`;
const message = (key: string) => localize(error(key));

describe('SD-255 in stays with rigging down (OR-9): the tack waits', () => {
  it('SD-255 the jury rig is accepted without the tack order; the tack order is refused (rigging down)', async () => {
    const t = await table({ tack: IN_STAYS, wreck: WRECK } as SystemOverrides);
    t.world.actAs(t.bob);
    expect(await saveOrders(t.genereux.uuid, { juryRig: true })).toEqual([]);
    // The referee's OR-9 refusal (its message, in the GM's language).
    expect(await saveOrders(t.genereux.uuid, { juryRig: true, tack: true })).toEqual([
      expect.stringMatching(/^Rigging brought down by the rigging damage test/),
    ]);
  });

  it('SD-255 rigging up: the tack order is still required in stays', async () => {
    const t = await table({ tack: IN_STAYS } as SystemOverrides);
    t.world.actAs(t.bob);
    expect(await saveOrders(t.genereux.uuid, { firePort: 'hull' })).toEqual([
      message('TackContinue'),
    ]);
  });

  it("forged: a player cannot write the wreck record to be let off his ship's tack; the referee's roll still requires it", async () => {
    const t = await table({ tack: IN_STAYS } as SystemOverrides);
    const before = JSON.parse(JSON.stringify(t.genereux.system.wreck));
    t.world.actAs(t.bob);
    await asHostileClient(t.world, async () => {
      await t.genereux.update({ 'system.wreck': WRECK });
      // The order keys are the player's to write: no tack order.
      await t.genereux.update({ 'system.orders.firePort': 'hull', 'system.orders.tack': false });
    });
    await settleShipGuard();
    expect(t.genereux.system.wreck).toEqual(before);
    expect(t.world.messages.contents.filter((m) => m.content.includes('tried'))).toHaveLength(1);
    t.world.actAs(t.gm);
    await expect(rollAbilita([t.genereux.uuid])).rejects.toThrow(message('TackContinue'));
  });

  it("forged: a player cannot write her ship out of stays (the referee's tack record) to skip the tack; the referee's roll still requires it", async () => {
    const t = await table({ tack: IN_STAYS } as SystemOverrides);
    t.world.actAs(t.bob);
    await asHostileClient(t.world, async () => {
      await t.genereux.update({
        'system.tack': { phase: 'none', startHeading: null, rotation: 1, lastEndTurn: 1 },
      });
      await t.genereux.update({ 'system.orders.firePort': 'hull', 'system.orders.tack': false });
    });
    await settleShipGuard();
    expect(t.genereux.system.tack.phase).toBe('inStays');
    expect(t.world.messages.contents.filter((m) => m.content.includes('tried'))).toHaveLength(1);
    t.world.actAs(t.gm);
    await expect(rollAbilita([t.genereux.uuid])).rejects.toThrow(message('TackContinue'));
  });
});
