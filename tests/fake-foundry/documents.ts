// World documents with Foundry's permission and update semantics: only an owner (or a GM) may update
// a document, an invalid update throws and changes nothing, hooks fire around database operations.
import { ValidationFailure } from './fields.js';
import type { TypeDataModel } from './data-model.js';
import {
  deepClone,
  expandObject,
  flattenObject,
  getProperty,
  mergeObject,
  randomID,
} from './utils.js';
import type { FakeWorld } from './world.js';

export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type OwnershipLevel = keyof typeof OWNERSHIP;
export const ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export class PermissionError extends Error {
  override name = 'PermissionError';
}

export class FakeUser {
  id: string;
  name: string;
  role: number;
  active: boolean;
  constructor(
    private world: FakeWorld,
    data: { id?: string; name: string; role?: number; active?: boolean },
  ) {
    this.id = data.id ?? randomID();
    this.name = data.name;
    this.role = data.role ?? ROLES.PLAYER;
    this.active = data.active ?? true;
  }
  /** Foundry's User#isGM: a Gamemaster or an Assistant GM. */
  get isGM(): boolean {
    return this.role >= ROLES.ASSISTANT;
  }
  get uuid(): string {
    return `User.${this.id}`;
  }
  /** v13 queries: the handler runs on this user's client, as this user, with the sender in its context. */
  async query(name: string, data: unknown, _options: { timeout?: number } = {}): Promise<unknown> {
    return this.world.runQuery(this, name, data);
  }
}

export interface DocumentConfig {
  documentName: string;
  dataModels?: Record<
    string,
    new (
      data: Record<string, unknown>,
      options: { parent?: unknown },
    ) => TypeDataModel
  >;
  /** Who may create documents of this kind (Foundry: GM always; players per role permissions). */
  playersMayCreate: boolean;
}

export class FakeDocument {
  static config: DocumentConfig = { documentName: 'Document', playersMayCreate: false };
  id: string;
  name: string;
  type: string;
  ownership: Record<string, number>;
  flags: Record<string, Record<string, unknown>>;
  system: (TypeDataModel & Record<string, unknown>) | Record<string, unknown>;
  folder: string | null;
  author: string | null;
  extra: Record<string, unknown>;

  constructor(
    protected world: FakeWorld,
    data: Record<string, unknown>,
  ) {
    const cls = this.constructor as typeof FakeDocument;
    this.id = (data._id as string) ?? randomID();
    this.name = (data.name as string) ?? '';
    this.type = (data.type as string) ?? 'base';
    this.ownership = {
      default: OWNERSHIP.NONE,
      ...((data.ownership as Record<string, number>) ?? {}),
    };
    this.flags = deepClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
    this.folder = (data.folder as string) ?? null;
    this.author = (data.author as string) ?? null;
    const { _id, name, type, ownership, flags, system, folder, author, ...extra } = data;
    void _id;
    void name;
    void type;
    void ownership;
    void flags;
    void folder;
    void author;
    this.extra = deepClone(extra);
    const Model = cls.config.dataModels?.[this.type];
    this.system = Model
      ? (new Model(deepClone((system as Record<string, unknown>) ?? {}), {
          parent: this,
        }) as TypeDataModel & Record<string, unknown>)
      : deepClone((system as Record<string, unknown>) ?? {});
    this.prepareData();
  }

  get documentName(): string {
    return (this.constructor as typeof FakeDocument).config.documentName;
  }
  /** Foundry's stored source: `system` as saved, before preparation (Active Effects change only the prepared data). */
  get _source(): { system: Record<string, unknown> } {
    const model = this.system as Partial<TypeDataModel> & { _source?: Record<string, unknown> };
    return { system: model._source ?? (this.system as Record<string, unknown>) };
  }
  get uuid(): string {
    return `${this.documentName}.${this.id}`;
  }
  /** Foundry's `sort` field (directory order); the fake keeps it with the other extra fields. */
  get sort(): number {
    return Number(this.extra.sort ?? 0);
  }

  prepareData(): void {
    const s = this.system as Partial<TypeDataModel>;
    s.prepareBaseData?.();
    s.prepareDerivedData?.();
  }

