// A fake Combat with Foundry's rules as far as the turn flow and the referee rely on them. Only a GM
// creates a combat. Foundry's server (BaseCombat #canUpdate, v12-v14) lets a player update a combat
// too, but only its round, turn and combatants: round and turn always (Combat#_canChangeRound and
// #_canChangeTurn return true in core), each combatant as BaseCombatant's own test allows; never its
// flags, active state or scene. A combatant (BaseCombatant, v12-v14) is created and deleted by the
// owner of its actor (or a GM) and updated by her only in initiative, flags and defeated (#canUpdate).
// The core tracker's round and turn buttons are plain updates, which a preUpdateCombat hook on the
// clicking client may refuse (a modified client skips it). Combatant groups are the GM's.
// Turns (v13/v14 declarations: BaseCombat's schema has `turn` initial null; Combat#startCombat "advancing
// to round 1 and turn 1" writes {round: 1, turn: 0}; nextRound and previousRound keep a null turn null):
// the combatStart / combatRound / combatTurn hooks fire on the initiating client only, before the
// update; after an update that moves the round or turn, core's turn events (_onEndTurn, _onEndRound,
// _onStartRound, _onStartTurn: "only executes for one designated GM user") run on the active GM's
// client only, whoever wrote it, and combatTurnChange fires on every connected client.
// Movement history (v13/v14 Combat#_clearMovementHistoryOnStartTurn / #_clearMovementHistoryOnExit,
// "called after _onStartTurn / _onExit ... not called for Combatants that don't have a Token ... The
// default implementation clears the movement history always"): after a turn starts, and after a
// combatant is deleted (core's #onExit, on the active GM's client), the fake calls those methods of the
// combat's own class, whose default clears the combatant's token history; a system class may override
// them. Core runs the turn events without awaiting them: `settleTurnEvents()` waits for the fake's.
// `Combat.create` makes an instance of CONFIG.Combat.documentClass (the system's class once registered).
// `installCombat()` adds it to the installed fake world (game.combats, game.combat = the active
// combat, the Combat class).
import {
  FakeDocument,
  OWNERSHIP,
  PermissionError,
  type DocumentConfig,
  type FakeUser,
} from './documents.js';
import { fake } from './install.js';
import { FakeCollection, type FakeWorld } from './world.js';
import { deepClone, randomID } from './utils.js';

export interface EmbeddedRecord {
  id: string;
  [k: string]: unknown;
}

/** Core's turn events of one update, as the fake records them (on the active GM's client). */
export interface TurnEvents {
  /** The client that ran them (the active GM). */
  client: string;
  /** The user the server named as the writer. */
  writer: string;
  events: string[];
}

interface TurnState {
  round: number;
  turn: number | null;
  combatantId: string | null;
}

export class FakeCombat extends FakeDocument {
  static override config: DocumentConfig = { documentName: 'Combat', playersMayCreate: false };

