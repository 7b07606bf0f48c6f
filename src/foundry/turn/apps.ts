// The turn tracker (a small always-visible window: turn, side, step, victory tally, the GM's step
// buttons) and the orders dialog (orders for a ship, a squadron or the fleet, with the exact odds,
// and the Abilità roll). Thin: contexts come from turn-views.ts, actions from flow-*.ts / battle.ts.
import { notify } from '../notify.js';
import { RuleError } from '../../rules/index.js';
import { templatePath } from '../constants.js';
import { optionalRules, setting } from '../settings.js';
import { sevenDicePlayed } from './seven-dice-played.js';
import { navigationTurn } from './or5-tack.js';
import { viewedScene } from '../canvas/index.js';
import { advanceStep, beginBattle, drawTurnCard, endBattle, stepBack } from './battle.js';
import { deckView, givenOrders } from './deck-view.js';
import { fortLine } from './cards/views-forts.js';
import { cardsOfKind } from '../chat/messages.js';
import { squadronLabel, turnCardImage, turnCardName } from './deck-documents.js';
import { summaryShips } from './end-of-part.js';
import { actorByUuid, battle, rosterShips, shipSystem } from './flow.js';
import { postEndOfPart, postMoraleList } from './flow-melee-morale.js';
import { rollAbilita, saveOrders } from './flow-abilita.js';
import { turnServices } from './services.js';
import { CARDS_STEP, cardDriven, currentSide } from './turn-state.js';
import { gunneryContext } from './guns.js';
import { ordersDialogView, ordersFromForm, trackerView } from './turn-views.js';
import { localize } from '../i18n.js';
import { confirmDialog, handlebarsApplication } from '../foundry-api.js';
import { sideDisplayName } from '../fleet/side-name.js';
import { trackerFacts } from './tracker-data.js';
import { openSignalDialog } from './signal-dialog.js';
import { signalNoteFor } from './signals.js';
import { chooseSideOrder, sideOrderChoiceView } from './or2-order.js';
import { fleetMoraleTrackerView } from './fleet-morale.js';
import { myFleetMoralePanels, readFleetMoraleStore } from './fleet-morale-referee.js';
import { brokenFleetEdge } from './fleet-morale-store.js';
import { aiSeatsView, toggleAiSeat } from './ai-seat/runner.js';
import { aiSides } from './ai-seat/seats.js';

interface ActionTarget {
  dataset: Record<string, string | undefined>;
}

/** The ApplicationV2 members these apps use (fvtt-types' generic AppV2 typing is far wider). */
interface AppLike {
  options: Record<string, unknown>;
  rendered: boolean;
  render(options?: unknown): Promise<unknown>;
  close(options?: unknown): Promise<unknown>;
  _prepareContext(options: unknown): Promise<Record<string, unknown>>;
}
type AppBase = new (options?: Record<string, unknown>) => AppLike;

const Base = handlebarsApplication<AppBase>();

async function guarded(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (e) {
    if (e instanceof RuleError) notify.warn(e.message);
    else throw e;
  }
}

export class TurnTrackerApp extends Base {
  static DEFAULT_OPTIONS = {
    id: 'sca-turn-tracker',
    classes: ['signal-close-action', 'sca-tracker'],
    tag: 'aside',
    window: { title: 'SCA.Turn.Tracker.Title', icon: 'fa-solid fa-flag', minimizable: true },
    position: { width: 320, height: 'auto', top: 70, left: 120 },
    actions: {
      next: TurnTrackerApp.#onNext,
      back: TurnTrackerApp.#onBack,
      orders: TurnTrackerApp.#onOrders,
      endOfPart: TurnTrackerApp.#onEndOfPart,
      moraleList: TurnTrackerApp.#onMoraleList,
      endBattle: TurnTrackerApp.#onEndBattle,
      beginBattle: TurnTrackerApp.#onBeginBattle,
      signal: TurnTrackerApp.#onSignal,
      playFirst: TurnTrackerApp.#onPlayFirst,
      playSecond: TurnTrackerApp.#onPlaySecond,
      drawCard: TurnTrackerApp.#onDrawCard,
      aiSeat: TurnTrackerApp.#onAiSeat,
    },
  };

  static PARTS = { body: { template: templatePath('turn/tracker.hbs') } };

