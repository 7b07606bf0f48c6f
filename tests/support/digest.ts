// The rules digest's tables and facts as the tests read them: from tests/fixtures/digest-tables.md,
// a copy committed in the repository (so a clone without ../shared passes). The digest itself
// (../shared/rules/fast-play.md) and the Italian source are read only where they are present:
// tests/digest-fixture.test.ts checks the copy against the digest, and the "our own words" checks
// compare the product's text with them.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const FIXTURE_PATH = resolve(process.cwd(), 'tests/fixtures/digest-tables.md');
export const DIGEST_PATH = resolve(process.cwd(), '../shared/rules/fast-play.md');
export const ITALIAN_SOURCE_PATH = resolve(process.cwd(), '../shared/seeds/sca-fast-play-it.txt');

/** Whether ../shared (the digest and the Italian source) is beside the project on this machine. */
export const SHARED_PRESENT = existsSync(DIGEST_PATH) && existsSync(ITALIAN_SOURCE_PATH);

export function fixtureText(): string {
  return readFileSync(FIXTURE_PATH, 'utf8');
}

/** The live digest; only where SHARED_PRESENT. */
export function digestText(): string {
  return readFileSync(DIGEST_PATH, 'utf8');
}

export function italianSourceText(): string {
  return readFileSync(ITALIAN_SOURCE_PATH, 'utf8');
}

/** The first markdown table after the first line starting with `marker`, as rows of trimmed cells (header excluded). */
export function tableIn(text: string, marker: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(marker));
  if (start < 0) throw new Error(`marker "${marker}" not found`);
  let i = start;
  while (i < lines.length && !lines[i]!.startsWith('|')) i++;
  const rows: string[][] = [];
  for (; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(
      lines[i]!.split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  // rows[0] is the header, rows[1] the --- separator
  return rows.slice(2);
}

/** A table of the digest, from the committed copy. */
export function digestTable(marker: string): string[][] {
  return tableIn(fixtureText(), marker);
}

/** The rule ids that mark a table in the committed copy. */
export function fixtureTableMarkers(): string[] {
  const text = fixtureText();
  const section = text.slice(text.indexOf('## Tables'), text.indexOf('## Facts'));
  return section.split('\n').filter((l) => /^(FP|OR|HR)-[\w.]+$/.test(l));
}

/** The one-line facts of the copy (rule id, then the digest's words), e.g. the FP-1.7 rose. */
export function digestFacts(): Record<string, string> {
  const text = fixtureText();
  const section = text.slice(text.indexOf('## Facts'), text.indexOf('## Decisions'));
  const out: Record<string, string> = {};
  for (const m of section.matchAll(/^((?:FP|OR|HR)-[\w.]+) (.+)$/gm)) out[m[1]!] = m[2]!;
  return out;
}

export function digestFact(id: string): string {
  const fact = digestFacts()[id];
  if (fact === undefined) throw new Error(`fact ${id} not found in ${FIXTURE_PATH}`);
  return fact;
}

/** The decision ids (D-n) of the digest, from the copy. */
export function digestDecisionIds(): string[] {
  const line = /^D-ids: (.+)$/m.exec(fixtureText());
  if (!line) throw new Error(`no "D-ids:" line in ${FIXTURE_PATH}`);
  return line[1]!.split(',').map((s) => s.trim());
}

/** The decision ids a digest text mentions, in numeric order. */
export function decisionIdsIn(text: string): string[] {
  const ids = new Set([...text.matchAll(/\bD-(\d+)\b/g)].map((m) => Number(m[1])));
  return [...ids].sort((a, b) => a - b).map((n) => `D-${n}`);
}
