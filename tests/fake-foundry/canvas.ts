// A fake of the Foundry canvas side the system touches: scenes with embedded Tokens, MeasuredTemplates
// and Regions, the `canvas` global, and the TokenRuler / Ruler base classes. Honest where it matters:
// embedded operations check permissions (tokens follow their actor's ownership, regions and scenes
// are GM-only, templates belong to their author), validate the data the way the v13 / v14 schemas do
// (token x/y are whole pixels, sizes in 0.5 steps, template and region shape types per generation;
// a failed validation throws and changes nothing), and fire the pre/post hooks (a pre hook returning
// false cancels). On generation 14 creating a MeasuredTemplate is recorded as a deprecated call.
// Install with `installCanvas(freshWorld(), { generation })` after `freshWorld()`.
// Tokens and templates: canvas-embedded.ts; regions: canvas-regions.ts.
import type { Installed } from './install.js';
import { FakeCollection, type FakeWorld } from './world.js';
import { PermissionError, type FakeUser } from './documents.js';
import { deepClone, expandObject, mergeObject, randomID } from './utils.js';
import { FakeRuler, FakeTokenRuler } from './canvas-rulers.js';
import {
  type Data,
  type FakeEmbedded,
  FakeMeasuredTemplateDocument,
  FakeTokenDocument,
} from './canvas-embedded.js';
import { FakeRegionDocument } from './canvas-regions.js';

export { FakeRuler, FakeTokenRuler, waypointsFor, type FakeWaypoint } from './canvas-rulers.js';

export interface CanvasState {
  world: FakeWorld;
  scenes: FakeCollection<FakeScene>;
  /** Deprecated API uses seen (v14: "MeasuredTemplate"). */
  deprecations: string[];
}

type EmbeddedClass = (
  | typeof FakeTokenDocument
  | typeof FakeMeasuredTemplateDocument
  | typeof FakeRegionDocument
) & {
  new (parent: FakeScene, data: Data): FakeEmbedded;
};

