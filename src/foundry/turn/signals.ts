// FP-A3 / OR-11 signals on the table: an officer sends a signal at the end of his side's part (a
// referee request), the referee rolls each ship's reception with the modifiers read from the battle
// and posts the signal card. SD-45 an officer is a user commanding ships of the side: under FP-A3
// the side sends one signal a turn, from its flagship; under OR-11 each officer sends one a turn.
import { RuleError, actsIndependently, sendRefusal, type SignalMode } from '../../rules/index.js';
import type { SignalCard, SignalEntry } from '../chat/card-data-sailing.js';
import { cardsOfKind, postCard, requireCard, roll3d6, type CardMessage } from '../chat/messages.js';
import { askReferee, registerRequest } from '../referee/channel.js';
import { format, localize } from '../i18n.js';
import { optionalRules, tableScale } from '../settings.js';
import { actorByUuid, battle, battleOrNull, rosterShips, shipSystem } from './flow.js';
import { commands } from './effects.js';
import { ForgeryError } from '../referee/forgery.js';
import {
  registerSignalSquadrons,
  settleSquadronRecords,
  signalSquadronOf,
} from './signal-squadrons.js';
import { turnServices } from './services.js';
import { cardDriven, currentSide, STEPS } from './turn-state.js';
import {
  flagshipOf,
  inCommand,
  mayRollForSignal,
  nearestEnemyMm,
  receptionConditions,
  rolledThisTurn,
  signalNote,
  type ShipOnTable,
  type SignalNote,
} from './signal-state.js';

const E = 'SCA.Turn.Signal.Error';
export const MAX_ELEMENT_CHARS = 120;

function signalMode(): SignalMode {
  const mode = optionalRules().signals;
  if (mode === 'none') throw new RuleError(localize(`${E}.Off`));
  return mode;
}

function signalCards(): SignalCard[] {
  return cardsOfKind('signal').map(({ card }) => card);
}

/** FP-A3 / OR-11 send a signal of one or two elements from one of the user's ships. */
export async function sendSignal(
  senderUuid: string,
  elements: string[],
  squadron = '',
): Promise<CardMessage<SignalCard>> {
  const answer = await askReferee('sendSignal', { senderUuid, elements, squadron });
  if (answer.status === 'refused') throw new RuleError(answer.reason);
  if (answer.status !== 'done' || !answer.messageId)
    throw new RuleError(localize('SCA.Turn.Error.NoCard'));
  return requireCard(answer.messageId, 'signal');
}

function badArgument(what: string): never {
  throw new RuleError(format('SCA.Referee.BadArgument', { what }));
}

