// A fake of the Foundry canvas side the system touches: scenes with embedded Tokens, MeasuredTemplates
// and Regions, the `canvas` global, and the TokenRuler / Ruler base classes. Honest where it matters:
// embedded operations check permissions (tokens follow their actor's ownership, regions and scenes
// are GM-only, templates belong to their author), validate the data the way the v13 / v14 schemas do
// (token x/y are whole pixels, sizes in 0.5 steps, template and region shape types per generation;
// a failed validation throws and changes nothing), and fire the pre/post hooks (a pre hook returning
// false cancels). On generation 14 creating a MeasuredTemplate is recorded as a deprecated call.
// Install with `installCanvas(freshWorld(), { generation })` after `freshWorld()`.
import type { Installed } from './install.js';
import { FakeCollection, type FakeWorld } from './world.js';
import { PermissionError, type FakeDocument, type FakeUser } from './documents.js';
import { ValidationFailure } from './fields.js';
import { deepClone, expandObject, mergeObject, randomID } from './utils.js';
import { FakeRuler, FakeTokenRuler } from './canvas-rulers.js';

export { FakeRuler, FakeTokenRuler, waypointsFor, type FakeWaypoint } from './canvas-rulers.js';

type Data = Record<string, unknown>;
const HEX = /^#[0-9a-f]{6}$/i;
const angle = (n: number) => ((n % 360) + 360) % 360;
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export interface CanvasState {
  world: FakeWorld;
  scenes: FakeCollection<FakeScene>;
  /** Deprecated API uses seen (v14: "MeasuredTemplate"). */
  deprecations: string[];
}

abstract class FakeEmbedded {
  static documentName = 'Embedded';
  id: string;
  flags: Record<string, Record<string, unknown>>;
  source: Data;
  constructor(
    readonly parent: FakeScene,
    data: Data,
  ) {
    this.id = (data._id as string) ?? randomID();
    this.flags = deepClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
    const { _id, flags, ...rest } = data;
    void _id;
    void flags;
    this.source = deepClone(rest);
  }
  get documentName(): string {
    return (this.constructor as typeof FakeEmbedded).documentName;
  }
  get uuid(): string {
    return `Scene.${this.parent.id}.${this.documentName}.${this.id}`;
  }
  abstract canUserModify(user: FakeUser, action: 'update' | 'delete'): boolean;
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async update(changes: Data, options: Data = {}): Promise<this> {
    await this.parent.updateEmbeddedDocuments(
      this.documentName,
      [{ _id: this.id, ...changes }],
      options,
    );
    return this;
  }
  async delete(): Promise<this> {
    await this.parent.deleteEmbeddedDocuments(this.documentName, [this.id]);
    return this;
  }
  toObject(): Data {
    return { _id: this.id, ...deepClone(this.source), flags: deepClone(this.flags) };
  }
}

function fail(doc: string, failures: string[]): void {
  if (failures.length) throw new ValidationFailure(failures.map((f) => `${doc}: ${f}`));
}

