// Issue 13 "In Foundry": the AI captain plays the sides the GM handed it (seats.ts), on the active GM's
// client, whenever the battle reaches a step of its part. It acts only through what a player's client
// uses - `saveOrders`, the Abilità roll request, the cards' buttons, the referee's manoeuvre judged as a
// player's (SD-173) - so every check the referee makes on a player's action is made on the AI's. It
// never advances the battle: the GM does (SD-175). Before each action it asks again whether the side is
// still the AI's, so taking it back stops it before its next action; what it did stands. HR-5 in a
// card-driven turn it acts for its sides in the shared steps and on its squadrons' cards (SD-180, SD-181),
// and boards on its fleet's boarding card (SD-220).
// The steps themselves are in ai-steps.ts; this file schedules the runs, picks the step to play, wakes
// on the battle's Combat and on the referee's cards, and holds the tracker's switch and rows.
import { RuleError } from '../../../rules/index.js';
import { isRefereeCard } from '../../chat/messages.js';
import { cardOf } from '../../chat/card-model.js';
import { onHook } from '../../foundry-api.js';
import { backgroundTasks } from '../../referee/background.js';
import { isGmUser, isReferee } from '../../referee/identity.js';
import { battleOrNull } from '../flow.js';
import { COMBAT_PUT_BACK_OPTION } from '../combat-put-back.js';
import { cardLetsBoard } from '../card-turn.js';
import { CARDS_STEP, cardDriven, currentSide, type TurnState } from '../turn-state.js';
import { squadronShipsInPlay } from './ai-deck.js';
import { aiSides, isAiSide, registerAiSeats, setAiSide } from './seats.js';
import { format, localize } from '../../i18n.js';
import {
  playBoarding,
  playMoveFire,
  playOrders,
  playRoll,
  playSignal,
  pressButtons,
  turnSquadron,
} from './ai-steps.js';

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
  if (!isGmUser(userId) || !changesCard(changes)) return false;
  const card = cardOf(message);
  if (!card || card.kind === 'aiCaptain' || !isRefereeCard(message)) return false;
  scheduleAiSeat();
  return true;
}

/**
 * The battle's Combat changed (a step, a draw, a new turn): the AI looks again, but only when a GM
 * wrote the change, as the server stamps the update (the hook's user id), like a card (SD-243). Foundry's
 * server lets a player update any combat's round and turn (SD-277): her forged change, put back by the
 * referee, never wakes it. Returns whether it asked the AI to look.
 */
export function wakeOnCombatUpdate(userId: string, options: unknown = {}): boolean {
  if (!isGmUser(userId)) return false;
  // The referee's put-back of her change restores the battle as it was: nothing new to look at.
  if ((options as Record<string, unknown> | null)?.[COMBAT_PUT_BACK_OPTION]) return false;
  scheduleAiSeat();
  return true;
}

/** The AI seat: its setting, and a look at the battle whenever a GM changes the battle's Combat or a card is posted. */
export function registerAiSeat(): void {
  registerAiSeats();
  onHook(
    'updateCombat',
    (_combat: unknown, _changes: unknown, options: unknown, userId: string) => {
      wakeOnCombatUpdate(userId, options);
    },
  );
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
