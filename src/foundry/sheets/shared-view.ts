// View-model pieces the ship and fort sheets share: the morale tests taken (FP-8.2, the sheet
// records every test) and the damage history with the GM's undo.
import type { HistoryEntry } from '../models/history-field.js';
import type { SheetRole } from './permissions.js';

export interface MoraleRow {
  turn: number;
  roll: number;
  score: number;
  struck: boolean;
}

export interface HistoryRow {
  id: string;
  label: string;
  source: string;
  time: number;
  timeLabel: string;
  undone: boolean;
  canUndo: boolean;
}

export function moraleView(tests: ReadonlyArray<MoraleRow>): MoraleRow[] {
  return tests.map((t) => ({ turn: t.turn, roll: t.roll, score: t.score, struck: t.struck }));
}

export function formatTime(time: number, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(time),
    );
  } catch {
    return new Date(time).toISOString();
  }
}

/** Newest first; undo is offered to the GM on entries not yet undone (the relay re-checks). */
export function historyView(
  history: ReadonlyArray<HistoryEntry>,
  role: SheetRole,
  lang: string,
): HistoryRow[] {
  return history
    .map((e) => ({
      id: e.id,
      label: e.label,
      source: e.source,
      time: e.time,
      timeLabel: formatTime(e.time, lang),
      undone: e.undone,
      canUndo: role === 'gm' && !e.undone,
    }))
    .reverse();
}
