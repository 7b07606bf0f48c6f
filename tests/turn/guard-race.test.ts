// The ship guard judges each update on the state it left, as the server reports it: forged writes
// sent back to back (no wait for the GM's restore) are each put back, and a GM's own update made
// while a restore is on its way is kept without adopting the forged fields beside it.
import { describe, expect, it } from 'vitest';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { asHostileClient } from '../support/foundry.js';
import { exampleBattle, type Battle } from './support.js';

const systemOf = (b: Battle) =>
  JSON.parse(
    JSON.stringify((b.ships.prince!.system as unknown as { toObject(): object }).toObject()),
  ) as Record<string, unknown> & { crew: string; damage: Record<string, number> };

const hostile = (b: Battle, work: () => Promise<unknown>) => asHostileClient(b.w.world, work);

describe('issue 8 ship guard: writes sent back to back', () => {
  it('forged writes sent at once and in a quick row are all put back and each reported', async () => {
    const b = await exampleBattle({
      prince: { damage: { port: 40, starboard: 0, rigging: 20, riggingRepaired: 0 } },
    });
    const prince = b.ships.prince!;
    const before = systemOf(b);
    b.w.world.actAs(b.alice);
    await hostile(b, async () => {
      await Promise.all([
        prince.update({ 'system.damage.port': 0 }),
        prince.update({ 'system.crew': 'elite' }),
        prince.update({ 'system.damage.rigging': 0 }),
      ]);
      await prince.update({ 'system.damage.starboard': 5 });
      await prince.update({ 'system.shipClass.bf': 14 });
    });
    await settleShipGuard();
    expect({ ...systemOf(b), squadron: null }).toEqual({ ...before, squadron: null });
    const told = b.w.world.messages.contents.filter((m) => m.content.includes('tried'));
    expect(told).toHaveLength(5);
  });

  it("a GM's update landing between forged writes is kept; the forged field beside it is not adopted", async () => {
    const b = await exampleBattle({
      prince: { damage: { port: 40, starboard: 0, rigging: 20, riggingRepaired: 0 } },
    });
    const prince = b.ships.prince!;
    // Started together, they land in this order: the forged port, the GM's crew, the forged port again,
    // then the GM client's restores.
    const writes: Promise<unknown>[] = [];
    await hostile(b, async () => {
      b.w.world.actAs(b.alice);
      writes.push(prince.update({ 'system.damage.port': 0 }));
      b.w.world.actAs(b.gm);
      writes.push(prince.update({ 'system.crew': 'poor' }));
      b.w.world.actAs(b.alice);
      writes.push(prince.update({ 'system.damage.port': 7 }));
      await Promise.all(writes);
    });
    await settleShipGuard();
    expect(systemOf(b).damage.port).toBe(40);
    expect(systemOf(b).crew).toBe('poor');
  });
  it("a GM's write to one field of a record keeps a forged write to a sibling field out of the record", async () => {
    const b = await exampleBattle({
      prince: { damage: { port: 40, starboard: 0, rigging: 20, riggingRepaired: 0 } },
    });
    const prince = b.ships.prince!;
    // Started together, they land in this order: the forged port, the GM's starboard (same record),
    // the forged port again, then the GM client's restores.
    const writes: Promise<unknown>[] = [];
    await hostile(b, async () => {
      b.w.world.actAs(b.alice);
      writes.push(prince.update({ 'system.damage.port': 0 }));
      b.w.world.actAs(b.gm);
      writes.push(prince.update({ 'system.damage.starboard': 30 }));
      b.w.world.actAs(b.alice);
      writes.push(prince.update({ 'system.damage.port': 7 }));
      await Promise.all(writes);
    });
    await settleShipGuard();
    expect(systemOf(b).damage).toMatchObject({ port: 40, starboard: 30 });
  });
  it("FP-3 the GM locking the orders takes the player's order keys with them: a later allowed write is not reported, a forged order key is put back", async () => {
    const b = await exampleBattle();
    const prince = b.ships.prince!;
    b.w.world.actAs(b.alice);
    await prince.update({ 'system.orders.firePort': 'hull' });
    b.w.world.actAs(b.gm);
    await prince.update({ 'system.orders.locked': true });
    b.w.world.actAs(b.alice);
    await prince.update({ name: 'HMS Prince of Wales' });
    await settleShipGuard();
    const told = () => b.w.world.messages.contents.filter((m) => m.content.includes('tried'));
    expect(told()).toHaveLength(0);
    await hostile(b, () => prince.update({ 'system.orders.firePort': 'rigging' }));
    await settleShipGuard();
    expect(prince.system.orders.firePort).toBe('hull');
    expect(told()).toHaveLength(1);
  });
});
