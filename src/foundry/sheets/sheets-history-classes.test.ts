// The sheets against the Foundry fake (see sheets.test.ts): GM undo through the relay, ship class
// drops, the fort and ship class sheets, and their registration.
import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentSheetConfig } from '../../../tests/fake-foundry/applications.js';
import { createActor, createItem, type freshWorld } from '../../../tests/support/foundry.js';
import { classById, pointsToLoseBoxes, shipProfile } from '../../rules/index.js';
import { type ShipSystemSource, shipClassFields } from '../models/ship-model.js';
import type { FortSystemSource } from '../models/fort-model.js';
import { shipClassItemSource } from '../models/ship-class-model.js';
import { applyEffect, registerEffect } from '../referee/relay.js';
import { FortSheet } from './fort-sheet.js';
import { registerSheets, TRACKABLE_ATTRIBUTES } from './register.js';
import { ShipClassSheet } from './ship-class-sheet.js';
import { ShipSheet } from './ship-sheet.js';
import {
  freshSheetWorld,
  html,
  type SheetCtor,
  ship,
  shipSheet,
} from '../../../tests/support/sheet-fixtures.js';

let w: ReturnType<typeof freshWorld>;

beforeEach(() => {
  w = freshSheetWorld();
});

describe('ship sheet history: GM undo through the relay', () => {
  beforeEach(() => {
    registerEffect('test.sheet-damage', (req, { actor }) => {
      const s = actor.system as unknown as ShipSystemSource;
      return {
        changes: { 'damage.starboard': s.damage.starboard + Number(req.args?.points) },
        label: `${String(req.args?.points)} starboard`,
      };
    });
  });

  it('shows the entries; the GM undo restores the prior state; a blocked undo warns', async () => {
    const a = await ship();
    const first = await applyEffect({
      kind: 'test.sheet-damage',
      key: 'c1',
      actorUuid: a.uuid,
      args: { points: 130 },
    });
    const second = await applyEffect({
      kind: 'test.sheet-damage',
      key: 'c2',
      actorUuid: a.uuid,
      args: { points: 20 },
    });
    if (first.status !== 'applied' || second.status !== 'applied') throw new Error('not applied');
    const sheet = shipSheet(a);
    const out = await html(sheet);
    expect(out).toContain('130 starboard');
    expect(out.match(/data-action="undo"/g)).toHaveLength(2);
    await sheet.runAction('undo', { dataset: { entryId: first.entryId } });
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'warn',
      message: expect.stringMatching(/cannot be undone: damage\.starboard changed since/),
    });
    expect(a.system.damage.starboard).toBe(150);
    await sheet.runAction('undo', { dataset: { entryId: second.entryId } });
    await sheet.runAction('undo', { dataset: { entryId: first.entryId } });
    expect(a.system.damage.starboard).toBe(0);
    const after = await html(sheet);
    expect(after.match(/is-undone/g)).toHaveLength(2);
    expect(after).not.toContain('data-action="undo"');
  });

  it('a player sees no Undo button and an Undo attempt is refused', async () => {
    const a = await ship();
    const done = await applyEffect({
      kind: 'test.sheet-damage',
      key: 'c3',
      actorUuid: a.uuid,
      args: { points: 30 },
    });
    if (done.status !== 'applied') throw new Error('not applied');
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    const sheet = shipSheet(a);
    expect(await html(sheet)).not.toContain('data-action="undo"');
    await sheet.runAction('undo', { dataset: { entryId: done.entryId } });
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'warn',
      message: 'Only a GM can undo an applied result.',
    });
    expect(a.system.damage.starboard).toBe(30);
  });
});

