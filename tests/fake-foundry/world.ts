// The fake world: users (switchable "current client"), collections, hooks, settings, queries,
// dice and notifications. `installFoundry()` publishes it as Foundry's globals.
import {
  type FakeActor,
  type FakeChatMessage,
  type FakeDocument,
  type FakeFolder,
  type FakeItem,
  FakeUser,
  PermissionError,
  ROLES,
  type DocumentConfig,
} from './documents.js';
import { AsyncLocalStorage } from 'node:async_hooks';
import { deepClone, randomID } from './utils.js';

export class FakeHooks {
  private handlers = new Map<
    string,
    Array<{ fn: (...args: unknown[]) => unknown; once: boolean }>
  >();
  on(name: string, fn: (...args: never[]) => unknown): number {
    const list = this.handlers.get(name) ?? [];
    list.push({ fn: fn as (...args: unknown[]) => unknown, once: false });
    this.handlers.set(name, list);
    return list.length;
  }
  once(name: string, fn: (...args: never[]) => unknown): number {
    const list = this.handlers.get(name) ?? [];
    list.push({ fn: fn as (...args: unknown[]) => unknown, once: true });
    this.handlers.set(name, list);
    return list.length;
  }
  off(name: string, fn: unknown): void {
    this.handlers.set(
      name,
      (this.handlers.get(name) ?? []).filter((h) => h.fn !== fn),
    );
  }
  /** Hooks.call: stops and returns false when a handler returns false. */
  call(name: string, ...args: unknown[]): boolean {
    for (const h of [...(this.handlers.get(name) ?? [])]) {
      if (h.once) this.off(name, h.fn);
      if (h.fn(...args) === false) return false;
    }
    return true;
  }
  callAll(name: string, ...args: unknown[]): true {
    for (const h of [...(this.handlers.get(name) ?? [])]) {
      if (h.once) this.off(name, h.fn);
      h.fn(...args);
    }
    return true;
  }
}

/** Foundry's Collection: a Map whose iteration yields values, not [id, value] pairs. */
export class FakeCollection<T extends { id: string; name?: string }> extends Map<string, T> {
  get contents(): T[] {
    return [...this.values()];
  }
  getName(name: string): T | undefined {
    return this.contents.find((d) => d.name === name);
  }
  filter(fn: (d: T) => boolean): T[] {
    return this.contents.filter(fn);
  }
  find(fn: (d: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
  map<R>(fn: (d: T) => R): R[] {
    return this.contents.map(fn);
  }
}

interface SettingConfig {
  scope: 'world' | 'client' | 'user';
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  range?: { min: number; max: number; step?: number };
  onChange?: (value: unknown) => void;
  name?: string;
  hint?: string;
}

// Iterating a Foundry Collection yields its documents (TypeScript's Map typing cannot say so).
Object.defineProperty(FakeCollection.prototype, Symbol.iterator, {
  value: function values(this: Map<string, unknown>) {
    return this.values();
  },
});

export class FakeSettings {
  readonly registry = new Map<string, SettingConfig>();
  private values = new Map<string, unknown>();
  constructor(private world: FakeWorld) {}
  register(namespace: string, key: string, config: SettingConfig): void {
    this.registry.set(`${namespace}.${key}`, config);
  }
  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const cfg = this.registry.get(id);
    if (!cfg) throw new Error(`"${id}" is not a registered game setting`);
    return this.values.has(id) ? deepClone(this.values.get(id)) : deepClone(cfg.default);
  }
  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const cfg = this.registry.get(id);
    if (!cfg) throw new Error(`"${id}" is not a registered game setting`);
    if (cfg.scope === 'world' && !this.world.user.isGM)
      throw new PermissionError(
        `User ${this.world.user.name} may not change the world setting ${id}`,
      );
    if (cfg.choices && !Object.keys(cfg.choices).includes(String(value)))
      throw new Error(`${id}: "${String(value)}" is not a valid choice`);
    if (cfg.range && (typeof value !== 'number' || value < cfg.range.min || value > cfg.range.max))
      throw new Error(`${id}: ${String(value)} is out of range`);
    this.values.set(id, deepClone(value));
    cfg.onChange?.(value);
    return value;
  }
}

/** A queue of 3d6 (or NdM) faces the fake Roll consumes; tests push what the dice show. */
export class FakeDice {
  queue: number[][] = [];
  push(...rolls: number[][]): void {
    this.queue.push(...rolls);
  }
  take(count: number, faces: number): number[] {
    const next = this.queue.shift();
    if (!next) throw new Error(`the fake dice queue is empty (a ${count}d${faces} roll was made)`);
    if (next.length !== count || next.some((f) => !Number.isInteger(f) || f < 1 || f > faces)) {
      throw new Error(`queued dice ${JSON.stringify(next)} do not fit ${count}d${faces}`);
    }
    return next;
  }
}

export interface LogEntry {
  op: 'create' | 'update' | 'delete' | 'query';
  documentName: string;
  id: string;
  userId: string;
  changes?: unknown;
}

export class FakeWorld {
  users = new FakeCollection<FakeUser>();
  actors = new FakeCollection<FakeActor>();
  items = new FakeCollection<FakeItem>();
  folders = new FakeCollection<FakeFolder>();
  messages = new FakeCollection<FakeChatMessage>();
  hooks = new FakeHooks();
  settings = new FakeSettings(this);
  dice = new FakeDice();
  queries: Record<string, (data: never, options?: unknown) => unknown> = {};
  notifications: Array<{ type: 'info' | 'warn' | 'error'; message: string }> = [];
  log: LogEntry[] = [];
  /** Query answers as they reach the asking client (the only client a query's answer goes to). */
  answers: Array<{ userId: string; query: string; data: unknown }> = [];
  /** Deprecated API uses seen (Foundry logs a compatibility warning), e.g. v14 array statusEffects. */
  deprecations: string[] = [];
  generation = 13;
  private current!: FakeUser;

