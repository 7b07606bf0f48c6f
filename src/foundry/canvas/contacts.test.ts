// FP-5.8 contact marks through the relay: the computer re-checks the contact from the tokens' current
// positions on the applying client, picks the FP-4.5 contact kind, marks once.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import { applyEffect } from '../referee/relay.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { setManoeuvreGate } from './battle-gate.js';
import { CONTACT_EFFECT, contactKind, markContacts } from './contacts.js';
import { askReferee } from '../referee/channel.js';
import {
  canvasWorld,
  placeShip,
  shipActor,
  shipSource,
} from '../../../tests/support/canvas-fixtures.js';

async function pair(
  aSystem: Partial<ShipSystemSource> = {},
  bSystem: Partial<ShipSystemSource> = {},
  gapMm = 0,
) {
  const w = await canvasWorld();
  const alice = w.player('Alice');
  const a = await shipActor('Agamemnon', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { side: 'British', ...aSystem } as never,
  });
  const b = await shipActor('Ça Ira', { system: { side: 'French', ...bSystem } as never });
  const ta = await placeShip(w.scene, a, 600, -400, 0);
  // Side by side, 40 mm apart centre to centre: bases touching (plus the gap).
  const tb = await placeShip(w.scene, b, 640 + gapMm, -400, 0);
  return { ...w, alice, a, b, ta, tb };
}

describe('contact kind (FP-4.5)', () => {
  it('same fleet side: friendly; different or unknown: enemy; a fireship either way: fireship', () => {
    const brit = shipSource({ side: 'British' });
    expect(contactKind(brit, shipSource({ side: 'British' }))).toBe('friendlyCollision');
    expect(contactKind(brit, shipSource({ side: 'French' }))).toBe('enemyCollision');
    expect(contactKind(shipSource({ side: '' }), shipSource({ side: '' }))).toBe('enemyCollision');
    expect(contactKind(brit, shipSource({ side: 'British', fireship: { isFireship: true } }))).toBe(
      'fireship',
    );
  });
});

