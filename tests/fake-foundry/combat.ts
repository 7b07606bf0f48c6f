// A fake Combat with Foundry's rules as far as the turn flow relies on them: only a GM creates or
// updates a combat (players see it), flags and round update like any document (the core tracker's
// round and turn buttons are plain updates, which a preUpdateCombat hook may refuse), combatants and
// combatant groups are embedded documents created by the GM. `installCombat()` adds it to the
// installed fake world (game.combats, game.combat = the active combat, the Combat class).
import { FakeDocument, PermissionError, type DocumentConfig, type FakeUser } from './documents.js';
import { fake } from './install.js';
import { FakeCollection, type FakeWorld } from './world.js';
import { deepClone, randomID } from './utils.js';

export interface EmbeddedRecord {
  id: string;
  [k: string]: unknown;
}

export class FakeCombat extends FakeDocument {
  static override config: DocumentConfig = { documentName: 'Combat', playersMayCreate: false };

  get round(): number {
    return (this.extra.round as number | undefined) ?? 0;
  }
  get turn(): number | null {
    return (this.extra.turn as number | null | undefined) ?? null;
  }
  /** The core tracker's Next round: turn 0 of the next round (core passes direction 1). */
  async nextRound(): Promise<this> {
    return this.update({ round: this.round + 1, turn: 0 }, { direction: 1 });
  }
  /** The core tracker's Previous round. */
  async previousRound(): Promise<this> {
    return this.update({ round: Math.max(this.round - 1, 0), turn: 0 }, { direction: -1 });
  }
  /** The core tracker's Next turn: the next combatant (past the last, the next round). */
  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.combatants.length) return this.nextRound();
    return this.update({ turn: next }, { direction: 1 });
  }
  /** The core tracker's Previous turn. */
  async previousTurn(): Promise<this> {
    return this.update({ turn: Math.max((this.turn ?? 0) - 1, 0) }, { direction: -1 });
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
  /** Foundry: a combat is modified by GMs (players only act through their own combatants). */
  override canUserModify(user: FakeUser): boolean {
    return user.isGM;
  }
  async createEmbeddedDocuments(
    name: string,
    data: Array<Record<string, unknown>>,
  ): Promise<EmbeddedRecord[]> {
    const user = this.world.user;
    if (!this.canUserModify(user))
      throw new PermissionError(
        `User ${user.name} lacks permission to create ${name} in Combat [${this.id}]`,
      );
    const field = name === 'Combatant' ? 'combatants' : name === 'CombatantGroup' ? 'groups' : null;
    if (!field) throw new Error(`Combat has no embedded ${name}`);
    const created = data.map((d) => ({ ...deepClone(d), id: randomID() }));
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
    return created;
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
  class Combat extends FakeCombat {
    static async create(data: Record<string, unknown>): Promise<FakeCombat> {
      return world.create(
        Combat as unknown as new (
          w: FakeWorld,
          d: Record<string, unknown>,
        ) => FakeCombat,
        data,
      );
    }
  }
  const g = globalThis as Record<string, unknown>;
  g.Combat = Combat;
  const game = g.game as Record<string, unknown>;
  Object.defineProperty(game, 'combats', { configurable: true, get: () => combats });
  Object.defineProperty(game, 'combat', {
    configurable: true,
    get: () => combats.find((c) => c.active) ?? null,
  });
  return combats;
}
