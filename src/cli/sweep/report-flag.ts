// Issue 13 (SD-161): --report out.html of the sweep commands: the balance report page (src/cli/report)
// written beside the JSON on stdout. The path is checked before the sweep starts, so a long sweep never
// ends in a report that cannot be written; the renderer (vega) is loaded only when a report is asked for,
// so neither the sweep's worker threads nor a plain run pay for loading it.
import type { SweepSummary } from '../../rules/sim/index.js';
import { CliError, optionalString, shown, type Flags } from '../args.js';

/** What writing a report needs from the process (bin.ts: node's fs). */
export interface ReportIo {
  /** Rejects when `path` cannot be written (its folder missing or read-only, or it is a folder). */
  checkWritable?(path: string): Promise<void>;
  writeFile?(path: string, text: string): Promise<void>;
}

export const REPORT_FLAG = { report: { type: 'string' } } as const;

const errorCode = (e: unknown) => (e as { code?: string }).code ?? 'error';

/** The --report path, checked: an .html file this process may write; undefined when not asked. */
export async function reportPath(flags: Flags, io: ReportIo): Promise<string | undefined> {
  const path = optionalString(flags, 'report');
  if (path === undefined) return undefined;
  // A shard's JSON (a.json) is never overwritten by a slip of --report.
  if (!/\.html?$/i.test(path))
    throw new CliError(`--report names an .html file, got ${shown(path)}`);
  if (!io.writeFile || !io.checkWritable) throw new CliError('this CLI cannot write files');
  try {
    await io.checkWritable(path);
  } catch (e) {
    throw new CliError(`--report: cannot write ${shown(path)}: ${errorCode(e)}`);
  }
  return path;
}

export async function writeReportFile(
  path: string | undefined,
  summary: SweepSummary,
  io: ReportIo,
): Promise<void> {
  if (path === undefined || !io.writeFile) return;
  const { renderReport } = await import('../report/index.js');
  const html = await renderReport(summary);
  try {
    await io.writeFile(path, html);
  } catch (e) {
    throw new CliError(`--report: cannot write ${shown(path)}: ${errorCode(e)}`);
  }
}
