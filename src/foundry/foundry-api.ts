// Foundry's API where fvtt-types (13.345 and 14.366) does not describe what this system does with it:
// each workaround, a cast over a declaration too narrow, too wide or missing, is written once here
// and typed for its callers. The user's language (game.i18n) has its own module, i18n.ts.

type AnyHookHandler = (...args: never[]) => unknown;

/**
 * Hooks.on for any hook name: fvtt-types types it by its list of hook names and argument tuples, which
 * lacks some of the v13/v14 hooks the glue listens to and types others too strictly for our handlers.
 */
export function onHook(name: string, handler: AnyHookHandler): number {
  return (
    Hooks.on as unknown as (this: typeof Hooks, name: string, fn: AnyHookHandler) => number
  ).call(Hooks, name, handler);
}

/** game.settings keyed by plain strings: fvtt-types only knows settings declared in its registry. */
interface PlainSettings {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

const settings = () => game.settings as unknown as PlainSettings;

export function registerSetting(
  namespace: string,
  key: string,
  config: Record<string, unknown>,
): void {
  settings().register(namespace, key, config);
}

export function settingValue(namespace: string, key: string): unknown {
  return settings().get(namespace, key);
}

export function setSettingValue(namespace: string, key: string, value: unknown): Promise<unknown> {
  return settings().set(namespace, key, value);
}

/** Registers a query handler (User#query): CONFIG.queries is declared with core's queries only. */
export function registerQuery<T>(name: string, handler: (data: T) => Promise<unknown>): void {
  (CONFIG.queries as unknown as Record<string, (data: T) => Promise<unknown>>)[name] = handler;
}

/** Asks `user`'s client to answer a query registered under `name`: User#query is typed by core's queries. */
export async function queryUser(
  user: User.Implementation,
  name: string,
  data: object,
): Promise<unknown> {
  return user.query(name as never, data as never);
}

/** ChatMessage.create with plain data and options: its declared overloads reject our card data. */
export async function createChatMessage(
  data: object,
  options: object = {},
): Promise<ChatMessage.Implementation | undefined> {
  const create = ChatMessage.create as unknown as (
    d: object,
    o: object,
  ) => Promise<ChatMessage.Implementation | undefined>;
  return create.call(ChatMessage, data, options);
}

/**
 * Replaces the token ruler and the canvas ruler by subclasses made from Foundry's own (or the
 * configured canvas ruler). fvtt-types declares rulerClass as an instance, not a class, and lacks
 * v13's Ruler#path, so the bases are handed over as the constructor types the factories declare.
 */
export function installRulerClasses<TokenRulerBase, RulerBase>(
  makeTokenRuler: (base: TokenRulerBase) => unknown,
  makeCanvasRuler: (base: RulerBase) => unknown,
): void {
  const tokenConfig = CONFIG.Token as unknown as { rulerClass: unknown };
  tokenConfig.rulerClass = makeTokenRuler(
    foundry.canvas.placeables.tokens.TokenRuler as unknown as TokenRulerBase,
  );
  const canvasConfig = CONFIG.Canvas as unknown as { rulerClass?: unknown };
  canvasConfig.rulerClass = makeCanvasRuler(
    (canvasConfig.rulerClass ?? foundry.canvas.interaction.Ruler) as unknown as RulerBase,
  );
}

/**
 * HandlebarsApplicationMixin, seen by the type checker as returning its argument. At runtime it is
 * the real mixin; fvtt-types 13.345 cannot instantiate the mixed sheet classes (TS2589 after minutes
 * of checking), and the sheets use only members their base class declares.
 */
export function withHandlebars<T>(base: T): T {
  return (foundry.applications.api.HandlebarsApplicationMixin as unknown as (b: T) => T)(base);
}

/**
 * HandlebarsApplicationMixin(ApplicationV2) typed as `App`, the members an app of ours uses:
 * fvtt-types' generic ApplicationV2 typing is far wider than what these apps need.
 */
export function handlebarsApplication<App>(): App {
  return foundry.applications.api.HandlebarsApplicationMixin(
    foundry.applications.api.ApplicationV2,
  ) as unknown as App;
}

/**
 * The canvas group a system overlay is added to (above the map and the tokens, below the HUD): the
 * interface group once the canvas is ready, else null. Declared differently in v13 and v14.
 */
export function overlayParent(): PIXI.Container | null {
  const c = (globalThis as { canvas?: { ready?: boolean; interface?: PIXI.Container } }).canvas;
  return c?.ready && c.interface ? c.interface : null;
}

/** The token documents the user has selected on the canvas (none without a canvas). */
export function controlledTokens(): Array<{ id: string; actor: { type: string } | null }> {
  const c = (
    globalThis as {
      canvas?: { tokens?: { controlled?: Array<{ document: { id: string; actor: unknown } }> } };
    }
  ).canvas;
  return (c?.tokens?.controlled ?? []).map((t) => t.document as never);
}

/** Canvas pixels to window (client) coordinates: Canvas#clientCoordinatesFromCanvas (v13, v14). */
export function canvasToClient(point: { x: number; y: number }): { x: number; y: number } {
  const c = (
    globalThis as {
      canvas?: {
        clientCoordinatesFromCanvas?(p: { x: number; y: number }): { x: number; y: number };
      };
    }
  ).canvas;
  return c?.clientCoordinatesFromCanvas?.(point) ?? point;
}

/** DialogV2.confirm (v13 and v14): true only when the user chose Yes; closing the dialog is a No. */
export async function confirmDialog(title: string, content: string): Promise<boolean> {
  const api = foundry.applications.api as unknown as {
    DialogV2: { confirm(config: Record<string, unknown>): Promise<unknown> };
  };
  const answer = await api.DialogV2.confirm({
    window: { title },
    content,
    rejectClose: false,
    modal: true,
  });
  return answer === true;
}

/**
 * DialogV2.prompt (v13 and v14) around a form: the named fields' values when the user confirms,
 * null when the dialog is closed.
 */
export async function promptFormDialog(
  title: string,
  content: string,
  okLabel: string,
): Promise<Record<string, string> | null> {
  const api = foundry.applications.api as unknown as {
    DialogV2: { prompt(config: Record<string, unknown>): Promise<unknown> };
  };
  const answer = await api.DialogV2.prompt({
    window: { title },
    content,
    rejectClose: false,
    modal: true,
    ok: {
      label: okLabel,
      callback: (
        _event: unknown,
        button: { form?: { elements: ArrayLike<{ name?: string; value?: unknown }> } | null },
      ) => {
        const out: Record<string, string> = {};
        for (const el of Array.from(button.form?.elements ?? []))
          if (el.name) out[el.name] = String(el.value ?? '');
        return out;
      },
    },
  });
  return answer && typeof answer === 'object' ? (answer as Record<string, string>) : null;
}

/** HR-5 the part of a Card document (embedded in a Cards stack) the turn deck reads. */
export interface CardLike {
  id: string | null;
  drawn: boolean;
  sort: number;
  getFlag(scope: string, key: string): unknown;
}

/** HR-5 the part of a Cards stack (deck or pile) the turn deck uses: Foundry's own API. */
export interface CardStackLike {
  id: string | null;
  type: string;
  cards: { contents: CardLike[] };
  pass(to: CardStackLike, ids: string[], options?: object): Promise<unknown[]>;
  recall(options?: object): Promise<unknown>;
  createEmbeddedDocuments(name: 'Card', data: object[], options?: object): Promise<unknown[]>;
  updateEmbeddedDocuments(name: 'Card', updates: object[]): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: 'Card', ids: string[]): Promise<unknown[]>;
}

/** game.cards, the world's card stacks, as the turn deck's structural type (fvtt-types' Cards are narrower per stack type). */
export function cardStack(id: string): CardStackLike | null {
  const stacks = (game as unknown as { cards?: { get(id: string): unknown } }).cards;
  return (stacks?.get(id) as CardStackLike | undefined) ?? null;
}

/** Cards.create with plain data (the embedded cards included). */
export async function createCardStack(data: object): Promise<CardStackLike> {
  const create = (globalThis as unknown as { Cards: { create(d: object): Promise<unknown> } }).Cards
    .create;
  return (await create.call(
    (globalThis as unknown as { Cards: object }).Cards,
    data,
  )) as CardStackLike;
}

/** CONFIG.Dice.randomUniform: the client's uniform source in [0, 1), as core's dice use it. */
export function randomUniform(): number {
  const fn = (CONFIG as unknown as { Dice?: { randomUniform?: () => number } }).Dice?.randomUniform;
  return fn ? fn() : Math.random();
}
