// Compulsory rules cannot be skipped by not clicking. When the GM closes a step of a side's part, the
// referee carries out whatever the rules make compulsory in that step and is still pending on the
// part's cards: the orders' effects (FP-4), the course changes ordered and rolled (FP-3 step 3), the
// broadsides' damage and criticals (FP-6), the melees fought (FP-7.5), the fire toll and the morale
// tests (FP-4.4, FP-8.1), the rigging damage tests (OR-9). It finds them as the card buttons a GM
// would see, and presses them as the GM.
import type { Card } from '../chat/card-data.js';
import { cardsOfKind } from '../chat/messages.js';
import { cardView, viewContextOf } from '../chat/render.js';
import type { ActionView } from '../chat/view-common.js';
import { refereeCardAction } from '../chat/actions.js';
import { EMPTY_ORDERS } from '../models/orders-field.js';
import { setting } from '../settings.js';
import { navigationTurn } from './or5-tack.js';
import { actorByUuid, rosterShips } from './flow.js';
import { postEndOfPart, postMoraleList } from './flow-melee-morale.js';
import { refereeRollAbilita } from './flow-abilita.js';
import { brokenFleetEdge } from './fleet-morale-store.js';
import { compulsoryOrders, mustFightFire, refereeCompulsoryOrders } from './orders-compulsory.js';
import { orderErrors } from './orders-errors.js';
import { snapshotOrders } from './orders.js';
import { postDueRiggingTests } from './rigging-post.js';
import { turnServices } from './services.js';
import type { Step, TurnState } from './turn-state.js';
import { cardDriven, currentSide } from './turn-state.js';
import { orderOpenNow } from './card-turn.js';

export const FIRE_EFFECTS = ['applyDamage', 'applyUnlucky', 'applyWellLaid', 'applyExplosionFire'];

/** The card actions each step makes compulsory (the optional ones, a melee started or not, stay the players'). */
const COMPULSORY: Partial<Record<Step, readonly string[]>> = {
  abilita: ['applyOrder', 'bearAway', 'applyRigging'],
  course: ['turnShip', 'applyRigging'],
  moveFire: [...FIRE_EFFECTS, 'applyRigging'],
  boarding: ['applyMelee', 'applyRigging'],
  morale: ['applyRigging', 'applyEndOfPart', 'applyExplosionFire', 'testMorale', 'applyMorale'],
};

/**
 * OR-3 per segment: each segment's movement closes with its broadsides' effects; the course step
 * at the end of segment 1 turns the ships (SD-49) and completes the actions (a sail change, SD-53);
 * fire may follow a course change (the source's order), so both course steps also apply fire.
 */
const COMPULSORY_TWO_SEGMENTS: Partial<Record<Step, readonly string[]>> = {
  ...COMPULSORY,
  course: ['turnShip', 'applyOrder', ...FIRE_EFFECTS, 'applyRigging'],
};

/** The compulsory card actions of the state's step (FP-3, or OR-3 in a two-segment battle). */
export function compulsoryActions(state: TurnState): readonly string[] {
  return (state.twoSegment ? COMPULSORY_TWO_SEGMENTS : COMPULSORY)[state.step] ?? [];
}

/** Every button of a view model (views nest them in rows, outcomes and entries). */
export function actionsOf(view: unknown, out: ActionView[] = []): ActionView[] {
  if (Array.isArray(view)) {
    for (const v of view) actionsOf(v, out);
  } else if (view && typeof view === 'object') {
    const o = view as Record<string, unknown>;
    if (typeof o.action === 'string' && typeof o.args === 'string' && typeof o.state === 'string')
      out.push(o as unknown as ActionView);
    else for (const v of Object.values(o)) actionsOf(v, out);
  }
  return out;
}

/** The part's cards: the current side's this turn (HR-5 a card-driven turn: every side's). */
export function partCards(
  state: TurnState,
): Array<{ message: ChatMessage.Implementation; card: Card }> {
  const every = cardDriven(state);
  const side = every ? '' : currentSide(state).id;
  const kinds = [
    'abilita',
    'gunnery',
    'critical',
    'melee',
    'moraleList',
    'morale',
    'endOfPart',
    'riggingTest',
  ] as const;
  return kinds
    .flatMap((k) => cardsOfKind(k, (c) => c.turn === state.turn && (every || c.side === side)))
    .map(({ message, card }) => ({ message, card: card as Card }));
}

/**
 * Runs, as the GM (the referee), the compulsory actions still pending for the step being left. The
 * first of two buttons for one effect wins (the D-5 port side, the first X bear-away heading): the
 * other then finds the effect done. Returns how many actions were applied.
 */
