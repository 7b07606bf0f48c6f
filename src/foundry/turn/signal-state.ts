// FP-A3 / OR-11 what the signal cards of a battle say about a ship, as pure functions: the last
// signal it read, whether it has sent one (the flagship, an officer), its reception conditions and
// whether it acts independently. The referee's posting is in signals.ts.
import {
  actsIndependently,
  keepsCourseAndSpeed,
  mayReceiveSignal,
  receiveSignal,
  type Scale,
  type SignalConditions,
  type SignalMode,
} from '../../rules/index.js';
import type { SignalCard } from '../chat/card-data-sailing.js';
import type { ShipSystemSource } from '../models/ship-model.js';

/** Whether an entry of a card read the signal (recomputed by the core from the stored roll). */
export function entryReceived(card: SignalCard, index: number): boolean {
  const e = card.entries[index];
  if (!e) return false;
  return receiveSignal(e.faces[0] + e.faces[1] + e.faces[2], card.elements.length, e.conditions)
    .received;
}

/** The last signal a ship read this battle (SD-40: it follows it until it reads another). */
export function lastSignalRead(
  cards: readonly SignalCard[],
  actorUuid: string,
): { turn: number; elements: string[] } | null {
  let last: { turn: number; elements: string[] } | null = null;
  for (const card of cards)
    card.entries.forEach((e, i) => {
      if (e.actorUuid === actorUuid && entryReceived(card, i))
        if (!last || card.turn >= last.turn) last = { turn: card.turn, elements: card.elements };
    });
  return last;
}

/** SD-41 a ship that has sent a signal (the flagship, an officer's ship) manoeuvres freely. */
export function hasSentSignal(cards: readonly SignalCard[], actorUuid: string): boolean {
  return cards.some((c) => c.sender.actorUuid === actorUuid);
}

/**
 * SD-45 under FP-A3 the flagship is the ship its side first signalled from; it keeps the flag
 * while in command (else the next signal's ship takes it). Null: the side has not signalled yet.
 */
export function flagshipOf(
  cards: readonly SignalCard[],
  side: string,
  inCommand: (actorUuid: string) => boolean,
): string | null {
  let flag: string | null = null;
  for (const c of [...cards].sort((a, b) => a.turn - b.turn))
    if (c.side === side && (flag === null || !inCommand(flag))) flag = c.sender.actorUuid;
  return flag !== null && inCommand(flag) ? flag : null;
}

/** SD-44 whether a ship has rolled for a signal on this turn's cards (one roll a turn). */
export function rolledThisTurn(thisTurn: readonly SignalCard[], actorUuid: string): boolean {
  return thisTurn.some((c) => c.entries.some((e) => e.actorUuid === actorUuid));
}

/**
 * FP-A3 / OR-11 whether `ship` of the sender's side may roll for a signal sent from `senderUuid` now,
 * by this turn's cards: not the sender, no signal sent nor rolled for this turn, in command. The
 * referee's recipients and the AI seat's decision to signal both read it.
 */
export function mayRollForSignal(
  mode: SignalMode,
  thisTurn: readonly SignalCard[],
  ship: { actorUuid: string; system: ShipSystemSource },
  senderUuid: string,
): boolean {
  return mayReceiveSignal(mode, {
    isSender: ship.actorUuid === senderUuid,
    sameSide: true,
    sentThisTurn: thisTurn.some((c) => c.sender.actorUuid === ship.actorUuid),
    receivedThisTurn: rolledThisTurn(thisTurn, ship.actorUuid),
    inCommand: inCommand(ship.system),
  });
}

/** SD-43 a ship is in command unless struck, taken or blown up. */
export function inCommand(s: ShipSystemSource): boolean {
  return !(s.status.struck || s.status.captured || s.status.exploded);
}

export interface ShipOnTable {
  actorUuid: string;
  side: string;
  position: { x: number; y: number } | null;
}

/** SD-42 the distance (mm, base centre to base centre) to the nearest enemy on the table, or null. */
export function nearestEnemyMm(
  ship: ShipOnTable,
  ships: readonly ShipOnTable[],
  isActive: (actorUuid: string) => boolean,
): number | null {
  if (!ship.position) return null;
  let best: number | null = null;
  for (const o of ships) {
    if (o.side === ship.side || !o.position || !isActive(o.actorUuid)) continue;
    const d = Math.hypot(o.position.x - ship.position.x, o.position.y - ship.position.y);
    if (best === null || d < best) best = d;
  }
  return best;
}

/** FP-A3 the reception modifiers of a ship, from its data and the battle. */
export function receptionConditions(
  s: ShipSystemSource,
  i: { turn: number; firedAtByEnemy: boolean; senderNation: string },
): SignalConditions {
  const o = s.orders;
  return {
    underEnemyFire: i.firedAtByEnemy,
    orderedToFire: o.turn === i.turn && (o.firePort !== '' || o.fireStarboard !== ''),
    boarding: s.boarding.inMelee || s.contacts.some((c) => c.kind === 'boarding'),
    fireOnBoard: s.fires.hull + s.fires.rigging > 0,
    otherNation: s.nation !== i.senderNation,
  };
}

export interface SignalNote {
  key: string;
  data?: Record<string, string>;
  /** FP-A3 the ship keeps course and speed (no sail or course orders, SD-40). */
  keeps: boolean;
}

/** The orders dialog's note for a ship when signals are in use. */
export function signalNote(i: {
  cards: readonly SignalCard[];
  actorUuid: string;
  nearestEnemyMm: number | null;
  scale: Scale;
}): SignalNote {
  const independent = actsIndependently(i.nearestEnemyMm, i.scale);
  const commands = hasSentSignal(i.cards, i.actorUuid);
  const last = lastSignalRead(i.cards, i.actorUuid);
  const keeps = keepsCourseAndSpeed({ commands, independent, hasReceivedSignal: last !== null });
  const N = 'SCA.Turn.Signal.Note';
  if (independent) return { key: `${N}.independent`, keeps };
  if (commands) return { key: `${N}.commands`, keeps };
  if (last)
    return {
      key: `${N}.follows`,
      data: { turn: String(last.turn), elements: last.elements.join(' · ') },
      keeps,
    };
  return { key: `${N}.keep`, keeps };
}
