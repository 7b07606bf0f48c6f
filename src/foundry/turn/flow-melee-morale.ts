// The turn flow's boarding and end of a part: a boarding melee (FP-7.5 / FP-7.6, asked of the referee),
// the end-of-part fires (FP-4.4 / FP-6.7), the morale list (FP-8.1) and a ship's morale test (FP-8.2).
// Split from flow.ts for size; the shared lookups and requester checks stay there.
import { RuleError } from '../../rules/index.js';
import { applyEffect, type ApplyOutcome } from '../referee/relay.js';
import { askReferee } from '../referee/channel.js';
import { setting, tableScale } from '../settings.js';
import { cardsOfKind, postCard, requireCard, roll3d6, type CardMessage } from '../chat/messages.js';
import type { MeleeCard, MoraleCard } from '../chat/card-data-melee-morale.js';
import { EFFECTS } from './effects.js';
import { buildEndOfPartCard } from './end-of-part.js';
import { isApplied } from '../referee/history-lookup.js';
import { buildMeleeCard, checkMayBoard } from './melee.js';
import { buildMoraleCard, buildMoraleList, hitsOfTurn } from './morale.js';
import { battleRefusalBonus } from './or2-refusal.js';
import { turnServices } from './services.js';
import { cardDriven, currentSide, partStartOf } from './turn-state.js';
import { cardLetsBoard } from './card-turn.js';
import {
  actorByUuid,
  battle,
  me,
  mustCommand,
  postedOrThrow,
  rosterShips,
  shipSystem,
  type Requester,
} from './flow.js';

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

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
