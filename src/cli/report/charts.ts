// The report's charts: vega-lite specs compiled and rendered to static SVG in Node (vega's View with
// no renderer, then toSVG), so the page carries them inline with no script, font or network (SD-168).
import { View, parse } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { ClassFigures, ReportFigures } from './figures.js';
import { labelRoom, niceCeil, placeLabels } from './label-placement.js';
import type { SweepSummary } from '../../rules/sim/sweep.js';

/** Dark enough on white for text and marks alike (side A blue, side B red, a draw grey). */
export const COLOURS = { a: '#1f4e79', b: '#9b2915', draw: '#4d4d4d', rule: '#6b4e00' } as const;

const CONFIG = {
  font: 'sans-serif',
  background: 'white',
  // No cut labels: a class and crew or an end is named in full.
  axis: {
    labelColor: '#1a1a1a',
    titleColor: '#1a1a1a',
    labelFontSize: 12,
    titleFontSize: 12,
    labelLimit: 0,
  },
  legend: { labelColor: '#1a1a1a', titleColor: '#1a1a1a', labelFontSize: 12 },
  view: { stroke: '#8c8c8c' },
  // The page names each chart in its figure caption and gives the SVG one label; marks stay silent.
  aria: false,
} as const;

export interface Chart {
  id: string;
  title: string;
  /** What the chart shows, in words: the SVG's accessible description. */
  description: string;
  svg: string;
}

/** A vega-lite spec as an SVG string, namespaces (inline SVG in HTML needs none) and roles dropped. */
export async function svgOf(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    // The page labels the whole SVG as one image (labelled): the roles vega gives its mark groups
    // would make assistive tools read them as unnamed images of their own.
    return svg.replace(/ (xmlns(:\w+)?|role|aria-[a-z]+)="[^"]*"/g, '');
  } finally {
    view.finalize();
  }
}

/** The SVG marked as one image named by its caption and described by the text beside it. */
function labelled(svg: string, id: string): string {
  return svg.replace(
    /^<svg /,
    `<svg role="img" aria-labelledby="${id}-title" aria-describedby="${id}-desc" `,
  );
}

const sideName = (side: 'a' | 'b') => `Side ${side.toUpperCase()}`;

/**
 * Rates as bars, each with its 95% Wilson interval as a line: one row per `field` value, coloured by
 * `colour` (the win rates and the loss rates per class share it).
 */
function rateBarsSpec(
  rows: ReadonlyArray<Record<string, unknown> & { rate: number; low: number; high: number }>,
  field: string,
  xTitle: string,
  height: number | { step: number },
  colour: { field: string; domain: string[]; range: string[] },
): TopLevelSpec {
  const y = { field, type: 'nominal', title: null, sort: null } as const;
  return {
    width: 520,
    height,
    data: { values: [...rows] },
    config: CONFIG,
    layer: [
      {
        mark: { type: 'bar', opacity: 0.85 },
        encoding: {
          y,
          x: {
            field: 'rate',
            type: 'quantitative',
            title: xTitle,
            scale: { domain: [0, 1] },
            axis: { format: '.0%' },
          },
          color: {
            field: colour.field,
            type: 'nominal',
            scale: { domain: colour.domain, range: colour.range },
            legend: null,
          },
        },
      },
      {
        mark: { type: 'errorbar', ticks: true, color: '#000000', thickness: 2 },
        encoding: {
          y,
          x: { field: 'low', type: 'quantitative', title: null },
          x2: { field: 'high' },
        },
      },
    ],
  };
}

export async function ratesChart(s: SweepSummary): Promise<Chart> {
  const rows = (['a', 'b', 'draw'] as const).map((k) => ({
    outcome: k === 'draw' ? 'Draw' : `${sideName(k)} wins`,
    key: k,
    rate: s.rates[k].rate,
    low: s.rates[k].low,
    high: s.rates[k].high,
  }));
  const spec = rateBarsSpec(
    rows,
    'outcome',
    'Share of the runs (bar) and its 95% interval (line)',
    120,
    {
      field: 'key',
      domain: ['a', 'b', 'draw'],
      range: [COLOURS.a, COLOURS.b, COLOURS.draw],
    },
  );
  const id = 'chart-rates';
  return {
    id,
    title: 'Win and draw rates',
    description: `Bars: the share of the ${s.runs} runs won by side A (${pc(s.rates.a.rate)}), by side B (${pc(s.rates.b.rate)}) and drawn (${pc(s.rates.draw.rate)}); each line spans the 95% Wilson interval.`,
    svg: labelled(await svgOf(spec), id),
  };
}

const pc = (x: number) => `${(x * 100).toFixed(1)}%`;

const classLabel = (c: ClassFigures) => `${c.tally.side.toUpperCase()}: ${c.name}`;

const WORTH_W = 520;
const WORTH_H = 300;

