// The turn flow's shared lookups and the referee's checks on a requester. The flow's actions live in
// flow-abilita.ts (orders and the Abilità roll), flow-fire.ts (broadsides, targets, criticals) and
// flow-melee-morale.ts (boarding melees, the end of a part, morale); flow-requests.ts registers the
// referee requests. Every decision is in the pure modules; the flow reads documents, rolls dice and
// posts cards, on the referee's (the active GM's) client: a player's roll or melee is a request
// (`rollAbilita`, `startMelee` ask the referee), and `requester` is the server-stamped author of that
// request. These lookups sit apart so every action file (and the rest of the glue) shares them.
import { RuleError } from '../../rules/index.js';
import type { RefereeAnswer } from '../referee/channel.js';
import { ForgeryError } from '../referee/forgery.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { requireCard, type CardMessage } from '../chat/messages.js';
import type { Card } from '../chat/card-data.js';
import { commands } from './effects.js';
import type { TableShipData } from './melee.js';
import { turnServices } from './services.js';
import type { TurnState } from './turn-state.js';
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

export type Requester = User.Implementation;

export function me(): Requester {
  return game.user as Requester;
}

export function mustCommand(
  actor: Actor.Implementation | null,
  name: string,
  requester: Requester = me(),
): Actor.Implementation {
  if (!actor) throw new RuleError(t('Error.NoShip'));
  if (!commands(requester, actor)) throw new ForgeryError(t('Error.NotYourShip', { ship: name }));
  return actor;
}

/** A referee answer as the caller's result: the posted card, or the refusal as an error. */
export function postedOrThrow<K extends 'abilita' | 'melee'>(
  answer: RefereeAnswer,
  kind: K,
): CardMessage<Extract<Card, { kind: K }>> {
  if (answer.status === 'refused') throw new RuleError(answer.reason);
  if (answer.status !== 'done' || !answer.messageId) throw new RuleError(t('Error.NoCard'));
  return requireCard(answer.messageId, kind);
}
