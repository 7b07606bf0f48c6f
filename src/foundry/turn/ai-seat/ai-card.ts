// Issue 13: the AI captain's log card (SD-171), posted by the referee's client for one ship at one
// step of its side's part. It also marks that the AI has acted for that ship there, so a repeated hook
// (or a reload of the GM's page) does not make it act twice.
import type { AiCaptainCard } from '../../chat/card-data-ai-captain.js';
import type { ShipRef } from '../../chat/card-data-common.js';
import { cardsOfKind, postCard } from '../../chat/messages.js';

export type AiLine = AiCaptainCard['lines'][number];

export function aiCardPosted(
  turn: number,
  side: string,
  step: AiCaptainCard['step'],
  segment: AiCaptainCard['segment'],
  actorUuid: string,
): boolean {
  return (
    cardsOfKind(
      'aiCaptain',
      (c) =>
        c.turn === turn &&
        c.side === side &&
        c.step === step &&
        c.segment === segment &&
        c.ship.actorUuid === actorUuid,
    ).length > 0
  );
}

export async function postAiCard(
  turn: number,
  side: string,
  step: AiCaptainCard['step'],
  segment: AiCaptainCard['segment'],
  ship: ShipRef,
  lines: AiLine[],
) {
  return postCard<AiCaptainCard>({ kind: 'aiCaptain', turn, side, step, segment, ship, lines });
}