/** The referee's side of `sendSignal`: every check and every die is the GM's. */
export async function refereeSendSignal(
  requester: User.Implementation,
  payload: Record<string, unknown>,
): Promise<CardMessage<SignalCard>> {
  const { senderUuid, elements, squadron } = payload;
  if (typeof senderUuid !== 'string') badArgument('ship');
  if (!Array.isArray(elements) || !elements.every((e) => typeof e === 'string'))
    badArgument('signal');
  if (squadron !== undefined && typeof squadron !== 'string') badArgument('squadron');
  const mode = signalMode();
  // FP-A3 / SD-261 the flagship signals the whole fleet: only OR-11's officers signal a squadron.
  if (mode === 'fastPlay' && squadron) badArgument('squadron');
  // SD-260 a GM's squadron change just made is recorded before the recipients are read.
  await settleSquadronRecords();
  const state = battle();
  // OR-11 at the end of his turn: the last step of the side's part (SD-45, FP-A3 alike).
  if (state.step !== STEPS[STEPS.length - 1]) throw new RuleError(localize(`${E}.NotEndOfPart`));
  const words = (elements as string[]).map((e) => e.trim()).filter((e) => e !== '');
  if (words.length < 1 || words.length > 2 || words.some((w) => w.length > MAX_ELEMENT_CHARS))
    throw new RuleError(localize(`${E}.Elements`));
  const actor = actorByUuid(senderUuid);
  if (!actor) throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  if (!commands(requester, actor))
    throw new ForgeryError(format('SCA.Turn.Error.NotYourShip', { ship: actor.name! }));
  const sender = shipSystem(actor);
  // HR-5 / SD-119 the morale that closes a card-driven turn is every side's: each signals its own.
  const side = cardDriven(state) ? sender.side : currentSide(state).id;
  if (sender.side !== side)
    throw new RuleError(format('SCA.Turn.Error.NotThisSide', { ship: actor.name! }));
  const ships = rosterShips(state);
  const active = (uuid: string) => {
    const s = ships.find((x) => x.actorUuid === uuid);
    return !!s && inCommand(s.system);
  };
  const cards = signalCards();
  const thisTurn = cards.filter((c) => c.turn === state.turn);
  const flagship = flagshipOf(cards, side, active);
  const refusal = sendRefusal(mode, {
    isFlagship: flagship === null || flagship === senderUuid,
    isOfficer: true,
    inCommand: inCommand(sender),
    // OR-11 one signal a turn per officer of the side (SD-271: a GM, or the AI seat, holding two
    // sides is an officer of each).
    sentThisTurn: thisTurn.filter(
      (c) =>
        (c.senderUserId === requester.id && c.side === side) || c.sender.actorUuid === senderUuid,
    ).length,
    sideSentThisTurn: thisTurn.filter((c) => c.side === side).length,
    receivedThisTurn: rolledThisTurn(thisTurn, senderUuid),
    elements: words.length,
  });
  if (refusal) throw new RuleError(format(`${E}.${refusal}`, { ship: actor.name! }));

  const table = turnServices().table;
  const onTable: ShipOnTable[] = ships.map((s) => ({
    actorUuid: s.actorUuid,
    side: s.system.side,
    position: table.positionOf(s.actorUuid),
  }));
  const firedAt = (uuid: string) =>
    cardsOfKind('gunnery', (c) => c.turn === state.turn && c.targetUuid === uuid).some(
      ({ card }) => card.side !== side,
    );
  const recipients = ships.filter(
    (s) =>
      s.system.side === side &&
      // OR-11 / SD-260 the squadron as the referee recorded it, not as a player renamed it.
      (!squadron || signalSquadronOf(state, s) === squadron) &&
      mayRollForSignal(mode, thisTurn, s, senderUuid),
  );
  const rolls: Roll[] = [];
  const entries: SignalEntry[] = [];
  for (const s of recipients) {
    const { roll, faces } = await roll3d6();
    rolls.push(roll);
    const me = onTable.find((o) => o.actorUuid === s.actorUuid)!;
    entries.push({
      actorUuid: s.actorUuid,
      name: s.name,
      faces,
      conditions: receptionConditions(s.system, {
        turn: state.turn,
        firedAtByEnemy: firedAt(s.actorUuid),
        senderNation: sender.nation,
      }),
      independent: actsIndependently(nearestEnemyMm(me, onTable, active), tableScale()),
    });
  }
  const card: SignalCard = {
    kind: 'signal',
    turn: state.turn,
    side,
    mode,
    sender: { actorUuid: senderUuid, name: actor.name! },
    senderUserId: requester.id!,
    elements: words,
    entries,
  };
  return postCard(card, rolls);
}

/** The orders dialog's signal note for a ship, or null when signals are off or there is no battle. */
export function signalNoteFor(actorUuid: string): SignalNote | null {
  if (optionalRules().signals === 'none') return null;
  const state = battleOrNull();
  if (!state) return null;
  const ships = rosterShips(state);
  const table = turnServices().table;
  const onTable: ShipOnTable[] = ships.map((s) => ({
    actorUuid: s.actorUuid,
    side: s.system.side,
    position: table.positionOf(s.actorUuid),
  }));
  const me = onTable.find((o) => o.actorUuid === actorUuid);
  if (!me) return null;
  const active = (uuid: string) => {
    const s = ships.find((x) => x.actorUuid === uuid);
    return !!s && inCommand(s.system);
  };
  return signalNote({
    cards: signalCards(),
    actorUuid,
    nearestEnemyMm: nearestEnemyMm(me, onTable, active),
    scale: tableScale(),
  });
}

export function registerSignalRequests(): void {
  registerSignalSquadrons();
  registerRequest('sendSignal', async (requester, payload) => ({
    status: 'done',
    messageId: (await refereeSendSignal(requester, payload)).message.id!,
  }));
}
