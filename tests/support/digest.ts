// Reads the rules digest (../shared/rules/fast-play.md) so table tests compare the typed data
// against the digest itself rather than against a second transcription.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const DIGEST_PATH = resolve(process.cwd(), '../shared/rules/fast-play.md');

export function digestText(): string {
  return readFileSync(DIGEST_PATH, 'utf8');
}

/** The first markdown table after the first line starting with `marker`, as rows of trimmed cells (header excluded). */
export function digestTable(marker: string): string[][] {
  const lines = digestText().split('\n');
  const start = lines.findIndex((l) => l.startsWith(marker));
  if (start < 0) throw new Error(`marker "${marker}" not found in the digest`);
  let i = start;
  while (i < lines.length && !lines[i]!.startsWith('|')) i++;
  const rows: string[][] = [];
  for (; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(lines[i]!.split('|').slice(1, -1).map((c) => c.trim()));
  }
  // rows[0] is the header, rows[1] the --- separator
  return rows.slice(2);
}
