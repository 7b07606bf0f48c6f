// The turn flow's actions: rolling Abilità for chosen ships, firing ordered broadsides, choosing a
// target, posting the criticals, boarding melees, the end of a part (fires, morale) and the summary.
// Every decision is in the pure modules; this file reads documents, rolls dice and posts cards, on
// the referee's (the active GM's) client: a player's roll or melee is a request (`rollAbilita`,
// `startMelee` ask the referee), and `requester` is the server-stamped author of that request.
import { RuleError, type HullSide } from '../../rules/index.js';
import { applyEffect, type ApplyOutcome } from '../referee/relay.js';
import { askReferee, registerRequest, type RefereeAnswer } from '../referee/channel.js';
import { ForgeryError } from '../referee/forgery.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { EMPTY_ORDERS } from '../models/orders-field.js';
import { optionalRules, setting, tableScale } from '../settings.js';
import { brokenFleetEdge } from './fleet-morale-store.js';
import { navigationTurn, withTackFire } from './or5-tack.js';
import {
  cardsOfKind,
  postCard,
  requireCard,
  roll3d6,
  updateCard,
  type CardMessage,
} from '../chat/messages.js';
import type { AbilitaCard, CriticalCard, GunneryCard } from '../chat/card-data-fire.js';
import type { Card } from '../chat/card-data.js';
import type { MeleeCard, MoraleCard } from '../chat/card-data-melee-morale.js';
import { buildAbilitaCard } from './abilita.js';
import { rollSevenDice } from '../chat/seven-dice-roll.js';
import { sevenDicePlayed } from './seven-dice-played.js';
import { signalNoteFor } from './signals.js';
import { EFFECTS, commands } from './effects.js';
import {
  buildCriticalCard,
  allBroadsidesFired,
  drawCriticals,
  gunneryFor,
  isMagazine,
  mayFireBroadside,
  orderedBroadsides,
  type GunneryRecord,
} from './criticals.js';
import { buildEndOfPartCard } from './end-of-part.js';
import { gunsSource } from '../models/guns-field.js';
import { gunFireRefusal, gunneryContext, gunsAfterFiring, spentSide } from './guns.js';
import { buildGunneryCard, chooseTarget as choose } from './gunnery.js';
import { isApplied } from '../referee/history-lookup.js';
import { buildMeleeCard, checkMayBoard, type TableShipData } from './melee.js';
import { buildMoraleCard, buildMoraleList, hitsOfTurn } from './morale.js';
import { battleRefusalBonus } from './or2-refusal.js';
import { orderErrors, shipPermissions, snapshotOrders } from './orders.js';
import { turnServices } from './services.js';
import { cardDriven, currentSide, partStartOf, pastRoll, type TurnState } from './turn-state.js';
import { cardLetsBoard, cardLetsMoveFire, cardShip } from './card-turn.js';
import { shipDataOf } from '../models/access.js';

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

export function actorByUuid(uuid: string): Actor.Implementation | null {
  return (fromUuidSync(uuid) as Actor.Implementation | null) ?? null;
}

export function shipSystem(actor: Actor.Implementation): ShipSystemSource {
  if (actor.type !== 'ship') throw new RuleError(t('Error.NoShip'));
  return shipDataOf(actor);
}

export function battle(): TurnState {
  const state = battleOrNull();
  if (!state) throw new RuleError(t('Error.NoBattle'));
  return state;
}

/** The battle in progress, or null. */
export function battleOrNull(): TurnState | null {
  const state = turnServices().battle.read();
  return state && !state.ended ? state : null;
}

/** The roster's ships as the pure modules see them. */
export function rosterShips(state: TurnState): TableShipData[] {
  return state.roster.flatMap((r) => {
    const a = actorByUuid(r.actorUuid);
    return a && a.type === 'ship'
      ? [{ id: a.id!, actorUuid: a.uuid!, name: a.name!, system: shipSystem(a) }]
      : [];
  });
}

type Requester = User.Implementation;

function me(): Requester {
  return game.user as Requester;
}

function mustCommand(
  actor: Actor.Implementation | null,
  name: string,
  requester: Requester = me(),
): Actor.Implementation {
  if (!actor) throw new RuleError(t('Error.NoShip'));
  if (!commands(requester, actor)) throw new ForgeryError(t('Error.NotYourShip', { ship: name }));
  return actor;
}