export async function worthChart(f: ReportFigures): Promise<Chart> {
  // The cost axis runs far enough right for the longest label to sit beside the costliest mark.
  const costliest = Math.max(...f.classes.map((c) => c.tally.points));
  const room = Math.max(...f.classes.map((c) => labelRoom(classLabel(c))));
  const maxPoints = Math.max(costliest + 1, Math.ceil((costliest * WORTH_W) / (WORTH_W - room)));
  // The dealt axis fits the marks and the line as far as the costliest class.
  const maxDealt = Math.max(
    costliest * f.sweepDcPerPoint,
    ...f.classes.map((c) => c.dcDealtPerShip),
  );
  // Both scales fixed here (not left to vega's nice()), so the labels can be placed in pixels.
  const yMax = niceCeil(maxDealt * 1.08);
  const px = (points: number, dealt: number) => ({
    x: (points / maxPoints) * WORTH_W,
    y: WORTH_H - (dealt / yMax) * WORTH_H,
  });
  const places = placeLabels(
    f.classes.map((c) => ({ ...px(c.tally.points, c.dcDealtPerShip), text: classLabel(c) })),
    WORTH_W,
    WORTH_H,
  );
  const rows = f.classes.map((c, i) => {
    const at = places[i]!;
    return {
      label: classLabel(c),
      side: c.tally.side,
      points: c.tally.points,
      dealt: c.dcDealtPerShip,
      labelPoints: (at.x / WORTH_W) * maxPoints,
      labelDealt: ((WORTH_H - at.y) / WORTH_H) * yMax,
    };
  });
  // The line ends where it leaves the plot (its top or its right side).
  const lineEnd = f.sweepDcPerPoint > 0 ? Math.min(maxPoints, yMax / f.sweepDcPerPoint) : maxPoints;
  const line = [
    { points: 0, dealt: 0 },
    { points: lineEnd, dealt: lineEnd * f.sweepDcPerPoint },
  ];
  const xScale = { domain: [0, maxPoints], nice: false };
  const yScale = { domain: [0, yMax], nice: false };
  const x = {
    field: 'points',
    type: 'quantitative' as const,
    title: 'Cost in points',
    scale: xScale,
  };
  const y = { field: 'dealt', type: 'quantitative' as const, scale: yScale };
  const labels = {
    data: { values: rows },
    mark: {
      type: 'text' as const,
      align: 'left' as const,
      baseline: 'middle' as const,
      fontSize: 12,
      color: '#1a1a1a',
    },
    encoding: {
      x: { field: 'labelPoints', type: 'quantitative' as const, scale: xScale },
      y: { field: 'labelDealt', type: 'quantitative' as const, scale: yScale },
      text: { field: 'label' },
    },
  };
  const spec: TopLevelSpec = {
    width: WORTH_W,
    height: WORTH_H,
    config: CONFIG,
    layer: [
      {
        data: { values: line },
        mark: { type: 'line', color: COLOURS.rule, strokeDash: [6, 4], strokeWidth: 2 },
        encoding: { x, y: { ...y, title: 'DC dealt per ship-run' } },
      },
      {
        data: { values: rows },
        mark: { type: 'point', filled: true, size: 90 },
        encoding: {
          x,
          y,
          color: {
            field: 'side',
            type: 'nominal',
            scale: { domain: ['a', 'b'], range: [COLOURS.a, COLOURS.b] },
            legend: null,
          },
          shape: {
            field: 'side',
            type: 'nominal',
            scale: { domain: ['a', 'b'], range: ['circle', 'square'] },
            legend: null,
          },
        },
      },
      labels,
    ],
  };
  const id = 'chart-worth';
  return {
    id,
    title: 'Cost against damage dealt',
    description: `Each mark is a class and crew: its cost in points across, the DC it dealt per ship-run up. The dashed line is the sweep's damage per point (${f.sweepDcPerPoint.toFixed(2)} DC per point): a class above it did more than its points predict, below it less.`,
    svg: labelled(await svgOf(spec), id),
  };
}

export async function lossChart(f: ReportFigures): Promise<Chart> {
  const rows = f.classes.map((c) => ({
    label: classLabel(c),
    side: c.tally.side,
    rate: c.lossRate.rate,
    low: c.lossRate.low,
    high: c.lossRate.high,
  }));
  const spec = rateBarsSpec(
    rows,
    'label',
    'Ships lost per ship-run (bar) and its 95% interval (line)',
    { step: 28 },
    { field: 'side', domain: ['a', 'b'], range: [COLOURS.a, COLOURS.b] },
  );
  const id = 'chart-losses';
  return {
    id,
    title: 'Losses per class',
    description:
      'For each class and crew, the share of its ship-runs that ended struck, sunk, exploded or captured, with the 95% Wilson interval.',
    svg: labelled(await svgOf(spec), id),
  };
}

/** Plain words for the ends the sweeps record (an unknown end is shown as it is). */
export const END_WORDS: Record<string, string> = {
  struck: 'A ship struck',
  sunk: 'A ship sank',
  exploded: 'A ship exploded',
  captured: 'A ship was captured',
  contact: 'Bases touched (draw)',
  mutual: 'Both out at once (draw)',
  turnLimit: 'Turn limit reached',
  victory: 'A fleet won (FP-8.3)',
};

export const endWords = (end: string) => END_WORDS[end] ?? end;

export async function endsChart(s: SweepSummary): Promise<Chart> {
  const rows = Object.entries(s.ends)
    .filter(([, n]) => n > 0)
    .map(([end, n]) => ({ end: endWords(end), runs: n }));
  const spec: TopLevelSpec = {
    width: 520,
    height: { step: 28 },
    data: { values: rows },
    config: CONFIG,
    mark: { type: 'bar', color: COLOURS.draw },
    encoding: {
      y: { field: 'end', type: 'nominal', title: null, sort: '-x' },
      x: { field: 'runs', type: 'quantitative', title: 'Runs' },
    },
  };
  const id = 'chart-ends';
  return {
    id,
    title: 'How the runs ended',
    description: `The number of runs that ended each way, out of ${s.runs}; they lasted ${s.turnsMin} to ${s.turnsMax} turns, ${s.meanTurns.toFixed(2)} on average.`,
    svg: labelled(await svgOf(spec), id),
  };
}