  get round(): number {
    return (this.extra.round as number | undefined) ?? 0;
  }
  get turn(): number | null {
    return (this.extra.turn as number | null | undefined) ?? null;
  }
  /** Core's turn events each update ran, in order (the fake's record of them). */
  turnEvents: TurnEvents[] = [];
  /** The turn events' and exits' async work under way (core does not await it). */
  private lifecycle: Promise<void> = Promise.resolve();
  /** Resolves when the movement-history clearing core's turn events and exits started has finished. */
  async settleTurnEvents(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (seen !== this.lifecycle) {
      seen = this.lifecycle;
      await seen;
    }
  }
  private later(work: () => Promise<void>): void {
    this.lifecycle = this.lifecycle.then(work, work);
  }
  /** A scene a test put in place of the linked one (tests assign `combat.scene`). */
  private sceneInPlace?: unknown;
  set scene(scene: unknown) {
    this.sceneInPlace = scene;
  }
  /** Combat#scene: the Scene document the combat is linked to, or null (unlinked). */
  get scene(): unknown {
    if (this.sceneInPlace !== undefined) return this.sceneInPlace;
    const id = this.extra.scene;
    const scenes = (game as unknown as { scenes?: { get(id: string): unknown } }).scenes;
    return typeof id === 'string' && id ? (scenes?.get(id) ?? null) : null;
  }
  /** Core's default: clears the token's movement history (TokenDocument#clearMovementHistory). */
  protected async _clearMovementHistoryOnStartTurn(
    combatant: EmbeddedRecord,
    _context: { round: number; turn: number | null; skipped: boolean },
  ): Promise<void> {
    await (combatant.token as { clearMovementHistory(): Promise<void> }).clearMovementHistory();
  }
  /** Core's default: clears the token's movement history. */
  protected async _clearMovementHistoryOnExit(combatant: EmbeddedRecord): Promise<void> {
    await (combatant.token as { clearMovementHistory(): Promise<void> }).clearMovementHistory();
  }
  /** Runs `hook` on the initiating client only, then sends the update (core's tracker buttons). */
  private async stepped(
    hook: 'combatStart' | 'combatRound' | 'combatTurn',
    data: { round: number; turn: number | null },
    options: Record<string, unknown>,
  ): Promise<this> {
    this.world.hooks.callAll(hook, this, data, options);
    return this.update(data, options);
  }
  /** Combat#startCombat: round 1, turn 0. */
  async startCombat(): Promise<this> {
    return this.stepped('combatStart', { round: 1, turn: 0 }, {});
  }
  /** The core tracker's Next round: turn 0 of the next round, a null turn kept null (direction 1). */
  async nextRound(): Promise<this> {
    const turn = this.turn === null ? null : 0;
    return this.stepped('combatRound', { round: this.round + 1, turn }, { direction: 1 });
  }
  /** The core tracker's Previous round (a null turn kept null). */
  async previousRound(): Promise<this> {
    const round = Math.max(this.round - 1, 0);
    const last = Math.max(this.combatants.length - 1, 0);
    const turn = this.turn === null || round === 0 ? null : last;
    return this.stepped('combatRound', { round, turn }, { direction: -1 });
  }
  /** The core tracker's Next turn: the next combatant (past the last, the next round). */
  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (this.round === 0 || next >= this.combatants.length) return this.nextRound();
    return this.stepped('combatTurn', { round: this.round, turn: next }, { direction: 1 });
  }
  /** The core tracker's Previous turn. */
  async previousTurn(): Promise<this> {
    if ((this.turn ?? 0) <= 0 && this.turn !== null) return this.previousRound();
    const turn = Math.max((this.turn ?? this.combatants.length) - 1, 0);
    return this.stepped('combatTurn', { round: this.round, turn }, { direction: -1 });
  }
  private turnState(): TurnState {
    const id = this.turn === null ? null : (this.combatants[this.turn]?.id ?? null);
    return { round: this.round, turn: this.turn, combatantId: id };
  }
  /** The update in flight: who wrote it, the turn before it, its options. */
  private inFlight?: { writer: string; prior: TurnState; options: Record<string, unknown> };
  /** The update as the server applies it; core's turn handling follows in prepareData below. */
  override async update(
    changes: Record<string, unknown>,
    options: Record<string, unknown> = {},
  ): Promise<this> {
    this.inFlight = { writer: this.world.user.id, prior: this.turnState(), options };
    try {
      return await super.update(changes, options);
    } finally {
      this.inFlight = undefined;
    }
  }
  /**
   * Core's Combat#_onUpdate, once the change is applied and before the update hooks (so before any
   * put-back the hooks start): the turn events on the active GM's client, combatTurnChange on all.
   */
  override prepareData(): void {
    super.prepareData();
    const flight = this.inFlight;
    if (!flight) return;
    this.inFlight = undefined;
    const now = this.turnState();
    const { prior } = flight;
    if (prior.round === now.round && prior.turn === now.turn) return;
    const gm = this.world.activeGM;
    if (gm && now.round > 0 && flight.options.turnEvents !== false)
      this.world.onClient(gm, () => this.runTurnEvents(prior, now, flight.writer, gm.id));
    this.world.broadcast('combatTurnChange', this, prior, now);
  }
  /** Combat#_manageTurnEvents on the designated GM's client: which events an update's move runs. */
  private runTurnEvents(prior: TurnState, now: TurnState, writer: string, client: string): void {
    const advanceRound = now.round > prior.round;
    const advanceTurn = advanceRound || (now.turn ?? -1) > (prior.turn ?? -1);
    const changeCombatant = now.combatantId !== prior.combatantId;
    if (!advanceTurn && !changeCombatant) return;
    const events: string[] = [];
    if (prior.combatantId) events.push(`endTurn:${prior.combatantId}`);
    if (advanceRound && prior.round) events.push(`endRound:${prior.round}`);
    if (advanceRound) events.push(`startRound:${now.round}`);
    if (now.combatantId) events.push(`startTurn:${now.combatantId}`);
    this.turnEvents.push({ client, writer, events });
    // Core's #onStartTurn: _onStartTurn, then the history clearing when the combatant has a token.
    const started = now.combatantId ? this.combatant(now.combatantId) : undefined;
    if (started && this.withParent(started).token) {
      const context = { round: now.round, turn: now.turn, skipped: false };
      this.later(() => this._clearMovementHistoryOnStartTurn(started, context));
    }
  }
  get active(): boolean {
    return this.extra.active === true;
  }
  get combatants(): EmbeddedRecord[] {
    return (this.extra.combatants as EmbeddedRecord[] | undefined) ?? [];
  }
  get groups(): EmbeddedRecord[] {
    return (this.extra.groups as EmbeddedRecord[] | undefined) ?? [];
  }
  /** Foundry's BaseCombat #canUpdate: a GM anything; a player round, turn and combatants only. */
  override canUserModify(
    user: FakeUser,
    action: 'update' | 'delete',
    data?: Record<string, unknown>,
  ): boolean {
    if (user.isGM) return true;
    if (action !== 'update' || !data) return false;
    if (Object.keys(data).some((k) => !['_id', 'round', 'turn', 'combatants'].includes(k)))
      return false;
    const changes = data.combatants as Array<Record<string, unknown>> | undefined;
    return !changes || changes.every((c) => this.mayUpdateCombatant(user, c));
  }
  /** A combatant's changes merge into it by id (Foundry's embedded update within the combat's). */
  protected override applyExtra(key: string, value: unknown): void {
    if (key !== 'combatants') {
      super.applyExtra(key, value);
      return;
    }
    for (const change of value as Array<Record<string, unknown>>) {
      const record = this.combatant(String(change._id));
      if (record) Object.assign(record, deepClone(change), { id: record.id });
    }
  }
  combatant(id: string): EmbeddedRecord | undefined {
    return this.combatants.find((c) => c.id === id);
  }
  /** BaseCombatant's user level: its actor's (a combatant without one is the GM's). */
  private ownsCombatant(user: FakeUser, record: Record<string, unknown>): boolean {
    if (user.isGM) return true;
    const actor = this.world.collection('Actor').get(String(record.actorId ?? ''));
    return !!actor && actor.testUserPermission(user, OWNERSHIP.OWNER);
  }
  /** BaseCombatant #canUpdate: the actor's owner may change initiative, flags and defeated only. */
  private mayUpdateCombatant(user: FakeUser, change: Record<string, unknown>): boolean {
    if (user.isGM) return true;
    const record = this.combatant(String(change._id));
    if (!record || !this.ownsCombatant(user, record)) return false;
    return Object.keys(change).every((k) => ['_id', 'initiative', 'flags', 'defeated'].includes(k));
  }
  private embeddedField(name: string): 'combatants' | 'groups' {
    if (name === 'Combatant') return 'combatants';
    if (name === 'CombatantGroup') return 'groups';
    throw new Error(`Combat has no embedded ${name}`);
  }
  /** The record as the hooks see it: `parent` is the combat, `token` its token (not part of its data). */
  private withParent(record: EmbeddedRecord): EmbeddedRecord {
    Object.defineProperty(record, 'parent', { value: this, enumerable: false, configurable: true });
    // Combatant#token: the token `tokenId` of its scene (the combatant's sceneId, else the combat's).
    Object.defineProperty(record, 'token', {
      enumerable: false,
      configurable: true,
      get: () => {
        const scenes = (game as unknown as { scenes?: { get(id: string): unknown } }).scenes;
        const scene = (scenes?.get(String(record.sceneId ?? '')) ?? this.scene) as {
          tokens?: { get(id: string): unknown };
        } | null;
        return scene?.tokens?.get(String(record.tokenId ?? '')) ?? null;
      },
    });
    return record;
  }
  async createEmbeddedDocuments(
    name: string,
    data: Array<Record<string, unknown>>,
  ): Promise<EmbeddedRecord[]> {
    const user = this.world.user;
    const field = this.embeddedField(name);
    const allowed =
      user.isGM || (field === 'combatants' && data.every((d) => this.ownsCombatant(user, d)));
    if (!allowed)
      throw new PermissionError(
        `User ${user.name} lacks permission to create ${name} in Combat [${this.id}]`,
      );
    const created = data
      .map((d) => this.withParent({ ...deepClone(d), id: randomID() }))
      .filter((r) => this.world.hooks.call(`preCreate${name}`, r, {}, user.id) !== false);
    this.extra[field] = [
      ...((this.extra[field] as EmbeddedRecord[] | undefined) ?? []),
      ...created,
    ];
    this.world.log.push({
      op: 'update',
      documentName: 'Combat',
      id: this.id,
      userId: user.id,
      changes: { [field]: created },
    });
    for (const record of created) this.world.broadcast(`create${name}`, record, {}, user.id);
    return created;
  }
  /** Combatants only (BaseCombatant #canUpdate); a preUpdateCombatant hook on this client may refuse one. */
  async updateEmbeddedDocuments(
    name: string,
    updates: Array<Record<string, unknown>>,
    options: Record<string, unknown> = {},
  ): Promise<EmbeddedRecord[]> {
    const user = this.world.user;
    if (name !== 'Combatant' || !updates.every((u) => this.mayUpdateCombatant(user, u)))
      throw new PermissionError(
        `User ${user.name} lacks permission to update ${name} in Combat [${this.id}]`,
      );
    const done: EmbeddedRecord[] = [];
    for (const change of updates) {
      const record = this.withParent(this.combatant(String(change._id))!);
      const diff = deepClone(change);
      if (this.world.hooks.call('preUpdateCombatant', record, diff, options, user.id) === false)
        continue;
      Object.assign(record, diff, { id: record.id });
      this.world.log.push({
        op: 'update',
        documentName: 'Combatant',
        id: record.id,
        userId: user.id,
        changes: deepClone(change),
      });
      this.world.broadcast('updateCombatant', record, diff, options, user.id);
      done.push(record);
    }
    return done;
  }
  /** BaseCombatant: deleted by the owner of its actor (or a GM). */
  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<EmbeddedRecord[]> {
    const user = this.world.user;
    const field = this.embeddedField(name);
    const records = ((this.extra[field] as EmbeddedRecord[] | undefined) ?? []).filter((r) =>
      ids.includes(r.id),
    );
    const allowed =
      user.isGM || (field === 'combatants' && records.every((r) => this.ownsCombatant(user, r)));
    if (!allowed)
      throw new PermissionError(
        `User ${user.name} lacks permission to delete ${name} in Combat [${this.id}]`,
      );
    const going = records.filter(
      (r) => this.world.hooks.call(`preDelete${name}`, this.withParent(r), {}, user.id) !== false,
    );
    this.extra[field] = ((this.extra[field] as EmbeddedRecord[]) ?? []).filter(
      (r) => !going.some((g) => g.id === r.id),
    );
    for (const record of going)
      this.world.broadcast(`delete${name}`, this.withParent(record), {}, user.id);
    // Core's #onExit on the active GM's client: _onExit, then the history clearing when it has a token.
    const gm = this.world.activeGM;
    if (gm && field === 'combatants')
      for (const record of going.filter((r) => r.token))
        this.world.onClient(gm, () => this.later(() => this._clearMovementHistoryOnExit(record)));
    return going;
  }
}

