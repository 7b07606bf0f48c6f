// The GM's control of the battle: begin it with the ships on the scene, advance the FP-3 steps (a new
// part snapshots DCs for FP-8.1; a new turn unlocks and clears orders), end it with the summary.
// Captured ships follow their side: the active GM hands them to the side's users.
import { isGmUser } from '../referee/identity.js';
import { RuleError } from '../../rules/index.js';
import { EMPTY_ORDERS } from '../models/orders-field.js';
import { optionalRules, setting } from '../settings.js';
import { cardsOfKind, postCard } from '../chat/messages.js';
import { clearShipMovementHistories } from '../canvas/movement-history.js';
import { buildSummaryCard, summaryShips } from './end-of-part.js';
import { fleetMoraleLoserOf } from './fleet-morale.js';
import { readFleetMoraleStore } from './fleet-morale-referee.js';
import { fireshipProblems } from '../fleet/fireships.js';
import { carryOutCompulsory } from './compulsory.js';
import { turnCourseRemainders } from './course-spread.js';
import { actorByUuid, battle, rosterShips, shipSystem } from './flow.js';
import { fireUnfiredBroadsides, postCriticalsIfReady } from './flow-fire.js';
import { dcLostTotal } from './morale.js';
import { drawNextTurnCard, startTurnDeck } from './deck-documents.js';
import { carryOutOrderCard, closeCardInPlay, closeDraws } from './card-close.js';
import { fireForts } from './forts-fire.js';
import { battleScene } from './scene-table.js';
import { startOfTurnWind } from './or2-wind.js';
import { moveEntangledPairsDue } from './tangle-flow.js';
import { completeSideMoves } from './move-completion.js';
import { recordSegmentOneStarts } from './or5-segment-start.js';
import { driftHoveToShips } from './or5-drift-flow.js';
import { turnServices } from './services.js';
import {
  CARDS_STEP,
  advance,
  currentSide,
  isLastFireStep,
  mayRetreat,
  newBattle,
  retreat,
  type BattleSide,
  type TurnState,
} from './turn-state.js';
import { format, localize } from '../i18n.js';
import { shipDataOf } from '../models/access.js';
import { inRefereeTurn } from '../referee/channel.js';

function gmOnly(): void {
  if (!game.user!.isGM) throw new RuleError(localize('SCA.Turn.Error.GMOnly'));
}

const OWNER = 3;

/** Users (not GMs) who own a ship of each side: the side's commanders. */
export function sidesOf(
  ships: Array<{ actor: Actor.Implementation; side: string }>,
  order: string[] = [],
): BattleSide[] {
  const ids = [...new Set([...order, ...ships.map((s) => s.side)])].filter(
    (id) => id !== '' && ships.some((s) => s.side === id),
  );
  const users = (game.users!.contents as User.Implementation[]).filter((u) => !u.isGM);
  return ids.map((id) => ({
    id,
    userIds: users
      .filter((u) => ships.some((s) => s.side === id && s.actor.testUserPermission(u, 'OWNER')))
      .map((u) => u.id!),
  }));
}

/** FP-3 begin a battle with these ship actors (sides in the order they act). */
export async function beginBattle(
  actors: Actor.Implementation[],
  sideOrder: string[] = [],
  tokens: Array<{ tokenId: string; actorId: string }> = [],
): Promise<TurnState> {
  gmOnly();
  const ships = actors
    .filter((a) => a.type === 'ship')
    .map((actor) => ({ actor, side: shipSystem(actor).side }));
  const unsided = ships.find((s) => s.side === '');
  if (unsided) throw new RuleError(format('SCA.Turn.Error.NoSide', { ship: unsided.actor.name! }));
  // FP-6.7 fireships: 6th rates only, one per squadron, starting farthest from the enemy (SD-25).
  const table = turnServices().table;
  const problems = fireshipProblems(
    ships.map((s) => ({
      name: s.actor.name!,
      system: shipSystem(s.actor),
      position: table.positionOf(s.actor.uuid!),
    })),
  );
  if (problems.length) throw new RuleError(problems.map((p) => format(p.key, p.data)).join(' '));
  const roster = ships.map((s) => ({
    actorUuid: s.actor.uuid!,
    originalSide: s.side,
    // OR-11 / SD-260 the referee's record of the squadron (a signal's recipients).
    squadron: shipSystem(s.actor).squadron,
  }));
  const partStart = ships.map((s) => ({
    actorUuid: s.actor.uuid!,
    dcLost: dcLostTotal(shipSystem(s.actor)),
  }));
  // OR-3 / SD-46 the sequence of play is fixed when the battle begins.
  const state = newBattle(
    sidesOf(ships, sideOrder),
    roster,
    partStart,
    optionalRules().twoSegmentTurn,
  );
  await resetForTurn(state);
  const sideOfActor = (id: string) => ships.find((s) => s.actor.id === id)?.side ?? '';
  await turnServices().battle.start(
    state,
    tokens.map((t) => ({ ...t, side: sideOfActor(t.actorId) })),
  );
  // HR-5 the card-driven turn: the battle's deck, shuffled for turn 1 (nothing without the option).
  const withDeck = await startTurnDeck(state);
  if (withDeck !== state) await turnServices().battle.write(withDeck);
  return withDeck;
}