/** A referee answer as the caller's result: the posted card, or the refusal as an error. */
function postedOrThrow<K extends 'abilita' | 'melee'>(
  answer: RefereeAnswer,
  kind: K,
): CardMessage<Extract<Card, { kind: K }>> {
  if (answer.status === 'refused') throw new RuleError(answer.reason);
  if (answer.status !== 'done' || !answer.messageId) throw new RuleError(t('Error.NoCard'));
  return requireCard(answer.messageId, kind);
}

/**
 * FP-3 save a ship's written orders (its owner, before the roll). Orders are saved as written and
 * their problems returned (localised), so the dialog can show them; the roll refuses while any remain.
 */
export async function saveOrders(
  actorUuid: string,
  orders: Partial<ShipSystemSource['orders']>,
): Promise<string[]> {
  const state = battle();
  const actor = mustCommand(actorByUuid(actorUuid), actorUuid);
  const s = shipSystem(actor);
  if (s.orders.locked && s.orders.turn === state.turn)
    throw new RuleError(t('Error.OrdersLocked', { ship: actor.name! }));
  const snap = snapshotOrders(orders);
  const table = turnServices().table;
  const errors = orderErrors(snap, {
    system: s,
    headingIndex: table.headingOf(actorUuid),
    wind: table.windDirection(),
    struckMayFightFire: setting('struckMayFightFire'),
    navigation: navigationTurn(state.turn),
    ...gunneryContext(state),
    makeForEdge: brokenFleetEdge(s.side),
    keepCourseAndSpeed: signalNoteFor(actorUuid)?.keeps ?? false,
  });
  if (s.orders.turn !== state.turn)
    throw new RuleError(t('Error.OrdersNotOpen', { ship: actor.name! }));
  // Only the order keys: the turn and the lock are the referee's (a player's write to them is undone).
  await actor.update(
    Object.fromEntries(
      Object.entries(snap).map(([k, v]) => [`system.orders.${k}`, v]),
    ) as Actor.UpdateData,
  );
  return errors.map((e) => game.i18n!.localize(e));
}

/**
 * FP-3 / FP-4 one roll for the chosen ships (one ship, a squadron or the fleet): the current side's
 * ships the user commands, with valid orders written this turn; their orders lock with the roll.
 */
export async function rollAbilita(actorUuids: string[]): Promise<CardMessage<AbilitaCard>> {
  return postedOrThrow(await askReferee('rollAbilita', { actorUuids }), 'abilita');
}

/** The referee's side of `rollAbilita`: the GM's client checks, rolls, posts and locks. */
export async function refereeRollAbilita(
  requester: Requester,
  actorUuids: unknown,
): Promise<CardMessage<AbilitaCard>> {
  if (
    !Array.isArray(actorUuids) ||
    actorUuids.length === 0 ||
    actorUuids.length > 100 ||
    !actorUuids.every((u) => typeof u === 'string')
  ) {
    throw new RuleError(game.i18n!.format('SCA.Referee.BadArgument', { what: 'ships' }));
  }
  const state = battle();
  if (pastRoll(state)) throw new RuleError(t('Error.TooLateToRoll'));
  // HR-5 / SD-119 every side rolls in the same step of a card-driven turn: one roll holds one side's ships.
  const first = actorByUuid(String(actorUuids[0]));
  const side =
    cardDriven(state) && first?.type === 'ship' ? shipSystem(first).side : currentSide(state).id;
  const table = turnServices().table;
  const wind = table.windDirection();
  const ships = [...new Set(actorUuids as string[])].map((uuid) => {
    const actor = mustCommand(actorByUuid(uuid), uuid, requester);
    const s = shipSystem(actor);
    if (s.side !== side) throw new RuleError(t('Error.NotThisSide', { ship: actor.name! }));
    if (s.orders.locked && s.orders.turn === state.turn)
      throw new RuleError(t('Error.AlreadyRolled', { ship: actor.name! }));
    const headingIndex = table.headingOf(uuid);
    // Orders written for an earlier turn do not count: no orders this turn.
    const system: ShipSystemSource =
      s.orders.turn === state.turn ? s : { ...s, orders: { ...EMPTY_ORDERS, turn: state.turn } };
    const errors = orderErrors(snapshotOrders(system.orders), {
      system,
      headingIndex,
      wind,
      struckMayFightFire: setting('struckMayFightFire'),
      navigation: navigationTurn(state.turn),
      ...gunneryContext(state),
      makeForEdge: brokenFleetEdge(s.side),
      // SD-256 from the referee's own signal cards and table.
      keepCourseAndSpeed: signalNoteFor(uuid)?.keeps ?? false,
    });
    if (errors.length)
      throw new RuleError(`${actor.name}: ${errors.map((e) => game.i18n!.localize(e)).join(' ')}`);
    return { actor, input: { actorUuid: uuid, name: actor.name!, system, headingIndex } };
  });
  // OR-3 seven dice (only in a two-segment battle): four Rolls, common then the coloured pairs.
  const seven = sevenDicePlayed(state) ? await rollSevenDice() : null;
  const { roll, faces } = seven ? { roll: null, faces: [] } : await roll3d6();
  const card = buildAbilitaCard({
    turn: state.turn,
    side,
    faces,
    wind,
    ships: ships.map((s) => s.input),
    entanglement: optionalRules().entanglement,
    ...(seven ? { sevenDice: seven.faces } : {}),
  });
  const posted = await postCard(card, seven ? seven.rolls : [roll!]);
  // FP-3 orders cannot be changed once the dice are rolled.
  for (const { actor } of ships)
    await actor.update({
      'system.orders.locked': true,
      'system.orders.turn': state.turn,
    } as Actor.UpdateData);
  return posted;
}

