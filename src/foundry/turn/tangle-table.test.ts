// OR-7 footnote 20 from the table: a friend entangled with the enemy target, placed in the firer's arc
// by the core (centre line or half, mast-to-mast range) on the fake canvas.
import { describe, expect, it } from 'vitest';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { tangleFriendOf, tangleOutcome } from './tangle-fire.js';

async function tangle() {
  const w = await canvasWorld({ scale: 1200 });
  const firer = await shipActor('Bellona', { system: { side: 'British' } });
  const enemy = await shipActor('Généreux', { system: { side: 'French' } });
  const friend = await shipActor('Ajax', { system: { side: 'British' } });
  const link = (a: typeof enemy, b: typeof enemy, rammer: boolean) =>
    a.update({
      'system.contacts': [
        { actorId: b.id, kind: 'enemyCollision', mover: rammer, moverSail: 'full', turn: null },
      ],
      'system.tangles': [{ actorId: b.id, rammer, sailBefore: 'full', turn: null }],
    } as Record<string, unknown>);
  await link(enemy, friend, false);
  await link(friend, enemy, true);
  // Bellona heads N: her starboard arc looks E along y = 0. Généreux at 300 mm, Ajax alongside beyond her.
  const f = await placeShip(w.scene, firer, 0, 0, 0);
  const e = await placeShip(w.scene, enemy, 300, 0, 0);
  await placeShip(w.scene, friend, 340, 0, 0);
  return { ...w, f, e, friend };
}

describe('OR-7 footnote 20 on the table', () => {
  it('OR-7 a friend beyond the enemy on the centre line: fire, the friend takes 1/3', async () => {
    const { scene, f, e, friend } = await tangle();
    const t = tangleFriendOf(scene, f.id, 'starboard', e.id)!;
    expect(t).toMatchObject({
      actorUuid: friend.uuid,
      name: 'Ajax',
      friendPlace: 'centre',
      enemyPlace: 'centre',
    });
    expect(t.enemyRangeMm).toBeLessThan(t.friendRangeMm);
    expect(tangleOutcome(t)).toMatchObject({ fire: true, case: 'enemyNearer' });
    expect(tangleOutcome(t).friendShare).toBeCloseTo(1 / 3, 12);
  });
  it('OR-7 no friend in the tangle when the firer aims at its own side or the target is untangled', async () => {
    const { scene, f, e } = await tangle();
    const friendToken = scene.tokens.contents.find((t) => t.name === 'Ajax')!;
    expect(tangleFriendOf(scene, f.id, 'starboard', friendToken.id)).toBeUndefined();
    expect(tangleFriendOf(scene, e.id, 'port', f.id)).toBeUndefined();
  });
});
