// Issue 13's balance report: the figures the page shows, derived from a sweep's summary. "Is a 98S
// worth its 11 points?" is answered by damage per point (SD-165): the DC a class dealt per ship-run,
// divided by its cost, against the same figure for every ship of the sweep taken together.
import { wilson, type Rate } from '../../rules/sim/stats.js';
import type { ClassTally, SweepSide, SweepSummary } from '../../rules/sim/sweep.js';

/** Within this share of the sweep's damage per point a class is "about even" (SD-165). */
export const EVEN_BAND = 0.05;

export type Verdict = 'worth' | 'notWorth' | 'even' | 'unknown';

export interface ClassFigures {
  tally: ClassTally;
  /** "98S, good crew", how the page names the row. */
  name: string;
  /** Ships of this class per run (ship-runs over runs). */
  perRun: number;
  /** Ships lost (struck, sunk, exploded or captured) over ship-runs, with a 95% interval (SD-166). */
  lossRate: Rate;
  dcDealtPerShip: number;
  dcSufferedPerShip: number;
  /** DC dealt per ship-run per point of cost. */
  dcPerPoint: number;
  /** dcPerPoint over the sweep's damage per point (null when no ship dealt any damage). */
  relative: number | null;
  verdict: Verdict;
}

export interface ReportFigures {
  classes: ClassFigures[];
  /** All DC dealt over all points fielded (sum of points x ship-runs): the yardstick of SD-165. */
  sweepDcPerPoint: number;
  /** Points each side fielded per run. */
  sidePoints: Record<SweepSide, number>;
}

export function className(t: Pick<ClassTally, 'guns' | 'crew'>): string {
  return `${t.guns}, ${t.crew} crew`;
}

export function lostOf(t: ClassTally): number {
  return t.struck + t.sunk + t.exploded + t.captured;
}

function verdictOf(relative: number | null): Verdict {
  if (relative === null) return 'unknown';
  if (relative >= 1 + EVEN_BAND) return 'worth';
  if (relative <= 1 - EVEN_BAND) return 'notWorth';
  return 'even';
}

export function reportFigures(s: SweepSummary): ReportFigures {
  const fielded = s.classes.reduce((n, t) => n + t.points * t.ships, 0);
  const dealt = s.classes.reduce((n, t) => n + t.dcDealt, 0);
  const sweepDcPerPoint = fielded > 0 ? dealt / fielded : 0;
  const sidePoints: Record<SweepSide, number> = { a: 0, b: 0 };
  const classes = s.classes.map((t): ClassFigures => {
    sidePoints[t.side] += (t.points * t.ships) / s.runs;
    const ships = Math.max(1, t.ships);
    const dcDealtPerShip = t.dcDealt / ships;
    const dcPerPoint = dcDealtPerShip / t.points;
    const relative = dealt > 0 ? dcPerPoint / sweepDcPerPoint : null;
    return {
      tally: t,
      name: className(t),
      perRun: t.ships / s.runs,
      lossRate: wilson(lostOf(t), ships),
      dcDealtPerShip,
      dcSufferedPerShip: t.dcSuffered / ships,
      dcPerPoint,
      relative,
      verdict: verdictOf(relative),
    };
  });
  return { classes, sweepDcPerPoint, sidePoints };
}

export const fixed = (x: number, digits = 2) => x.toFixed(digits);
export const percent = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;

/** The page's answer for one class, every figure in it computed from the sweep (SD-165). */
export function worthSentence(c: ClassFigures, sweepDcPerPoint: number): string {
  const question = `Is the ${c.tally.guns} (${c.tally.crew} crew, side ${c.tally.side.toUpperCase()}) worth its ${c.tally.points} points?`;
  if (c.relative === null)
    return `${question} Cannot tell: no ship dealt any damage in this sweep.`;
  const lost = `; it was lost in ${percent(c.lossRate.rate)} of its ${c.tally.ships} ship-runs`;
  const its = `it dealt ${fixed(c.dcPerPoint)} DC per point per ship-run`;
  const base = `the sweep's ${fixed(sweepDcPerPoint)}`;
  const gap = percent(Math.abs(c.relative - 1), 0);
  switch (c.verdict) {
    case 'worth':
      return `${question} Yes: ${its}, ${gap} more than ${base}${lost}.`;
    case 'notWorth':
      return `${question} No: ${its}, ${gap} less than ${base}${lost}.`;
    default:
      return `${question} About even: ${its}, within ${percent(EVEN_BAND, 0)} of ${base}${lost}.`;
  }
}

/**
 * The page's first answer, "is it fair?" (SD-166): a side is favoured when the 95% intervals of the
 * two win rates do not overlap; otherwise this sweep cannot tell the sides apart.
 */
export function fairnessSentence(s: SweepSummary): string {
  const { a, b, draw } = s.rates;
  const runs = `${s.runs} ${s.kind === 'duel' ? 'duels' : 'battles'}`;
  const won = `Side A won ${percent(a.rate)} of the ${runs} (95% interval ${percent(a.low)} to ${percent(a.high)}), side B ${percent(b.rate)} (${percent(b.low)} to ${percent(b.high)}), and ${percent(draw.rate)} were drawn.`;
  if (a.low > b.high) return `${won} Side A is favoured: the two intervals do not overlap.`;
  if (b.low > a.high) return `${won} Side B is favoured: the two intervals do not overlap.`;
  return `${won} The two intervals overlap: this sweep cannot tell the sides apart.`;
}
