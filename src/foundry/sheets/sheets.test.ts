// The sheets against the Foundry fake: rendered with the real templates, submits filtered by role,
// invalid values refused with a notification. GM undo, ship class drops, the fort and ship class
// sheets and their registration: sheets-history-classes.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { createScene, installCanvas } from '../../../tests/fake-foundry/canvas.js';
import type { freshWorld } from '../../../tests/support/foundry.js';
import {
  freshSheetWorld,
  hasControl,
  html,
  isDisabled,
  ship,
  shipSheet,
} from '../../../tests/support/sheet-fixtures.js';

let w: ReturnType<typeof freshWorld>;

beforeEach(() => {
  w = freshSheetWorld();
});

describe('ship sheet rendering (FP-1.6)', () => {
  it('shows the card: class, crew, cost, boxes with fill and strike-through, BF per side', async () => {
    const a = await ship({ damage: { port: 0, starboard: 250, rigging: 0, riggingRepaired: 0 } });
    const out = await html(shipSheet(a));
    expect(out).toContain('value="HMS Bellona"');
    expect(out).toContain('3rd rate · 74C');
    expect(out).toMatch(/data-fact="cost">7</);
    // FP-4.1 the modifier's terms in its tooltip, in the orders dialog's words.
    expect(out).toContain(
      'data-tooltip="Added to every Abilità roll of this ship this turn: DCs lost -2 (rule FP-4.1)">-2<',
    );
    expect(out).toMatch(/data-fact="dc">120</);
    const starboard = out.slice(
      out.indexOf('data-track="starboard"'),
      out.indexOf('data-track="rigging"'),
    );
    expect(starboard.match(/class="sca-box is-lost"/g)).toHaveLength(2);
    expect(starboard).toContain('class="sca-box is-partial" data-points="10" data-fill="8.3"');
    expect(starboard).toContain('BF 5 / 7');
    expect(starboard).toContain('2 of 7 lost');
    expect(out).toContain('No scene is being viewed');
    expect(w.i18n.missing.size).toBe(0);
  });

  it('renders in Italian with the same structure and no missing key', async () => {
    w.i18n.setLanguage('it');
    const out = await html(
      shipSheet(
        await ship({
          status: { struck: true, captured: false, exploded: false, abandoned: false },
        }),
      ),
    );
    expect(out).toContain('Terza classe · 74C');
    expect(out).toMatch(/data-condition="struck">[\s\S]*?>Bandiera ammainata</);
    expect(out).toContain('Ordini di questo turno');
    expect(w.i18n.missing.size).toBe(0);
  });

  it('FP-5.4 point of sail from the token on the viewed scene and the scene wind (FP-A1 speed)', async () => {
    const a = await ship({ sail: 'full' });
    installCanvas(w);
    // Wind from N (0), strong; the ship heads E (rotation = heading + 180 = 270): r = 4, beam reach.
    const scene = createScene({
      flags: { 'signal-close-action': { wind: { direction: 0, strength: 'strong' } } },
    });
    await scene.createEmbeddedDocuments('Token', [{ actorId: a.id, rotation: 270 }]);
    const out = await html(shipSheet(a));
    expect(out).toMatch(/data-readout="point-of-sail">[\s\S]*?Beam reach/);
    expect(out).toContain('240 mm');
    expect(out).toContain('(strong wind)');
  });

  it('says honestly when the scene has no wind or the ship no token', async () => {
    const a = await ship();
    installCanvas(w);
    const scene = createScene({});
    expect(await html(shipSheet(a))).toContain('No wind set on this scene');
    await scene.setFlag('signal-close-action', 'wind', { direction: 4, strength: 'breeze' });
    expect(await html(shipSheet(a))).toContain('This ship has no token on this scene');
  });

  it('FP-3 orders: editable by the owner until locked, then read-only with a lock marker', async () => {
    const a = await ship();
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    let out = await html(shipSheet(a));
    expect(isDisabled(out, 'system.orders.firePort')).toBe(false);
    expect(isDisabled(out, 'system.orders.decreaseSail')).toBe(false);
    expect(isDisabled(out, 'system.squadron')).toBe(false);
    // What the owner may not edit is text, not a greyed control.
    expect(hasControl(out, 'system.damage.port')).toBe(false);
    expect(hasControl(out, 'system.crew')).toBe(false);
    expect(out).toContain('data-points-total="0"');
    expect(out).not.toContain('data-orders-locked');
    w.world.actAs(w.gm);
    await a.update({ 'system.orders.locked': true, 'system.orders.firePort': 'hull' });
    w.world.actAs(alice);
    out = await html(shipSheet(a));
    expect(hasControl(out, 'system.orders.firePort')).toBe(false);
    expect(hasControl(out, 'system.orders.decreaseSail')).toBe(false);
    expect(out).toContain('data-orders-locked="true"');
    expect(out).toContain(
      'data-order="firePort">Fire port broadside: <strong>at the hull</strong>',
    );
  });

  it('the GM sees every field enabled and the class section', async () => {
    const out = await html(shipSheet(await ship()));
    for (const name of [
      'system.damage.port',
      'system.crew',
      'system.fires.rigging',
      'system.orders.locked',
      'system.shipClass.bf',
    ]) {
      expect(isDisabled(out, name)).toBe(false);
    }
    expect(out).toContain('Class and particulars');
    expect(out).not.toMatch(/\sdisabled(\s|>|=)/);
  });
});

