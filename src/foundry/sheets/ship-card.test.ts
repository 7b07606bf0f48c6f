// The ship card as a card (against the Foundry fake, real templates): ApplicationV2 tabs, values as
// text for what the viewer may not edit, conditions as chips the GM alone adds and removes, only
// the orders and sail a ship may be given (FP-2.5); the fort's chips (FP-4.4 fire).
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, freshWorld, type TestDoc } from '../../../tests/support/foundry.js';
import { classById } from '../../rules/index.js';
import { registerReferee } from '../referee/register.js';
import type { FortSystemSource } from '../models/fort-model.js';
import { shipClassFields, type ShipSystemSource } from '../models/ship-model.js';
import { registerSettings } from '../settings.js';
import { FortSheet } from './fort-sheet.js';
import { ShipSheet } from './ship-sheet.js';

type Ship = TestDoc<ShipSystemSource>;
let w: ReturnType<typeof freshWorld>;

/** The opening tag of the form control named `name`. */
function control(html: string, name: string): string {
  const m = new RegExp(`<(input|select)[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>`).exec(html);
  if (!m) throw new Error(`no control named ${name}`);
  return m[0];
}
const hasControl = (html: string, name: string) =>
  new RegExp(`<(input|select)[^>]*name="${name.replace(/\./g, '\\.')}"`).test(html);

interface RenderedSheet {
  render(): Promise<unknown>;
  parts: Record<string, string>;
  submitForm(data: Record<string, unknown>): Promise<void>;
  runAction(name: string, target?: { dataset: Record<string, string> }): Promise<unknown>;
  drop(data: { type: string; uuid: string }): Promise<unknown>;
}
type SheetCtor = new (options: { document: unknown }) => RenderedSheet;

async function html(sheet: RenderedSheet): Promise<string> {
  await sheet.render();
  return sheet.parts.sheet!;
}

function shipSheet(actor: Ship): RenderedSheet {
  return new (ShipSheet as unknown as SheetCtor)({ document: actor });
}

async function ship(overrides: Record<string, unknown> = {}, classId = '3rd-74c'): Promise<Ship> {
  return createActor<ShipSystemSource>({
    name: 'HMS Bellona',
    type: 'ship',
    system: {
      shipClass: shipClassFields(classById(classId)),
      crew: 'average',
      originalCrew: 'average',
      nation: 'britain',
      ...overrides,
    },
  });
}

beforeEach(() => {
  (globalThis as { canvas?: unknown }).canvas = undefined;
  w = freshWorld();
  registerSettings();
  registerReferee();
});

