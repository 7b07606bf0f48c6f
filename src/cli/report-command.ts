// bin/sca report (issue 13): the balance report page of a sweep saved as JSON (the output of bin/sca
// duel, battle or merge), written as one self-contained HTML file. A missing, unreadable or invalid
// file exits 2 with one line naming it.
import { CliError, requireString, shown, type FlagSpec, type Flags } from './args.js';
import type { ReadFile } from './fleet-morale-command.js';

const S = { type: 'string' } as const;

export const REPORT_FLAGS: FlagSpec = { in: S, out: S };

/** Writes a file named on the command line (bin.ts: node's fs; tests: a map). */
export type WriteFile = (path: string, text: string) => Promise<void>;

export async function reportCommand(
  flags: Flags,
  readFile: ReadFile | undefined,
  writeFile: WriteFile | undefined,
): Promise<object> {
  const input = requireString(flags, 'in');
  const out = requireString(flags, 'out');
  if (input === out)
    throw new CliError('--out must not be the --in file (it would be overwritten)');
  if (!readFile || !writeFile) throw new CliError('this CLI cannot read or write files');
  let text: string;
  try {
    text = await readFile(input);
  } catch (e) {
    throw new CliError(`cannot read ${shown(input)}: ${(e as { code?: string }).code ?? 'error'}`);
  }
  // Loaded here, not at start-up: the charts' libraries are large and only this command needs them.
  const { renderReport, summaryFromJson } = await import('./report/index.js');
  let summary: ReturnType<typeof summaryFromJson>;
  try {
    summary = summaryFromJson(text);
  } catch (e) {
    throw new CliError(`${shown(input)} is not a sweep's result: ${(e as Error).message}`);
  }
  const html = await renderReport(summary);
  try {
    await writeFile(out, html);
  } catch (e) {
    throw new CliError(`cannot write ${shown(out)}: ${(e as { code?: string }).code ?? 'error'}`);
  }
  return {
    report: out,
    kind: summary.kind,
    runs: summary.runs,
    bytes: new TextEncoder().encode(html).length,
  };
}
