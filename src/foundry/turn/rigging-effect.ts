// OR-9 the rigging damage test's change, computed on the referee's client from the GM-posted card, its
// dice and the ships' current data (never from the click): applied once per card, undone only by a GM.
import { RuleError } from '../../rules/index.js';
import { registerEffect, type EffectComputer } from '../referee/relay.js';
import { ForgeryError } from '../referee/forgery.js';
import { authorOf, messageRollFaces, requireCard } from '../chat/messages.js';
import { format, localize } from '../i18n.js';
import { shipDataOf, shipDataOrNull } from '../models/access.js';
import { profileFromSource } from '../models/ship-model.js';
import { riggingDamagePlan } from './rigging.js';

export const RIGGING_EFFECT = 'sca.riggingTest';

function commands(userId: string, actor: Actor.Implementation): boolean {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  return !!user && (user.isGM || actor.testUserPermission(user, 'OWNER'));
}

const riggingComputer: EffectComputer = (req, { actor, message }) => {
  const { message: m, card } = requireCard(message, 'riggingTest');
  if (card.ship.actorUuid !== actor.uuid) throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  if (!authorOf(m)?.isGM)
    throw new RuleError(format('SCA.Turn.Error.NotGenuine', { ship: card.ship.name }));
  if (!commands(req.requesterId, actor))
    throw new ForgeryError(format('SCA.Turn.Error.NotYourShip', { ship: card.ship.name }));
  if (messageRollFaces(m).some((f, i) => f !== card.faces[i]))
    throw new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  const other = card.other
    ? shipDataOrNull((fromUuidSync(card.other.actorUuid) as Actor.Implementation | null) ?? null)
    : null;
  const plan = riggingDamagePlan(
    card,
    shipDataOf(actor),
    other ? profileFromSource(other).dcCapacity : null,
  );
  if (!plan) throw new RuleError(localize('SCA.Turn.Error.NothingToApply'));
  return { changes: plan.changes, label: format(plan.label.key, plan.label.data) };
};

export function registerRiggingEffect(): void {
  registerEffect(RIGGING_EFFECT, riggingComputer);
}