export class FakeTokenDocument extends FakeEmbedded {
  static override documentName = 'Token';
  /** v13 BaseToken: x/y integer NumberFields (cleaning rounds), width/height positive in 0.5 steps, rotation an AngleField. */
  static clean(data: Data): Data {
    const out = {
      name: '',
      x: 0,
      y: 0,
      width: 1,
      height: 1,
      rotation: 0,
      hidden: false,
      actorId: null,
      actorLink: false,
      ...deepClone(data),
    };
    const failures: string[] = [];
    for (const k of ['x', 'y'] as const) {
      if (!num(out[k])) failures.push(`${k} must be a finite number`);
      else out[k] = Math.round(out[k] as number);
    }
    for (const k of ['width', 'height'] as const) {
      const v = out[k];
      if (!num(v) || v <= 0 || !Number.isInteger(v * 2))
        failures.push(`${k} must be a positive multiple of 0.5, got ${String(v)}`);
    }
    if (!num(out.rotation)) failures.push('rotation must be a finite number');
    else out.rotation = angle(out.rotation as number);
    fail('Token', failures);
    return out;
  }
  get name(): string {
    return this.source.name as string;
  }
  get x(): number {
    return this.source.x as number;
  }
  get y(): number {
    return this.source.y as number;
  }
  get width(): number {
    return this.source.width as number;
  }
  get height(): number {
    return this.source.height as number;
  }
  get rotation(): number {
    return this.source.rotation as number;
  }
  get hidden(): boolean {
    return this.source.hidden as boolean;
  }
  get actorId(): string | null {
    return this.source.actorId as string | null;
  }
  /** BaseToken#actorLink (initially false): whether the token is its world actor or a synthetic one. */
  get actorLink(): boolean {
    return this.source.actorLink as boolean;
  }
  /** The token's image (Foundry: TextureData, src null when none). */
  get texture(): { src: string | null } {
    return { src: null, ...((this.source.texture as { src?: string } | undefined) ?? {}) };
  }
  get actor(): FakeDocument | null {
    return this.actorId ? (this.parent.state.world.actors.get(this.actorId) ?? null) : null;
  }
  /** Tokens take their ownership from their actor (GMs own everything). */
  canUserModify(user: FakeUser): boolean {
    return user.isGM || (this.actor?.testUserPermission(user, 'OWNER') ?? false);
  }
  get isOwner(): boolean {
    return this.canUserModify(this.parent.state.world.user);
  }
  /** The Token placeable's selection on this client (Token#control / #release, per client). */
  controlled = false;
  get object(): {
    document: FakeTokenDocument;
    id: string;
    actor: FakeDocument | null;
    controlled: boolean;
    control(): boolean;
    release(): boolean;
  } {
    const doc = this;
    return {
      document: this,
      id: this.id,
      actor: this.actor,
      get controlled() {
        return doc.controlled;
      },
      // Core lets a user select only tokens it may control (owners and GMs).
      control() {
        if (!doc.isOwner) return false;
        doc.controlled = true;
        doc.parent.state.world.hooks.call('controlToken', this, true);
        return true;
      },
      release() {
        doc.controlled = false;
        doc.parent.state.world.hooks.call('controlToken', this, false);
        return true;
      },
    };
  }
  updateSource(changes: Data): void {
    this.source = FakeTokenDocument.clean(
      mergeObject(deepClone(this.source), expandObject(changes)),
    );
  }
  /** v13 TokenDocument#movementHistory: the recorded waypoints (core records them while in combat; tests seed them). */
  get movementHistory(): Data[] {
    return (this.source._movementHistory as Data[] | undefined) ?? [];
  }
  /**
   * v13 TokenDocument#revertRecordedMovement: the token goes back to where its last recorded movement
   * (the waypoints sharing the last movementId) started, and those waypoints leave the history; false
   * when there is nothing to revert.
   */
  async revertRecordedMovement(): Promise<boolean> {
    const history = this.movementHistory;
    const last = history.at(-1);
    if (!last) return false;
    const id = last.movementId;
    const start = history.findIndex((w) => w.movementId === id);
    const from = history[start]!;
    await this.parent.updateEmbeddedDocuments(
      'Token',
      [{ _id: this.id, x: from.x, y: from.y, _movementHistory: history.slice(0, start) }],
      { diff: false },
    );
    return true;
  }
  /** v13 TokenDocument#clearMovementHistory: an update of the internal `_movementHistory` to [] (owner or GM). */
  async clearMovementHistory(): Promise<void> {
    await this.parent.updateEmbeddedDocuments('Token', [{ _id: this.id, _movementHistory: [] }], {
      diff: false,
      _clearMovementHistory: true,
    });
  }
}

export class FakeMeasuredTemplateDocument extends FakeEmbedded {
  static override documentName = 'MeasuredTemplate';
  static clean(data: Data): Data {
    const out = {
      t: 'circle',
      x: 0,
      y: 0,
      distance: 0,
      direction: 0,
      angle: 0,
      width: 0,
      fillColor: '#ffffff',
      borderColor: '#000000',
      hidden: false,
      ...deepClone(data),
    };
    const failures: string[] = [];
    if (!['circle', 'cone', 'rect', 'ray'].includes(out.t as string))
      failures.push(`t "${String(out.t)}" is not a template type`);
    for (const k of ['x', 'y', 'width'] as const)
      if (!num(out[k])) failures.push(`${k} must be a finite number`);
    if (!num(out.distance) || out.distance <= 0) failures.push('distance must be positive');
    if (!num(out.angle) || out.angle < 0 || out.angle > 360)
      failures.push('angle must be in [0, 360]');
    if (!num(out.direction)) failures.push('direction must be a finite number');
    else out.direction = angle(out.direction as number);
    for (const k of ['fillColor', 'borderColor'] as const)
      if (!HEX.test(String(out[k]))) failures.push(`${k} must be a #rrggbb colour`);
    fail('MeasuredTemplate', failures);
    return out;
  }
  get author(): string | null {
    return (this.source.author as string) ?? null;
  }
  canUserModify(user: FakeUser): boolean {
    return user.isGM || this.author === user.id;
  }
}