  override async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    const state = turnServices().battle.read();
    const ships = state ? summaryShips(rosterShips(state), state.roster) : [];
    const view = trackerView(
      state,
      { isGM: game.user!.isGM, userId: game.user!.id! },
      ships,
      setting('victoryScoring'),
      state && !state.ended ? trackerFacts(state) : [],
      {
        user: (id) => game.users!.get(id)?.name ?? id,
        side: (id) => sideDisplayName(id, localize),
      },
    );
    // FP-A3 / OR-11 the signal button at the end of a part (its morale step), for the side's users
    // and the GM, when signals are in use.
    const maySignal =
      optionalRules().signals !== 'none' &&
      !!state &&
      !state.ended &&
      state.step === 'morale' &&
      (view.myPart === true || game.user!.isGM);
    // OR-2 the second deployer's choice of playing first or second, at the turn's start.
    const sideOrder = state && !state.ended ? sideOrderChoiceView(game.user!) : null;
    // HR-5 the card in play, what it asks of whom, the cards left (card-driven battles only).
    const deck = state
      ? deckView(
          state.deck,
          rosterShips(state).map((s) => ({
            actorUuid: s.actorUuid,
            name: s.name,
            side: s.system.side,
            squadron: s.system.squadron,
            orders: s.system.orders.turn === state.turn ? givenOrders(s.system.orders) : [],
          })),
          { isGM: game.user!.isGM },
          {
            card: turnCardName,
            image: turnCardImage,
            side: (id) => sideDisplayName(id, localize),
            squadron: squadronLabel,
          },
          state.ended,
          state.step === CARDS_STEP,
          cardsOfKind('fortFire', (c) => c.turn === state.turn).map(({ card }) => fortLine(card)),
        )
      : null;
    // HR-4 fleet morale: each viewer gets only the fleets it may see (a player asks the referee).
    const fleetMorale =
      state && setting('fleetMorale')
        ? fleetMoraleTrackerView(await myFleetMoralePanels(), readFleetMoraleStore(), (id) =>
            sideDisplayName(id, localize),
          )
        : null;
    // Issue 13 the GM hands a side to the AI captain, or takes it back.
    const aiSeats = aiSeatsView(state, game.user!.isGM, aiSides(), (id) =>
      sideDisplayName(id, localize),
    );
    return { ...view, maySignal, sideOrder, deck, fleetMorale, aiSeats };
  }

  static async #onNext(this: TurnTrackerApp): Promise<void> {
    await guarded(() => advanceStep());
    await this.render();
  }
  static async #onBack(this: TurnTrackerApp): Promise<void> {
    await guarded(() => stepBack());
    await this.render();
  }
  static async #onOrders(this: TurnTrackerApp): Promise<void> {
    await guarded(openOrdersDialog);
  }
  static async #onDrawCard(this: TurnTrackerApp): Promise<void> {
    await guarded(() => drawTurnCard());
    await this.render();
  }
  static async #onSignal(this: TurnTrackerApp): Promise<void> {
    await guarded(openSignalDialog);
  }
  static async #onAiSeat(this: TurnTrackerApp, _e: Event, target: ActionTarget): Promise<void> {
    await guarded(() => toggleAiSeat(target.dataset.side ?? ''));
    await this.render();
  }
  static async #onPlayFirst(this: TurnTrackerApp): Promise<void> {
    await guarded(() => chooseSideOrder('first'));
    await this.render();
  }
  static async #onPlaySecond(this: TurnTrackerApp): Promise<void> {
    await guarded(() => chooseSideOrder('second'));
    await this.render();
  }
  static async #onEndOfPart(this: TurnTrackerApp): Promise<void> {
    await guarded(async () => {
      for (const side of partSides()) await postEndOfPart(side);
    });
  }
  static async #onMoraleList(this: TurnTrackerApp): Promise<void> {
    await guarded(async () => {
      for (const side of partSides()) await postMoraleList(side);
    });
  }
  static async #onBeginBattle(this: TurnTrackerApp): Promise<void> {
    await guarded(() => beginBattleOnScene());
    await this.render();
  }
  static async #onEndBattle(this: TurnTrackerApp): Promise<void> {
    await guarded(() => endBattleConfirmed());
    await this.render();
  }
}

