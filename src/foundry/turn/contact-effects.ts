// Contacts in the turn flow: FP-5.8 collision effects (rigging damage by the moving ship's sail, D-9,
// both hove to; none for a deliberate boarding contact, FP-7.1; FP-4.4 fire spreads to a ship a
// burning one touches), and FP-4.5 / FP-5.8 the other ship's record when a ship unfouls from it.
import {
  RuleError,
  applyRiggingDamage,
  collisionEffect,
  contactKindFor,
  fireSpreadOnContact,
  isCollisionContact,
  type SailSetting,
} from '../../rules/index.js';
import {
  applyEffect,
  registerEffect,
  type ApplyOutcome,
  type EffectComputer,
} from '../referee/relay.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import { requireCard } from '../chat/messages.js';
import { commands } from './effects.js';
import { isApplied } from '../referee/history-lookup.js';
import { withBurntOutExplosion } from './explosion.js';
import type { EffectPlanData } from './plans.js';
import { format, localize } from '../i18n.js';
import { shipDataOf } from '../models/access.js';

export const COLLISION_EFFECT = 'sca.collision';
export const RELEASE_EFFECT = 'sca.release';

function touches(
  a: { id: string; s: ShipSystemSource },
  b: { id: string; s: ShipSystemSource },
): boolean {
  return (
    a.s.contacts.some((c) => c.actorId === b.id) || b.s.contacts.some((c) => c.actorId === a.id)
  );
}

/** D-19 / SD-20 the kind of the contact `mover` made with `touched` (same rule as the contact record). */
export function contactKindBetween(mover: ShipSystemSource, touched: ShipSystemSource) {
  return contactKindFor({
    fireship: mover.fireship.isFireship || touched.fireship.isFireship,
    sameSide: mover.side !== '' && mover.side === touched.side,
    moverSail: mover.sail,
  });
}

/**
 * FP-5.8 / D-9 / FP-7.1 / D-19 / FP-4.4 what a contact does to `ship` (the mover or the ship it hit):
 * the moving ship's sail decides the rigging damage for both; a deliberate boarding contact (an enemy
 * touched at easy sail, D-19) does none, any other contact (friend, fireship, full sail) is a collision;
 * both are hove to; fire passes from a burning ship to the other.
 */
export function collisionPlan(
  ship: ShipSystemSource,
  mover: ShipSystemSource,
  other: ShipSystemSource,
  moverIsShip: boolean,
): EffectPlanData {
  const sail: SailSetting = mover.sail;
  const touched = moverIsShip ? other : ship;
  const deliberate = !isCollisionContact(contactKindBetween(mover, touched));
  const effect = collisionEffect(sail, profileFromSource(ship).dcCapacity, {
    deliberateBoarding: deliberate,
  });
  const changes: Record<string, unknown> = { hoveTo: true };
  if (effect.riggingPoints > 0)
    changes.damage = applyRiggingDamage(
      profileFromSource(ship),
      damageOf(ship),
      effect.riggingPoints,
    ).damage;
  // A lit fireship burns whatever its fire counts say (FP-6.7).
  const burning = (s: ShipSystemSource) =>
    s.fires.hull + s.fires.rigging > 0 || (s.fireship.isFireship && s.fireship.lit);
  const spread = fireSpreadOnContact(
    { id: 'mover', burning: burning(mover) },
    { id: 'touched', burning: burning(touched) },
    [],
  );
  const added = spread[moverIsShip ? 'mover' : 'touched'] ?? 0;
  if (added > 0) changes.fires = { ...ship.fires, rigging: ship.fires.rigging + added };
  // FP-6.7 a lit fireship that touches another ship is abandoned by its crew and stops there.
  if (ship.fireship.isFireship && ship.fireship.lit)
    changes.status = { ...ship.status, abandoned: true };
  // D-6 a burning ship whose last RDC goes in the collision explodes.
  return {
    changes: withBurntOutExplosion(ship, changes),
    label: { key: 'SCA.Turn.Effect.Collision', data: { points: effect.riggingPoints } },
  };
}

function shipOf(uuid: unknown): Actor.Implementation {
  const a = typeof uuid === 'string' ? (fromUuidSync(uuid) as Actor.Implementation | null) : null;
  if (a?.type !== 'ship') throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  return a;
}