describe('contact.mark through the relay', () => {
  it('FP-5.8 a player asks the referee, which marks the contact on both ships (every record written by the GM)', async () => {
    const { scene, alice, world, a, b, ta, tb } = await pair();
    world.actAs(alice);
    const answer = await askReferee('contacts', {
      sceneId: scene.id,
      tokenId: ta.id,
      otherTokenIds: [tb.id],
    });
    expect(answer).toEqual({ status: 'done', data: { refusals: [] } });
    expect(
      world.log.filter((l) => l.op === 'update' && l.documentName === 'Actor').map((l) => l.userId),
    ).toEqual([world.activeGM!.id, world.activeGM!.id]);
    expect((a.system as ShipSystemSource).contacts).toEqual([
      { actorId: b.id, kind: 'enemyCollision', mover: true, moverSail: 'full', turn: null },
    ]);
    expect((b.system as ShipSystemSource).contacts).toEqual([
      { actorId: a.id, kind: 'enemyCollision', mover: false, moverSail: 'full', turn: null },
    ]);
    expect((b.system as ShipSystemSource).history.at(-1)?.label).toBe(
      'In contact with Agamemnon (collision with an enemy)',
    );
  });

  it('the same move replayed marks nothing twice', async () => {
    const { scene, ta, tb, a } = await pair();
    await markContacts(scene, ta.id, [tb.id], 'move1');
    const again = await markContacts(scene, ta.id, [tb.id], 'move1');
    expect(again.map((r) => r.outcome.status)).toEqual(['already', 'already']);
    expect((a.system as ShipSystemSource).contacts).toHaveLength(1);
  });

  it('the computer re-checks the geometry: ships 5 mm apart are refused and nothing is recorded', async () => {
    const { scene, alice, world, ta, tb, b } = await pair({}, {}, 5);
    world.actAs(alice);
    const answer = await askReferee('contacts', {
      sceneId: scene.id,
      tokenId: ta.id,
      otherTokenIds: [tb.id],
    });
    expect(answer).toMatchObject({
      status: 'done',
      data: { refusals: expect.arrayContaining(['Ça Ira and Agamemnon are not in base contact.']) },
    });
    expect((b.system as ShipSystemSource).contacts).toEqual([]);
  });

  it('a gap of up to one pixel (0.2 mm at 1:1200: two rounded token corners) is a contact read back from tokens', async () => {
    const { scene, ta, tb, a } = await pair({}, {}, 0.1);
    const [mine] = await markContacts(scene, ta.id, [tb.id], 'move1');
    expect(mine!.outcome.status).toBe('applied');
    expect((a.system as ShipSystemSource).contacts).toHaveLength(1);
  });

  it('the computer refuses a token that is not the ship whose record changes', async () => {
    const { scene, ta, tb, b } = await pair();
    const outcome = await applyEffect({
      kind: CONTACT_EFFECT,
      key: 'k',
      actorUuid: b.uuid,
      args: { sceneId: scene.id, tokenId: ta.id, otherTokenId: tb.id, moverTokenId: ta.id },
    });
    expect(outcome).toEqual({ status: 'refused', reason: 'the token is not this ship' });
  });

  it('the computer refuses a mover that is neither of the two ships', async () => {
    const { scene, ta, tb, a } = await pair();
    const outcome = await applyEffect({
      kind: CONTACT_EFFECT,
      key: 'k',
      actorUuid: a.uuid,
      args: { sceneId: scene.id, tokenId: ta.id, otherTokenId: tb.id, moverTokenId: 'nobody' },
    });
    expect(outcome).toEqual({
      status: 'refused',
      reason: 'the mover must be one of the two ships',
    });
  });

  it('D-19 / FP-7.1 an enemy touched by a mover at easy sail is a boarding contact, on both records', async () => {
    const { scene, ta, tb, a, b } = await pair();
    await a.update({ 'system.sail': 'easy', 'system.boarding.partiesReady': true });
    await markContacts(scene, ta.id, [tb.id], 'm');
    expect((a.system as ShipSystemSource).contacts[0]!.kind).toBe('boarding');
    expect((b.system as ShipSystemSource).contacts[0]!.kind).toBe('boarding');
  });

  it('D-19 the same contact at full sail is a collision; at easy sail it is a boarding contact without parties (FP-7.1); with a friend or a fireship always a collision', () => {
    const ship = { side: 'French', fireship: { isFireship: false, lit: false }, contacts: [] };
    const enemy = { ...ship, side: 'British' };
    expect(contactKind(ship, enemy, { sail: 'full' })).toBe('enemyCollision');
    expect(contactKind(ship, enemy, { sail: 'easy' })).toBe('boarding');
    expect(contactKind(ship, { ...enemy, side: 'French' }, { sail: 'easy' })).toBe(
      'friendlyCollision',
    );
    expect(
      contactKind(ship, { ...enemy, fireship: { isFireship: true, lit: false } }, { sail: 'easy' }),
    ).toBe('fireship');
  });

  it('FP-4.4 / FP-7.6 the records say who made the contact, at what sail and in which battle turn', async () => {
    const { scene, ta, tb, a, b } = await pair();
    setManoeuvreGate(() => ({ mode: 'battle', turn: 3, mayMove: true, reasonKey: null }));
    try {
      await markContacts(scene, ta.id, [tb.id], 'm');
    } finally {
      setManoeuvreGate(null);
    }
    expect((a.system as ShipSystemSource).contacts[0]).toEqual({
      actorId: b.id,
      kind: 'enemyCollision',
      mover: true,
      moverSail: 'full',
      turn: 3,
    });
    expect((b.system as ShipSystemSource).contacts[0]).toEqual({
      actorId: a.id,
      kind: 'enemyCollision',
      mover: false,
      moverSail: 'full',
      turn: 3,
    });
  });

  it('friends in contact are a friendly collision', async () => {
    const { scene, ta, tb, a } = await pair({}, { side: 'British' });
    await markContacts(scene, ta.id, [tb.id], 'm');
    expect((a.system as ShipSystemSource).contacts[0]!.kind).toBe('friendlyCollision');
  });
});
