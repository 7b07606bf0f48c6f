// HR-3 shoals and rocks: scene Regions the GM draws with Foundry's region tools and gives the system's
// "shoal" behaviour (kind rock or sand). This module registers the behaviour type and reads a scene's
// shoals as the core's areas in table millimetres; the sweep itself is the core's (sweepShoals).
import { SHOAL_KINDS, type ShoalArea, type ShoalKind, type Vec2 } from '../../rules/index.js';
import { setting } from '../settings.js';
import type { SceneLike } from './scene-ships.js';
import { pxToMm, type SceneGrid } from './table-ships.js';

/** The behaviour's sub-type (system.json documentTypes.RegionBehavior). */
export const SHOAL_BEHAVIOR_TYPE = 'shoal';

/** What the system reads of a RegionBehavior document. */
export interface ShoalBehaviorLike {
  type: string;
  disabled?: boolean;
  system: unknown;
}

/** What the system reads of a Region document: its behaviours and its polygons in canvas pixels. */
export interface RegionLike {
  id: string | null;
  behaviors: Iterable<ShoalBehaviorLike>;
  polygons: ReadonlyArray<{ points: readonly number[] }>;
}

/** HR-3 the kind of the region's first enabled shoal behaviour, or null when it is not a shoal. */
export function shoalKindOf(region: Pick<RegionLike, 'behaviors'>): ShoalKind | null {
  for (const b of region.behaviors) {
    if (b.type !== SHOAL_BEHAVIOR_TYPE || b.disabled) continue;
    const kind = (b.system as { kind?: unknown } | null)?.kind;
    if ((SHOAL_KINDS as readonly unknown[]).includes(kind)) return kind as ShoalKind;
  }
  return null;
}

/** A flat [x0, y0, x1, y1, ...] pixel polygon as points in mm (y north). */
function polygonMm(points: readonly number[], grid: SceneGrid): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i + 1 < points.length; i += 2)
    out.push(pxToMm({ x: points[i]!, y: points[i + 1]! }, grid));
  return out;
}

/** HR-3 a region as a shoal area in mm, or null when it carries no enabled shoal behaviour. */
export function shoalAreaOf(region: RegionLike, grid: SceneGrid): ShoalArea | null {
  const kind = shoalKindOf(region);
  if (!kind || !region.id) return null;
  const polygons = region.polygons
    .map((p) => polygonMm(p.points, grid))
    .filter((p) => p.length >= 3);
  return polygons.length ? { id: region.id, kind, polygons } : null;
}

/** HR-3 the scene's shoals (none while the world setting is off). */
export function sceneShoals(scene: SceneLike): ShoalArea[] {
  if (!setting('runningAground')) return [];
  const regions = (scene.regions?.contents ?? []) as unknown as RegionLike[];
  return regions.flatMap((r) => {
    const area = shoalAreaOf(r, scene.grid);
    return area ? [area] : [];
  });
}

/** HR-3 one shoal of the scene by region id (the setting on), or null. */
export function sceneShoal(scene: SceneLike, regionId: string): ShoalArea | null {
  return sceneShoals(scene).find((s) => s.id === regionId) ?? null;
}

/**
 * HR-3 the system's region behaviour: a shoal or a rock, drawn by the GM. It handles no region
 * events: the referee's move reads the shoals when a ship moves.
 */
export function registerShoalBehavior(): void {
  const f = foundry.data.fields;
  const Base = foundry.data.regionBehaviors.RegionBehaviorType as unknown as new (
    ...args: never[]
  ) => object;
  class ShoalBehavior extends Base {
    static defineSchema() {
      return {
        kind: new f.StringField({
          required: true,
          nullable: false,
          blank: false,
          choices: Object.fromEntries(
            SHOAL_KINDS.map((k) => [k, `SCA.Aground.Kind.${k}`]),
          ) as Record<ShoalKind, string>,
          initial: 'sand',
          label: 'SCA.Aground.Behavior.KindLabel',
          hint: 'SCA.Aground.Behavior.KindHint',
        }),
      };
    }
  }
  const config = CONFIG.RegionBehavior as unknown as {
    dataModels: Record<string, unknown>;
    typeIcons: Record<string, string>;
  };
  config.dataModels[SHOAL_BEHAVIOR_TYPE] = ShoalBehavior;
  config.typeIcons[SHOAL_BEHAVIOR_TYPE] = 'fa-solid fa-water';
}