export interface CombatWorld {
  combats: FakeCollection<FakeCombat>;
}

/** Adds Combat to the installed fake (call after freshWorld()). */
export function installCombat(): FakeCollection<FakeCombat> {
  const { world } = fake();
  const combats = new FakeCollection<FakeCombat>();
  const original = world.collection.bind(world);
  (world as FakeWorld & { collection: typeof world.collection }).collection = (name: string) =>
    name === 'Combat' ? (combats as unknown as FakeCollection<FakeDocument>) : original(name);
  const g = globalThis as Record<string, unknown>;
  class Combat extends FakeCombat {
    /** Document.create: an instance of the configured class (CONFIG.Combat.documentClass). */
    static async create(data: Record<string, unknown>): Promise<FakeCombat> {
      const config = (g.CONFIG as { Combat?: { documentClass?: unknown } }).Combat;
      return world.create(
        (config?.documentClass ?? Combat) as unknown as new (
          w: FakeWorld,
          d: Record<string, unknown>,
        ) => FakeCombat,
        data,
      );
    }
  }
  g.Combat = Combat;
  (g.CONFIG as Record<string, unknown>).Combat = { documentClass: Combat };
  const game = g.game as Record<string, unknown>;
  Object.defineProperty(game, 'combats', { configurable: true, get: () => combats });
  Object.defineProperty(game, 'combat', {
    configurable: true,
    get: () => combats.find((c) => c.active) ?? null,
  });
  return combats;
}