const SHAPES_V13 = ['circle', 'ellipse', 'polygon', 'rectangle'];
const SHAPES_V14 = [...SHAPES_V13, 'cone', 'ring', 'line', 'emanation'];
const SHAPE_FIELDS: Record<string, string[]> = {
  circle: ['type', 'x', 'y', 'radius', 'hole'],
  ellipse: ['type', 'x', 'y', 'radiusX', 'radiusY', 'rotation', 'hole'],
  polygon: ['type', 'points', 'hole'],
  rectangle: ['type', 'x', 'y', 'width', 'height', 'rotation', 'anchorX', 'anchorY', 'hole'],
  cone: ['type', 'x', 'y', 'radius', 'angle', 'rotation', 'curvature', 'gridBased', 'hole'],
  ring: ['type', 'x', 'y', 'radius', 'innerWidth', 'outerWidth', 'gridBased', 'hole'],
  line: ['type', 'x', 'y', 'length', 'width', 'rotation', 'gridBased', 'hole'],
  emanation: ['type', 'x', 'y', 'radius', 'base', 'gridBased', 'hole'],
};

export class FakeRegionDocument extends FakeEmbedded {
  static override documentName = 'Region';
  static clean(data: Data, generation: number): Data {
    const out = {
      name: '',
      color: '#ffffff',
      shapes: [],
      visibility: 0,
      locked: false,
      displayMeasurements: false,
      behaviors: [],
      ...deepClone(data),
    } as Data;
    const failures: string[] = [];
    if (!HEX.test(String(out.color))) failures.push('color must be a #rrggbb colour');
    if (![0, 1, 2].includes(out.visibility as number))
      failures.push('visibility must be a REGION_VISIBILITY value');
    const allowed = generation >= 14 ? SHAPES_V14 : SHAPES_V13;
    if (!Array.isArray(out.shapes)) failures.push('shapes must be an array');
    else {
      out.shapes = (out.shapes as Data[]).map((shape, i) => {
        const type = String(shape.type);
        if (!allowed.includes(type)) {
          failures.push(`shapes.${i}.type "${type}" is not a shape type in v${generation}`);
          return shape;
        }
        // Unknown keys are dropped by the data model's cleaning.
        const cleaned = Object.fromEntries(
          Object.entries(shape).filter(([k]) => SHAPE_FIELDS[type]!.includes(k)),
        );
        if (type === 'polygon') {
          const p = cleaned.points;
          if (!Array.isArray(p) || p.length < 6 || p.length % 2 || !p.every(num))
            failures.push(`shapes.${i}.points must be at least 3 x,y pairs`);
        } else {
          for (const k of ['x', 'y'])
            if (!num(cleaned[k])) failures.push(`shapes.${i}.${k} must be a finite number`);
        }
        if (type === 'cone' || type === 'circle') {
          if (!num(cleaned.radius) || (cleaned.radius as number) <= 0)
            failures.push(`shapes.${i}.radius must be positive`);
        }
        if (type === 'cone') {
          if (
            !num(cleaned.angle) ||
            (cleaned.angle as number) <= 0 ||
            (cleaned.angle as number) > 360
          )
            failures.push(`shapes.${i}.angle must be in (0, 360]`);
          if (!num(cleaned.rotation)) failures.push(`shapes.${i}.rotation must be a finite number`);
          else cleaned.rotation = angle(cleaned.rotation as number);
          if (!['flat', 'round', 'semicircle'].includes(String(cleaned.curvature ?? 'round')))
            failures.push(`shapes.${i}.curvature is not a cone curvature`);
        }
        return cleaned;
      });
    }
    out.behaviors = cleanBehaviors(out.behaviors, failures);
    fail('Region', failures);
    return out;
  }
  canUserModify(user: FakeUser): boolean {
    return user.isGM;
  }
  get shapes(): Data[] {
    return this.source.shapes as Data[];
  }
  /** The embedded RegionBehavior documents (type, system data, disabled), as a collection. */
  get behaviors(): FakeCollection<FakeRegionBehavior> {
    const out = new FakeCollection<FakeRegionBehavior>();
    for (const b of this.source.behaviors as Data[]) {
      const behavior = new FakeRegionBehavior(b);
      out.set(behavior.id, behavior);
    }
    return out;
  }
  /**
   * RegionDocument#polygons: the region's area in canvas pixels, one PIXI-like polygon per solid
   * shape and per hole (circles and ellipses as 64-gons, rectangles turned about their centre).
   * Foundry unions overlapping solid shapes with Clipper; the fake does not, so test regions keep
   * their solid shapes apart (a hole inside a solid shape reads right by the even-odd rule).
   */
  get polygons(): Array<{ points: number[] }> {
    return this.shapes.map((shape) => ({ points: shapePoints(shape) }));
  }
}

