// OR-11 / SD-260 the squadrons a squadron officer's signal reaches are the referee's record (the battle's
// roster, taken when the battle began), not the squadron field a player may rename on her sheet: she
// could otherwise move her ship into another officer's squadron to be signalled (and so be free of
// keeping course and speed, SD-256) or out of her own to miss a signal. A GM's change of a battle
// ship's squadron is the GM reorganising the fleet: the referee records it.
import { isGmUser } from '../referee/identity.js';
import { onHook } from '../foundry-api.js';
import { backgroundTasks } from '../referee/background.js';
import { isReferee, settleBeforeRequests } from '../referee/channel.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { battleOrNull } from './flow.js';
import { turnServices } from './services.js';
import type { TurnState } from './turn-state.js';

const records = backgroundTasks();

/** Resolves when every squadron record the GM's client started has been written. */
export const settleSquadronRecords = records.settle;

/** The squadron a signal knows a roster ship by: the referee's record, else (older battles) its field. */
export function signalSquadronOf(
  state: TurnState,
  ship: { actorUuid: string; system: Pick<ShipSystemSource, 'squadron'> },
): string {
  return state.roster.find((r) => r.actorUuid === ship.actorUuid)?.squadron ?? ship.system.squadron;
}

async function record(actorUuid: string, squadron: string): Promise<void> {
  const state = battleOrNull();
  const entry = state?.roster.find((r) => r.actorUuid === actorUuid);
  if (!state || !entry || entry.squadron === undefined || entry.squadron === squadron) return;
  await turnServices().battle.write({
    ...state,
    roster: state.roster.map((r) => (r.actorUuid === actorUuid ? { ...r, squadron } : r)),
  });
}

export function registerSignalSquadrons(): void {
  settleBeforeRequests(records.current);
  onHook('updateActor', ((
    actor: { uuid: string; type: string },
    diff: { system?: { squadron?: unknown } } | undefined,
    _options: unknown,
    userId: string,
  ) => {
    const squadron = diff?.system?.squadron;
    if (!isReferee() || actor.type !== 'ship' || typeof squadron !== 'string') return;
    if (!isGmUser(userId)) return;
    records.run(() => record(actor.uuid, squadron));
  }) as never);
}
