// OR-9 the jury rig in the turn flow: whether a ship was hit at short range in a turn (no repair the
// turn after, read from the referee's gunnery cards and the damage applied from them), for the order's
// outcome on the Abilità card and for the referee's plan. The state and its changes: ship-wreck.ts.
import type { Scale } from '../../rules/index.js';
import { cardsOfKind } from '../chat/messages.js';
import { isApplied } from '../referee/history-lookup.js';
import type { GunneryRecord } from './criticals.js';
import { resolveGunnery } from './gunnery.js';

/**
 * OR-9 a hit at short range: a broadside resolved at the short band whose damage reached the ship
 * (applied and not undone), among the given gunnery cards (SD-97).
 */
export function hitAtShortRangeIn(
  records: readonly GunneryRecord[],
  scale: Scale,
  applied: (actorUuid: string, key: string) => boolean,
  actorUuid: string,
): boolean {
  return records.some(({ messageId, card }) => {
    let res: ReturnType<typeof resolveGunnery>;
    try {
      res = resolveGunnery(card, scale);
    } catch {
      return false;
    }
    if (res.shot?.band !== 'short') return false;
    return res.recipients.some(
      (rec, i) => rec.actorUuid === actorUuid && applied(rec.actorUuid, `${messageId}:${i}`),
    );
  });
}

/** OR-9 whether the ship was hit at short range in `turn`, from the chat log (false without one). */
export function shortRangeHitInTurn(actorUuid: string, turn: number, scale: Scale): boolean {
  if (typeof game === 'undefined' || !game.messages || turn < 1) return false;
  const records = cardsOfKind('gunnery', (c) => c.turn === turn).map(({ message, card }) => ({
    messageId: message.id!,
    card,
  }));
  const actorOf = (uuid: string) =>
    (fromUuidSync(uuid as `Actor.${string}`) as Actor.Implementation | null | undefined) ?? null;
  return hitAtShortRangeIn(records, scale, (uuid, key) => isApplied(actorOf(uuid), key), actorUuid);
}
