// Issue 13 FP-A3 / OR-11 the AI seat's signal at the end of its side's part (the morale step, SD-45). The
// decision is the battle simulation's (engageSignal, SD-248): "engage" when a ship it would reach keeps
// course and speed and may still roll this turn, or its sender does (SD-271). It is sent through the
// player's own request (sendSignal), so the referee checks it and rolls each ship's reception; its ships
// read it at their next orders as the referee works it out (signalNoteFor, SD-256).
import { RuleError } from '../../../rules/index.js';
import { engageSignal } from '../../../rules/sim/battle-signals.js';
import type { SignalCard } from '../../chat/card-data-sailing.js';
import { cardsOfKind } from '../../chat/messages.js';
import { localize } from '../../i18n.js';
import { optionalRules } from '../../settings.js';
import { rosterShips } from '../flow.js';
import type { TableShipData } from '../melee.js';
import { flagshipOf, inCommand, mayRollForSignal } from '../signal-state.js';
import { sendSignal, signalNoteFor } from '../signals.js';
import type { TurnState } from '../turn-state.js';
import { aiCardPosted, type AiLine } from './ai-card.js';
import { reasonLine } from './ai-reason.js';

/** SD-248 the simulation's signal book has one element, "engage": the standard signal of that name. */
const ENGAGE_KEY = 'SCA.Turn.Signal.Standard.engage';

/**
 * SD-271 the ship the AI signals from: its side's flagship as the referee knows it (the ship the side
 * first signalled from, SD-45), else the battle's first ship of the side in command (SD-246, as the
 * simulation picks its flagship). Under OR-11 the AI is one officer of each side it holds (SD-45: the
 * GM's user) and signals the whole fleet from that ship, as the simulation's flagship does (SD-247).
 * Null: none in command.
 */
export function aiSignalSender(
  state: TurnState,
  side: string,
  cards: readonly SignalCard[],
): TableShipData | null {
  const ships = rosterShips(state).filter((s) => s.system.side === side && inCommand(s.system));
  const active = (uuid: string) => ships.some((s) => s.actorUuid === uuid);
  const flag = flagshipOf(cards, side, active);
  return ships.find((s) => s.actorUuid === flag) ?? ships[0] ?? null;
}

/**
 * The AI's signal for `side` at the end of its part, or null when it sends none (signals off, the side
 * has signalled this turn, or no ship waits for one). Returns the sender and its card's lines.
 */
export async function aiSignal(
  state: TurnState,
  side: string,
  stillMine: () => boolean,
): Promise<{ sender: TableShipData; lines: AiLine[] } | null> {
  const mode = optionalRules().signals;
  if (mode === 'none') return null;
  const cards = cardsOfKind('signal').map(({ card }) => card);
  const thisTurn = cards.filter((c) => c.turn === state.turn);
  // FP-A3 one signal a turn for the side: a GM may have sent it by hand. OR-11 the AI is one officer of the side.
  if (thisTurn.some((c) => c.side === side)) return null;
  const sender = aiSignalSender(state, side, cards);
  if (!sender || aiCardPosted(state.turn, side, 'signal', null, sender.actorUuid)) return null;
  const fleet = rosterShips(state).filter(
    (s) => s.system.side === side && s.actorUuid !== sender.actorUuid && inCommand(s.system),
  );
  // The referee's own reading: who may still roll (signals.ts) and who keeps course (SD-256).
  const why = engageSignal(sender, fleet, {
    mayReceive: (s) => mayRollForSignal(mode, thisTurn, s, sender.actorUuid),
    keeps: (s) => signalNoteFor(s.actorUuid)?.keeps ?? false,
  });
  if (!why || !stillMine()) return null;
  const lines: AiLine[] = [reasonLine('signal', why)];
  try {
    await sendSignal(sender.actorUuid, [localize(ENGAGE_KEY)]);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    lines.push({ kind: 'refused', text: e.message });
  }
  return { sender, lines };
}
