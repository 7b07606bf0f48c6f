// The turn flow's orders and Abilità roll (FP-3 / FP-4): a ship's owner saves her written orders, and
// the referee (the active GM's client) checks and rolls for the chosen ships, posts the card and locks
// their orders. Split from flow.ts for size; the shared lookups and requester checks stay there.
import { RuleError } from '../../rules/index.js';
import { askReferee } from '../referee/channel.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { EMPTY_ORDERS } from '../models/orders-field.js';
import { optionalRules, setting } from '../settings.js';
import { brokenFleetEdge } from './fleet-morale-store.js';
import { navigationTurn } from './or5-tack.js';
import { postCard, roll3d6, type CardMessage } from '../chat/messages.js';
import type { AbilitaCard } from '../chat/card-data-fire.js';
import { buildAbilitaCard } from './abilita.js';
import { rollSevenDice } from '../chat/seven-dice-roll.js';
import { sevenDicePlayed } from './seven-dice-played.js';
import { signalNoteFor } from './signals.js';
import { gunneryContext } from './guns.js';
import { orderErrors } from './orders-errors.js';
import { snapshotOrders } from './orders.js';
import { turnServices } from './services.js';
import { cardDriven, currentSide, pastRoll } from './turn-state.js';
import {
  actorByUuid,
  battle,
  mustCommand,
  postedOrThrow,
  shipSystem,
  type Requester,
} from './flow.js';

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

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
