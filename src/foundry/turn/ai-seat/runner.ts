// Issue 13 "In Foundry": the AI captain plays the sides the GM handed it (seats.ts), on the active GM's
// client, whenever the battle reaches a step of its part. It acts only through what a player's client
// uses - `saveOrders`, the Abilità roll request, the cards' buttons, the referee's manoeuvre judged as a
// player's (SD-173) - so every check the referee makes on a player's action is made on the AI's. It
// never advances the battle: the GM does (SD-175). Before each action it asks again whether the side is
// still the AI's, so taking it back stops it before its next action; what it did stands. HR-5 in a
// card-driven turn it acts for its sides in the shared steps and on its squadrons' cards (SD-180, SD-181),
// and boards on its fleet's boarding card (SD-220).
import { RuleError } from '../../../rules/index.js';
import type { Card } from '../../chat/card-data.js';
import type { AbilitaCard } from '../../chat/card-data-fire.js';
import { cardsOfKind, isRefereeCard } from '../../chat/messages.js';
import { cardOf } from '../../chat/card-model.js';
import { cardView, viewContextOf } from '../../chat/render.js';
import { runCardAction } from '../../chat/actions.js';
import type { Viewer } from '../../chat/view-common.js';
import { onHook } from '../../foundry-api.js';
import { shipDataOrNull } from '../../models/access.js';
import { backgroundTasks } from '../../referee/background.js';
import { isReferee } from '../../referee/identity.js';
import { actionsOf } from '../compulsory.js';
import { orderedKeys, snapshotOrders } from '../orders.js';
import { battleOrNull } from '../flow.js';
import { rollAbilita, saveOrders } from '../flow-abilita.js';
import { battleScene } from '../scene-table.js';
import { cardLetsBoard } from '../card-turn.js';
import { turnServices } from '../services.js';
import { CARDS_STEP, cardDriven, currentSide, type TurnState } from '../turn-state.js';
import { squadronShipsInPlay, stepButtons, stepCards } from './ai-deck.js';
import { aiCardPosted, postAiCard, type AiLine } from './ai-card.js';
import { aiMoveAndFire, type AiFireOrder } from './ai-move-fire.js';
import { writeAiOrders } from './ai-orders.js';
import { aiBoard, meleeChoice } from './ai-board.js';
import { aiSides, isAiSide, registerAiSeats, setAiSide } from './seats.js';
import { format, localize } from '../../i18n.js';
import { battleTableShips, type AiTableShip } from './sim-ships.js';
import { seatLookAhead } from './ai-or5-lookahead.js';
import { aiSignal } from './ai-signal.js';

/** The hook called after each action of the AI (a test, or a module, may take the side back there). */
export const AI_ACTION_HOOK = 'scaAiSeatAction';

const tasks = backgroundTasks();
let busy = false;
let again = false;

/** Waits until the AI has finished what it started (tests; a GM macro). */
export function aiSeatSettled(): Promise<void> {
  return tasks.settle();
}

/** Asks the AI to look at the battle now (on the active GM's client only); runs are never concurrent. */
export function scheduleAiSeat(): void {
  if (!isReferee()) return;
  if (busy) {
    again = true;
    return;
  }
  busy = true;
  tasks.run(async () => {
    try {
      do {
        again = false;
        await playCurrentStep();
      } while (again);
    } finally {
      busy = false;
    }
  });
}

function announce(side: string, action: string, actorUuid?: string): void {
  (Hooks.callAll as unknown as (name: string, data: unknown) => boolean)(AI_ACTION_HOOK, {
    side,
    action,
    actorUuid,
  });
}

/** The AI's ships of `side` still fighting, and every ship of the other sides on the table. */
function fleets(state: TurnState, side: string) {
  const scene = battleScene();
  if (!scene) return null;
  const all = battleTableShips(state, scene);
  const mine = all.filter((s) => s.side === side && s.sim.fate === 'afloat');
  const enemies = all.filter((s) => s.side !== side);
  return { scene, mine, enemies, all };
}

/** One pass over the battle's current step for every side the AI holds. */
async function playCurrentStep(): Promise<void> {
  const state = battleOrNull();
  if (!state) return;
  if (cardDriven(state)) await playCardDrivenStep(state);
  else {
    const side = currentSide(state).id;
    if (isAiSide(side)) {
      if (state.step === 'orders') await playOrders(state, side);
      else if (state.step === 'abilita') await playRoll(state, side);
      else if (state.step === 'moveFire') await playMoveFire(state, side);
      else if (state.step === 'boarding') await playBoarding(state, side);
      else if (state.step === 'morale') await playSignal(state, side);
    }
  }
  // The cards' buttons its ships' commanders would press now (also on another side's part: a morale
  // test of an AI ship hit in that part).
  for (const s of state.sides.map((x) => x.id)) if (isAiSide(s)) await pressButtons(state, s);
}