describe('dropping a ship class on a ship sheet', () => {
  it('the GM drop sets the class fields from the item (its own masts and carronades win)', async () => {
    const a = await ship();
    const item = await createItem({
      name: 'Frigate 36',
      type: 'shipClass',
      system: { ...shipClassItemSource(classById('5th-36-40')), masts: 2, carronadesOnly: true },
    });
    await shipSheet(a).drop({ type: 'Item', uuid: item.uuid });
    expect(a.system.shipClass).toEqual({
      ...shipClassFields(classById('5th-36-40')),
      masts: 2,
      carronadesOnly: true,
    });
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'info',
      message: 'HMS Bellona now has the statistics of Frigate 36.',
    });
  });

  it('refuses a fortification, a player, and a class the damage no longer fits', async () => {
    const a = await ship({ damage: { port: 800, starboard: 0, rigging: 0, riggingRepaired: 0 } });
    const fort = await createItem({
      name: 'Citadel',
      type: 'shipClass',
      system: shipClassItemSource(classById('fort-citadel')),
    });
    await shipSheet(a).drop({ type: 'Item', uuid: fort.uuid });
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'warn',
      message: 'Citadel is a fortification, not a ship class.',
    });
    const small = await createItem({
      name: 'Brig',
      type: 'shipClass',
      system: shipClassItemSource(classById('unrated-16-18')),
    });
    await shipSheet(a).drop({ type: 'Item', uuid: small.uuid });
    expect(w.world.notifications.at(-1)?.type).toBe('error');
    expect(a.system.shipClass.id).toBe('3rd-74c');
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    await shipSheet(a).drop({ type: 'Item', uuid: small.uuid });
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'warn',
      message: "Only the GM can change a ship's class.",
    });
    expect(a.system.shipClass.id).toBe('3rd-74c');
  });
});

describe('fort and ship class sheets', () => {
  it('D-3 the fort card: one hull track, BF now, GM undo list', async () => {
    const f = await createActor<FortSystemSource>({
      name: 'Fort Royal',
      type: 'fort',
      system: { classId: 'fort-heavy-coastal-battery', nation: 'france' },
    });
    const profile = shipProfile(classById('fort-heavy-coastal-battery'));
    await f.update({
      'system.damage.hull':
        pointsToLoseBoxes(
          profile,
          { port: 0, starboard: 0, rigging: 0, riggingRepaired: 0 },
          'port',
          2,
        ) + 100,
    });
    const out = await html(new (FortSheet as unknown as SheetCtor)({ document: f }));
    expect(out).toContain('data-track="hull"');
    expect(out.match(/class="sca-box is-lost"/g)).toHaveLength(2);
    expect(out.match(/class="sca-box( [^"]*)?"/g)).toHaveLength(8);
    expect(out).toMatch(/data-fact="bf-now">2</);
    expect(out).not.toContain('BF undefined');
    expect(out).not.toContain('data-condition="fire"');
    expect(w.i18n.missing.size).toBe(0);
  });

  it('the class card shows the FP-2.1 row and the derived values per crew (FP-1.5)', async () => {
    const item = await createItem({
      name: '74 (common)',
      type: 'shipClass',
      system: shipClassItemSource(classById('3rd-74c')),
    });
    const out = await html(new (ShipClassSheet as unknown as SheetCtor)({ document: item }));
    expect(out).toMatch(/data-fact="hdc">7 \+ 7</);
    expect(out).toMatch(/data-fact="rdc">6</);
    expect(out).toMatch(/data-crew="elite"><td>Elite<\/td><td>140<\/td><td>9<\/td><td>14<\/td>/);
    expect(out).toMatch(/data-crew="poor"><td>Poor<\/td><td>110<\/td><td>6<\/td><td>11<\/td>/);
    expect(w.i18n.missing.size).toBe(0);
  });
});

describe('registerSheets', () => {
  it('registers the three sheets as defaults, the token bars and the status effects', () => {
    registerSheets();
    const reg = DocumentSheetConfig.registered.map((r) => ({
      sheet: r.sheetClass,
      types: r.options.types,
      makeDefault: r.options.makeDefault,
      scope: r.scope,
    }));
    expect(reg).toEqual([
      { sheet: ShipSheet, types: ['ship'], makeDefault: true, scope: 'signal-close-action' },
      { sheet: FortSheet, types: ['fort'], makeDefault: true, scope: 'signal-close-action' },
      {
        sheet: ShipClassSheet,
        types: ['shipClass'],
        makeDefault: true,
        scope: 'signal-close-action',
      },
    ]);
    expect(
      (CONFIG.Actor as unknown as { trackableAttributes: unknown }).trackableAttributes,
    ).toEqual(TRACKABLE_ATTRIBUTES);
    expect(
      (CONFIG as unknown as { statusEffects: Array<{ id: string }> }).statusEffects.map(
        (s) => s.id,
      ),
    ).toContain('sca-sinking');
  });
});
