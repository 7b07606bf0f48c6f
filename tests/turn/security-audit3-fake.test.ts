// The fake Foundry as faithful as the referee's trust needs it: who commands a ship is read from its
// ownership, and Foundry's server lets only a GM (or an Assistant GM) change a document's ownership
// (DocumentOwnershipField is gmOnly), even on a document the player owns.
import { describe, expect, it } from 'vitest';
import { PermissionError, ROLES } from '../fake-foundry/documents.js';
import { asHostileClient } from '../support/foundry.js';
import { exampleBattle } from './support.js';

describe('the fake server: ownership is the GM’s to change', () => {
  it('Alice cannot change the ownership of her own ship (not by a console either); a GM and an Assistant GM can', async () => {
    const b = await exampleBattle();
    const prince = b.ships.prince!;
    const before = { ...prince.ownership };
    b.w.world.actAs(b.alice);
    for (const change of [
      { [`ownership.${b.bob.id}`]: 3 },
      { 'ownership.default': 3 },
      { '==ownership': { default: 3 } },
    ])
      await expect(asHostileClient(b.w.world, () => prince.update(change))).rejects.toThrow(
        PermissionError,
      );
    expect(prince.ownership).toEqual(before);
    const assistant = b.w.world.addUser({ name: 'Assistant', role: ROLES.ASSISTANT });
    b.w.world.actAs(assistant);
    await prince.update({ [`ownership.${b.bob.id}`]: 2 });
    expect(prince.ownership[b.bob.id]).toBe(2);
    b.w.world.actAs(b.gm);
    await prince.update({ [`ownership.${b.bob.id}`]: 0 });
    expect(prince.ownership[b.bob.id]).toBe(0);
  });
});