/**
 * HR-5 a card-driven turn is one part for every side (SD-119): the AI writes orders and rolls for each
 * side it holds in the shared steps; in the draws it acts only when its squadron's acting
 * movement-and-fire card is in play (the draw updates the battle's Combat, which wakes it): the
 * squadron's course changes first (SD-117, as a player presses them), then its moves and broadsides.
 */
async function playCardDrivenStep(state: TurnState): Promise<void> {
  for (const side of state.sides.map((s) => s.id)) {
    if (!isAiSide(side)) continue;
    if (state.step === 'orders') await playOrders(state, side);
    else if (state.step === 'abilita') await playRoll(state, side);
    // SD-119 the morale that closes the card-driven turn is every side's: each signals its own.
    else if (state.step === 'morale') await playSignal(state, side);
    else if (state.step === CARDS_STEP) {
      // SD-220 its fleet's boarding card: the melees of its ships with parties ready.
      if (cardLetsBoard(state, side)) {
        await playBoarding(state, side);
        continue;
      }
      const ships = squadronShipsInPlay(state, side);
      if (!ships.length) continue;
      await turnSquadron(state, side, new Set(ships));
      await playMoveFire(state, side, new Set(ships));
    }
  }
}

/** HR-5 / SD-117 the course changes of the squadron's ships, made on its card before they move. */
async function turnSquadron(state: TurnState, side: string, ships: ReadonlySet<string>) {
  const viewer = sideViewer(side);
  for (const { message, card } of cardsOfKind(
    'abilita',
    (c) => c.turn === state.turn && c.side === side,
  )) {
    const ctx = { ...viewContextOf(message, card, game.user as User.Implementation), viewer };
    for (const a of actionsOf(cardView(card, ctx))) {
      if (a.state !== 'ready' || a.action !== 'turnShip') continue;
      const args = JSON.parse(a.args) as Record<string, unknown>;
      const uuid = card.ships[Number(args.index)]?.actorUuid;
      if (!uuid || !ships.has(uuid)) continue;
      if (!isAiSide(side)) return;
      await runCardAction(message.id!, a.action, args);
      announce(side, a.action, uuid);
    }
  }
}

/**
 * FP-3 the orders of the AI's ships. Handed a side after its orders step (SD-175), the AI writes orders
 * only for the ships that have none yet or whose orders the referee refuses, and keeps the rest.
 */
async function playOrders(state: TurnState, side: string, keepWritten = false): Promise<void> {
  const f = fleets(state, side);
  if (!f) return;
  const wind = turnServices().table.windDirection() ?? 0;
  for (const ship of f.mine) {
    if (!isAiSide(side)) return;
    const o = ship.system.orders;
    if (o.locked && o.turn === state.turn) continue;
    if (aiCardPosted(state.turn, side, 'orders', null, ship.actorUuid)) continue;
    // Written orders the referee accepts stand; orders it refuses are written again by the AI.
    if (keepWritten && o.turn === state.turn && orderedKeys(snapshotOrders(o)).length > 0) {
      const errors = await saveOrders(ship.actorUuid, snapshotOrders(o));
      if (errors.length === 0) continue;
    }
    const lines = await refusalAsLine(() =>
      writeAiOrders(
        ship,
        f.all,
        state.turn,
        wind,
        // OR-3 / OR-5 the move the referee will allow, from where segment 1 leaves her (SD-273).
        seatLookAhead(f.scene, ship, f.all, state.twoSegment === true),
        () => isAiSide(side),
      ),
    );
    if (!lines) return;
    await postAiCard(state.turn, side, 'orders', null, shipRef(ship), lines);
    announce(side, 'orders', ship.actorUuid);
  }
}

/** FP-3 one Abilità roll for the AI's ships with orders this turn (as a player rolls for the fleet). */
async function playRoll(state: TurnState, side: string): Promise<void> {
  await playOrders(state, side, true);
  const f = fleets(state, side);
  if (!f) return;
  const due = f.mine
    .filter((s) => s.system.orders.turn === state.turn && !s.system.orders.locked)
    .map((s) => s.actorUuid);
  if (!due.length || !isAiSide(side)) return;
  try {
    await rollAbilita(due);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    // One ship's refusal must not keep the others from rolling: each rolls alone, the refused stay.
    for (const uuid of due) {
      if (!isAiSide(side)) return;
      await rollAbilita([uuid]).catch((err: unknown) => {
        if (!(err instanceof RuleError)) throw err;
        ui.notifications?.warn(err.message);
      });
    }
  }
  announce(side, 'abilita');
}

