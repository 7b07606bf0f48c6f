// OR-7 / OR-5 the referee's records of a ship (her entanglement with an enemy, her tack under way) are
// ship data only the GM writes: Alice, with a console, frees her ship from an enemy she is entangled
// with, or ends her tack early; the GM's client puts both back and tells the GMs who tried.
import { describe, expect, it } from 'vitest';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';
import { beginExample, exampleBattle } from './support.js';

describe('OR-7 / OR-5 forged: the referee’s entangle and tack records', () => {
  it('Alice clears Prince’s entanglement with Scipion and ends her tack: both are put back and reported', async () => {
    const b = await exampleBattle();
    await beginExample(b);
    const prince = b.ships.prince!;
    const tangle = { actorId: b.ships.scipion!.id, rammer: true, sailBefore: 'easy', turn: 1 };
    b.w.world.actAs(b.gm);
    await prince.update({
      'system.tangles': [tangle],
      'system.tack': { phase: 'inStays', startHeading: 4, rotation: 1, lastEndTurn: null },
    });
    const before = JSON.parse(JSON.stringify({ t: prince.system.tangles, k: prince.system.tack }));
    b.w.world.actAs(b.alice);
    await asHostileClient(b.w.world, async () => {
      await prince.update({ 'system.tangles': [] });
      await prince.update({ 'system.tack.phase': 'none', 'system.tack.lastEndTurn': 1 });
    });
    await settleShipGuard();
    expect(JSON.parse(JSON.stringify({ t: prince.system.tangles, k: prince.system.tack }))).toEqual(
      before,
    );
    expect(forgeryReports(b.w.world).filter((c) => c.includes('Alice'))).toHaveLength(2);
  });
});
