// A fake of Foundry's Cards (card stacks: deck, hand, pile) and their embedded Card documents, with
// the v13/v14 API's semantics as far as the HR-5 turn deck relies on them. Permissions: only an owner
// (or a GM) of a stack creates, updates or deletes its cards (an embedded Card's rights are its
// parent's); players may not create stacks. `pass` (and `draw`, which is the source's pass with the
// action "draw") checks every card is in the source and not drawn, calls the `passCards` hook (false
// cancels), then creates the cards in the destination (or marks them back in their origin deck), and
// marks them drawn in a source deck (deletes them from a hand or pile): each step as a separate
// database operation under the caller's rights, as Foundry's client does. `shuffle` randomises every
// card's sort; `recall` (v13; `reset` is its deprecated name) brings a deck's cards home from every
// stack, or sends a pile's cards back to their decks. `installCards()` adds it to the installed fake.
import { FakeDocument, PermissionError, type DocumentConfig } from './documents.js';
import { fake } from './install.js';
import { deepClone, randomID } from './utils.js';
import { FakeCollection, type FakeWorld } from './world.js';

/** CONST.CARD_DRAW_MODES */
export const CARD_DRAW_MODES = { FIRST: 0, TOP: 0, LAST: 1, BOTTOM: 1, RANDOM: 2 } as const;

export interface CardFace {
  name?: string;
  text?: string;
  img?: string | null;
}

/** An embedded Card: its fields as Foundry's CardData, its rights its parent stack's. */
export class FakeCard {
  id: string;
  name: string;
  type: string;
  description: string;
  faces: CardFace[];
  face: number | null;
  back: CardFace;
  drawn: boolean;
  origin: string | null;
  sort: number;
  flags: Record<string, Record<string, unknown>>;
  constructor(
    readonly parent: FakeCards,
    data: Record<string, unknown>,
  ) {
    this.id = (data._id as string) ?? randomID();
    this.name = (data.name as string) ?? '';
    this.type = (data.type as string) ?? 'base';
    this.description = (data.description as string) ?? '';
    this.faces = deepClone((data.faces as CardFace[]) ?? []);
    this.face = (data.face as number | null | undefined) ?? null;
    this.back = deepClone((data.back as CardFace) ?? {});
    this.drawn = data.drawn === true;
    this.origin = (data.origin as string | null | undefined) ?? null;
    this.sort = Number(data.sort ?? 0);
    this.flags = deepClone((data.flags as Record<string, Record<string, unknown>>) ?? {});
  }
  get documentName(): string {
    return 'Card';
  }
  get uuid(): string {
    return `${this.parent.uuid}.Card.${this.id}`;
  }
  /** Card#source: the deck the card comes from (its parent when at home). */
  get source(): FakeCards | null {
    if (!this.origin) return this.parent;
    return (this.parent.worldRef.collection('Cards').get(this.origin) as FakeCards) ?? null;
  }
  /** Card#isHome: in its source stack (cards in decks are always home). */
  get isHome(): boolean {
    return this.parent.type === 'deck' || this.origin === this.parent.id;
  }
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }
  toObject(): Record<string, unknown> {
    return deepClone({
      _id: this.id,
      name: this.name,
      type: this.type,
      description: this.description,
      faces: this.faces,
      face: this.face,
      back: this.back,
      drawn: this.drawn,
      origin: this.origin,
      sort: this.sort,
      flags: this.flags,
    });
  }
  assign(changes: Record<string, unknown>): void {
    for (const [k, v] of Object.entries(changes)) {
      if (k === '_id') continue;
      if (k === 'flags') {
        for (const [scope, values] of Object.entries(v as Record<string, Record<string, unknown>>))
          this.flags[scope] = { ...(this.flags[scope] ?? {}), ...deepClone(values) };
      } else (this as unknown as Record<string, unknown>)[k] = deepClone(v);
    }
  }
}

export class FakeCards extends FakeDocument {
  static override config: DocumentConfig = { documentName: 'Cards', playersMayCreate: false };
  readonly cards = new FakeCollection<FakeCard>();

  constructor(world: FakeWorld, data: Record<string, unknown>) {
    const { cards, ...rest } = data;
    super(world, rest);
    for (const c of (cards as Array<Record<string, unknown>> | undefined) ?? []) {
      const card = new FakeCard(this, c);
      this.cards.set(card.id, card);
    }
  }
  get worldRef(): FakeWorld {
    return this.world;
  }
  get img(): string | null {
    return (this.extra.img as string | undefined) ?? null;
  }
  /** Cards#availableCards: a deck's cards not drawn; every card of a hand or pile. By sort. */
  get availableCards(): FakeCard[] {
    return this.cards
      .filter((c) => this.type !== 'deck' || !c.drawn)
      .sort((a, b) => a.sort - b.sort);
  }
  /** Cards#drawnCards: a deck's drawn cards (none for a hand or pile). */
  get drawnCards(): FakeCard[] {
    return this.type === 'deck' ? this.cards.filter((c) => c.drawn) : [];
  }

