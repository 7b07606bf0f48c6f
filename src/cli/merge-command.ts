// bin/sca merge (issue 13): the JSON outputs of one sweep's shards (the same duel or battle, played by
// seed range on several machines) merged into the JSON one run of the whole range prints. The shards'
// setups must match and their seed ranges must not overlap (the core's mergeCounts refuses both).
import { RuleError } from '../rules/errors.js';
import { countsOf, mergeCounts, type SweepCounts } from '../rules/sim/index.js';
import { CliError, shown, type FlagSpec, type Flags } from './args.js';
import type { ReadFile } from './fleet-morale-command.js';
import { summaryFromJson } from './report/read-summary.js';
import { sweepSummary } from './sweep/canonical.js';
import { REPORT_FLAG, reportPath, writeReportFile, type ReportIo } from './sweep/report-flag.js';

export const MERGE_FLAGS: FlagSpec = { ...REPORT_FLAG };

/** More files than anyone shards a sweep into; a longer list is a mistake (a glob gone wrong). */
export const MAX_MERGE_FILES = 1000;

export async function mergeCommand(
  files: readonly string[],
  flags: Flags,
  io: ReportIo & { readFile?: ReadFile },
): Promise<object> {
  const readFile = io.readFile;
  if (files.length === 0)
    throw new CliError('merge needs the JSON files of a sweep: merge a.json b.json ...');
  if (files.length > MAX_MERGE_FILES)
    throw new CliError(`merge takes at most ${MAX_MERGE_FILES} files, got ${files.length}`);
  if (!readFile) throw new CliError('this CLI cannot read files');
  // All files are read and checked before anything is merged: a bad one names itself, nothing is printed.
  const parts: SweepCounts[] = [];
  for (const path of files) {
    let text: string;
    try {
      text = await readFile(path);
    } catch (e) {
      throw new CliError(`cannot read ${shown(path)}: ${(e as { code?: string }).code ?? 'error'}`);
    }
    // The report's reader checks the file field by field; only the counts are kept (rates derived again).
    try {
      parts.push(countsOf(summaryFromJson(text)));
    } catch (e) {
      if (e instanceof CliError) throw new CliError(`${shown(path)}: ${e.message}`);
      throw e;
    }
  }
  let merged = parts[0] as SweepCounts;
  for (let i = 1; i < parts.length; i++) {
    try {
      merged = mergeCounts(merged, parts[i] as SweepCounts);
    } catch (e) {
      if (e instanceof RuleError) throw new CliError(`${shown(files[i] as string)}: ${e.message}`);
      throw e;
    }
  }
  const report = await reportPath(flags, io);
  const summary = sweepSummary(merged);
  await writeReportFile(report, summary, io);
  return summary;
}
