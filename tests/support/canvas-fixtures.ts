// Test fixtures for the canvas glue (imported by tests only): ships as stored data,
// as core TableShips, as actors and as tokens placed on a fake scene by table millimetres.
import { createActor, freshWorld, type TestDoc } from './foundry.js';
import { createScene, installCanvas, type FakeScene } from '../fake-foundry/canvas.js';
import type { FakeTokenDocument } from '../fake-foundry/canvas-embedded.js';
import { classById, type ShipBody, type TableShip, type Wind } from '../../src/rules/index.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { registerReferee } from '../../src/foundry/referee/register.js';
import { registerManoeuvreRequest } from '../../src/foundry/canvas/moves.js';
import { shipClassFields, type ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { registerSettings } from '../../src/foundry/settings.js';
import { registerArcQuery } from '../../src/foundry/canvas/arc-adapter.js';
import { registerContactEffect } from '../../src/foundry/canvas/contacts.js';
import { registerCanvasHooks } from '../../src/foundry/canvas/hooks.js';
import { registerAgroundEffects } from '../../src/foundry/canvas/aground.js';
import { registerShoalBehavior } from '../../src/foundry/canvas/shoals.js';
import { mmToPx } from '../../src/foundry/canvas/table-ships.js';
import { seaSceneData, shipTokenSize } from '../../src/foundry/canvas/scene-setup.js';
import { tokenPlacementForPose } from '../../src/foundry/canvas/table-ships.js';
import { shipData } from './ships.js';

export const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
export const FIRST_RATE: ShipBody = { lengthMm: 85, widthMm: 40, masts: 3 };
export const BRIG: ShipBody = { lengthMm: 50, widthMm: 25, masts: 2 };

export function tableShip(
  id: string,
  x: number,
  y: number,
  headingDeg = 0,
  body: ShipBody = THIRD_RATE,
): TableShip {
  return { id, pose: { x, y, headingDeg }, body };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A ship's stored data as the data model cleans it (class 74C unless told). */
export function shipSource(
  overrides: DeepPartial<ShipSystemSource> = {},
  classId = '3rd-74c',
): ShipSystemSource {
  return shipData(classId, 'average', overrides as Record<string, unknown>);
}

export async function shipActor(
  name: string,
  opts: {
    classId?: string;
    system?: DeepPartial<ShipSystemSource>;
    ownership?: Record<string, number>;
  } = {},
): Promise<TestDoc<ShipSystemSource>> {
  return createActor<ShipSystemSource>({
    name,
    type: 'ship',
    ownership: opts.ownership ?? {},
    system: {
      shipClass: shipClassFields(classById(opts.classId ?? '3rd-74c')),
      ...(opts.system ?? {}),
    },
  });
}

/** Places a token of `actor` with its base centre at (xMm, yMm) table mm, heading in compass degrees. */
export async function placeShip(
  scene: FakeScene,
  actor: TestDoc<ShipSystemSource>,
  xMm: number,
  yMm: number,
  headingDeg = 0,
  scale: 1200 | 3000 = 1200,
): Promise<FakeTokenDocument> {
  const size = shipTokenSize(actor.system, scene.grid, scale);
  const at = tokenPlacementForPose({ x: xMm, y: yMm, headingDeg }, size, scene.grid);
  const [token] = await scene.createEmbeddedDocuments('Token', [
    { name: actor.name, actorId: actor.id, width: size.width, height: size.height, ...at },
  ]);
  return token as FakeTokenDocument;
}

/**
 * A fresh fake world with the system's settings, relay, arc query, contact effect and canvas hooks
 * registered, the fake canvas installed for a generation, and a viewed sea scene of the scale.
 */
export async function canvasWorld(
  opts: { generation?: 13 | 14; scale?: 1200 | 3000; wind?: Wind | null } = {},
) {
  const w = freshWorld();
  registerSettings();
  registerReferee();
  registerArcQuery();
  registerContactEffect();
  registerManoeuvreRequest();
  registerCanvasHooks();
  registerAgroundEffects();
  registerShoalBehavior();
  const canvas = installCanvas(w, { generation: opts.generation ?? 13 });
  const scale = opts.scale ?? 1200;
  if (scale === 3000) await w.world.settings.set(SYSTEM_ID, 'tableScale', '3000');
  const scene = createScene({ name: 'Sea', ...seaSceneData(scale) });
  const wind = opts.wind === undefined ? { direction: 0, strength: 'breeze' as const } : opts.wind;
  if (wind) await scene.setFlag(SYSTEM_ID, 'wind', wind);
  return { ...w, canvas, scene, scale };
}

/** A rectangle region in table mm (x0..x1 east, y0..y1 north) with the shoal behaviour. */
export function shoalRegion(
  grid: { size: number; distance: number },
  kind: 'rock' | 'sand',
  [x0, y0, x1, y1]: [number, number, number, number],
) {
  const topLeft = mmToPx({ x: x0, y: y1 }, grid);
  const k = grid.size / grid.distance;
  return {
    name: `A ${kind} bank`,
    shapes: [
      {
        type: 'rectangle',
        x: topLeft.x,
        y: topLeft.y,
        width: (x1 - x0) * k,
        height: (y1 - y0) * k,
      },
    ],
    behaviors: [{ name: 'Shoal', type: 'shoal', system: { kind } }],
  };
}
