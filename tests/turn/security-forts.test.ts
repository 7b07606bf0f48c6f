// A hostile fort owner against the referee (HR-5 SD-177): a fort never moves, so during a battle its
// token's place is the GM's. The owner's drag, a second token of the fort nearer the enemy, or the
// fort's token removed, are refused by an honest client and undone by the GM's client when forced;
// the fort then fires from where it stands.
import { describe, expect, it } from 'vitest';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { drawTurnCard } from '../../src/foundry/turn/battle.js';
import { fortBattle, forgeryReports, hostile } from './security-support.js';

describe('HR-5 SD-177 a fort owner moving the fort during a battle', () => {
  it("the owner's drag of the fort's token next to an enemy: refused, put back when forced, the GMs told; the fort fires from its place", async () => {
    const t = await fortBattle();
    const { x, y } = t.fortToken;
    t.world.actAs(t.bob);
    // An honest client refuses the drag before it is sent.
    await t.fortToken.update({ x: x + 250, y: y - 400 });
    expect([t.fortToken.x, t.fortToken.y]).toEqual([x, y]);
    // Forced from the console: the GM's client puts it back and tells the GMs.
    await hostile(t.world, () => t.fortToken.update({ x: x + 250, y: y - 400 }));
    expect([t.fortToken.x, t.fortToken.y]).toEqual([x, y]);
    expect(forgeryReports(t.world).some((c) => c.includes('Bob moved Fort Royal'))).toBe(true);
    // The fort fires from its own place: Bellona at 300 mm (medium), not Ardent.
    t.world.actAs(t.gm);
    t.world.dice.push([3, 3, 2]);
    await drawTurnCard();
    const { card } = cardsOfKind('fortFire')[0]!;
    expect(card.target).toMatchObject({ name: 'Bellona', band: 'medium' });
  });

  it('a second token of the fort placed by its owner is removed; the removed original is put back', async () => {
    const t = await fortBattle();
    const original = t.fortToken.toObject() as Record<string, unknown>;
    t.world.actAs(t.bob);
    await hostile(t.world, () =>
      t.scene.createEmbeddedDocuments('Token', [
        { ...original, _id: undefined, x: Number(original.x) + 250 },
      ]),
    );
    expect(t.scene.tokens.contents.filter((tk) => tk.actorId === t.fort.id)).toHaveLength(1);
    await hostile(t.world, () => t.scene.deleteEmbeddedDocuments('Token', [t.fortToken.id]));
    const left = t.scene.tokens.contents.filter((tk) => tk.actorId === t.fort.id);
    expect(left.map((tk) => [tk.id, tk.x, tk.y])).toEqual([
      [t.fortToken.id, t.fortToken.x, t.fortToken.y],
    ]);
    expect(forgeryReports(t.world)).toHaveLength(2);
  });
});
