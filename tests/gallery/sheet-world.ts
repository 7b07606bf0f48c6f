// The world the sheet gallery entries (entries/sheets.ts) are built in: documents created as the
// GM, damage applied through the relay (a real history), scene contexts and the ship sheet's
// context.
import { fake } from '../fake-foundry/install.js';
import type { FakeUser } from '../fake-foundry/documents.js';
import { classById } from '../../src/rules/index.js';
import { applyEffect, registerEffect } from '../../src/foundry/referee/relay.js';
import { registerReferee } from '../../src/foundry/referee/register.js';
import { headingIndexToRotation } from '../../src/foundry/heading.js';
import { registerDataModels } from '../../src/foundry/models/register.js';
import { shipClassFields, type ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import type { SheetRole } from '../../src/foundry/sheets/permissions.js';
import { SHIP_TABS, shipSheetView, type SceneContext } from '../../src/foundry/sheets/ship-view.js';
import type { GalleryLang } from './types.js';

export interface Doc<S> {
  id: string;
  type: string;
  uuid: string;
  name: string;
  system: S;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

const DAMAGE_KIND = 'gallery.sheet-damage';

/** Runs `fn` as the world's GM (creating documents and applying results are GM work here). */
export async function asGM<T>(fn: () => Promise<T>): Promise<T> {
  const { world } = fake();
  const previous: FakeUser = world.user;
  world.actAs(world.users.find((u) => u.isGM)!);
  try {
    return await fn();
  } finally {
    world.actAs(previous);
  }
}

export function prepareWorld(): void {
  registerDataModels();
  registerReferee();
  // Damage points on one track (a fort's is "hull"), as a gunnery card would apply them.
  registerEffect(DAMAGE_KIND, (req, { actor }) => {
    const track = String(req.args?.track);
    const damage = (actor.system as unknown as { damage: Record<string, number> }).damage;
    return {
      changes: { [`damage.${track}`]: (damage[track] ?? 0) + Number(req.args?.points) },
      label: String(req.args?.label),
    };
  });
}

export async function createShip(
  name: string,
  classId: string,
  system: Record<string, unknown> = {},
): Promise<Doc<ShipSystemSource>> {
  prepareWorld();
  return asGM(async () => {
    const Actor_ = Actor as unknown as {
      create(d: Record<string, unknown>): Promise<Doc<ShipSystemSource>>;
    };
    return Actor_.create({
      name,
      type: 'ship',
      system: { shipClass: shipClassFields(classById(classId)), ...system },
    });
  });
}

/** Damage through the relay, as a card would apply it: a real history entry. */
export async function hit(
  ship: Doc<unknown>,
  track: 'port' | 'starboard' | 'rigging' | 'hull',
  points: number,
  label: string,
): Promise<void> {
  await asGM(async () => {
    const r = await applyEffect({
      kind: DAMAGE_KIND,
      key: `${ship.id}:${label}`,
      actorUuid: ship.uuid,
      args: { track, points, label },
    });
    if (r.status === 'refused') throw new Error(r.reason);
  });
}

export const windScene = (
  heading: number,
  strength: 'light' | 'breeze' | 'strong' = 'breeze',
): SceneContext => ({
  hasScene: true,
  wind: { direction: 0, strength },
  tokenRotation: headingIndexToRotation(heading),
  scale: 1200,
});
export const noWind: SceneContext = {
  hasScene: true,
  wind: null,
  tokenRotation: null,
  scale: 1200,
};

export type ShipTab = (typeof SHIP_TABS.primary.tabs)[number]['id'];

/** The `tabs` context ApplicationV2#_prepareTabs gives the template, with `active` open. */
function tabsWith(active: ShipTab) {
  const { tabs, labelPrefix } = SHIP_TABS.primary;
  return Object.fromEntries(
    tabs.map((t) => [
      t.id,
      {
        ...t,
        group: 'primary',
        active: t.id === active,
        cssClass: t.id === active ? 'active' : '',
        label: `${labelPrefix}.${t.id}`,
      },
    ]),
  );
}

export function shipContext(
  ship: Doc<ShipSystemSource>,
  lang: GalleryLang,
  role: SheetRole,
  scene: SceneContext,
  contactNames: Record<string, string> = {},
  tab: ShipTab = 'battle',
) {
  return {
    ...shipSheetView({ name: ship.name, system: ship.system, role, scene, contactNames, lang }),
    tabs: tabsWith(tab),
  } as unknown as Record<string, unknown>;
}
