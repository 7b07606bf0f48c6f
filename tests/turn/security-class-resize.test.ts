// SD-265 a ship's class is the GM's (the ship guard puts back a player's write), and the referee's
// canvas hook resizes her tokens when it changes (FP-1.1 bases follow the class). Before the fix the
// hook acted on anyone's write: Alice forging an unrated vessel's class on her 74 had her token reshaped
// (and so her arcs and her reach) until the GM's put-back landed.
import { describe, expect, it } from 'vitest';
import { classById } from '../../src/rules/index.js';
import { shipClassFields } from '../../src/foundry/models/ship-source.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { settleCanvasTasks } from '../../src/foundry/canvas/hooks.js';
import { table } from './move-completion-support.js';
import { forgeryReports, hostile } from './security-support.js';

/** A 50x25 base against the 74's 75x40: a resize shows in the token's size. */
const UNRATED = shipClassFields(classById('unrated-16-18'));

function tokenSizeWrites(world: { log: Array<Record<string, unknown>> }, from: number, id: string) {
  return world.log
    .slice(from)
    .filter(
      (l) =>
        l.documentName === 'Token' &&
        l.id === id &&
        typeof l.changes === 'object' &&
        l.changes !== null &&
        ('width' in l.changes || 'height' in l.changes),
    );
}

describe('SD-265 forged: a player writes another class on her own ship', () => {
  it('her token is never resized; the class is put back and the GMs are told', async () => {
    const t = await table();
    const size = { width: t.mine.width, height: t.mine.height };
    const from = t.world.log.length;
    t.world.actAs(t.alice);
    await hostile(t.world, () => t.bellona.update({ 'system.shipClass': UNRATED }));
    await settleShipGuard();
    await settleCanvasTasks();
    expect(t.bellona.system.shipClass.id).toBe('3rd-74c');
    expect(tokenSizeWrites(t.world as never, from, t.mine.id)).toEqual([]);
    expect({ width: t.mine.width, height: t.mine.height }).toEqual(size);
    expect(forgeryReports(t.world).some((c) => c.includes('Alice'))).toBe(true);
  });

  it('the GM’s change of class resizes her token to the new base', async () => {
    const t = await table();
    const before = { width: t.mine.width, height: t.mine.height };
    t.world.actAs(t.gm);
    await t.bellona.update({ 'system.shipClass': UNRATED });
    await settleCanvasTasks();
    expect(t.mine.width * t.mine.height).toBeLessThan(before.width * before.height);
  });
});