  private requireOwner(what: string): void {
    const user = this.world.user;
    if (!this.canUserModify(user, 'update'))
      throw new PermissionError(`User ${user.name} lacks permission to ${what} Cards [${this.id}]`);
  }

  async createEmbeddedDocuments(
    name: string,
    data: Array<Record<string, unknown>>,
    options: { keepId?: boolean } = {},
  ): Promise<FakeCard[]> {
    if (name !== 'Card') throw new Error(`Cards has no embedded ${name}`);
    this.requireOwner('create Card in');
    const created = data.map((d) => {
      const { _id, ...rest } = d;
      const card = new FakeCard(this, { ...rest, _id: options.keepId && _id ? _id : randomID() });
      if (this.cards.has(card.id))
        throw new Error(`Card [${card.id}] already exists in ${this.id}`);
      return card;
    });
    for (const c of created) this.cards.set(c.id, c);
    this.log(
      'create',
      created.map((c) => c.id),
    );
    return created;
  }

  async updateEmbeddedDocuments(
    name: string,
    updates: Array<Record<string, unknown>>,
  ): Promise<FakeCard[]> {
    if (name !== 'Card') throw new Error(`Cards has no embedded ${name}`);
    this.requireOwner('update Card in');
    const cards = updates.map((u) => {
      const card = this.cards.get(String(u._id));
      if (!card) throw new Error(`Card [${String(u._id)}] does not exist in Cards [${this.id}]`);
      return card;
    });
    for (const [i, u] of updates.entries()) cards[i]!.assign(u);
    this.log('update', deepClone(updates));
    return cards;
  }

  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<FakeCard[]> {
    if (name !== 'Card') throw new Error(`Cards has no embedded ${name}`);
    this.requireOwner('delete Card in');
    const cards = ids.map((id) => {
      const card = this.cards.get(id);
      if (!card) throw new Error(`Card [${id}] does not exist in Cards [${this.id}]`);
      return card;
    });
    for (const c of cards) this.cards.delete(c.id);
    this.log('delete', ids);
    return cards;
  }

  private log(op: 'create' | 'update' | 'delete', changes: unknown): void {
    const user = this.world.user;
    this.world.log.push({
      op: op === 'create' ? 'create' : op === 'delete' ? 'delete' : 'update',
      documentName: 'Card',
      id: this.id,
      userId: user.id,
      changes,
    });
    this.world.broadcast(`${op}Card`, this, changes, {}, user.id);
  }

  /** Cards#pass: specific cards from this stack to another. */
  async pass(
    to: FakeCards,
    ids: string[],
    {
      updateData = {},
      action = 'pass',
      chatNotification = true,
    }: { updateData?: Record<string, unknown>; action?: string; chatNotification?: boolean } = {},
  ): Promise<FakeCard[]> {
    if (!(to instanceof FakeCards) || to === this)
      throw new Error('You must provide some other Cards document as the destination');
    const toCreate: Array<Record<string, unknown>> = [];
    const toUpdate: Array<Record<string, unknown>> = [];
    const fromUpdate: Array<Record<string, unknown>> = [];
    const fromDelete: string[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (!card) throw new Error(`Card [${id}] does not exist in Cards [${this.id}]`);
      if (card.drawn)
        throw new Error(`Card [${id}] has already been drawn from Cards [${this.id}]`);
      const createData = { ...card.toObject(), ...deepClone(updateData) };
      if (card.isHome || !createData.origin) createData.origin = this.id;
      createData.drawn = false;
      // A card going back to its origin deck is marked there, not created again.
      if (createData.origin === to.id) toUpdate.push({ _id: id, drawn: false, ...updateData });
      else toCreate.push(createData);
      if (this.type === 'deck') fromUpdate.push({ _id: id, drawn: true });
      else fromDelete.push(id);
    }
    const context = { action, toCreate, toUpdate, fromUpdate, fromDelete };
    if (this.world.hooks.call('passCards', this, to, context) === false) return [];
    const created = toCreate.length
      ? await to.createEmbeddedDocuments('Card', toCreate, { keepId: true })
      : [];
    if (toUpdate.length) created.push(...(await to.updateEmbeddedDocuments('Card', toUpdate)));
    if (fromUpdate.length) await this.updateEmbeddedDocuments('Card', fromUpdate);
    if (fromDelete.length) await this.deleteEmbeddedDocuments('Card', fromDelete);
    if (chatNotification) this.world.notifications.push({ type: 'info', message: `${action}` });
    return created;
  }