export class FakeScene {
  id: string;
  name: string;
  flags: Record<string, Record<string, unknown>>;
  grid: { type: number; size: number; distance: number; units: string };
  width: number;
  height: number;
  tokens = new FakeCollection<FakeTokenDocument>();
  templates = new FakeCollection<FakeMeasuredTemplateDocument>();
  regions = new FakeCollection<FakeRegionDocument>();
  constructor(
    readonly state: CanvasState,
    data: Data,
  ) {
    this.id = (data._id as string) ?? randomID();
    this.name = (data.name as string) ?? 'Scene';
    this.flags = deepClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
    this.grid = {
      type: 1,
      size: 100,
      distance: 5,
      units: 'ft',
      ...((data.grid as Data) ?? {}),
    } as FakeScene['grid'];
    this.width = (data.width as number) ?? 4000;
    this.height = (data.height as number) ?? 3000;
  }
  get documentName(): string {
    return 'Scene';
  }
  get uuid(): string {
    return `Scene.${this.id}`;
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  /** Scenes belong to the GM. */
  async update(changes: Data, options: Data = {}): Promise<this> {
    const { world } = this.state;
    const user = world.user;
    if (!user.isGM)
      throw new PermissionError(`User ${user.name} lacks permission to update Scene [${this.id}]`);
    const diff = expandObject(changes);
    if (world.hooks.call('preUpdateScene', this, diff, options, user.id) === false) return this;
    if (diff.grid) this.grid = { ...this.grid, ...(diff.grid as Data) } as FakeScene['grid'];
    for (const k of ['width', 'height', 'name'] as const)
      if (diff[k] !== undefined) (this as unknown as Data)[k] = diff[k];
    if (diff.flags) {
      for (const [scope, values] of Object.entries(diff.flags as Record<string, Data>)) {
        this.flags[scope] ??= {};
        for (const [k, v] of Object.entries(values)) this.flags[scope]![k] = deepClone(v);
      }
    }
    world.log.push({
      op: 'update',
      documentName: 'Scene',
      id: this.id,
      userId: user.id,
      changes: deepClone(changes),
    });
    world.broadcast('updateScene', this, diff, options, user.id);
    return this;
  }

  private spec(name: string): { cls: EmbeddedClass; collection: FakeCollection<FakeEmbedded> } {
    if (name === 'Token')
      return {
        cls: FakeTokenDocument as EmbeddedClass,
        collection: this.tokens as FakeCollection<FakeEmbedded>,
      };
    if (name === 'MeasuredTemplate')
      return {
        cls: FakeMeasuredTemplateDocument as EmbeddedClass,
        collection: this.templates as FakeCollection<FakeEmbedded>,
      };
    if (name === 'Region')
      return {
        cls: FakeRegionDocument as EmbeddedClass,
        collection: this.regions as FakeCollection<FakeEmbedded>,
      };
    throw new Error(`Scene has no embedded collection "${name}"`);
  }
  private clean(name: string, data: Data): Data {
    if (name === 'Token') return FakeTokenDocument.clean(data);
    if (name === 'MeasuredTemplate') return FakeMeasuredTemplateDocument.clean(data);
    return FakeRegionDocument.clean(data, this.state.world.generation);
  }
  private mayCreate(name: string, user: FakeUser, data: Data): boolean {
    if (user.isGM) return true;
    if (name === 'MeasuredTemplate') return true; // Foundry's default: players may create templates
    if (name === 'Token') {
      const actor = this.state.world.actors.get(String(data.actorId));
      return actor?.testUserPermission(user, 'OWNER') ?? false;
    }
    return false;
  }

  getEmbeddedCollection(name: string): FakeCollection<FakeEmbedded> {
    return this.spec(name).collection;
  }

  /** All data is cleaned and checked before anything is created. */
  async createEmbeddedDocuments(
    name: string,
    data: Data[],
    options: Data = {},
  ): Promise<FakeEmbedded[]> {
    const { world } = this.state;
    const user = world.user;
    const { cls, collection } = this.spec(name);
    if (name === 'MeasuredTemplate' && world.generation >= 14)
      this.state.deprecations.push('MeasuredTemplate');
    for (const d of data)
      if (!this.mayCreate(name, user, d))
        throw new PermissionError(
          `User ${user.name} lacks permission to create ${name} in Scene [${this.id}]`,
        );
    const prepared = data.map((d) => {
      const withAuthor = name === 'MeasuredTemplate' ? { author: user.id, ...d } : d;
      return {
        ...this.clean(name, withAuthor),
        flags: deepClone((d.flags as Data) ?? {}),
        _id: (d._id as string) ?? randomID(),
      };
    });
    const created: FakeEmbedded[] = [];
    for (const d of prepared) {
      const doc = new cls(this, d);
      if (world.hooks.call(`preCreate${name}`, doc, d, options, user.id) === false) continue;
      collection.set(doc.id, doc);
      world.log.push({ op: 'create', documentName: name, id: doc.id, userId: user.id });
      created.push(doc);
    }
    for (const doc of created) world.broadcast(`create${name}`, doc, options, user.id);
    return created;
  }

  /** Every update is permission-checked and validated first; one failure changes nothing. */
  async updateEmbeddedDocuments(
    name: string,
    updates: Data[],
    options: Data = {},
  ): Promise<FakeEmbedded[]> {
    const { world } = this.state;
    const user = world.user;
    const { collection } = this.spec(name);
    const planned: Array<{
      doc: FakeEmbedded;
      diff: Data;
      next: Data;
      flags: Record<string, Record<string, unknown>>;
    }> = [];
    for (const u of updates) {
      const { _id, ...changes } = u;
      const doc = collection.get(String(_id));
      if (!doc) throw new Error(`${name} [${String(_id)}] does not exist in Scene [${this.id}]`);
      if (!doc.canUserModify(user, 'update'))
        throw new PermissionError(
          `User ${user.name} lacks permission to update ${name} [${doc.id}]`,
        );
      const diff = expandObject(changes);
      if (world.hooks.call(`preUpdate${name}`, doc, diff, options, user.id) === false) continue;
      const { flags, ...rest } = diff;
      const next = this.clean(name, mergeObject(deepClone(doc.source), rest));
      const nextFlags = mergeObject(deepClone(doc.flags) as Data, (flags as Data) ?? {}) as Record<
        string,
        Record<string, unknown>
      >;
      planned.push({ doc, diff, next, flags: nextFlags });
    }
    for (const p of planned) {
      p.doc.source = p.next;
      p.doc.flags = p.flags;
      world.log.push({
        op: 'update',
        documentName: name,
        id: p.doc.id,
        userId: user.id,
        changes: deepClone(p.diff),
      });
    }
    for (const p of planned) world.broadcast(`update${name}`, p.doc, p.diff, options, user.id);
    return planned.map((p) => p.doc);
  }

  async deleteEmbeddedDocuments(
    name: string,
    ids: string[],
    options: Data = {},
  ): Promise<FakeEmbedded[]> {
    const { world } = this.state;
    const user = world.user;
    const { collection } = this.spec(name);
    const docs = ids.map((id) => {
      const doc = collection.get(id);
      if (!doc) throw new Error(`${name} [${id}] does not exist in Scene [${this.id}]`);
      if (!doc.canUserModify(user, 'delete'))
        throw new PermissionError(`User ${user.name} lacks permission to delete ${name} [${id}]`);
      return doc;
    });
    const deleted = docs.filter(
      (doc) => world.hooks.call(`preDelete${name}`, doc, options, user.id) !== false,
    );
    for (const doc of deleted) {
      collection.delete(doc.id);
      world.log.push({ op: 'delete', documentName: name, id: doc.id, userId: user.id });
    }
    for (const doc of deleted) world.broadcast(`delete${name}`, doc, options, user.id);
    return deleted;
  }
}

let state: CanvasState | null = null;

/** Publishes game.scenes, canvas, the ruler base classes and the REGION_VISIBILITY constants. */
export function installCanvas(
  installed: Installed,
  opts: { generation?: 13 | 14 } = {},
): CanvasState {
  const { world } = installed;
  world.generation = opts.generation ?? 13;
  const scenes = new FakeCollection<FakeScene>();
  state = { world, scenes, deprecations: [] };
  const g = globalThis as Record<string, unknown>;
  const game = g.game as Data;
  Object.defineProperty(scenes, 'viewed', {
    get: () => (g.canvas as { scene: FakeScene | null }).scene,
  });
  game.scenes = scenes;
  const current = { scene: null as FakeScene | null };
  g.canvas = {
    get ready() {
      return current.scene !== null;
    },
    get scene() {
      return current.scene;
    },
    get grid() {
      return current.scene ? { ...current.scene.grid } : null;
    },
    get dimensions() {
      return current.scene
        ? {
            size: current.scene.grid.size,
            distance: current.scene.grid.distance,
            distancePixels: current.scene.grid.size / current.scene.grid.distance,
            uiScale: 1,
          }
        : null;
    },
    tokens: {
      get placeables() {
        return current.scene ? current.scene.tokens.contents.map((t) => t.object) : [];
      },
      get controlled() {
        return current.scene
          ? current.scene.tokens.contents.filter((t) => t.controlled).map((t) => t.object)
          : [];
      },
    },
    view(scene: FakeScene | null) {
      current.scene = scene;
    },
  };
  const f = g.foundry as Data;
  f.canvas = {
    placeables: { tokens: { TokenRuler: FakeTokenRuler } },
    interaction: { Ruler: FakeRuler },
  };
  const CONST = g.CONST as Data;
  CONST.REGION_VISIBILITY = { LAYER: 0, GAMEMASTER: 1, ALWAYS: 2 };
  CONST.GRID_TYPES = { GRIDLESS: 0, SQUARE: 1 };
  (g.CONFIG as Data).Canvas = {};
  return state;
}

export function canvasState(): CanvasState {
  if (!state) throw new Error('installCanvas() was not called');
  return state;
}

/** Creates a scene as the current user (a GM in tests) and optionally views it. */
export function createScene(data: Data = {}, view = true): FakeScene {
  const s = canvasState();
  if (!s.world.user.isGM) throw new PermissionError('only a GM creates scenes');
  const scene = new FakeScene(s, data);
  s.scenes.set(scene.id, scene);
  if (view) (globalThis as unknown as { canvas: { view(sc: FakeScene): void } }).canvas.view(scene);
  return scene;
}