function fireOrderOf(state: TurnState, side: string, actorUuid: string): AiFireOrder | null {
  for (const { message, card } of cardsOfKind(
    'abilita',
    (c) => c.turn === state.turn && c.side === side,
  )) {
    const shipIndex = card.ships.findIndex((s) => s.actorUuid === actorUuid);
    if (shipIndex >= 0)
      return { abilitaMessageId: message.id!, shipIndex, card: card as AbilitaCard };
  }
  return null;
}

/** FP-5.7 / FP-6 the AI's ships move and fire, one after the other (HR-5: only `only`, its squadron's). */
async function playMoveFire(
  state: TurnState,
  side: string,
  only?: ReadonlySet<string>,
): Promise<void> {
  const segment = state.twoSegment ? (state.segment ?? 1) : null;
  const first = fleets(state, side);
  if (!first) return;
  for (const { actorUuid } of first.mine) {
    if (only && !only.has(actorUuid)) continue;
    if (!isAiSide(side)) return;
    if (aiCardPosted(state.turn, side, 'moveFire', segment, actorUuid)) continue;
    // The table as it is now: the ships moved before this one are where they ended.
    const f = fleets(state, side)!;
    const ship = f.mine.find((s) => s.actorUuid === actorUuid);
    if (!ship) continue;
    const lines = await refusalAsLine(() =>
      aiMoveAndFire(
        f.scene,
        ship,
        f.enemies,
        fireOrderOf(state, side, actorUuid),
        () => isAiSide(side),
        segment,
      ),
    );
    if (!lines) return;
    await postAiCard(state.turn, side, 'moveFire', segment, shipRef(ship), lines);
    announce(side, 'moveFire', actorUuid);
  }
}

/**
 * SD-220 FP-7 the boarding step: each of the AI's ships with parties ready asks the referee for the melee
 * the simulation's captain would fight (ai-board.ts); the melee card's buttons follow (pressButtons).
 */
async function playBoarding(state: TurnState, side: string): Promise<void> {
  const f = fleets(state, side);
  if (!f) return;
  for (const ship of f.mine) {
    if (!isAiSide(side)) return;
    if (aiCardPosted(state.turn, side, 'boarding', null, ship.actorUuid)) continue;
    const choice = meleeChoice(ship, f.all, state.turn);
    if (!choice) continue;
    const lines = await refusalAsLine(() => aiBoard(choice, ship));
    if (!lines) return;
    await postAiCard(state.turn, side, 'boarding', null, shipRef(ship), lines);
    announce(side, 'startMelee', ship.actorUuid);
  }
}

/** FP-A3 / OR-11 the end of its part: the signal the simulation's captain would send (ai-signal.ts). */
async function playSignal(state: TurnState, side: string): Promise<void> {
  const sent = await aiSignal(state, side, () => isAiSide(side));
  if (!sent) return;
  const { actorUuid, name } = sent.sender;
  await postAiCard(state.turn, side, 'signal', null, { actorUuid, name }, sent.lines);
  announce(side, 'signal', sent.sender.actorUuid);
}

/** A refusal the AI did not expect (a rule of the referee's it does not know) ends that ship's work, on its card. */
async function refusalAsLine(work: () => Promise<AiLine[] | null>): Promise<AiLine[] | null> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return [{ kind: 'refused', text: e.message }];
  }
}

function shipRef(s: AiTableShip) {
  return { actorUuid: s.actorUuid, name: s.name };
}

/** A commander of `side`: the viewer that owns the side's ships (the card views decide what it sees). */
export function sideViewer(side: string): Viewer {
  // The stored side, not the prepared one: an Active Effect a player puts on her ship changes only
  // the prepared data, and must not hand the AI her buttons.
  const owns = (uuid: string) =>
    shipDataOrNull(fromUuidSync(uuid) as Actor.Implementation | null)?.side === side;
  return { isGM: false, owns };
}

/**
 * The buttons a commander of `side` sees on the part's cards and the step makes compulsory (the card
 * views decide who sees what: the viewer owns the side's ships), pressed through the player's path.
 * HR-5 in the draws: those the card in play asks of the ships it concerns (ai-deck.ts).
 */