function gunneryRecords(abilitaMessageId: string): GunneryRecord[] {
  return cardsOfKind('gunnery', (c) => c.abilitaMessageId === abilitaMessageId).map(
    ({ message, card }) => ({ messageId: message.id!, card }),
  );
}

/** FP-6.2 fire an ordered broadside now: the targets come from the table (FP-6.2, D-11, D-18). */
export async function fireBroadside(
  abilitaMessageId: string,
  shipIndex: number,
  broadside: HullSide,
  requester: Requester = me(),
): Promise<CardMessage<GunneryCard>> {
  const state = battle();
  const { card: abilita } = requireCard(abilitaMessageId, 'abilita');
  const card = cardDriven(state);
  if (
    abilita.turn !== state.turn ||
    (!card && abilita.side !== currentSide(state).id) ||
    !pastRoll(state)
  )
    throw new RuleError(t('Error.NotFireStep'));
  const entry = abilita.ships[shipIndex];
  if (!entry) throw new RuleError(t('Error.NoCard'));
  const firer = mustCommand(actorByUuid(entry.actorUuid), entry.name, requester);
  // HR-5 a broadside is fired only while the firer's squadron's movement-and-fire card is in play.
  if (card && !cardLetsMoveFire(state, cardShip(state, entry.actorUuid, shipSystem(firer).side)))
    throw new RuleError(game.i18n!.format('SCA.Deck.Error.NotItsCard', { ship: entry.name }));
  // FP-7.5 / FP-8.2 / FP-2.5 a ship that struck, was taken or is sinking since the roll no longer fires.
  if (!shipPermissions(shipSystem(firer), false).mayFire)
    throw new RuleError(t('Orders.Error.MayNotFire'));
  if (gunneryFor(gunneryRecords(abilitaMessageId), shipIndex, broadside))
    throw new RuleError(t('Error.AlreadyFired', { ship: entry.name }));
  // FP-7.3 a ship with boarding parties ready fires one broadside only.
  if (
    !mayFireBroadside(
      abilita,
      shipIndex,
      broadside,
      gunneryRecords(abilitaMessageId),
      shipSystem(firer),
    )
  )
    throw new RuleError(t('Orders.Error.OneSideWithParties'));
  // OR-6 full gunnery: a side reloading, run out this turn or not loaded does not fire.
  const full = optionalRules().fullGunnery;
  if (full && gunFireRefusal(entry.orders, shipSystem(firer).guns, broadside, state))
    throw new RuleError(t('Orders.Error.GunsNotReady'));
  const targeting = await turnServices().targeting.broadsideTargets(entry.actorUuid, broadside);
  // OR-5 BF -1 for a ship firing while tacking.
  const gunnery = withTackFire(
    buildGunneryCard({
      abilita,
      abilitaMessageId,
      shipIndex,
      broadside,
      firer: shipSystem(firer),
      targeting,
    }),
    entry,
    shipSystem(firer),
    navigationTurn(abilita.turn),
  );
  // OR-6 the broadside's kind, and the side now needs a reload (the referee's gun state).
  const fired = full ? gunsAfterFiring(shipSystem(firer).guns, broadside, state) : null;
  if (fired) gunnery.fullGunnery = { broadside: fired.broadside };
  const posted = await postCard(gunnery);
  if (fired) await firer.update({ 'system.guns': gunsSource(fired.guns) } as Actor.UpdateData);
  await postCriticalsIfReady(abilitaMessageId, false);
  return posted;
}

