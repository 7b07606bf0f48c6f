// Reading an actor's applied-effect history (system.history) without depending on its sub-type.
import type { HistoryEntry } from '../models/history-field.js';
import { storedSystem } from '../models/access.js';

export function historyOf(actor: Actor.Implementation): HistoryEntry[] {
  const h = (storedSystem(actor as never) as { history?: HistoryEntry[] }).history;
  return Array.isArray(h) ? h : [];
}

/** Whether an effect key is applied (and not undone) on the actor. */
export function isApplied(actor: Actor.Implementation | null, key: string): boolean {
  return !!actor && historyOf(actor).some((e) => e.source === key && !e.undone);
}