/** The core behaviour types a v13/v14 world knows, besides those registered in CONFIG. */
const CORE_BEHAVIOR_TYPES = [
  'adjustDarknessLevel',
  'displayScrollingText',
  'executeMacro',
  'executeScript',
  'pauseGame',
  'suppressWeather',
  'teleportToken',
  'toggleBehavior',
];

export class FakeRegionBehavior {
  id: string;
  name: string;
  type: string;
  disabled: boolean;
  system: Data;
  constructor(data: Data) {
    this.id = (data._id as string) ?? randomID();
    this.name = String(data.name ?? '');
    this.type = String(data.type);
    this.disabled = data.disabled === true;
    this.system = deepClone((data.system as Data) ?? {});
  }
}

/** Behaviours are checked like embedded documents: a known type, system data through its model. */
function cleanBehaviors(raw: unknown, failures: string[]): Data[] {
  if (!Array.isArray(raw)) {
    failures.push('behaviors must be an array');
    return [];
  }
  const models = ((
    globalThis as { CONFIG?: { RegionBehavior?: { dataModels?: Record<string, unknown> } } }
  ).CONFIG?.RegionBehavior?.dataModels ?? {}) as Record<
    string,
    { cleanData(d: Data): Data; validateSource(d: Data, p?: string): void }
  >;
  return (raw as Data[]).map((b, i) => {
    const type = String(b.type);
    const out: Data = {
      _id: (b._id as string) ?? randomID(),
      name: String(b.name ?? ''),
      type,
      disabled: b.disabled === true,
      system: deepClone((b.system as Data) ?? {}),
    };
    const model = models[type];
    if (model) {
      try {
        out.system = model.cleanData(out.system as Data);
        model.validateSource(out.system as Data, `behaviors.${i}.system`);
      } catch (e) {
        failures.push((e as Error).message);
      }
    } else if (!CORE_BEHAVIOR_TYPES.includes(type))
      failures.push(`behaviors.${i}.type "${type}" is not a RegionBehavior type`);
    return out;
  });
}

const n = (v: unknown, d = 0) => (typeof v === 'number' ? v : d);

/** A region shape's outline in pixels (flat x, y pairs). */
function shapePoints(shape: Data): number[] {
  const type = String(shape.type);
  if (type === 'polygon') return [...(shape.points as number[])];
  const rot = (n(shape.rotation) * Math.PI) / 180;
  if (type === 'rectangle') {
    const w = n(shape.width);
    const h = n(shape.height);
    const cx = n(shape.x) + w / 2;
    const cy = n(shape.y) + h / 2;
    return [
      [-w / 2, -h / 2],
      [w / 2, -h / 2],
      [w / 2, h / 2],
      [-w / 2, h / 2],
    ].flatMap(([dx, dy]) => [
      cx + dx! * Math.cos(rot) - dy! * Math.sin(rot),
      cy + dx! * Math.sin(rot) + dy! * Math.cos(rot),
    ]);
  }
  const rx = type === 'ellipse' ? n(shape.radiusX) : n(shape.radius);
  const ry = type === 'ellipse' ? n(shape.radiusY) : n(shape.radius);
  const out: number[] = [];
  for (let k = 0; k < 64; k++) {
    const a = (2 * Math.PI * k) / 64;
    const dx = rx * Math.cos(a);
    const dy = ry * Math.sin(a);
    out.push(
      n(shape.x) + dx * Math.cos(rot) - dy * Math.sin(rot),
      n(shape.y) + dx * Math.sin(rot) + dy * Math.cos(rot),
    );
  }
  return out;
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
