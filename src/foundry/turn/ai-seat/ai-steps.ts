// Issue 13 what the AI captain does at each step of its side's part (orders, the Abilità roll, the
// squadron's course changes on its card, move and fire, boarding, the end-of-part signal) and the
// card buttons its commanders would press, each through the player's path; after each action it calls
// AI_ACTION_HOOK. runner.ts decides when to look at the battle and which of these to run; split from
// runner.ts for size.
import { notify } from '../../notify.js';
import { RuleError } from '../../../rules/index.js';
import type { Card } from '../../chat/card-data.js';
import type { AbilitaCard } from '../../chat/card-data-fire.js';
import { cardsOfKind } from '../../chat/messages.js';
import { cardView, viewContextOf } from '../../chat/render.js';
import { runCardAction } from '../../chat/actions.js';
import type { Viewer } from '../../chat/view-common.js';
import { shipDataOrNull } from '../../models/access.js';
import { actionsOf } from '../compulsory.js';
import { orderedKeys, snapshotOrders } from '../orders.js';
import { rollAbilita, saveOrders } from '../flow-abilita.js';
import { battleScene } from '../scene-table.js';
import { turnServices } from '../services.js';
import type { TurnState } from '../turn-state.js';
import { stepButtons, stepCards } from './ai-deck.js';
import { aiCardPosted, postAiCard, type AiLine } from './ai-card.js';
import { aiMoveAndFire, type AiFireOrder } from './ai-move-fire.js';
import { writeAiOrders } from './ai-orders.js';
import { aiBoard, meleeChoice } from './ai-board.js';
import { isAiSide } from './seats.js';
import { battleTableShips, type AiTableShip } from './sim-ships.js';
import { seatLookAhead } from './ai-or5-lookahead.js';
import { aiSignal } from './ai-signal.js';

/** The hook called after each action of the AI (a test, or a module, may take the side back there). */
export const AI_ACTION_HOOK = 'scaAiSeatAction';

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

/** HR-5 / SD-117 the course changes of the squadron's ships, made on its card before they move. */
export async function turnSquadron(state: TurnState, side: string, ships: ReadonlySet<string>) {
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
export async function playOrders(
  state: TurnState,
  side: string,
  keepWritten = false,
): Promise<void> {
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
export async function playRoll(state: TurnState, side: string): Promise<void> {
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
        notify.warn(err.message);
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
export async function playMoveFire(
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
export async function playBoarding(state: TurnState, side: string): Promise<void> {
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
export async function playSignal(state: TurnState, side: string): Promise<void> {
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
export async function pressButtons(state: TurnState, side: string): Promise<void> {
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
