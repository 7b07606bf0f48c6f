// A ship or fort of the battle in progress is the referee's to remove: its commander owns the Actor,
// and Foundry lets an owner delete it, which would take the ship out of the battle (out of every
// broadside's and fort's reach, the move completion and the victory count) behind the GM's back. An
// honest client refuses; the active GM's client, told by the server who deleted it, creates it again
// as it was (same id, so its tokens and the battle's roster find it) and tells the GMs who tried.
import { notify } from '../notify.js';
import { SYSTEM_ID } from '../constants.js';
import { onHook } from '../foundry-api.js';
import { format, localize } from '../i18n.js';
import { backgroundTasks } from '../referee/background.js';
import { isReferee, settleBeforeRequests } from '../referee/channel.js';
import { reportForgery } from '../referee/forgery.js';
import { battleOrNull } from './flow.js';

interface DeletedActor {
  uuid: string;
  type: string;
  name: string | null;
  toObject(): object;
}

/** Whether the actor is a ship of the battle in progress, or a fort while a battle is on (SD-207). */
export function removalIsRefereed(actor: Pick<DeletedActor, 'uuid' | 'type'>): boolean {
  const state = battleOrNull();
  if (!state) return false;
  if (actor.type === 'fort') return true;
  return actor.type === 'ship' && state.roster.some((r) => r.actorUuid === actor.uuid);
}

function playerOf(userId: string): User.Implementation | null {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  return user && !user.isGM ? user : null;
}

const restores = backgroundTasks();

/** Resolves when every re-creation the GM's client started has finished (tests await it). */
export const settleRosterGuard = restores.settle;

export function registerRosterGuard(): void {
  settleBeforeRequests(restores.current);
  onHook('preDeleteActor', ((actor: DeletedActor) => {
    if (game.user?.isGM || !removalIsRefereed(actor)) return true;
    notify.warn(localize('SCA.Referee.ShipInBattle'));
    return false;
  }) as never);
  onHook('deleteActor', ((actor: DeletedActor, _options: unknown, userId: string) => {
    const user = playerOf(userId);
    if (!isReferee() || !user || !removalIsRefereed(actor)) return;
    restores.run(async () => {
      const create = (Actor as unknown as { create(d: object, o: object): Promise<unknown> })
        .create;
      await create.call(Actor, actor.toObject(), { keepId: true, [`${SYSTEM_ID}Restore`]: true });
      await reportForgery(
        user,
        format('SCA.Referee.ShipDeleted', { user: user.name ?? '?', ship: actor.name ?? '' }),
      );
    });
  }) as never);
}
