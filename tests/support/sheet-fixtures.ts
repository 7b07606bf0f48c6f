// Shared by the sheet tests against the Foundry fake (src/foundry/sheets/sheets.test.ts and
// sheets-history-classes.test.ts): a fresh world with the settings and the referee, form-control
// probes, and a rendered sheet's shape.
import { createActor, freshWorld, type TestDoc } from './foundry.js';
import { classById } from '../../src/rules/index.js';
import { shipClassFields, type ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { registerReferee } from '../../src/foundry/referee/register.js';
import { registerSettings } from '../../src/foundry/settings.js';
import { ShipSheet } from '../../src/foundry/sheets/ship-sheet.js';

export type Ship = TestDoc<ShipSystemSource>;

/** A fresh fake world, no canvas, the settings and the referee registered (each test's set-up). */
export function freshSheetWorld(): ReturnType<typeof freshWorld> {
  (globalThis as { canvas?: unknown }).canvas = undefined;
  const w = freshWorld();
  registerSettings();
  registerReferee();
  return w;
}

/** The opening tag of the form control named `name`. */
function control(html: string, name: string): string {
  const m = new RegExp(`<(input|select)[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>`).exec(html);
  if (!m) throw new Error(`no control named ${name}`);
  return m[0];
}
export const isDisabled = (html: string, name: string) =>
  /\sdisabled(\s|>|=)/.test(control(html, name));
export const hasControl = (html: string, name: string) =>
  new RegExp(`<(input|select)[^>]*name="${name.replace(/\./g, '\\.')}"`).test(html);

export interface RenderedSheet {
  render(): Promise<unknown>;
  parts: Record<string, string>;
  submitForm(data: Record<string, unknown>): Promise<void>;
  runAction(name: string, target?: { dataset: Record<string, string> }): Promise<unknown>;
  drop(data: { type: string; uuid: string }): Promise<unknown>;
}
export type SheetCtor = new (options: { document: unknown }) => RenderedSheet;

export async function html(sheet: RenderedSheet): Promise<string> {
  await sheet.render();
  return sheet.parts.sheet!;
}

export function shipSheet(actor: Ship): RenderedSheet {
  return new (ShipSheet as unknown as SheetCtor)({ document: actor });
}

export async function ship(
  overrides: Record<string, unknown> = {},
  classId = '3rd-74c',
): Promise<Ship> {
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