async function pressButtons(state: TurnState, side: string): Promise<void> {
  const { wanted, keep } = stepButtons(state);
  if (!wanted.length) return;
  const viewer = sideViewer(side);
  for (const { message, card } of stepCards(state)) {
    const ctx = {
      ...viewContextOf(message, card as Card, game.user as User.Implementation),
      viewer,
    };
    for (const a of actionsOf(cardView(card as Card, ctx))) {
      if (a.state !== 'ready' || !wanted.includes(a.action)) continue;
      if (keep && !keep(card as Card, a)) continue;
      if (!isAiSide(side)) return;
      await runCardAction(message.id!, a.action, JSON.parse(a.args) as Record<string, unknown>);
      announce(side, a.action);
    }
  }
}

/**
 * SD-205 a new card may ask the AI's commanders to act without the step changing (the GM posts the
 * part's fire toll or morale list, a critical or grounding card follows an action): the AI looks again.
 * Only a genuine card wakes it - its author, as the server stamped it, a GM (the cards it acts on are
 * read the same way) - and not its own log. Returns whether it asked the AI to look.
 */
export function wakeOnNewCard(message: ChatMessage.Implementation): boolean {
  const card = cardOf(message);
  if (!isReferee() || !aiSides().length) return false;
  if (!card || card.kind === 'aiCaptain' || !isRefereeCard(message)) return false;
  scheduleAiSeat();
  return true;
}

/** The update changes the card's own data (`system.card`), whether sent expanded or flat. */
function changesCard(changes: unknown): boolean {
  if (!changes || typeof changes !== 'object') return false;
  const c = changes as Record<string, unknown>;
  const system = c.system;
  if (system && typeof system === 'object' && 'card' in system) return true;
  return Object.keys(c).some((k) => k === 'system.card' || k.startsWith('system.card.'));
}

/**
 * SD-243 an existing card that changes may also ask the AI's commanders to act (the GM settles a
 * broadside's target between halves, D-18, and its damage is now to be applied): the AI looks again.
 * Only a change of the card's data, made by a GM as the server stamps the update (the hook's user id),
 * on a genuine card (its author a GM) that is not its own log wakes it; a player's update never does.
 * Returns whether it asked the AI to look.
 */
export function wakeOnCardUpdate(
  message: ChatMessage.Implementation,
  changes: unknown,
  userId: string,
): boolean {
  if (!isReferee() || !aiSides().length) return false;
  if (!game.users?.get(userId)?.isGM || !changesCard(changes)) return false;
  const card = cardOf(message);
  if (!card || card.kind === 'aiCaptain' || !isRefereeCard(message)) return false;
  scheduleAiSeat();
  return true;
}

/** The AI seat: its setting, and a look at the battle whenever the battle's Combat changes or a card is posted. */
export function registerAiSeat(): void {
  registerAiSeats();
  onHook('updateCombat', () => scheduleAiSeat());
  onHook('createChatMessage', (message: ChatMessage.Implementation) => {
    wakeOnNewCard(message);
  });
  // SD-243 a GM's change of an existing card.
  onHook(
    'updateChatMessage',
    (message: ChatMessage.Implementation, changes: unknown, _options: unknown, userId: string) => {
      wakeOnCardUpdate(message, changes, userId);
    },
  );
}

/**
 * (GM) the tracker's switch: hands `side` to the AI captain, or takes it back. Handing it over starts the
 * AI at once when the side is acting; taking it back stops it before its next action.
 */
export async function toggleAiSeat(side: string): Promise<boolean> {
  const state = battleOrNull();
  if (!state) throw new RuleError(localize('SCA.Turn.Error.NoBattle'));
  const on = !isAiSide(side);
  await setAiSide(state, side, on);
  if (on) scheduleAiSeat();
  return on;
}

/** The tracker's rows for the GM: each side, and whether the AI captain commands it (among `aiSideIds`). */
export function aiSeatsView(
  state: TurnState | null,
  isGM: boolean,
  aiSideIds: readonly string[],
  name: (side: string) => string,
) {
  if (!state || state.ended || !isGM) return null;
  return state.sides.map((s) => {
    const ai = aiSideIds.includes(s.id);
    return {
      side: s.id,
      label: format(ai ? 'SCA.Turn.AiSeat.Handed' : 'SCA.Turn.AiSeat.Players', {
        side: name(s.id),
      }),
      buttonKey: ai ? 'SCA.Turn.AiSeat.TakeBack' : 'SCA.Turn.AiSeat.Hand',
      ai,
    };
  });
}
