// A ship's rule-driven data is the referee's. A player may write its ship's name, image and squadron,
// and this turn's orders until the Abilità roll locks them (FP-3); damage, crew, class figures,
// history, conditions, contacts, the orders' turn and lock are the GM's. Honest clients refuse such
// an update before it is sent; the active GM's client, told by the server who made each update (the
// hook's user id), puts back whatever a non-GM changed anyway and tells the GMs who tried what.
import { isGmUser } from './identity.js';
import { notify } from '../notify.js';
import { backgroundTasks } from './background.js';
import { SYSTEM_ID } from '../constants.js';
import { ORDER_KEYS } from '../models/orders-field.js';
import { isReferee, settleBeforeRequests } from './channel.js';
import { reportForgery } from './forgery.js';
import { onBecomingReferee } from './takeover.js';
import { format, localize } from '../i18n.js';
import {
  ledgerDelete,
  ledgerEntry,
  ledgerSet,
  registerGuardLedger,
  resetLedger,
} from './guard-ledger.js';

const GUARDED_TYPES = new Set(['ship', 'fort']);
const ORDER_KEY_SET = new Set<string>(ORDER_KEYS);

interface GuardedActor {
  id: string | null;
  name: string | null;
  type: string;
  system: unknown;
  update(data: object, options?: object): Promise<unknown>;
}

type Source = Record<string, unknown>;

function sourceOf(actor: GuardedActor): Source {
  const system = actor.system as { toObject?: () => Source } & Source;
  return JSON.parse(
    JSON.stringify(typeof system.toObject === 'function' ? system.toObject() : system),
  ) as Source;
}

function ordersLocked(source: Source): boolean {
  return (source.orders as { locked?: unknown } | undefined)?.locked === true;
}

/** The part of a ship's system data only the GM may change (as it stands). */
export function guardedPart(source: Source): Source {
  const out: Source = { ...source };
  delete out.squadron;
  if (out.orders && !ordersLocked(source)) {
    const orders = { ...(out.orders as Source) };
    for (const k of ORDER_KEY_SET) delete orders[k];
    out.orders = orders;
  }
  return out;
}

/** A path with Foundry's update operators ("-=key" deletes, "==key" replaces) read as the key it changes. */
function plainPath(path: string): { path: string; wholesale: boolean } {
  const parts = path.split('.');
  const wholesale = parts.some((p) => p.startsWith('-=') || p.startsWith('=='));
  return { path: parts.map((p) => p.replace(/^(-=|==)/, '')).join('.'), wholesale };
}

function flatten(obj: Source, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length
      ? flatten(v as Source, key)
      : [key];
  });
}

/**
 * The paths of an update (expanded diff) a non-GM may not write to this ship: anything but name,
 * image, squadron, other modules' flags, and this turn's order keys while the orders are open.
 */
export function forbiddenPaths(diff: Source, source: Source): string[] {
  const locked = ordersLocked(source);
  return flatten(diff).filter((raw) => {
    const { path, wholesale } = plainPath(raw);
    if (path === '_id' || path === 'name' || path === 'img' || path === 'system.squadron')
      return false;
    if (path.startsWith('flags.') && !path.startsWith(`flags.${SYSTEM_ID}`)) return false;
    const order = /^system\.orders\.([^.]+)$/.exec(path)?.[1];
    if (order && ORDER_KEY_SET.has(order) && !locked && !wholesale) return false;
    return true;
  });
}

function fieldNames(paths: readonly string[]): string {
  return [
    ...new Set(
      paths.map(
        (p) =>
          plainPath(p)
            .path.replace(/^system\./, '')
            .split('.')[0],
      ),
    ),
  ].join(', ');
}

/** Accepts `part` as the ship's guarded data, in the ledger every later referee reads. */
function accept(actorId: string, part: Source): void {
  ledgerSet(actorId, JSON.stringify(part));
}

function remember(actor: GuardedActor): void {
  if (actor.id && GUARDED_TYPES.has(actor.type)) accept(actor.id, guardedPart(sourceOf(actor)));
}

/** What the referee (this GM client, or an earlier one) last accepted of the ship. */
function accepted(actorId: string): Source | undefined {
  const entry = ledgerEntry(actorId);
  return entry === undefined ? undefined : (JSON.parse(entry) as Source);
}

/** The guarded fields whose values differ between what was accepted and what the ship holds now. */
function changedFields(seen: Source, now: Source): string[] {
  return Object.keys({ ...seen, ...now }).filter(
    (k) => JSON.stringify(seen[k]) !== JSON.stringify(now[k]),
  );
}

type Culprit = { name?: string | null } | null;

/** Puts `fields` back to `seen` on the ship, and tells the GMs who did what. */
async function putBack(
  actor: GuardedActor,
  seen: Source,
  fields: string[],
  who: Culprit,
  what: string,
): Promise<void> {
  const restore: Source = {};
  for (const k of fields) restore[`system.${k}`] = seen[k] ?? null;
  await actor.update(restore, { [`${SYSTEM_ID}Restore`]: true });
  await reportForgery(who, what);
}

/**
 * The system paths an update's diff writes, down to its leaves (an array, or a key under Foundry's
 * "-=" / "==" operators, is written whole); `[[]]` when it replaces all of `system`.
 */