/**
 * FP-6.2 / FP-4.3 an ordered broadside must fire: when the GM closes the movement-and-fire step, the
 * referee fires every ordered broadside of the roll that was not fired (from where the ship is now)
 * and settles a pending choice between halves on the nearer target, so that no one dodges an
 * unlucky shot by not clicking. A ship that may no longer fire (struck, taken, sinking) is skipped.
 */
export async function fireUnfiredBroadsides(abilitaMessageId: string): Promise<number> {
  const { card: abilita } = requireCard(abilitaMessageId, 'abilita');
  let fired = 0;
  for (const { shipIndex, broadside } of orderedBroadsides(abilita)) {
    let record = gunneryFor(gunneryRecords(abilitaMessageId), shipIndex, broadside);
    if (!record) {
      try {
        const posted = await fireBroadside(abilitaMessageId, shipIndex, broadside);
        record = { messageId: posted.message.id!, card: posted.card };
        fired++;
      } catch (e) {
        if (e instanceof RuleError) continue;
        throw e;
      }
    }
    if (!record.card.targetUuid && record.card.choices.length > 0) {
      const nearest = [...record.card.choices].sort(
        (a, b) => rangeOf(record!.card, a) - rangeOf(record!.card, b),
      )[0]!;
      await updateCard(
        requireCard(record.messageId, 'gunnery').message,
        choose(record.card, nearest),
      );
    }
  }
  return fired;
}

function rangeOf(card: GunneryCard, uuid: string): number {
  return card.candidates.find((c) => c.actorUuid === uuid)?.rangeMm ?? Number.POSITIVE_INFINITY;
}

/** D-18 the player picks between the nearest target of each half. */
export async function chooseGunneryTarget(
  gunneryMessageId: string,
  targetUuid: string,
  requester: Requester = me(),
): Promise<void> {
  const { message, card } = requireCard(gunneryMessageId, 'gunnery');
  mustCommand(actorByUuid(card.firerUuid), card.firerName, requester);
  await updateCard(message, choose(card, targetUuid));
  await postCriticalsIfReady(card.abilitaMessageId, false);
}

/**
 * FP-4.3 once every ordered broadside of a roll is fired (or when the GM closes the fire step), the
 * U and W are drawn among the broadsides fired and rolled on the critical tables, once per roll.
 */
export async function postCriticalsIfReady(
  abilitaMessageId: string,
  force: boolean,
): Promise<CardMessage<CriticalCard> | null> {
  if (cardsOfKind('critical', (c) => c.abilitaMessageId === abilitaMessageId).length) return null;
  const { card: abilita } = requireCard(abilitaMessageId, 'abilita');
  const records = gunneryRecords(abilitaMessageId);
  if (!force && !allBroadsidesFired(abilita, records, spentSide(abilita, battle()))) return null;
  const draw = drawCriticals(abilita, records, tableScale());
  if (!draw.unlucky && !draw.wellLaid) return null;
  const rolls: Roll[] = [];
  const u = draw.unlucky ? await roll3d6() : null;
  if (u) rolls.push(u.roll);
  const w = draw.wellLaid ? await roll3d6() : null;
  if (w) rolls.push(w.roll);
  const neighbours =
    w && isMagazine(w.faces)
      ? turnServices().table.shipsInExplosionReach(draw.wellLaid!.card.targetUuid!)
      : [];
  const card = buildCriticalCard({
    abilita,
    abilitaMessageId,
    records,
    draw,
    unluckyFaces: u?.faces ?? null,
    wellLaidFaces: w?.faces ?? null,
    neighbours,
  });
  return postCard(card, rolls);
}

/** FP-7.5 / FP-7.6 the boarding melee of the current side's ship against an enemy it touches. */
export async function startMelee(
  attackerUuid: string,
  defenderUuid: string,
): Promise<CardMessage<MeleeCard>> {
  return postedOrThrow(await askReferee('startMelee', { attackerUuid, defenderUuid }), 'melee');
}