describe('the ship card: tabs, text for what the viewer may not edit, condition chips, what a ship is offered', () => {
  it('ApplicationV2 tabs: battle, orders, log, class; the battle tab open first, another after changeTab', async () => {
    const sheet = shipSheet(await ship());
    let out = await html(sheet);
    const nav = out.slice(out.indexOf('<nav class="sca-tabs'), out.indexOf('</nav>'));
    expect([...nav.matchAll(/data-tab="(\w+)"/g)].map((m) => m[1])).toEqual([
      'battle',
      'orders',
      'log',
      'class',
    ]);
    expect(nav).toContain('>Battle<');
    expect(out).toMatch(/class="tab sca-tab active" data-group="primary" data-tab="battle"/);
    expect(out).toMatch(/class="tab sca-tab " data-group="primary" data-tab="orders"/);
    (sheet as unknown as { changeTab(t: string, g: string): void }).changeTab('orders', 'primary');
    out = await html(sheet);
    expect(out).toMatch(/class="tab sca-tab active" data-group="primary" data-tab="orders"/);
    expect(out).toMatch(/class="tab sca-tab " data-group="primary" data-tab="battle"/);
  });

  it('an observer sees values as text: no form control at all, no remove buttons', async () => {
    const a = await ship({
      rudderDamaged: true,
      fires: { hull: 1, rigging: 0 },
      orders: { turn: 2, locked: false, changeCourse: '', firePort: 'rigging' },
      damage: { port: 250, starboard: 0, rigging: 0, riggingRepaired: 0 },
    });
    const bob = w.player('Bob');
    await a.update({ [`ownership.${bob.id}`]: 2 });
    w.world.actAs(bob);
    const out = await html(shipSheet(a));
    expect(out).not.toMatch(/<(input|select|textarea|button)\b/);
    expect(out).toContain('<h1 class="sca-name">HMS Bellona</h1>');
    expect(out).toMatch(/data-fact="sail">/);
    expect(out).toContain(
      'data-order="firePort">Fire port broadside: <strong>at the rigging</strong>',
    );
    expect(out).toMatch(/data-condition="rudderDamaged"/);
    expect(w.i18n.missing.size).toBe(0);
  });

  it('conditions are chips with a tooltip (what it does, the rule) and a reference link; only the GM adds and removes them', async () => {
    const a = await ship({ rudderDamaged: true });
    let out = await html(shipSheet(a));
    expect(out).not.toContain('name="system.rudderDamaged"');
    const chip = out.slice(out.indexOf('data-condition="rudderDamaged"'));
    expect(chip).toMatch(
      /data-uuid="Compendium\.signal-close-action\.rules-reference\.JournalEntry\.\w{16}\.JournalEntryPage\.\w{16}"/,
    );
    // The tooltip (ruleTooltip's HTML, escaped in the attribute): what it does, then the rule linked.
    expect(chip).toMatch(
      /data-tooltip="&lt;p&gt;-1 Abilità; sails only at quarter reach[^"]*data-uuid&#x3D;&quot;Compendium[^"]*FP-6\.6&lt;\/a&gt;/,
    );
    expect(chip).toMatch(/data-action="removeCondition" data-field="system\.rudderDamaged"/);
    expect(out).toMatch(
      /<select class="sca-chips__add"[\s\S]*?<option value="system\.hoveTo">Hove to</,
    );
    const sheet = shipSheet(a) as RenderedSheet & {
      setCondition(f: string, on: boolean): Promise<void>;
    };
    await sheet.setCondition('system.hoveTo', true);
    await sheet.runAction('removeCondition', { dataset: { field: 'system.rudderDamaged' } });
    expect([a.system.hoveTo, a.system.rudderDamaged]).toEqual([true, false]);
    const alice = w.player('Alice');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(alice);
    out = await html(shipSheet(a));
    expect(out).not.toContain('data-action="removeCondition"');
    expect(out).not.toContain('sca-chips__add');
    // A player's crafted toggle is dropped by the permission filter.
    await (shipSheet(a) as typeof sheet).setCondition('system.hoveTo', false);
    await shipSheet(a).runAction('removeCondition', { dataset: { field: 'system.hoveTo' } });
    expect(a.system.hoveTo).toBe(true);
  });

  it('FP-2.5 a dismasted ship is not offered full sail nor the orders it cannot give; a sinking one no order', async () => {
    const dismasted = await ship({
      sail: 'easy',
      damage: { port: 0, starboard: 0, rigging: 720, riggingRepaired: 0 },
    });
    let out = await html(shipSheet(dismasted));
    expect(control(out, 'system.sail')).toBeTruthy();
    expect(out).not.toMatch(/<option value="full"/);
    for (const name of ['increaseSail', 'tack', 'changeCourse'])
      expect(hasControl(out, `system.orders.${name}`)).toBe(false);
    expect(hasControl(out, 'system.orders.decreaseSail')).toBe(true);
    const sinking = await ship({
      damage: { port: 840, starboard: 840, rigging: 0, riggingRepaired: 0 },
    });
    out = await html(shipSheet(sinking));
    expect(out).not.toMatch(/name="system\.orders\.(?!turn|locked)/);
    expect(out).toContain('This ship can take no orders.');
  });
});

describe('the fort card shares the chips', () => {
  it("FP-4.4 a fort with a hull fire shows the ON FIRE chip (the ship card's conditions); the GM clears a strike", async () => {
    const f = await createActor<FortSystemSource>({
      name: 'Fort Royal',
      type: 'fort',
      system: { classId: 'fort-citadel', fires: { hull: 1 }, status: { struck: true } },
    });
    const sheet = new (FortSheet as unknown as SheetCtor)({ document: f });
    const out = await html(sheet);
    expect(out).toMatch(/data-condition="fire"[\s\S]*?>On fire</);
    expect(out).toMatch(/data-tooltip="[^"]*Hull fires: 1[^"]*FP-4\.4&lt;\/a&gt;/);
    expect(out).toMatch(/data-condition="struck"/);
    expect(out).not.toContain('value="system.rudderDamaged"');
    await sheet.runAction('removeCondition', { dataset: { field: 'system.status.struck' } });
    expect(f.system.status.struck).toBe(false);
  });
});