/** A new turn: orders cleared and unlocked, ship tokens' movement history cleared (FP-5 allowance per turn); FP-5.6 a completed tack (or a ship freed, FP-5.8) moves at half speed. */
async function resetForTurn(state: TurnState): Promise<void> {
  for (const ship of rosterShips(state)) {
    const actor = actorByUuid(ship.actorUuid)!;
    const s = ship.system;
    const completed = s.tack.phase === 'completed';
    // FP-5.8 a ship left hove to when the other ship unfouled moves on next turn, at half speed.
    const freed = s.hoveTo && s.contacts.length === 0 && s.sail !== 'furled';
    await actor.update({
      'system.orders': { ...EMPTY_ORDERS, turn: state.turn },
      'system.halfSpeed': completed || freed,
      ...(freed ? { 'system.hoveTo': false } : {}),
      ...(completed ? { 'system.tack': { phase: 'none', startHeading: null, rotation: 1 } } : {}),
    } as Actor.UpdateData);
  }
  await clearShipMovementHistories(battleScene());
  // OR-2 the start-of-turn wind change (its own module; nothing when the option is off). HR-5 a
  // card-driven turn makes it when the wind card is drawn instead (drawTurnCard).
  if (!optionalRules().cardDrivenTurn) await startOfTurnWind(state);
}

/**
 * FP-3 / OR-3 the GM advances one step; leaving the part's last fire step (FP movement and fire, or
 * the end of segment 2, SD-47) fires the ordered broadsides not fired (FP-6.2) and posts the
 * criticals still due (FP-4.3).
 */
export async function advanceStep(): Promise<TurnState> {
  gmOnly();
  // SD-262 the step closes in the referee's turn: a player's request (a broadside fired at the last
  // moment) is judged before the close fires the unfired broadsides, or after, never alongside.
  return inRefereeTurn(advanceStepNow);
}

async function advanceStepNow(): Promise<TurnState> {
  const state = battle();
  // HR-5 / SD-126 the draws end when every card is drawn: the last card is closed, then morale.
  if (state.deck && state.step === CARDS_STEP) {
    if (state.deck.drawn < state.deck.cards.length)
      throw new RuleError(
        format('SCA.Deck.Error.CardsLeft', {
          count: String(state.deck.cards.length - state.deck.drawn),
        }),
      );
    const gm = game.user as User.Implementation;
    await closeCardInPlay(state, gm);
    await closeDraws(state, gm);
  }
  // FP-5.7 / SD-150 the whole move is compulsory: the rest of it is sailed before the broadsides fire.
  await completeSideMoves(state, game.user as User.Implementation);
  // OR-5 SD-275 after the segment's moves, the side's ships hove to drift downwind (once a segment).
  await driftHoveToShips(state);
  if (isLastFireStep(state)) {
    for (const { message } of cardsOfKind(
      'abilita',
      (c) => c.turn === state.turn && c.side === currentSide(state).id,
    )) {
      // FP-6.2 ordered broadsides fire whether or not their commander pressed Fire.
      await fireUnfiredBroadsides(message.id!);
      await postCriticalsIfReady(message.id!, true);
    }
  }
  // OR-5 SD-54 the second half of the course changes spread over the segments.
  if (state.step === 'course' && state.segment === 2) await turnCourseRemainders(state);
  // Whatever the rules make compulsory in the step being left is carried out now (not left to a click).
  await carryOutCompulsory(state, game.user as User.Implementation);
  const next = advance(state, () =>
    rosterShips(state).map((s) => ({ actorUuid: s.actorUuid, dcLost: dcLostTotal(s.system) })),
  );
  let nextState = next.state;
  if (next.newTurn) {
    await resetForTurn(nextState);
    // HR-5 the deck is made again from the squadrons and shuffled at the start of each turn.
    nextState = await startTurnDeck(nextState);
  }
  await turnServices().battle.write(nextState);
  // OR-7 SD-101 a movement step opens: the entangled pairs due now move (once per turn and segment).
  await moveEntangledPairsDue(nextState);
  // OR-5 SD-274 segment 1 opens: the referee records each ship's heading for both segments' speeds.
  await recordSegmentOneStarts(nextState);
  return nextState;
}

