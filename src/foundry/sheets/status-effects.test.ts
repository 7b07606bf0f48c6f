// Token status effects mirror the actor's state: the pure "which should be on" function, the
// difference to toggle, and the GM-side sync through Actor#toggleStatusEffect against the fake.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, freshWorld, type TestDoc } from '../../../tests/support/foundry.js';
import { classById } from '../../rules/index.js';
import type { FortSystemSource } from '../models/fort-model.js';
import { shipData } from '../../../tests/support/ships.js';
import { shipClassFields, type ShipSystemSource } from '../models/ship-model.js';
import {
  MANAGED_STATUS_IDS,
  SCA_STATUS_EFFECTS,
  fortStatuses,
  shipStatuses,
  statusChanges,
} from './status-effects.js';
import {
  registerStatusEffects,
  registerStatusSync,
  statusSyncSettled,
  syncActorStatuses,
} from './status-sync.js';

function ship(patch: Partial<ShipSystemSource> = {}): ShipSystemSource {
  return shipData('3rd-74c', 'average', patch);
}

const sorted = (s: Set<string>) => [...s].sort();

describe('which statuses a ship calls for', () => {
  it('a fresh ship: none', () => {
    expect(sorted(shipStatuses(ship()))).toEqual([]);
  });
  it.each([
    [{ fires: { hull: 1, rigging: 0 } }, ['sca-fire']],
    [{ fires: { hull: 0, rigging: 2 } }, ['sca-fire']],
    [{ fireship: { isFireship: true, lit: true } }, ['sca-fire']],
    [{ hoveTo: true }, ['sca-hove-to']],
    [{ sail: 'furled' as const }, ['sca-hove-to']],
    [{ rudderDamaged: true }, ['sca-rudder-damaged']],
    [
      { status: { struck: true, captured: false, exploded: false, abandoned: false } },
      ['sca-struck'],
    ],
    [
      { status: { struck: false, captured: true, exploded: false, abandoned: false } },
      ['sca-captured'],
    ],
    [
      { boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false } },
      ['sca-boarding'],
    ],
    // FP-7.1 a melee needs a contact (the data model refuses one without).
    [
      {
        boarding: { partiesReady: false, inMelee: true, boardedNotRepelled: false },
        contacts: [{ actorId: 'a', kind: 'boarding' as const }],
      },
      ['sca-boarding', 'sca-contact'],
    ],
    [{ contacts: [{ actorId: 'a', kind: 'enemyCollision' as const }] }, ['sca-contact']],
    [{ damage: { port: 0, starboard: 0, rigging: 720, riggingRepaired: 0 } }, ['sca-dismasted']],
    [{ damage: { port: 840, starboard: 840, rigging: 0, riggingRepaired: 0 } }, ['sca-sinking']],
  ])('%j -> %j', (patch, expected) => {
    expect(sorted(shipStatuses(ship(patch)))).toEqual(expected);
  });
  it('FP-2.5 one hull side gone is not sinking', () => {
    expect(
      shipStatuses(
        ship({ damage: { port: 840, starboard: 0, rigging: 0, riggingRepaired: 0 } }),
      ).has('sca-sinking'),
    ).toBe(false);
  });
  it('a fort: fire, struck, captured, destroyed (all HDC lost)', () => {
    const fort: FortSystemSource = {
      schemaVersion: 1,
      classId: 'fort-light-coastal-battery',
      crew: 'average',
      nation: '',
      squadron: '',
      side: '',
      damage: { hull: 1000 },
      fires: { hull: 1 },
      status: { struck: true, captured: false },
      moraleTests: [],
      history: [],
    };
    expect(sorted(fortStatuses(fort))).toEqual(['sca-fire', 'sca-sinking', 'sca-struck']);
  });
  it('the toggles touch only the system statuses', () => {
    expect(
      statusChanges(
        new Set(['sca-fire', 'dead', 'sca-struck']),
        new Set(['sca-struck', 'sca-contact']),
      ),
    ).toEqual({ on: ['sca-contact'], off: ['sca-fire'] });
  });
  it('every status has a system-prefixed id, a name key and a core icon', () => {
    expect(MANAGED_STATUS_IDS).toHaveLength(9);
    for (const s of SCA_STATUS_EFFECTS) {
      expect(s.id).toMatch(/^sca-[a-z-]+$/);
      expect(s.name).toMatch(/^SCA\.Sheet\.Status\.[A-Za-z]+$/);
      expect(s.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
  });
});

describe('registering the statuses', () => {
  it('keeps the core statuses Foundry relies on (defeated), drops the rest, adds ours once', () => {
    freshWorld();
    const config = CONFIG as unknown as {
      statusEffects: Array<{ id: string }>;
      specialStatusEffects: Record<string, string>;
    };
    config.specialStatusEffects = { DEFEATED: 'dead', INVISIBLE: 'invisible' };
    config.statusEffects = [{ id: 'dead' }, { id: 'blind' }, { id: 'invisible' }, { id: 'prone' }];
    registerStatusEffects();
    registerStatusEffects();
    expect(config.statusEffects.map((s) => s.id)).toEqual([
      'dead',
      'invisible',
      ...MANAGED_STATUS_IDS,
    ]);
  });

  it('v14: the id-keyed record is changed in place (no deprecated whole-array assignment), and the statuses toggle', async () => {
    const { world } = freshWorld();
    world.generation = 14;
    const config = CONFIG as unknown as {
      statusEffects: Record<string, { id: string; name?: string }>;
      specialStatusEffects: Record<string, string>;
    };
    config.specialStatusEffects = { DEFEATED: 'dead', INVISIBLE: 'invisible' };
    const core = config.statusEffects;
    for (const id of ['dead', 'blind', 'invisible', 'prone'])
      core[id] = { id, name: `EFFECT.Status${id}` };
    registerStatusEffects();
    registerStatusEffects();
    expect(config.statusEffects).toBe(core);
    expect(Object.keys(config.statusEffects)).toEqual(['dead', 'invisible', ...MANAGED_STATUS_IDS]);
    expect(config.statusEffects['sca-fire']).toEqual(SCA_STATUS_EFFECTS[0]);
    expect(world.deprecations).toEqual([]);
    const actor = await createActor({
      name: 'Bellona',
      type: 'ship',
      system: { shipClass: shipClassFields(classById('3rd-74c')) },
    });
    await (
      actor as unknown as { toggleStatusEffect(id: string): Promise<unknown> }
    ).toggleStatusEffect('sca-fire');
    expect([...(actor as unknown as { statuses: Set<string> }).statuses]).toEqual(['sca-fire']);
  });
});

describe('status sync against the fake (GM-side updateActor hook)', () => {
  let w: ReturnType<typeof freshWorld>;
  let a: TestDoc<ShipSystemSource> & { statuses: Set<string> };

  beforeEach(async () => {
    w = freshWorld();
    registerStatusEffects();
    registerStatusSync();
    a = (await createActor<ShipSystemSource>({
      name: 'S',
      type: 'ship',
      system: { shipClass: shipClassFields(classById('3rd-74c')) },
    })) as typeof a;
    await statusSyncSettled();
  });

  it('statuses follow the actor: on when the state says so, off when it clears', async () => {
    await a.update({ 'system.fires.hull': 2, 'system.status.struck': true });
    await statusSyncSettled();
    expect(sorted(a.statuses)).toEqual(['sca-fire', 'sca-struck']);
    await a.update({ 'system.fires.hull': 0, 'system.damage.rigging': 720 });
    await statusSyncSettled();
    expect(sorted(a.statuses)).toEqual(['sca-dismasted', 'sca-struck']);
    const effects = w.world.log
      .filter((l) => l.documentName === 'ActiveEffect')
      .map((l) => `${l.op}:${l.id}`);
    expect(effects).toEqual([
      'create:sca-fire',
      'create:sca-struck',
      'create:sca-dismasted',
      'delete:sca-fire',
    ]);
  });

  it("a player client does not toggle (only the active GM writes): the GM's client syncs when the update reaches it", async () => {
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    await a.update({ 'system.hoveTo': true });
    await statusSyncSettled();
    expect(sorted(a.statuses)).toEqual(['sca-hove-to']);
    expect(
      w.world.log.filter((l) => l.documentName === 'ActiveEffect').map((l) => l.userId),
    ).toEqual([w.gm.id]);
    w.world.actAs(w.gm);
    expect(await syncActorStatuses(a as never)).toEqual({ on: [], off: [] });
  });

  it('toggling an unknown status or as a non-owner is refused by the fake, as in Foundry', async () => {
    const fake = a as unknown as {
      toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown>;
    };
    await expect(fake.toggleStatusEffect('dead', { active: true })).rejects.toThrow(
      /Invalid status ID "dead"/,
    );
    w.world.actAs(w.player('Bob'));
    await expect(fake.toggleStatusEffect('sca-fire', { active: true })).rejects.toThrow(
      /lacks permission to create ActiveEffect/,
    );
  });
});
