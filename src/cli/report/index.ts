// Issue 13: the balance report of a sweep (bin/sca report, and --report of bin/sca duel / battle).
import { writeFile } from 'node:fs/promises';
import { countsOf, deriveSummary, type SweepSummary } from '../../rules/sim/sweep.js';
import { endsChart, lossChart, ratesChart, worthChart } from './charts.js';
import { className, reportFigures } from './figures.js';
import { pageHtml } from './page.js';

export { summaryFromJson } from './read-summary.js';

export interface ReportOptions {
  /** The page's title; by default one naming the sweep ("Balance report, duel: 98S, good crew against ..."). */
  title?: string;
}

function defaultTitle(s: SweepSummary): string {
  const side = (side: 'a' | 'b') => {
    const classes = s.classes.filter((c) => c.side === side);
    return classes.length === 1 && classes[0]
      ? className(classes[0])
      : `fleet ${side.toUpperCase()}`;
  };
  return `Balance report, ${s.kind}: ${side('a')} against ${side('b')}`;
}

/** The report page of a sweep as self-contained HTML (rates derived again from its counts). */
export async function renderReport(
  summary: SweepSummary,
  opts: ReportOptions = {},
): Promise<string> {
  const s = deriveSummary(countsOf(summary));
  const figures = reportFigures(s);
  const [rates, worth, losses, ends] = await Promise.all([
    ratesChart(s),
    worthChart(figures),
    lossChart(figures),
    endsChart(s),
  ]);
  return pageHtml({
    title: opts.title ?? defaultTitle(s),
    summary: s,
    figures,
    charts: { rates, worth, losses, ends },
  });
}

/** Renders the report and writes it to `path` (for --report of the sweep commands). */
export async function writeReport(
  path: string,
  summary: SweepSummary,
  opts: ReportOptions = {},
): Promise<void> {
  await writeFile(path, await renderReport(summary, opts), 'utf8');
}