/**
 * HR-5 (GM) draws the turn's next card into the pile everyone sees. Only this drives the card-driven
 * turn: the card in play is the referee's record, whatever is moved by hand in the Cards directory.
 */
export async function drawTurnCard(): Promise<TurnState> {
  gmOnly();
  return inRefereeTurn(drawTurnCardNow);
}

async function drawTurnCardNow(): Promise<TurnState> {
  const state = battle();
  // HR-5 the deck is drawn after every side's orders and Abilità, before the morale that closes the turn.
  if (state.deck && state.step !== CARDS_STEP)
    throw new RuleError(localize('SCA.Deck.Error.NotDrawStep'));
  const gm = game.user as User.Implementation;
  // HR-5 / SD-126 the card in play is closed first: the compulsory rules for the ships it concerned.
  await closeCardInPlay(state, gm);
  const next = await drawNextTurnCard(state);
  await turnServices().battle.write(next);
  const kind = next.deck!.cards[next.deck!.drawn - 1]!.kind;
  // HR-5 the wind card's work: the wind test of the turn (OR-2's change; nothing when it is off).
  if (kind === 'wind') await startOfTurnWind(next);
  // HR-5 SD-177 the coastal batteries card: every fort not struck fires at once.
  else if (kind === 'coastalBatteries') await fireForts(next);
  // HR-5 extinguish fire, unfoul and sail change act for every ship with the order, at once.
  else await carryOutOrderCard(next, gm);
  // OR-7 / SD-129 a squadron's acting movement-and-fire card moves its entangled pairs due.
  await moveEntangledPairsDue(next);
  return next;
}

/**
 * (GM) back one step of the current part, to let a player do what the GM moved on from too early. Only
 * the pointer moves (turn-state.ts retreat): applied effects stay; the GM undoes one on its card. The
 * referee's compulsory steps stay sound: closing the step again presses only the buttons still ready.
 */
export async function stepBack(): Promise<TurnState> {
  gmOnly();
  return inRefereeTurn(stepBackNow);
}

async function stepBackNow(): Promise<TurnState> {
  const state = battle();
  if (!mayRetreat(state)) throw new RuleError(localize('SCA.Turn.Error.NoStepBack'));
  const back = retreat(state);
  await turnServices().battle.write(back);
  return back;
}

/** FP-8.3 the end of the battle: the summary card with both scorings' choice from the setting. */
export async function endBattle() {
  gmOnly();
  const state = battle();
  const ships = summaryShips(rosterShips(state), state.roster);
  const posted = await postCard(
    buildSummaryCard(
      state.turn,
      ships,
      state.sides.map((s) => s.id),
      setting('victoryScoring'),
      setting('fleetMorale') ? fleetMoraleLoserOf(readFleetMoraleStore()) : null,
    ),
  );
  await turnServices().battle.write({ ...state, ended: true });
  return posted;
}

/** The ownership a ship of `side` should have: the side's commanders own it (captures change hands). */
export function ownershipForSide(
  state: TurnState,
  side: string,
  current: Record<string, number>,
): Record<string, number> | null {
  const commanders = state.sides.find((s) => s.id === side)?.userIds;
  if (!commanders) return null;
  const allCommanders = new Set(state.sides.flatMap((s) => s.userIds));
  const next: Record<string, number> = {};
  for (const [id, level] of Object.entries(current))
    if (id === 'default' || !allCommanders.has(id)) next[id] = level;
  for (const id of commanders) next[id] = OWNER;
  for (const id of allCommanders) if (!(id in next)) next[id] = 0;
  return next;
}

/** FP-7.5 the active GM hands a ship whose side changed (a capture, or its undo) to that side's users. */
export function registerOwnershipFollowsSide(): void {
  Hooks.on('updateActor', ((
    actor: Actor.Implementation,
    diff: Record<string, unknown>,
    _options: unknown,
    userId: string,
  ) => {
    if (!game.user!.isGM || game.users!.activeGM?.id !== game.user!.id) return;
    // SD-263 a side changes by a GM's write only (a capture, its undo, a ruling): a player's forged
    // side is put back by the ship guard and must not hand her ship over meanwhile.
    if (!isGmUser(userId)) return;
    if (
      (diff.system as { side?: unknown } | undefined)?.side === undefined ||
      actor.type !== 'ship'
    )
      return;
    const state = turnServices().battle.read();
    if (!state) return;
    const next = ownershipForSide(state, shipDataOf(actor).side, {
      ...(actor.ownership as Record<string, number>),
    });
    if (next && JSON.stringify(next) !== JSON.stringify(actor.ownership))
      void actor.update({ ownership: next } as Actor.UpdateData);
  }) as never);
}