  /** Foundry's ownership test: GMs own everything; otherwise the user's level, else the default. */
  getUserLevel(user: FakeUser): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    if (this.author === user.id && this.documentName === 'ChatMessage') return OWNERSHIP.OWNER;
    const own = this.ownership[user.id];
    return own !== undefined && own !== OWNERSHIP.INHERIT
      ? own
      : (this.ownership.default ?? OWNERSHIP.NONE);
  }
  testUserPermission(user: FakeUser, level: OwnershipLevel | number): boolean {
    const needed = typeof level === 'number' ? level : OWNERSHIP[level];
    return this.getUserLevel(user) >= needed;
  }
  get isOwner(): boolean {
    return this.testUserPermission(this.world.user, 'OWNER');
  }
  /** Foundry's Document#canUserModify(user, action, data): `data` is the update's diff (some documents judge it). */
  canUserModify(
    user: FakeUser,
    action: 'update' | 'delete',
    data?: Record<string, unknown>,
  ): boolean {
    void action;
    void data;
    return this.testUserPermission(user, 'OWNER');
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags[scope], key);
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async unsetFlag(scope: string, key: string): Promise<this> {
    return this.update({ [`flags.${scope}.-=${key}`]: null });
  }

  toObject(): Record<string, unknown> {
    const system =
      typeof (this.system as TypeDataModel).toObject === 'function'
        ? (this.system as TypeDataModel).toObject()
        : deepClone(this.system);
    return {
      _id: this.id,
      name: this.name,
      type: this.type,
      ownership: deepClone(this.ownership),
      flags: deepClone(this.flags),
      folder: this.folder,
      system,
      ...deepClone(this.extra),
    };
  }

  /** Validates the whole diff first; a permission or validation failure throws and changes nothing. */
  async update(
    changes: Record<string, unknown>,
    options: Record<string, unknown> = {},
  ): Promise<this> {
    const user = this.world.user;
    const diff = expandObject(changes);
    if (!this.canUserModify(user, 'update', diff)) {
      throw new PermissionError(
        `User ${user.name} lacks permission to update ${this.documentName} [${this.id}]`,
      );
    }
    // Foundry's DocumentOwnershipField is gmOnly: the server refuses a player's change of `ownership`,
    // even on a document she owns (the rules' "who commands a ship" reads it).
    if (!user.isGM && Object.keys(diff).some((k) => k.replace(/^(-=|==)/, '') === 'ownership'))
      throw new PermissionError(
        `User ${user.name} may not modify the ownership of ${this.documentName} [${this.id}]`,
      );
    if (
      this.world.hooks.call(`preUpdate${this.documentName}`, this, diff, options, user.id) === false
    )
      return this;
    // Foundry's Document#_preUpdate hands the diff to the type data model's _preUpdate.
    if (
      typeof (this.system as TypeDataModel)._preUpdate === 'function' &&
      (await (this.system as TypeDataModel)._preUpdate(diff, options, user)) === false
    )
      return this;
    const systemDiff = diff.system as Record<string, unknown> | undefined;
    if (systemDiff && typeof (this.system as TypeDataModel).updateSource === 'function') {
      try {
        (this.system as TypeDataModel).updateSource(flattenObject(systemDiff), 'system');
      } catch (e) {
        if (e instanceof ValidationFailure)
          throw new ValidationFailure(
            e.failures.map((f) => `${this.documentName} [${this.id}] ${f}`),
          );
        throw e;
      }
    } else if (systemDiff) {
      mergeObject(this.system as Record<string, unknown>, systemDiff);
    }
    if (typeof diff.name === 'string') this.name = diff.name;
    if (diff.ownership)
      this.ownership = { ...this.ownership, ...(diff.ownership as Record<string, number>) };
    if (diff.folder !== undefined) this.folder = diff.folder as string | null;
    if (diff.flags) {
      for (const [scope, values] of Object.entries(
        diff.flags as Record<string, Record<string, unknown>>,
      )) {
        this.flags[scope] ??= {};
        for (const [k, v] of Object.entries(values)) {
          if (k.startsWith('-=')) delete this.flags[scope]![k.slice(2)];
          else this.flags[scope]![k] = deepClone(v);
        }
      }
    }
    for (const [k, v] of Object.entries(diff)) {
      if (!['system', 'name', 'ownership', 'flags', 'folder', '_id', 'type'].includes(k))
        this.applyExtra(k, v);
    }
    this.prepareData();
    this.world.log.push({
      op: 'update',
      documentName: this.documentName,
      id: this.id,
      userId: user.id,
      changes: deepClone(changes),
    });
    this.world.broadcast(`update${this.documentName}`, this, diff, options, user.id);
    return this;
  }

  /** Writes one field the fake keeps in `extra` (a document with embedded records merges them by id). */
  protected applyExtra(key: string, value: unknown): void {
    this.extra[key] = deepClone(value);
  }

  async delete(): Promise<this | undefined> {
    const user = this.world.user;
    if (!this.canUserModify(user, 'delete'))
      throw new PermissionError(
        `User ${user.name} lacks permission to delete ${this.documentName} [${this.id}]`,
      );
    // Foundry: a preDelete hook on the deleting client that returns false prevents the deletion.
    if (this.world.hooks.call(`preDelete${this.documentName}`, this, {}, user.id) === false)
      return undefined;
    this.world.collection(this.documentName).delete(this.id);
    this.world.broadcast(`delete${this.documentName}`, this, {}, user.id);
    return this;
  }
}

