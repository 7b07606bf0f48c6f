// OR-9 a ship forced onto a forbidden heading (a wind change) takes the rigging damage test instead of
// FP-5.4's fixed 10% DC when the option is on; once per wind change; none under a tack order.
import { afterEach, describe, expect, it } from 'vitest';
import { installCombat } from '../fake-foundry/combat.js';
import { fake } from '../support/foundry.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { applyWindChange, setWindChangeHandler } from '../../src/foundry/canvas/battle-gate.js';
import { rollWindChange } from '../../src/foundry/canvas/wind.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { profileFromSource } from '../../src/foundry/models/ship-model.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

const i18n = () => ({
  localize: (k: string) => fake().i18n.localize(k),
  format: (k: string, d?: Record<string, unknown>) => fake().i18n.format(k, d),
});

async function windWorld(riggingTest: boolean) {
  const w = await canvasWorld({ wind: { direction: 0, strength: 'strong' } });
  installCombat();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'riggingTest', riggingTest);
  const sys = { sail: 'full', crew: 'average', originalCrew: 'average' } as const;
  const caught = await shipActor('Caught', { system: { ...sys } });
  const tacking = await shipActor('Tacking', {
    system: { ...sys, tack: { phase: 'inStays', startHeading: 13, rotation: 1 } },
  });
  const clear = await shipActor('Clear', { system: { ...sys } });
  // WNW (13) is close-hauled under a north wind; backing to NNW (15) puts it at r = 2.
  await placeShip(w.scene, caught, 0, 0, 13 * 22.5);
  await placeShip(w.scene, tacking, 600, 0, 13 * 22.5);
  await placeShip(w.scene, clear, 900, 0, 4 * 22.5);
  w.world.actAs(w.gm);
  return { ...w, caught, tacking, clear };
}

describe('OR-9 a wind change forcing a ship onto a forbidden heading', () => {
  afterEach(() => setWindChangeHandler(null));

  it('OR-9 with the test on: the ship newly in irons takes the test (not the 10% DC), once per wind change; a ship in stays takes none', async () => {
    const w = await windWorld(true);
    // 1-1-1 backs the wind to NNW; then Caught's test: average 8, 3 (-2), full sail -5, strong wind -4 = -3.
    w.world.dice.push([1, 1, 1], [1, 1, 1]);
    await rollWindChange(w.scene, i18n());
    const cards = cardsOfKind('riggingTest');
    expect(cards.map((c) => [c.card.ship.name, c.card.cause])).toEqual([
      ['Caught', 'forbiddenHeading'],
    ]);
    const dc = profileFromSource(w.caught.system).dcCapacity;
    expect(w.caught.system.damage.rigging).toBe(Math.round(dc * 0.3));
    expect(w.tacking.system.damage.rigging).toBe(0);
    expect(w.clear.system.damage.rigging).toBe(0);
    // The same wind change handled again (a replayed call) posts nothing more.
    const trigger = cards[0]!.card.trigger!;
    const key = trigger.slice(0, trigger.indexOf(':irons:'));
    w.world.dice.push([1, 1, 1]);
    expect(await applyWindChange(w.scene.id!, 0, key)).toEqual([]);
    expect(cardsOfKind('riggingTest')).toHaveLength(1);
    expect(w.caught.system.damage.rigging).toBe(Math.round(dc * 0.3));
  });

  it('OR-9 a passed test costs nothing; with the option off the fixed 10% DC applies and no test is posted', async () => {
    const pass = await windWorld(true);
    // 6-6-6 (+2): 8 + 2 - 5 - 4 = 1: passed.
    pass.world.dice.push([1, 1, 1], [6, 6, 6]);
    await rollWindChange(pass.scene, i18n());
    expect(cardsOfKind('riggingTest')).toHaveLength(1);
    expect(pass.caught.system.damage.rigging).toBe(0);
    const off = await windWorld(false);
    off.world.dice.push([1, 1, 1]);
    await rollWindChange(off.scene, i18n());
    expect(cardsOfKind('riggingTest')).toHaveLength(0);
    const dc = profileFromSource(off.caught.system).dcCapacity;
    expect(off.caught.system.damage.rigging).toBe(Math.round(dc * 0.1));
  });
});
