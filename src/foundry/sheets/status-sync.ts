// Keeps token status effects in step with the actor's state. Only the active GM's client toggles
// (every client sees updateActor; one writer avoids duplicate effects), one actor at a time.
import { isReferee } from '../referee/identity.js';
import {
  MANAGED_STATUS_IDS,
  SCA_STATUS_EFFECTS,
  statusChanges,
  wantedStatuses,
} from './status-effects.js';

interface StatusActor {
  uuid: string;
  type: string;
  system: unknown;
  statuses: Set<string>;
  toggleStatusEffect(
    statusId: string,
    options?: { active?: boolean; overlay?: boolean },
  ): Promise<unknown>;
}

const queues = new Map<string, Promise<void>>();

/** Toggles the system's statuses of one actor so they match its state. */
export async function syncActorStatuses(
  actor: StatusActor,
): Promise<{ on: string[]; off: string[] }> {
  const wanted = wantedStatuses(actor);
  if (!wanted) return { on: [], off: [] };
  const changes = statusChanges(actor.statuses, wanted);
  for (const id of changes.on) await actor.toggleStatusEffect(id, { active: true });
  for (const id of changes.off) await actor.toggleStatusEffect(id, { active: false });
  return changes;
}

function queueSync(actor: StatusActor): void {
  const previous = queues.get(actor.uuid) ?? Promise.resolve();
  const next = previous
    .then(() => syncActorStatuses(actor))
    .then(
      () => undefined,
      (e: unknown) => console.error('signal-close-action | status sync failed', e),
    );
  queues.set(actor.uuid, next);
  void next.finally(() => {
    if (queues.get(actor.uuid) === next) queues.delete(actor.uuid);
  });
}

/** Resolves when every queued sync has run (for tests and scripted turns). */
export async function statusSyncSettled(): Promise<void> {
  while (queues.size) await Promise.all([...queues.values()]);
}

/**
 * The token statuses: ours, plus only those core statuses Foundry itself relies on
 * (CONFIG.specialStatusEffects, e.g. "dead" for defeated combatants); the humanoid conditions of the
 * core list mean nothing to a ship. v13 keeps them in an array (replaced here); v14 in a record keyed
 * by id, changed in place (assigning an array there only goes through a deprecated shim).
 */
export function registerStatusEffects(): void {
  type Status = { id: string; name: string; img: string };
  const config = CONFIG as unknown as {
    statusEffects?: Status[] | Record<string, Status>;
    specialStatusEffects?: Record<string, string>;
  };
  const special = new Set(Object.values(config.specialStatusEffects ?? {}));
  const ours = new Set(MANAGED_STATUS_IDS);
  const keep = (id: string) => special.has(id) && !ours.has(id);
  if ((game.release?.generation ?? 13) >= 14) {
    config.statusEffects ??= {};
    const record = config.statusEffects as Record<string, Status>;
    for (const id of Object.keys(record)) if (!keep(id)) delete record[id];
    for (const s of SCA_STATUS_EFFECTS) record[s.id] = { ...s };
    return;
  }
  const kept = ((config.statusEffects ?? []) as Status[]).filter((e) => keep(e.id));
  config.statusEffects = [...kept, ...SCA_STATUS_EFFECTS.map((s) => ({ ...s }))];
}

export function registerStatusSync(): void {
  const onChange = (actor: unknown) => {
    if (!isReferee()) return;
    const a = actor as StatusActor;
    if (a.type !== 'ship' && a.type !== 'fort') return;
    queueSync(a);
  };
  Hooks.on('updateActor', onChange as never);
  Hooks.on('createActor', onChange as never);
}
