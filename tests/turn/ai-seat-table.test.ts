// Issue 13 / SD-204 the AI seat plans on the table's own numbers: on a 1:3000 table (HR-2) in a strong
// wind (FP-A1) its orders are the captain's at that scale and strength, not at the simulation's 1:1200
// breeze. The card's reasons are compared with the core's decision on each table.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled, toggleAiSeat } from '../../src/foundry/turn/ai-seat/runner.js';
import { battleTableShips, captainTableOf } from '../../src/foundry/turn/ai-seat/sim-ships.js';
import { SIM_TABLE } from '../../src/rules/sim/captain.js';
import { fleetShipOrders } from '../../src/rules/sim/fleet-captain.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

async function hr2StrongWind() {
  const w = await canvasWorld({ scale: 3000, wind: { direction: 0, strength: 'strong' } });
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'poor' },
  });
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'elite' },
  });
  // North wind, both heading east; Généreux 150 mm astern of Bellona and 60 mm off her beam.
  const bel = await placeShip(w.scene, bellona, 400, 300, 90, 3000);
  const gen = await placeShip(w.scene, genereux, 250, 360, 90, 3000);
  w.world.actAs(w.gm);
  await beginBattle(
    [genereux, bellona] as never,
    ['French', 'British'],
    [
      { tokenId: gen.id, actorId: genereux.id },
      { tokenId: bel.id, actorId: bellona.id },
    ],
  );
  return w;
}

describe('issue 13 SD-204 the AI seat at the table’s scale and wind strength', () => {
  it('HR-2 / FP-A1 on a 1:3000 table in a strong wind its orders are the captain’s at 1:3000 in a strong wind', async () => {
    const w = await hr2StrongWind();
    const table = captainTableOf(w.scene);
    expect(table).toEqual({ scale: 3000, strength: 'strong' });
    const [gen, bel] = battleTableShips(battle(), w.scene);
    expect(gen!.name).toBe('Généreux');
    const atTable = fleetShipOrders(gen!.sim, [bel!.sim], 1, 0, table)!;
    const at1200 = fleetShipOrders(gen!.sim, [bel!.sim], 1, 0, SIM_TABLE)!;
    // The layout is one where the two tables lead to different decisions (else the test proves nothing).
    expect([at1200.sail, at1200.heading, at1200.reasons.sail]).not.toEqual([
      atTable.sail,
      atTable.heading,
      atTable.reasons.sail,
    ]);

    await toggleAiSeat('French');
    await aiSeatSettled();
    const [card] = cardsOfKind('aiCaptain', (c) => c.step === 'orders').map((c) => c.card);
    const reasonOf = (kind: string) => card!.lines.find((l) => l.kind === kind)?.reason;
    expect(reasonOf('sail')).toEqual(atTable.reasons.sail);
    expect(reasonOf('course')).toEqual(atTable.reasons.course);
  });
});