export class FakeActor extends FakeDocument {
  static override config: DocumentConfig = {
    documentName: 'Actor',
    dataModels: {},
    playersMayCreate: false,
  };
  /** v13 Actor#statuses: the status ids of the actor's active effects. */
  statuses = new Set<string>();

  /**
   * v13/v14 Actor#toggleStatusEffect: creates (or deletes) the ActiveEffect of a CONFIG.statusEffects
   * entry. The id must be configured; only an owner may create or delete the effect. Resolves to the
   * created effect, false when deleted, undefined when nothing changed.
   */
  async toggleStatusEffect(
    statusId: string,
    { active }: { active?: boolean; overlay?: boolean } = {},
  ): Promise<{ statuses: string[] } | false | undefined> {
    const effects =
      (
        globalThis as {
          CONFIG?: { statusEffects?: Array<{ id: string }> | Record<string, { id: string }> };
        }
      ).CONFIG?.statusEffects ?? [];
    // v13 an array of entries; v14 a record keyed by id.
    const configured = Array.isArray(effects)
      ? effects.some((e) => e.id === statusId)
      : statusId in effects;
    if (!configured)
      throw new Error(`Invalid status ID "${statusId}" provided to Actor#toggleStatusEffect`);
    const has = this.statuses.has(statusId);
    const want = active ?? !has;
    if (want === has) return undefined;
    const user = this.world.user;
    if (!this.canUserModify(user, 'update')) {
      throw new PermissionError(
        `User ${user.name} lacks permission to ${want ? 'create' : 'delete'} ActiveEffect in Actor [${this.id}]`,
      );
    }
    // The effect as the hooks see it: its `parent` is the actor (not part of its data). A pre-hook on
    // this client may refuse it (core's create / delete then resolves to undefined, nothing thrown).
    const effect = { statuses: [statusId] };
    Object.defineProperty(effect, 'parent', { value: this, enumerable: false });
    const pre = want ? 'preCreateActiveEffect' : 'preDeleteActiveEffect';
    if (this.world.hooks.call(pre, effect, {}, user.id) === false) return undefined;
    if (want) this.statuses.add(statusId);
    else this.statuses.delete(statusId);
    this.world.log.push({
      op: want ? 'create' : 'delete',
      documentName: 'ActiveEffect',
      id: statusId,
      userId: user.id,
    });
    // Broadcast like every database operation: the active GM's client sees her write with her id.
    this.world.broadcast(want ? 'createActiveEffect' : 'deleteActiveEffect', effect, {}, user.id);
    return want ? effect : false;
  }
}
export class FakeItem extends FakeDocument {
  static override config: DocumentConfig = {
    documentName: 'Item',
    dataModels: {},
    playersMayCreate: false,
  };
}
export class FakeFolder extends FakeDocument {
  static override config: DocumentConfig = { documentName: 'Folder', playersMayCreate: false };
}
export class FakeChatMessage extends FakeDocument {
  static override config: DocumentConfig = {
    documentName: 'ChatMessage',
    dataModels: {},
    playersMayCreate: true,
  };
  get content(): string {
    return (this.extra.content as string) ?? '';
  }
  get rolls(): unknown[] {
    return (this.extra.rolls as unknown[]) ?? [];
  }
  get timestamp(): number {
    return Number(this.extra.timestamp ?? 0);
  }
  /** ChatMessage#speaker as its author wrote it (an alias is whatever the author chose). */
  get speaker(): { alias?: string; actor?: string; token?: string; scene?: string } {
    return (this.extra.speaker as { alias?: string }) ?? {};
  }
  /** Chat messages: the author and GMs may modify (Foundry's ChatMessage rule). */
  override canUserModify(user: FakeUser): boolean {
    return user.isGM || this.author === user.id;
  }
  /** BaseChatMessage#canUpdate: a player cannot hand a message to another author. */
  override async update(
    changes: Record<string, unknown>,
    options: Record<string, unknown> = {},
  ): Promise<this> {
    const user = this.world.user;
    if (!user.isGM && 'author' in changes && changes.author !== user.id)
      throw new PermissionError(
        `User ${user.name} lacks permission to update ChatMessage [${this.id}]`,
      );
    const { author, ...rest } = changes;
    const result = await super.update(rest, options);
    if (typeof author === 'string') this.author = author;
    return result;
  }
}