  constructor() {
    const gm = this.addUser({ id: 'gmUser000000000a', name: 'Gamemaster', role: ROLES.GAMEMASTER });
    this.current = gm;
  }

  /** Work started on another client (a hook it ran, a query it answers) keeps that client's user, awaits included. */
  private readonly client = new AsyncLocalStorage<FakeUser>();

  get user(): FakeUser {
    return this.client.getStore() ?? this.current;
  }
  /** Users#activeGM: an active Gamemaster, an active Assistant GM only when no full GM is connected. */
  get activeGM(): FakeUser | null {
    const gms = this.users
      .filter((u) => u.isGM && u.active)
      .sort((a, b) => b.role - a.role || a.id.localeCompare(b.id));
    return gms[0] ?? null;
  }

  addUser(data: { id?: string; name: string; role?: number; active?: boolean }): FakeUser {
    const u = new FakeUser(this, data);
    this.users.set(u.id, u);
    return u;
  }

  /**
   * A database operation's hook as Foundry broadcasts it: it runs on the client that made the change
   * and then on every other connected client, each as its own user (so the active GM's client sees a
   * player's update with the player's id, as Foundry's GM client does).
   */
  broadcast(name: string, ...args: unknown[]): void {
    const origin = this.user;
    // Work a hook starts (a write it schedules) belongs to the client whose hook it is, even when the
    // test has switched the current client by the time that work runs.
    this.client.run(origin, () => this.hooks.callAll(name, ...args));
    for (const u of this.users.filter((x) => x.active && x.id !== origin.id))
      this.client.run(u, () => this.hooks.callAll(name, ...args));
  }

  /** Makes `user` the client the following calls run on. */
  actAs(user: FakeUser | string): FakeUser {
    const u = typeof user === 'string' ? this.users.get(user) : user;
    if (!u) throw new Error(`no user ${String(user)}`);
    this.current = u;
    return u;
  }

  /** Runs `work` on `user`'s client (awaits included), so two clients can act at the same moment. */
  onClient<T>(user: FakeUser, work: () => T): T {
    return this.client.run(user, work);
  }

  collection(documentName: string): FakeCollection<FakeDocument> {
    const map: Record<string, FakeCollection<FakeDocument>> = {
      Actor: this.actors as FakeCollection<FakeDocument>,
      Item: this.items as FakeCollection<FakeDocument>,
      Folder: this.folders as FakeCollection<FakeDocument>,
      ChatMessage: this.messages as FakeCollection<FakeDocument>,
    };
    const c = map[documentName];
    if (!c) throw new Error(`no collection for ${documentName}`);
    return c;
  }

  /** Document creation with Foundry's rule: GMs create anything; players only what their role allows. */
  async create<T extends FakeDocument>(
    cls: new (world: FakeWorld, data: Record<string, unknown>) => T,
    data: Record<string, unknown>,
  ): Promise<T> {
    const config = (cls as unknown as { config: DocumentConfig }).config;
    const user = this.user;
    if (!user.isGM && !config.playersMayCreate)
      throw new PermissionError(
        `User ${user.name} lacks permission to create ${config.documentName}`,
      );
    // BaseChatMessage#canCreate: the server stamps the author; only a GM may create a message in another user's name.
    if (
      config.documentName === 'ChatMessage' &&
      !user.isGM &&
      data.author !== undefined &&
      data.author !== user.id
    ) {
      throw new PermissionError(
        `User ${user.name} lacks permission to create ChatMessage in the name of ${String(data.author)}`,
      );
    }
    const withAuthor =
      config.documentName === 'ChatMessage'
        ? { author: user.id, timestamp: Date.now(), ...data }
        : data;
    if (this.hooks.call(`preCreate${config.documentName}`, withAuthor, {}, user.id) === false)
      throw new Error('creation prevented by a hook');
    const doc = new cls(this, { _id: randomID(), ...withAuthor });
    // Foundry's Document#_preCreate hands the data to the type data model's _preCreate.
    const system = (
      doc as unknown as {
        system: {
          _preCreate?: (d: unknown, o: unknown, u: unknown) => Promise<boolean | undefined>;
        };
      }
    ).system;
    if (
      typeof system?._preCreate === 'function' &&
      (await system._preCreate({ _id: doc.id, ...withAuthor }, {}, user)) === false
    )
      throw new Error('creation prevented by the data model');
    this.collection(config.documentName).set(doc.id, doc);
    this.log.push({ op: 'create', documentName: config.documentName, id: doc.id, userId: user.id });
    this.broadcast(`create${config.documentName}`, doc, {}, user.id);
    return doc;
  }

  /** user.query: the handler runs on the target's client (as the target), never on the sender's. */
  async runQuery(target: FakeUser, name: string, data: unknown): Promise<unknown> {
    if (!target.active) throw new Error(`${target.name} is not connected`);
    const handler = this.queries[name];
    if (!handler) throw new Error(`the query "${name}" is not registered`);
    const sender = this.user;
    this.log.push({
      op: 'query',
      documentName: 'User',
      id: target.id,
      userId: sender.id,
      changes: { name, data: deepClone(data) },
    });
    // Data crosses the socket as JSON; the handler runs on the target's client.
    const answer = deepClone(
      await this.client.run(target, () =>
        handler(deepClone(data) as never, { timeout: undefined }),
      ),
    );
    this.answers.push({ userId: sender.id, query: name, data: deepClone(answer) });
    return answer;
  }
}
