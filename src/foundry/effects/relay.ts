// Applying results to ships with real permissions: a change to a ship the clicking user does not
// own goes to the active GM as a query; whoever applies re-computes the change from authoritative
// data (the registered computer re-reads the card and the ship), applies it at most once per key,
// and records it in the ship's history so it can be undone exactly.
import { RuleError } from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { appliedEntry, recordChange, undoChange, type SystemChanges } from './history.js';
import type { HistoryEntry } from '../models/history-field.js';

export interface EffectRequest {
  /** A registered effect kind, e.g. "gunnery.damage". */
  kind: string;
  /** Once-only key: the same key is never applied twice to the same actor. */
  key: string;
  actorUuid: string;
  /** The chat card this effect comes from, when it does. */
  messageId?: string;
  /** The user asking; computers check it against the card's author (it is not trusted alone). */
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
export type EffectComputer = (request: EffectRequest, context: EffectContext) => EffectPlan | Promise<EffectPlan>;

export type ApplyOutcome =
  | { status: 'applied'; entryId: string; label: string }
  | { status: 'already'; entryId: string; label: string }
  | { status: 'refused'; reason: string };

const computers = new Map<string, EffectComputer>();
const inFlight = new Map<string, Promise<ApplyOutcome>>();

export const APPLY_QUERY = `${SYSTEM_ID}.applyEffect`;
export const UNDO_QUERY = `${SYSTEM_ID}.undoEffect`;

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
  return actor.system as unknown as HistoryHolder;
}

async function resolveActor(uuid: string): Promise<Actor.Implementation> {
  const doc = (await fromUuid(uuid)) as Actor.Implementation | null;
  if (!doc || doc.documentName !== 'Actor') throw new RuleError(`no ship ${uuid}`);
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
    const message = request.messageId ? ((game.messages?.get(request.messageId) as ChatMessage.Implementation | undefined) ?? null) : null;
    if (request.messageId && !message) throw new RuleError('the chat card no longer exists');
    const plan = await computer(request, { actor, message });
    const id = foundry.utils.randomID();
    const update = recordChange(historyOf(actor), plan.changes, { id, label: plan.label, source: request.key, time: Date.now() });
    await actor.update(update as Actor.UpdateData);
    return { status: 'applied', entryId: id, label: plan.label };
  } catch (e) {
    if (e instanceof RuleError) return { status: 'refused', reason: e.message };
    throw e;
  }
}

/** Deduplicates concurrent requests for the same actor and key on this client. */
function once(request: EffectRequest, run: () => Promise<ApplyOutcome>): Promise<ApplyOutcome> {
  const lock = `${request.actorUuid}|${request.key}`;
  const pending = inFlight.get(lock);
  if (pending) return pending.then((r) => (r.status === 'applied' ? { ...r, status: 'already' as const } : r));
  const p = run().finally(() => inFlight.delete(lock));
  inFlight.set(lock, p);
  return p;
}

/** Applies an effect: locally for a GM or the ship's owner, otherwise through the active GM. */
export async function applyEffect(request: Omit<EffectRequest, 'requesterId'>): Promise<ApplyOutcome> {
  const full: EffectRequest = { ...request, requesterId: game.user!.id };
  const actor = await resolveActor(full.actorUuid).catch(() => null);
  if (!actor) return { status: 'refused', reason: `no ship ${full.actorUuid}` };
  if (game.user!.isGM || actor.isOwner) return once(full, () => applyHere(full));
  const gm = game.users!.activeGM;
  if (!gm) return { status: 'refused', reason: game.i18n!.localize('SCA.Relay.NoGM') };
  return once(full, async () => (await gm.query(APPLY_QUERY as never, full as never)) as ApplyOutcome);
}

export interface UndoRequest {
  actorUuid: string;
  entryId: string;
}

async function undoHere(request: UndoRequest): Promise<ApplyOutcome> {
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

/** Undo is a GM action (the GM sees every ship's history). */
export async function undoEffect(request: UndoRequest): Promise<ApplyOutcome> {
  if (!game.user!.isGM) return { status: 'refused', reason: game.i18n!.localize('SCA.Relay.UndoGMOnly') };
  return undoHere(request);
}

/** The GM side of the relay. */
export function registerRelayQueries(): void {
  const queries = CONFIG.queries as unknown as Record<string, (data: never) => Promise<unknown>>;
  queries[APPLY_QUERY] = async (data: never) => {
    if (!game.user!.isGM) return { status: 'refused', reason: 'only a GM applies relayed effects' };
    const request = data as EffectRequest;
    return once(request, () => applyHere(request));
  };
  queries[UNDO_QUERY] = async (data: never) => (game.user!.isGM ? undoHere(data as UndoRequest) : { status: 'refused', reason: 'GM only' });
}
