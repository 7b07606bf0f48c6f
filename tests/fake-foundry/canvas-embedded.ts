// The fake canvas's embedded documents (see canvas.ts): their common base, Tokens and
// MeasuredTemplates, with the permission and schema checks of canvas.ts's header.
// Regions: canvas-regions.ts.
import type { FakeScene } from './canvas.js';
import type { FakeDocument, FakeUser } from './documents.js';
import { ValidationFailure } from './fields.js';
import { deepClone, expandObject, mergeObject, randomID } from './utils.js';

export type Data = Record<string, unknown>;
export const HEX = /^#[0-9a-f]{6}$/i;
export const angle = (n: number) => ((n % 360) + 360) % 360;
export const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export abstract class FakeEmbedded {
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

export function fail(doc: string, failures: string[]): void {
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
