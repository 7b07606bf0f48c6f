// FP-4.4 / D-6 an explosion sets fire to every ship within short range (100 mm, mast to mast),
// whatever blew the ship up (a fire toll, a broadside, a collision, a failed roll, the magazine).
// The active GM's client sees the explosion land (a GM's update that sets `status.exploded`) and sets
// the fires at once, each under the one key a card's button would use, so each is set once.
import { isGmUser } from '../referee/identity.js';
import { backgroundTasks } from '../referee/background.js';
import { RuleError } from '../../rules/index.js';
import { shipDataOf, shipDataOrNull } from '../models/access.js';
import { isReferee } from '../referee/channel.js';
import { applyEffect, registerEffect, type EffectComputer } from '../referee/relay.js';
import { format, localize } from '../i18n.js';
import { onHook } from '../foundry-api.js';
import { explosionFireKey, explosionFirePlan } from './criticals.js';
import { turnServices } from './services.js';

export const BLAST_EFFECT = 'sca.blast';

const fires = backgroundTasks();

/** The neighbour must still be within reach of a ship that has exploded (re-checked on the table). */
const blastComputer: EffectComputer = (req, { actor }) => {
  const sourceUuid = String(req.args?.sourceUuid ?? '');
  const source = fromUuidSync(sourceUuid) as Actor.Implementation | null;
  if (!shipDataOrNull(source)?.status.exploded)
    throw new RuleError(localize('SCA.Turn.Error.NoExplosion'));
  if (
    !turnServices()
      .table.shipsInExplosionReach(sourceUuid)
      .some((n) => n.actorUuid === actor.uuid)
  )
    throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  const plan = explosionFirePlan(shipDataOf(actor));
  return {
    changes: plan.changes,
    label: format(plan.label.key, (plan.label.data ?? {}) as Record<string, string>),
  };
};

/** On the referee's client: the fires an explosion of `sourceUuid` sets (once each). */
export async function setExplosionFires(sourceUuid: string): Promise<number> {
  let set = 0;
  for (const n of turnServices().table.shipsInExplosionReach(sourceUuid)) {
    const outcome = await applyEffect({
      kind: BLAST_EFFECT,
      key: explosionFireKey(sourceUuid, n.actorUuid),
      actorUuid: n.actorUuid,
      args: { sourceUuid },
    });
    if (outcome.status === 'applied') set++;
  }
  return set;
}

export function registerBlast(): void {
  registerEffect(BLAST_EFFECT, blastComputer);
  onHook('updateActor', ((
    actor: Actor.Implementation,
    diff: { system?: { status?: { exploded?: unknown } } },
    _options: unknown,
    userId: string,
  ) => {
    // SD-263 only a GM's write (the referee's result, or a GM's own ruling) is an explosion: a player's
    // forged `exploded` is put back by the ship guard, but the fires would be set before it lands.
    if (!isReferee() || !isGmUser(userId)) return;
    if (diff.system?.status?.exploded === true) fires.run(() => setExplosionFires(actor.uuid!));
  }) as never);
}

/** Resolves when every fire the referee started setting is set (tests await it). */
export const settleBlasts = fires.settle;