function touchedPaths(diff: Source): string[][] {
  if (Object.keys(diff).some((k) => /^(-=|==)system$/.test(k))) return [[]];
  const walk = (node: unknown, at: string[]): string[][] => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return [at];
    return Object.entries(node as Source).flatMap(([k, v]) => {
      const key = k.replace(/^(-=|==)/, '');
      return key === k ? walk(v, [...at, key]) : [[...at, key]];
    });
  };
  // Which order keys are guarded depends on the lock, so a GM's write to the orders takes them whole.
  const whole = (path: string[]) => (path[0] === 'orders' ? ['orders'] : path);
  return diff.system === undefined ? [] : walk(diff.system, []).map(whole);
}

/** A copy of `seen` with the value at `path` taken from `now` (removed where `now` has none). */
function adoptPath(seen: Source, now: Source, path: readonly string[]): Source {
  if (path.length === 0) return structuredClone(now);
  const [head, ...rest] = path as [string, ...string[]];
  const out: Source = { ...seen };
  const found = !!now && typeof now === 'object' && head in now;
  if (rest.length === 0 || !found) {
    if (found) out[head] = structuredClone(now[head]);
    else delete out[head];
    return out;
  }
  const inner = out[head];
  out[head] = adoptPath(
    inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Source) : {},
    now[head] as Source,
    rest,
  );
  return out;
}

/**
 * On the active GM's client, when the server reports an update: judged at once, against the state
 * the update left (the hook runs before any later update lands), so writes sent back to back are each
 * judged on their own. A GM's update is adopted only for the paths it writes: the rest of the ship
 * may still hold a player's write whose restore is on its way. A non-GM's change to guarded data gives
 * the restore to send (and report), or null.
 */
export function judgeUpdate(
  actor: GuardedActor,
  diff: Source,
  userId: string,
): (() => Promise<string[]>) | null {
  if (!actor.id || !GUARDED_TYPES.has(actor.type)) return null;
  const user = game.users!.get(userId) as User.Implementation | undefined;
  const seen = accepted(actor.id);
  const now = guardedPart(sourceOf(actor));
  if (seen === undefined) {
    accept(actor.id, now);
    return null;
  }
  if (user?.isGM) {
    accept(
      actor.id,
      touchedPaths(diff).reduce((next, path) => adoptPath(next, now, path), seen),
    );
    return null;
  }
  const changed = changedFields(seen, now);
  if (changed.length === 0) return null;
  const what = format('SCA.Referee.GuardedRestored', {
    user: user?.name ?? '?',
    ship: actor.name ?? '',
    fields: changed.join(', '),
  });
  return async () => {
    await putBack(actor, seen, changed, user ?? null, what);
    return changed;
  };
}

/**
 * On the GM's client as it becomes the referee: a ship whose guarded data differs from the ledger was
 * written while no GM was connected (nobody judged it); it is put back and the GMs are told. Then the
 * client's memory and the ledger start from every ship as the referee last accepted it.
 */
export async function auditGuardedShips(actors: readonly GuardedActor[]): Promise<string[]> {
  const audited: string[] = [];
  for (const actor of actors) {
    if (!actor.id || !GUARDED_TYPES.has(actor.type)) continue;
    const now = guardedPart(sourceOf(actor));
    const entry = ledgerEntry(actor.id);
    const seen = entry === undefined ? now : (JSON.parse(entry) as Source);
    accept(actor.id, seen);
    const changed = changedFields(seen, now);
    if (changed.length === 0) continue;
    audited.push(actor.id);
    const what = format('SCA.Referee.GuardedRestoredAway', {
      ship: actor.name ?? '',
      fields: changed.join(', '),
    });
    const someone = { name: localize('SCA.Referee.Someone') };
    restores.run(() => putBack(actor, seen, changed, someone, what));
  }
  return audited;
}

export function registerShipGuard(): void {
  registerGuardLedger();
  settleBeforeRequests(restores.current);
  Hooks.on('preUpdateActor', ((
    actor: GuardedActor,
    diff: Source,
    _options: unknown,
    userId: string,
  ) => {
    if (!GUARDED_TYPES.has(actor.type) || isGmUser(userId)) return true;
    const bad = forbiddenPaths(diff, sourceOf(actor));
    if (bad.length === 0) return true;
    notify.warn(
      format('SCA.Referee.GuardedField', { ship: actor.name ?? '', fields: fieldNames(bad) }),
    );
    return false;
  }) as never);
  Hooks.on('updateActor', ((
    actor: GuardedActor,
    diff: Source,
    _options: unknown,
    userId: string,
  ) => {
    if (!isReferee()) return;
    const restore = judgeUpdate(actor, diff ?? {}, userId);
    if (restore) restores.run(restore);
  }) as never);
  Hooks.on('createActor', ((actor: GuardedActor) => {
    if (isReferee()) remember(actor);
  }) as never);
  Hooks.on('deleteActor', ((actor: GuardedActor) => {
    if (!isReferee() || !actor.id) return;
    ledgerDelete(actor.id);
  }) as never);
  // SD-282 at a GM's ready, or when its client takes over as the active GM.
  onBecomingReferee(
    () => void auditGuardedShips(game.actors!.contents as unknown as GuardedActor[]),
  );
}

const restores = backgroundTasks();

/** Resolves when every restore the GM's client started has finished (tests await it). */
export const settleShipGuard = restores.settle;

/** For tests: forget what the GM's client has seen (a fresh client). */
export function resetShipGuard(): void {
  resetLedger();
}