/** The referee's side of `startMelee`: supporters, parties and dice are the GM's, from the table. */
export async function refereeStartMelee(
  requester: Requester,
  attackerUuid: unknown,
  defenderUuid: unknown,
): Promise<CardMessage<MeleeCard>> {
  const state = battle();
  const byCard = cardDriven(state);
  if (!byCard && state.step !== 'boarding') throw new RuleError(t('Error.NotBoardingStep'));
  const ships = rosterShips(state);
  const attacker = ships.find((s) => s.actorUuid === attackerUuid);
  const defender = ships.find((s) => s.actorUuid === defenderUuid);
  if (!attacker || !defender) throw new RuleError(t('Error.NoShip'));
  mustCommand(actorByUuid(attacker.actorUuid), attacker.name, requester);
  // HR-5 a card-driven turn boards on the attacker's fleet's boarding card only.
  if (byCard && !cardLetsBoard(state, attacker.system.side))
    throw new RuleError(
      game.i18n!.format('SCA.Deck.Error.NotBoardingCard', { ship: attacker.name }),
    );
  if (!byCard && attacker.system.side !== currentSide(state).id)
    throw new RuleError(t('Error.NotThisSide', { ship: attacker.name }));
  // FP-7.6 one melee test per turn against a given ship.
  if (
    cardsOfKind('melee', (c) => c.turn === state.turn && c.defender.actorUuid === defenderUuid)
      .length
  )
    throw new RuleError(t('Error.MeleeDone', { ship: defender.name }));
  checkMayBoard(attacker, defender, ships);
  const dice =
    defender.system.status.struck || defender.system.status.captured ? null : await roll3d6();
  const card = buildMeleeCard({
    turn: state.turn,
    attacker,
    defender,
    ships,
    faces: dice?.faces ?? null,
    meleeDamage: setting('meleeDamage'),
  });
  return postCard(card, dice ? [dice.roll] : []);
}

/** FP-4.4 / FP-6.7 (GM) the fires of the current side's ships (HR-5: of `side`) at the end of its part. */
export async function postEndOfPart(sideId?: string) {
  const state = battle();
  const side = sideId ?? currentSide(state).id;
  const litThisTurn = (uuid: string) =>
    cardsOfKind('abilita', (c) => c.turn === state.turn).some(({ message, card }) =>
      card.ships.some(
        (s, i) =>
          s.actorUuid === uuid && isApplied(actorByUuid(uuid), `${message.id}:${i}:lightFireship`),
      ),
    );
  const table = turnServices().table;
  const card = buildEndOfPartCard({
    turn: state.turn,
    side,
    ships: rosterShips(state),
    litThisTurn,
    neighbours: (uuid) => table.shipsInExplosionReach(uuid),
  });
  return postCard(card);
}

/** FP-8.1 (GM) the ships that must test morale at the end of the current side's part (HR-5: of `side`). */
export async function postMoraleList(sideId?: string) {
  const state = battle();
  const records = cardsOfKind('gunnery', (c) => c.turn === state.turn).map(({ message, card }) => ({
    messageId: message.id!,
    card,
  }));
  const hits = hitsOfTurn(records, tableScale(), (uuid, key) => isApplied(actorByUuid(uuid), key));
  const card = buildMoraleList({
    turn: state.turn,
    side: sideId ?? currentSide(state).id,
    ships: rosterShips(state),
    partStart: partStartOf(state),
    turnHits: hits,
    refusalBonus: battleRefusalBonus(
      state.sides.map((s) => s.id),
      rosterShips(state),
    ),
    onePart: cardDriven(state),
  });
  return postCard(card);
}

/** FP-8.2 a ship's morale test: rolled, posted and applied at once (a strike is immediate). */
export async function testMorale(
  listMessageId: string,
  entryIndex: number,
  requester: Requester = me(),
): Promise<{ posted: CardMessage<MoraleCard>; outcome: ApplyOutcome }> {
  const { card: list } = requireCard(listMessageId, 'moraleList');
  const entry = list.entries[entryIndex];
  if (!entry) throw new RuleError(t('Error.NoCard'));
  const actor = mustCommand(actorByUuid(entry.actorUuid), entry.name, requester);
  if (
    cardsOfKind(
      'morale',
      (c) => c.listMessageId === listMessageId && c.ship.actorUuid === entry.actorUuid,
    ).length
  )
    throw new RuleError(t('Error.AlreadyTested', { ship: entry.name }));
  const { roll, faces } = await roll3d6();
  const posted = await postCard(
    buildMoraleCard(list, listMessageId, entryIndex, shipSystem(actor), faces),
    [roll],
  );
  const outcome = await applyEffect({
    kind: EFFECTS.morale,
    key: `${listMessageId}:${entry.actorUuid}`,
    actorUuid: entry.actorUuid,
    messageId: posted.message.id!,
    requesterId: requester.id!,
  });
  return { posted, outcome };
}

export function registerFlowRequests(): void {
  registerRequest('rollAbilita', async (requester, payload) => ({
    status: 'done',
    messageId: (await refereeRollAbilita(requester, payload.actorUuids)).message.id!,
  }));
  registerRequest('startMelee', async (requester, payload) => ({
    status: 'done',
    messageId: (await refereeStartMelee(requester, payload.attackerUuid, payload.defenderUuid))
      .message.id!,
  }));
}
