// Applying results to ships, on the referee's (the GM's) client only: the registered computer
// re-computes the change from authoritative data (the GM-posted card and the ships), it is applied at
// most once per key, and recorded in the ship's history so the GM can undo it exactly.
import { RuleError } from '../../rules/index.js';
import { ForgeryError, reportForgery } from './forgery.js';
import { storedSystem } from '../models/access.js';
import { appliedEntry, recordChange, undoChange, type SystemChanges } from './history.js';
import type { HistoryEntry } from '../models/history-field.js';
import { localize } from '../i18n.js';

export interface EffectRequest {
  /** A registered effect kind, e.g. "gunnery.damage". */
  kind: string;
  /** Once-only key: the same key is never applied twice to the same actor. */
  key: string;
  actorUuid: string;
  /** The chat card this effect comes from, when it does. */
  messageId?: string;
  /** The user who asked: the server-stamped author of the referee request (or the GM itself). */
  requesterId: string;
  /** Kind-specific choices made by the requester (e.g. the hull side), validated by the computer. */
  args?: Record<string, unknown>;
}

export interface EffectPlan {
  changes: SystemChanges;
  label: string;
}

export interface EffectContext {
  actor: Actor.Implementation;
  message: ChatMessage.Implementation | null;
}

/** Computes the change on the applying client; throws RuleError to refuse. */
export type EffectComputer = (
  request: EffectRequest,
  context: EffectContext,
) => EffectPlan | Promise<EffectPlan>;

export type ApplyOutcome =
  | { status: 'applied'; entryId: string; label: string }
  | { status: 'already'; entryId: string; label: string }
  | { status: 'refused'; reason: string };

const computers = new Map<string, EffectComputer>();
const inFlight = new Map<string, Promise<ApplyOutcome>>();

export function registerEffect(kind: string, computer: EffectComputer): void {
  computers.set(kind, computer);
}

export function registeredEffectKinds(): string[] {
  return [...computers.keys()];
}

interface HistoryHolder {
  history: HistoryEntry[];
}

function historyOf(actor: Actor.Implementation): HistoryHolder {
  return storedSystem(actor as never) as HistoryHolder;
}

async function resolveActor(uuid: string): Promise<Actor.Implementation> {
  const doc = (await fromUuid(uuid)) as Actor.Implementation | null;
  if (doc?.documentName !== 'Actor') throw new RuleError(`no ship ${uuid}`);
  return doc;
}

/** Runs on the client that applies (the GM, or the owner itself): compute, guard, record, update. */
async function applyHere(request: EffectRequest): Promise<ApplyOutcome> {
  const computer = computers.get(request.kind);
  if (!computer) return { status: 'refused', reason: `unknown effect "${request.kind}"` };
  try {
    const actor = await resolveActor(request.actorUuid);
    const done = appliedEntry(historyOf(actor), request.key);
    if (done) return { status: 'already', entryId: done.id, label: done.label };
    const message = request.messageId
      ? ((game.messages?.get(request.messageId) as ChatMessage.Implementation | undefined) ?? null)
      : null;
    if (request.messageId && !message) throw new RuleError('the chat card no longer exists');
    const plan = await computer(request, { actor, message });
    const id = foundry.utils.randomID();
    const update = recordChange(historyOf(actor), plan.changes, {
      id,
      label: plan.label,
      source: request.key,
      time: Date.now(),
    });
    await actor.update(update as Actor.UpdateData);
    return { status: 'applied', entryId: id, label: plan.label };
  } catch (e) {
    if (e instanceof ForgeryError)
      await reportForgery(
        (game.users!.get(request.requesterId) as User.Implementation | undefined) ?? null,
        e.message,
      );
    if (e instanceof RuleError) return { status: 'refused', reason: e.message };
    throw e;
  }
}

/** Deduplicates concurrent requests for the same actor and key on this client. */
function once(request: EffectRequest, run: () => Promise<ApplyOutcome>): Promise<ApplyOutcome> {
  const lock = `${request.actorUuid}|${request.key}`;
  const pending = inFlight.get(lock);
  if (pending)
    return pending.then((r) => (r.status === 'applied' ? { ...r, status: 'already' as const } : r));
  const p = run().finally(() => inFlight.delete(lock));
  inFlight.set(lock, p);
  return p;
}

/**
 * Applies an effect on the referee's client (a GM). The request is built there from a card or the
 * table, never received: players reach this only through a referee request (channel.ts).
 */
export async function applyEffect(
  input: Omit<EffectRequest, 'requesterId'> & { requesterId?: string },
): Promise<ApplyOutcome> {
  if (!game.user?.isGM) return { status: 'refused', reason: localize('SCA.Referee.NotReferee') };
  // A GM-side caller that names no requester is the GM itself.
  const request: EffectRequest = { ...input, requesterId: input.requesterId ?? game.user.id! };
  const actor = await resolveActor(request.actorUuid).catch(() => null);
  if (!actor) return { status: 'refused', reason: `no ship ${request.actorUuid}` };
  return once(request, () => applyHere(request));
}

export interface UndoRequest {
  actorUuid: string;
  entryId: string;
}

/** Undo is the GM's, on the GM's own client: there is no query that undoes. */
export async function undoEffect(request: UndoRequest): Promise<ApplyOutcome> {
  if (!game.user!.isGM) return { status: 'refused', reason: localize('SCA.Relay.UndoGMOnly') };
  try {
    const actor = await resolveActor(request.actorUuid);
    const entry = historyOf(actor).history.find((e) => e.id === request.entryId);
    const update = undoChange(historyOf(actor), request.entryId);
    await actor.update(update as Actor.UpdateData);
    return { status: 'applied', entryId: request.entryId, label: entry?.label ?? '' };
  } catch (e) {
    if (e instanceof RuleError) return { status: 'refused', reason: e.message };
    throw e;
  }
}
