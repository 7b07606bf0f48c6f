// The balance report as one HTML page: the setup that reproduces it, the charts (inline SVG), the
// same numbers in tables (the charts' text alternative) and the "worth its points" answers. Inline CSS
// only: no script, no font, no network, so it reads offline and prints (SD-168). English only (SD-169).
import { optionsInWords } from '../../rules/sim/option-titles.js';
import type { SweepSummary } from '../../rules/sim/sweep.js';
import type { Chart } from './charts.js';
import { endWords } from './charts.js';
import {
  EVEN_BAND,
  fairnessSentence,
  fixed,
  percent,
  worthSentence,
  type ClassFigures,
  type ReportFigures,
  type Verdict,
} from './figures.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from the sweep's file, safe in an element or a quoted attribute. */
export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #ffffff; color: #1a1a1a; font: 15px/1.45 system-ui, sans-serif; }
main { max-width: 980px; margin: 0 auto; padding: 24px 28px 40px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 32px 0 8px; border-bottom: 2px solid #1f4e79; padding-bottom: 2px; }
h3 { font-size: 16px; margin: 0 0 4px; }
p, li { max-width: 72ch; }
.lead { color: #3d3d3d; margin: 0 0 8px; }
.verdict { font-weight: 600; margin: 0 0 16px; }
dl.setup { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
dl.setup dt { font-weight: 600; }
dl.setup dd { margin: 0; overflow-wrap: anywhere; }
code { font: 13px/1.4 ui-monospace, monospace; background: #f1f1f1; padding: 1px 4px; overflow-wrap: anywhere; }
figure { margin: 16px 0 24px; }
figcaption p { margin: 0 0 8px; color: #3d3d3d; }
figure svg { display: block; max-width: 100%; height: auto; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; margin: 8px 0 16px; font-size: 14px; }
caption { text-align: left; font-weight: 600; padding: 0 0 4px; }
th, td { border: 1px solid #b3b3b3; padding: 4px 8px; text-align: right; vertical-align: top; }
th { background: #eef2f6; }
th[scope="row"], td.text, th:first-child { text-align: left; }
.side-a { color: #1f4e79; font-weight: 600; }
.side-b { color: #9b2915; font-weight: 600; }
.worth { color: #1d5e20; font-weight: 600; }
.notWorth { color: #9b2915; font-weight: 600; }
.even, .unknown { color: #3d3d3d; font-weight: 600; }
ul.answers li { margin: 0 0 8px; }
footer { margin-top: 32px; color: #3d3d3d; font-size: 13px; }
@media print {
  main { max-width: none; padding: 0; }
  figure, table { break-inside: avoid; }
}
`;

const VERDICT_WORDS: Record<Verdict, string> = {
  worth: 'Worth it',
  notWorth: 'Not worth it',
  even: 'About even',
  unknown: 'Cannot tell',
};

const sideCell = (side: 'a' | 'b') => `<span class="side-${side}">${side.toUpperCase()}</span>`;

/** "2 × 74C, good crew (8 points)" for each class of a side, as one run fields it. */
function sideLine(f: ReportFigures, side: 'a' | 'b'): string {
  const ships = f.classes
    .filter((c) => c.tally.side === side)
    .map(
      (c) =>
        `${esc(fixed(c.perRun, c.perRun % 1 === 0 ? 0 : 2))} × ${esc(c.name)} (${esc(c.tally.points)} points)`,
    );
  if (ships.length === 0) return 'no ship of this side is in the sweep';
  return `${ships.join('; ')}: ${esc(fixed(f.sidePoints[side], f.sidePoints[side] % 1 === 0 ? 0 : 1))} points a run`;
}

function seedWords(s: SweepSummary): string {
  return s.seeds
    .map(([first, n]) => (n === 1 ? `${first}` : `${first} to ${first + n - 1}`))
    .join(', ');
}

const setupValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The commands that play this sweep again, when the setup says enough (a duel's two ships). */
function reproduce(s: SweepSummary): string {
  const { a, b } = s.setup;
  if (s.kind === 'duel' && typeof a === 'string' && typeof b === 'string') {
    const lines = s.seeds.map(
      ([first, n]) =>
        `<code>bin/sca duel --a ${esc(a)} --b ${esc(b)} --runs ${n} --seed ${first}</code>`,
    );
    return lines.length === 1
      ? lines[0]!
      : `${lines.join('<br>')}<br>(one command per seed range; merged, their outputs are this sweep)`;
  }
  return `bin/sca ${esc(s.kind)} with the setup above, over the seeds ${esc(seedWords(s))}`;
}

function setupSection(s: SweepSummary, f: ReportFigures): string {
  const rows: Array<[string, string]> = [
    [
      'Sweep',
      s.kind === 'duel'
        ? 'Duels of two ships on an open table, the AI captain on both, each to a strike, a sinking, an explosion or a capture by boarding, or the turn limit (as bin/sca duel plays them: SD-140 to SD-144, SD-153, SD-154, SD-157, SD-158)'
        : 'Battles of two fleets on an open table, the AI captain on both sides, each to a victory (FP-8.3) or the turn limit',
    ],
    ['Side A', sideLine(f, 'a')],
    ['Side B', sideLine(f, 'b')],
    ...Object.entries(s.setup)
      .filter(([k]) => !(s.kind === 'duel' && (k === 'a' || k === 'b')))
      .map(([k, v]): [string, string] =>
        // The optional rules by id and title (an empty list: Fast Play as written).
        k === 'options' && Array.isArray(v)
          ? ['options', v.length === 0 ? 'none' : esc(optionsInWords(v.map(String)))]
          : [esc(k), `<code>${esc(setupValue(v).slice(0, 300))}</code>`],
      ),
    ['Runs', esc(s.runs)],
    ['Seeds', esc(seedWords(s))],
    ['Reproduce', reproduce(s)],
  ];
  return `<section aria-labelledby="setup-h"><h2 id="setup-h">Setup</h2>
<dl class="setup">${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl></section>`;
}

function figure(c: Chart): string {
  return `<figure><figcaption><h3 id="${c.id}-title">${esc(c.title)}</h3><p id="${c.id}-desc">${esc(c.description)}</p></figcaption>${c.svg}</figure>`;
}

/** SD-195 a battle played with FP-8.3F scored its points by the FP-8.3 footnote. */
function footnoteScoring(s: SweepSummary): boolean {
  const options = s.setup.options;
  return Array.isArray(options) && options.includes('FP-8.3F');
}

/** FP-A3 / OR-11 the signals each side sent, and the reception rolls that read or missed them. */
function signalsLine(s: SweepSummary): string {
  if (!s.signals) return '';
  const side = (name: string, k: 'a' | 'b') => {
    const c = s.signals![k];
    return `${name} sent ${c.sent}, read by a ship ${c.read} times and missed ${c.missed} times`;
  };
  return `<p>Signals over the runs: ${side('side A', 'a')}; ${side('side B', 'b')}.</p>`;
}

function outcomesTable(s: SweepSummary): string {
  const row = (name: string, k: 'a' | 'b' | 'draw') => {
    const r = s.rates[k];
    return `<tr><th scope="row">${name}</th><td>${r.count}</td><td>${percent(r.rate)}</td><td>${percent(r.low)} to ${percent(r.high)}</td></tr>`;
  };
  const vp =
    s.kind === 'battle'
      ? `<p>Victory points (${footnoteScoring(s) ? 'FP-8.3 footnote scoring' : 'FP-8.3'}), mean per run: side A ${fixed(s.meanVictoryPoints.a)}, side B ${fixed(s.meanVictoryPoints.b)}.</p>`
      : '';
  return `<div class="table-wrap"><table><caption>Outcomes of the ${s.runs} runs</caption>
<thead><tr><th scope="col">Outcome</th><th scope="col">Runs</th><th scope="col">Rate</th><th scope="col">95% interval</th></tr></thead>
<tbody>${row('Side A wins', 'a')}${row('Side B wins', 'b')}${row('Draw', 'draw')}</tbody></table>${vp}${signalsLine(s)}</div>`;
}

function classRow(c: ClassFigures): string {
  const t = c.tally;
  const l = c.lossRate;
  return `<tr><td class="text">${sideCell(t.side)}</td><th scope="row">${esc(c.name)}</th><td>${t.points}</td><td>${t.ships}</td><td>${t.struck}</td><td>${t.sunk}</td><td>${t.exploded}</td><td>${t.captured}</td><td>${percent(l.rate)} (${percent(l.low)} to ${percent(l.high)})</td><td>${fixed(c.dcDealtPerShip)}</td><td>${fixed(c.dcPerPoint)}</td><td>${fixed(c.dcSufferedPerShip)}</td><td class="text ${c.verdict}">${VERDICT_WORDS[c.verdict]}</td></tr>`;
}

function classesTable(f: ReportFigures): string {
  const cols = [
    'Side',
    'Class and crew',
    'Points',
    'Ship-runs',
    'Struck',
    'Sunk',
    'Exploded',
    'Captured',
    'Lost (95% interval)',
    'DC dealt per ship-run',
    'DC dealt per point',
    'DC suffered per ship-run',
    'Worth its points?',
  ];
  return `<div class="table-wrap"><table><caption>Per class and crew</caption>
<thead><tr>${cols.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>
<tbody>${f.classes.map(classRow).join('')}</tbody></table></div>`;
}

function turnsTable(s: SweepSummary): string {
  // Most frequent first, as in the chart.
  const ends = Object.entries(s.ends)
    .sort(([, x], [, y]) => y - x)
    .map(
      ([end, n]) =>
        `<tr><th scope="row">${esc(endWords(end))}</th><td>${n}</td><td>${percent(n / s.runs)}</td></tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table><caption>How the runs ended</caption>
<thead><tr><th scope="col">End</th><th scope="col">Runs</th><th scope="col">Share</th></tr></thead><tbody>${ends}</tbody></table>
<table><caption>Turns played</caption><thead><tr><th scope="col">Fewest</th><th scope="col">Mean</th><th scope="col">Most</th></tr></thead>
<tbody><tr><td>${s.turnsMin}</td><td>${fixed(s.meanTurns)}</td><td>${s.turnsMax}</td></tr></tbody></table></div>`;
}

function worthSection(f: ReportFigures, chart: Chart, losses: Chart): string {
  const answers = f.classes
    .map(
      (c) =>
        `<li class="answer" data-verdict="${c.verdict}">${esc(worthSentence(c, f.sweepDcPerPoint))}</li>`,
    )
    .join('');
  return `<section aria-labelledby="worth-h"><h2 id="worth-h">Points per class versus effect</h2>
<p>"Worth its points" is measured by damage per point: the DC a class dealt per ship-run, divided by its cost in points, against the same figure for every ship of the sweep together (all the DC dealt over all the points fielded: ${fixed(f.sweepDcPerPoint)} DC per point). Within ${percent(EVEN_BAND, 0)} of it counts as about even. The loss rate says what it cost to deal that damage.</p>
<ul class="answers">${answers}</ul>
${figure(chart)}${figure(losses)}${classesTable(f)}</section>`;
}

export interface PageParts {
  title: string;
  summary: SweepSummary;
  figures: ReportFigures;
  charts: { rates: Chart; worth: Chart; losses: Chart; ends: Chart };
}

export function pageHtml(p: PageParts): string {
  const { summary: s, figures: f, charts } = p;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header><h1>${esc(p.title)}</h1>
<p class="lead">Signal Close Action: Fast Play. ${s.runs} seeded ${s.kind === 'duel' ? 'duels' : 'battles'} played by the rules core, the AI captain on both sides.</p>
<p class="verdict">${esc(fairnessSentence(s))}</p></header>
${setupSection(s, f)}
<section aria-labelledby="outcomes-h"><h2 id="outcomes-h">Who won</h2>
${figure(charts.rates)}${outcomesTable(s)}</section>
${worthSection(f, charts.worth, charts.losses)}
<section aria-labelledby="ends-h"><h2 id="ends-h">How the runs ended, and how long they lasted</h2>
${figure(charts.ends)}${turnsTable(s)}</section>
<footer><p>DC dealt by a class is the DC its enemies lost while it fought (in a duel, everything the other ship lost: broadsides, fire and accidents). Intervals are 95% Wilson score intervals. Made by <code>bin/sca report</code>; the page needs no network and no script.</p></footer>
</main>
</body>
</html>
`;
}
