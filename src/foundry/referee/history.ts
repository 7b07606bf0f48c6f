// Applying a change to an actor's system data with a history entry, and undoing it exactly.
// Pure functions over plain data: the glue turns their result into one document update.
import { RuleError } from '../../rules/index.js';
import type { HistoryEntry } from '../models/history-field.js';

/** Paths are relative to `system` (e.g. "damage.port"); values are what the path should hold. */
export type SystemChanges = Record<string, unknown>;

export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface ChangeMeta {
  id: string;
  label: string;
  source: string;
  time: number;
}

/** The update (system-prefixed paths) that applies `changes` and records them in the history. */
export function recordChange(
  system: { history: HistoryEntry[] },
  changes: SystemChanges,
  meta: ChangeMeta,
): Record<string, unknown> {
  if (Object.keys(changes).some((p) => p === 'history' || p.startsWith('history.')))
    throw new RuleError('the history cannot change itself');
  const before: Record<string, unknown> = {};
  for (const path of Object.keys(changes)) before[path] = clone(getPath(system, path));
  const entry: HistoryEntry = { ...meta, before, after: clone(changes), undone: false };
  const update: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(changes)) update[`system.${path}`] = value;
  update['system.history'] = [...system.history, entry];
  return update;
}

/** Whether a change from this source is applied and not undone (the once-only guard). */
export function appliedEntry(
  system: { history: HistoryEntry[] },
  source: string,
): HistoryEntry | undefined {
  return system.history.find((e) => e.source === source && !e.undone);
}

/**
 * The update that undoes entry `id`: every path goes back to its value before the change. Refused
 * when a later change has since altered one of those paths (undo that one first).
 */
export function undoChange(
  system: { history: HistoryEntry[] },
  id: string,
): Record<string, unknown> {
  const index = system.history.findIndex((e) => e.id === id);
  const entry = system.history[index];
  if (!entry) throw new RuleError(`no history entry "${id}"`);
  if (entry.undone) throw new RuleError(`"${entry.label}" is already undone`);
  for (const [path, value] of Object.entries(entry.after)) {
    if (!same(getPath(system, path), value)) {
      throw new RuleError(
        `"${entry.label}" cannot be undone: ${path} changed since; undo the later change first`,
      );
    }
  }
  const update: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(entry.before)) update[`system.${path}`] = clone(value);
  update['system.history'] = system.history.map((e, i) =>
    i === index ? { ...e, undone: true } : e,
  );
  return update;
}
