// Each card kind is one unit that registers its shape check, its view and its buttons' actions
// (the turn flow registers them, turn/cards/); the chat layer only looks a kind up, so it depends on
// no rule and no step of the turn.
import { RuleError } from '../../rules/index.js';
import type { RefereeAnswer } from '../referee/channel.js';
import type { Card, CardKind } from './card-data.js';
import type { ViewContext } from './view-common.js';

/** A button's action on the referee's client; `requester` is the server-stamped author of the ask. */
export type CardAction = (
  requester: User.Implementation,
  messageId: string,
  args: Record<string, unknown>,
) => Promise<RefereeAnswer>;

export interface CardKindUnit<K extends CardKind = CardKind> {
  kind: K;
  /** Throws a RuleError naming the first field of a stored card of this kind that has the wrong shape. */
  check(card: Record<string, unknown>): void;
  /** Card model + context -> the template's context (pure). */
  view(card: Extract<Card, { kind: K }>, ctx: ViewContext): Record<string, unknown>;
  /** The buttons this kind's template renders, by data-action. */
  actions?: Readonly<Record<string, CardAction>>;
}

const units = new Map<CardKind, CardKindUnit>();

export function registerCardKind<K extends CardKind>(unit: CardKindUnit<K>): void {
  units.set(unit.kind, unit as unknown as CardKindUnit);
}

/** The unit of a card kind; a RuleError when the turn flow has not registered it. */
export function cardKindUnit<K extends CardKind>(kind: K): CardKindUnit<K> {
  const unit = units.get(kind);
  if (!unit) throw new RuleError(`card kind "${kind}" is not registered`);
  return unit as unknown as CardKindUnit<K>;
}