export async function carryOutCompulsory(
  state: TurnState,
  gm: User.Implementation,
): Promise<number> {
  const wanted = compulsoryActions(state);
  if (!wanted.length) return 0;
  if (state.step === 'abilita') await rollForShipsThatMustAct(state, gm);
  if (state.step === 'morale') await postPartEndCards(state);
  // HR-5 at the Abilità close of a card-driven turn, the orders carried out by a card wait for it.
  const keep: Keep | undefined =
    cardDriven(state) && state.step === 'abilita'
      ? (card, a) =>
          card.kind !== 'abilita' ||
          a.action !== 'applyOrder' ||
          orderOpenNow(state, card.turn, String(JSON.parse(a.args).order))
      : undefined;
  return pressRounds(state, wanted, gm, keep);
}

/** Whether a ready button of a card is pressed (absent: every one among the wanted actions). */
export type Keep = (card: Card, action: ActionView) => boolean;

/** Presses the part's pending buttons, a few rounds (cards posted by an action are picked up by the next). */
export async function pressRounds(
  state: TurnState,
  wanted: readonly string[],
  gm: User.Implementation,
  keep?: Keep,
): Promise<number> {
  let done = 0;
  for (let round = 0; round < 4; round++) {
    let pressed = 0;
    for (const { message, card } of partCards(state))
      pressed += await pressPending(message, card, wanted, gm, keep);
    done += pressed;
    if (pressed === 0) break;
  }
  return done;
}

/** Presses, as the GM, the card's buttons among `wanted` that are still ready; how many took effect. */
async function pressPending(
  message: ChatMessage.Implementation,
  card: Card,
  wanted: readonly string[],
  gm: User.Implementation,
  keep?: Keep,
): Promise<number> {
  let pressed = 0;
  for (const a of actionsOf(cardView(card, viewContextOf(message, card, gm)))) {
    if (a.state !== 'ready' || !wanted.includes(a.action) || (keep && !keep(card, a))) continue;
    const outcome = await refereeCardAction(
      gm,
      message.id!,
      a.action,
      JSON.parse(a.args) as Record<string, unknown>,
    ).catch(() => null);
    if (outcome?.status === 'applied' || outcome?.status === 'done') pressed++;
  }
  return pressed;
}

/**
 * FP-4.4 a burning ship must fight its fire every turn: one of the part's ships that burns and has
 * not rolled is rolled for by the referee, with its commander's orders when they are valid with Ext
 * added, else with Ext alone.
 */
async function rollForShipsThatMustAct(state: TurnState, gm: User.Implementation): Promise<void> {
  // HR-5 a card-driven turn's Abilità step is every side's.
  const side = cardDriven(state) ? null : currentSide(state).id;
  const struckMayFightFire = setting('struckMayFightFire');
  const table = turnServices().table;
  for (const ship of rosterShips(state)) {
    const s = ship.system;
    const rolled = s.orders.locked && s.orders.turn === state.turn;
    if ((side !== null && s.side !== side) || rolled || !mustFightFire(s, struckMayFightFire))
      continue;
    const written = snapshotOrders(s.orders.turn === state.turn ? s.orders : EMPTY_ORDERS);
    const withCompulsory = { ...written, ...compulsoryOrders(s, struckMayFightFire) };
    const ctx = {
      system: s,
      headingIndex: table.headingOf(ship.actorUuid),
      wind: table.windDirection(),
      struckMayFightFire,
      navigation: navigationTurn(state.turn),
      makeForEdge: brokenFleetEdge(s.side),
    };
    const orders = orderErrors(withCompulsory, ctx).length
      ? { ...snapshotOrders(EMPTY_ORDERS), ...refereeCompulsoryOrders(ctx) }
      : withCompulsory;
    await actorByUuid(ship.actorUuid)!.update({
      'system.orders': { ...orders, turn: state.turn, locked: false },
    } as Actor.UpdateData);
    await refereeRollAbilita(gm, [ship.actorUuid]);
  }
}

/**
 * FP-4.4 / FP-8.1 the end of a part always has its fire toll and its morale list, in that order;
 * OR-9 / OR-2 before them, the rigging tests of ships at full sail in a strong wind or a storm.
 */
async function postPartEndCards(state: TurnState): Promise<void> {
  // HR-5 / SD-119 a card-driven turn's one part closes with every side's fires and morale.
  if (cardDriven(state)) {
    for (const side of state.sides) await postSideEndCards(state, side.id);
    return;
  }
  await postSideEndCards(state, currentSide(state).id);
}

async function postSideEndCards(state: TurnState, side: string): Promise<void> {
  const mine = (c: { turn: number; side: string }) => c.turn === state.turn && c.side === side;
  // OR-9 / OR-2 the rigging tests first: the morale list counts the DCs they cost.
  await postDueRiggingTests(state);
  if (!cardsOfKind('endOfPart', mine).length) {
    // The toll first: the morale list counts the DCs it costs.
    const fires = await postEndOfPart(side);
    await pressPending(
      fires.message,
      fires.card,
      ['applyEndOfPart'],
      game.user as User.Implementation,
    );
  }
  // HR-4 a fleet's all-ships test is not the part's list.
  if (!cardsOfKind('moraleList', (c) => mine(c) && !c.fleetBreak).length)
    await postMoraleList(side);
}