export class OrdersDialogApp extends Base {
  static DEFAULT_OPTIONS = {
    classes: ['signal-close-action', 'sca-orders'],
    tag: 'form',
    window: { title: 'SCA.Turn.Orders.Title', icon: 'fa-solid fa-scroll', resizable: true },
    position: { width: 640, height: 'auto' },
    form: { handler: OrdersDialogApp.#onSubmit, submitOnChange: true, closeOnSubmit: false },
    actions: { roll: OrdersDialogApp.#onRoll },
  };

  static PARTS = { body: { template: templatePath('turn/orders.hbs') } };

  readonly actorUuids: string[];
  /** FP-3 the ships the next roll is for: one ship, a squadron or the whole fleet. */
  readonly included: Set<string>;

  constructor(options: Record<string, unknown> & { actorUuids: string[] }) {
    super(options);
    this.actorUuids = options.actorUuids;
    this.included = new Set(options.actorUuids);
  }

  override async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    const state = battle();
    const table = turnServices().table;
    // Each ship's signal note, worked out once: it sets the orders' check (SD-256) and the note shown.
    const notes = new Map(this.actorUuids.map((uuid) => [uuid, signalNoteFor(uuid)]));
    const ships = this.actorUuids.flatMap((uuid) => {
      const a = actorByUuid(uuid);
      return a
        ? [
            {
              actorUuid: uuid,
              name: a.name!,
              system: shipSystem(a),
              headingIndex: table.headingOf(uuid),
              makeForEdge: brokenFleetEdge(shipSystem(a).side),
              keepCourseAndSpeed: notes.get(uuid)?.keeps ?? false,
            },
          ]
        : [];
    });
    const view = ordersDialogView(
      ships,
      table.windDirection(),
      state.turn,
      setting('struckMayFightFire'),
      navigationTurn(state.turn),
      gunneryContext(state).gunnery,
      sevenDicePlayed(state),
    );
    // A ship that can give no orders (sinking, struck) takes no part in the roll.
    for (const s of view.ships) if (s.noOrders) this.included.delete(s.actorUuid);
    return {
      ...view,
      ships: view.ships.map((s) => ({
        ...s,
        included: this.included.has(s.actorUuid),
        signalNote: notes.get(s.actorUuid) ?? null,
      })),
    };
  }

  /** FP-3 saves the written orders of every ship of the dialog (flat form data `ships.<i>.<order>`); problems show in the dialog. */
  async submitOrders(form: Record<string, unknown>): Promise<void> {
    for (const [i, uuid] of this.actorUuids.entries()) {
      const include = form[`ships.${i}.include`];
      if (include !== undefined) {
        if (include === true || include === 'on' || include === 'true') this.included.add(uuid);
        else this.included.delete(uuid);
      }
      const actor = actorByUuid(uuid);
      const locked = actor
        ? shipSystem(actor).orders.locked && shipSystem(actor).orders.turn === battle().turn
        : true;
      if (actor?.isOwner && !locked) await saveOrders(uuid, ordersFromForm(form, i));
    }
  }

  static async #onSubmit(
    this: OrdersDialogApp,
    _event: unknown,
    _form: unknown,
    data: { object: Record<string, unknown> },
  ): Promise<void> {
    await guarded(() => this.submitOrders(data.object));
    await this.render();
  }

  static async #onRoll(
    this: OrdersDialogApp,
    _event: unknown,
    _target: ActionTarget,
  ): Promise<void> {
    await guarded(async () => {
      await rollAbilita(this.actorUuids.filter((u) => this.included.has(u)));
      await this.close();
    });
  }
}

/** The sides whose part it is: the current side, or every side in a card-driven turn (HR-5 / SD-119). */
function partSides(): string[] {
  const state = battle();
  return cardDriven(state) ? state.sides.map((s) => s.id) : [currentSide(state).id];
}

/** FP-3 the orders dialog for the user's ships of the side to act (the tracker's button, a keybinding). */
export async function openOrdersDialog(): Promise<void> {
  const state = battle();
  const mine = rosterShips(state).filter(
    // HR-5 a card-driven turn's orders are every side's at once.
    (s) =>
      (cardDriven(state) || s.system.side === currentSide(state).id) &&
      actorByUuid(s.actorUuid)?.isOwner,
  );
  await new OrdersDialogApp({ actorUuids: mine.map((s) => s.actorUuid) }).render({ force: true });
}

/** FP-8.3 (GM) ends the battle only after a Yes in a confirmation dialog: there is no way back. */
export async function endBattleConfirmed(): Promise<boolean> {
  const ok = await confirmDialog(
    localize('SCA.Turn.Tracker.EndBattle'),
    `<p>${localize('SCA.Turn.Tracker.EndBattleConfirm')}</p>`,
  );
  if (!ok) return false;
  await endBattle();
  return true;
}

/** FP-3 (GM) begins a battle with the ship tokens of the viewed scene, sides in the order met. */
export async function beginBattleOnScene(): Promise<void> {
  const scene = viewedScene();
  if (!scene) throw new RuleError(localize('SCA.Turn.Error.NoScene'));
  const tokens = scene.tokens.contents.filter((t) => t.actor?.type === 'ship');
  const actors = [
    ...new Map(
      tokens.map((t) => [t.actor!.id, t.actor as unknown as Actor.Implementation]),
    ).values(),
  ];
  await beginBattle(
    actors,
    [],
    tokens.map((t) => ({ tokenId: t.id, actorId: t.actor!.id })),
  );
}

let tracker: TurnTrackerApp | null = null;

/**
 * Shows the tracker (`open`: on ready and when a battle starts) or refreshes it if open: to everyone
 * during a battle, to the GM always (to begin one). A user who closed it is not pestered by updates.
 */
export function showTracker(open = false): void {
  if (!turnServices().battle.read() && !game.user?.isGM) {
    void tracker?.close();
    return;
  }
  tracker ??= new TurnTrackerApp();
  if (open) void tracker.render({ force: true });
  else if (tracker.rendered) void tracker.render();
}