describe('ship sheet submit: permissions enforced twice', () => {
  it('a player owner changes orders and squadron, never damage or crew (crafted form)', async () => {
    const a = await ship();
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    await shipSheet(a).submitForm({
      'system.squadron': 'Van',
      'system.orders.extinguish': true,
      'system.orders.changeCourse': 'NE',
      'system.damage.port': 0,
      'system.damage.starboard': 0,
      'system.crew': 'elite',
      'system.orders.locked': true,
      'system.history': [],
    });
    expect(a.system.squadron).toBe('Van');
    expect(a.system.orders.extinguish).toBe(true);
    expect(a.system.orders.changeCourse).toBe('NE');
    expect(a.system.crew).toBe('average');
    expect(a.system.orders.locked).toBe(false);
  });

  it('a player cannot undo damage the GM applied by submitting lower points', async () => {
    const a = await ship({ damage: { port: 130, starboard: 0, rigging: 0, riggingRepaired: 0 } });
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    await shipSheet(a).submitForm({ 'system.damage.port': 0 });
    expect(a.system.damage.port).toBe(130);
  });

  it('locked orders cannot be changed by the owner', async () => {
    const a = await ship({ orders: { locked: true } });
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    await shipSheet(a).submitForm({ 'system.orders.tack': true, 'system.squadron': 'Rear' });
    expect(a.system.orders.tack).toBe(false);
    expect(a.system.squadron).toBe('Rear');
  });

  it('the GM edits damage; an invalid value is refused with a notification and changes nothing', async () => {
    const a = await ship();
    const sheet = shipSheet(a);
    await sheet.submitForm({ 'system.damage.port': 250, 'system.fires.hull': 1 });
    expect(a.system.damage.port).toBe(250);
    const before = JSON.stringify(a.toObject());
    await sheet.submitForm({ 'system.damage.port': 900, 'system.sail': 'easy' });
    expect(JSON.stringify(a.toObject())).toBe(before);
    expect(w.world.notifications.at(-1)?.type).toBe('error');
    expect(w.world.notifications.at(-1)?.message).toMatch(
      /^Not saved: .*port damage must be a whole number 0-840, got 900/,
    );
    await sheet.submitForm({ 'system.crew': 'heroic' });
    expect(w.world.notifications.at(-1)?.message).toMatch(/crew: "heroic" is not a valid choice/);
    expect(a.system.crew).toBe('average');
  });

  it('FP-6.7 the GM may make a 6th rate a fireship, one per squadron; another rate or a second one is refused with the reason', async () => {
    const big = await ship({ side: 'British', squadron: 'Van' });
    await shipSheet(big).submitForm({ 'system.fireship.isFireship': true });
    expect(big.system.fireship.isFireship).toBe(false);
    expect(w.world.notifications.at(-1)).toMatchObject({
      type: 'error',
      message: 'HMS Bellona cannot be a fireship: only a 6th rate can.',
    });
    const first = await ship({ side: 'British', squadron: 'Van' }, '6th-20-28');
    await shipSheet(first).submitForm({ 'system.fireship.isFireship': true });
    expect(first.system.fireship.isFireship).toBe(true);
    const second = await ship({ side: 'British', squadron: 'Van' }, '6th-20-28');
    await shipSheet(second).submitForm({
      'system.fireship.isFireship': true,
      'system.sail': 'easy',
    });
    expect(second.system.fireship.isFireship).toBe(false);
    expect(second.system.sail).toBe('easy');
    expect(w.world.notifications.at(-1)?.message).toBe(
      'Squadron "Van" of British has more than one fireship: one per squadron.',
    );
  });

  it('an observer submits nothing', async () => {
    const a = await ship();
    const bob = w.player('Bob');
    await a.update({ [`ownership.${bob.id}`]: 2 });
    w.world.actAs(bob);
    await shipSheet(a).submitForm({ name: 'Renamed', 'system.squadron': 'X' });
    expect(a.name).toBe('HMS Bellona');
    expect(w.world.log.filter((l) => l.op === 'update' && l.userId === bob.id)).toHaveLength(0);
  });
});