  /** Cards#draw: `number` cards from `from` into this stack (first, last or random of its available cards). */
  async draw(
    from: FakeCards,
    number = 1,
    {
      how = CARD_DRAW_MODES.FIRST,
      ...options
    }: { how?: number; updateData?: Record<string, unknown>; chatNotification?: boolean } = {},
  ): Promise<FakeCard[]> {
    const available = from.availableCards;
    if (number > available.length)
      throw new Error(`There are not enough cards remaining in Cards [${from.id}]`);
    let drawn: FakeCard[];
    if (how === CARD_DRAW_MODES.LAST) drawn = available.slice(-number);
    else if (how === CARD_DRAW_MODES.RANDOM)
      drawn = [...available].sort(() => Math.random() - 0.5).slice(0, number);
    else drawn = available.slice(0, number);
    return from.pass(
      this,
      drawn.map((c) => c.id),
      { ...options, action: 'draw' },
    );
  }

  /** Cards#shuffle: a random sort for every card of the stack (core uses its own twister). */
  async shuffle({
    updateData = {},
  }: {
    updateData?: Record<string, unknown>;
    chatNotification?: boolean;
  } = {}): Promise<this> {
    const order = this.cards.contents
      .map((c) => ({ c, r: Math.random() }))
      .sort((a, b) => a.r - b.r);
    await this.updateEmbeddedDocuments(
      'Card',
      order.map(({ c }, i) => ({ _id: c.id, sort: i * 1000, ...updateData })),
    );
    return this;
  }

  /**
   * Cards#recall: a deck takes back every card it gave out (deleted from the other stacks, marked
   * not drawn here); a hand or pile sends its cards back to their origin decks.
   */
  async recall({
    updateData = {},
  }: {
    updateData?: Record<string, unknown>;
    chatNotification?: boolean;
  } = {}): Promise<this> {
    const stacks = this.world.collection('Cards').contents as FakeCards[];
    if (this.type === 'deck') {
      for (const other of stacks) {
        if (other === this) continue;
        const away = other.cards.filter((c) => c.origin === this.id).map((c) => c.id);
        if (away.length) await other.deleteEmbeddedDocuments('Card', away);
      }
      const updates = this.cards.map((c) => ({ _id: c.id, drawn: false, ...updateData }));
      if (updates.length) await this.updateEmbeddedDocuments('Card', updates);
      return this;
    }
    const byOrigin = new Map<string, string[]>();
    for (const c of this.cards.contents)
      if (c.origin) byOrigin.set(c.origin, [...(byOrigin.get(c.origin) ?? []), c.id]);
    for (const [origin, ids] of byOrigin) {
      const deck = stacks.find((s) => s.id === origin);
      if (deck)
        await deck.updateEmbeddedDocuments(
          'Card',
          ids.map((id) => ({ _id: id, drawn: false, ...updateData })),
        );
    }
    const all = this.cards.map((c) => c.id);
    if (all.length) await this.deleteEmbeddedDocuments('Card', all);
    return this;
  }

  /** Deprecated name of `recall` (v12-v13): logs the compatibility warning and recalls. */
  async reset(options: { updateData?: Record<string, unknown> } = {}): Promise<this> {
    this.world.deprecations.push('Cards#reset');
    return this.recall(options);
  }

  override toObject(): Record<string, unknown> {
    return { ...super.toObject(), cards: this.cards.map((c) => c.toObject()) };
  }
}

/** Adds Cards to the installed fake (call after installFoundry()): game.cards, CONFIG.Cards, the Cards class. */
export function installCards(): FakeCollection<FakeCards> {
  const { world } = fake();
  const stacks = new FakeCollection<FakeCards>();
  const original = world.collection.bind(world);
  (world as FakeWorld & { collection: typeof world.collection }).collection = (name: string) =>
    name === 'Cards' ? (stacks as unknown as FakeCollection<FakeDocument>) : original(name);
  class Cards extends FakeCards {
    static async create(data: Record<string, unknown>): Promise<FakeCards> {
      return world.create(
        Cards as unknown as new (
          w: FakeWorld,
          d: Record<string, unknown>,
        ) => FakeCards,
        data,
      );
    }
  }
  const g = globalThis as Record<string, unknown>;
  g.Cards = Cards;
  (g.CONST as Record<string, unknown>).CARD_DRAW_MODES = CARD_DRAW_MODES;
  (g.CONFIG as Record<string, unknown>).Cards = { documentClass: Cards };
  const game = g.game as Record<string, unknown>;
  Object.defineProperty(game, 'cards', { configurable: true, get: () => stacks });
  return stacks;
}