const collisionComputer: EffectComputer = (req, { actor }) => {
  const mover = shipOf(req.args?.moverUuid);
  const other = shipOf(req.args?.otherUuid);
  if (actor.uuid !== mover.uuid && actor.uuid !== other.uuid)
    throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  if (!commands(game.users!.get(req.requesterId) as User.Implementation, mover))
    throw new RuleError(format('SCA.Turn.Error.NotYourShip', { ship: mover.name! }));
  // The contact itself is recorded (and checked on the table) by the canvas glue first.
  if (!touches({ id: mover.id!, s: shipDataOf(mover) }, { id: other.id!, s: shipDataOf(other) }))
    throw new RuleError(localize('SCA.Turn.Error.NotInContact'));
  const isMover = actor.uuid === mover.uuid;
  const plan = collisionPlan(
    shipDataOf(actor),
    shipDataOf(mover),
    shipDataOf(isMover ? other : mover),
    isMover,
  );
  return { changes: plan.changes, label: format(plan.label.key, plan.label.data) };
};

/** FP-5.8 the other ship of a contact a ship has unfouled from: its record of the contact goes. */
const releaseComputer: EffectComputer = (req, { actor, message }) => {
  const { card } = requireCard(message, 'abilita');
  const index = Number(req.args?.index);
  const entry = card.ships[index];
  if (!entry) throw new RuleError(localize('SCA.Turn.Error.NoCard'));
  const source = shipOf(entry.actorUuid);
  if (!commands(game.users!.get(req.requesterId) as User.Implementation, source))
    throw new RuleError(format('SCA.Turn.Error.NotYourShip', { ship: entry.name }));
  if (!isApplied(source, `${message!.id}:${index}:unfoul`))
    throw new RuleError(localize('SCA.Turn.Error.NothingToApply'));
  if (shipDataOf(source).contacts.some((c) => c.actorId === actor.id))
    throw new RuleError(localize('SCA.Turn.Error.NothingToApply'));
  const kept = shipDataOf(actor).contacts.filter((c) => c.actorId !== source.id);
  if (kept.length === shipDataOf(actor).contacts.length)
    throw new RuleError(localize('SCA.Turn.Error.NothingToApply'));
  // It stays hove to until a later turn (FP-5.8); the new turn lets it move at half speed.
  return {
    changes: { contacts: kept },
    label: format('SCA.Turn.Effect.Released', { ship: entry.name }),
  };
};

export function registerContactEffects(): void {
  registerEffect(COLLISION_EFFECT, collisionComputer);
  registerEffect(RELEASE_EFFECT, releaseComputer);
}

/**
 * FP-5.8 for the canvas glue: after a move `moveId` of `moverUuid` touched `otherUuid` (contact
 * recorded on both), apply the collision to both ships, once per move.
 */
export async function applyCollision(
  moveId: string,
  moverUuid: string,
  otherUuid: string,
  requesterId: string = game.user!.id!,
): Promise<ApplyOutcome[]> {
  const args = { moverUuid, otherUuid };
  const key = `${moveId}:collision:${otherUuid}`;
  return [
    await applyEffect({ kind: COLLISION_EFFECT, key, actorUuid: moverUuid, requesterId, args }),
    await applyEffect({
      kind: COLLISION_EFFECT,
      key: `${moveId}:collision:${moverUuid}`,
      actorUuid: otherUuid,
      requesterId,
      args,
    }),
  ];
}

/** After a ship unfouls, the ships it left drop their record of the contact (through the relay). */
export async function releaseContacts(
  requester: User.Implementation,
  messageId: string,
  index: number,
  before: ReadonlyArray<{ actorId: string }>,
  after: ReadonlyArray<{ actorId: string }>,
): Promise<ApplyOutcome[]> {
  const out: ApplyOutcome[] = [];
  for (const c of before) {
    if (after.some((a) => a.actorId === c.actorId)) continue;
    const other = game.actors!.get(c.actorId) as Actor.Implementation | undefined;
    if (other)
      out.push(
        await applyEffect({
          kind: RELEASE_EFFECT,
          key: `${messageId}:${index}:unfoul:${c.actorId}`,
          actorUuid: other.uuid!,
          messageId,
          requesterId: requester.id!,
          args: { index },
        }),
      );
  }
  return out;
}
