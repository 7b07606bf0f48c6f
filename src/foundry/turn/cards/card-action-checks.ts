// The checks every card button makes on the referee's (the active GM's) client before it applies
// anything: a whole-number selector, a known order key, a requester who commands the ship, and a card
// of this turn (a player may not apply a past turn's results). Shared by card-actions.ts and
// card-actions-abilita.ts; split from card-actions.ts for size.
import { RuleError } from '../../../rules/index.js';
import type { ApplyOutcome } from '../../referee/relay.js';
import { ForgeryError } from '../../referee/forgery.js';
import { commands } from '../effects.js';
import { actorByUuid, battleOrNull } from '../flow.js';
import { ORDER_KEYS, type OrderKey } from '../orders.js';
import type { Card } from '../../chat/card-data.js';

export type Args = Record<string, unknown>;
type User = User.Implementation;

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

/** A whole-number selector of an effect on a card (an index); anything else is refused. */
export function index(args: Args, name: string): number {
  const v = args[name];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 999)
    throw new RuleError(game.i18n!.format('SCA.Referee.BadArgument', { what: name }));
  return v;
}

export function orderKey(args: Args): OrderKey {
  const order = args.order;
  if (typeof order !== 'string' || !(ORDER_KEYS as readonly string[]).includes(order))
    throw new RuleError(game.i18n!.format('SCA.Referee.BadArgument', { what: 'order' }));
  return order as OrderKey;
}

export function mustCommand(requester: User, actorUuid: string, name: string): void {
  if (!commands(requester, actorByUuid(actorUuid)))
    throw new ForgeryError(t('Error.NotYourShip', { ship: name }));
}

/** Results of a past turn are not applied at a player's request (the GM still may, as referee). */
export function currentTurnOnly(requester: User, card: Card): void {
  if (requester.isGM) return;
  const state = battleOrNull();
  if (state && card.turn !== state.turn)
    throw new RuleError(
      game.i18n!.format('SCA.Referee.CardOfPastTurn', { turn: String(card.turn) }),
    );
}

/** The referee's side of a card button: `requester` is the server-stamped author of the request. */
export type Answer = ApplyOutcome | { status: 'done'; messageId?: string };
export type Action = (requester: User, messageId: string, args: Args) => Promise<Answer>;
