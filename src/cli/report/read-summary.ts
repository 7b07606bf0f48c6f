// bin/sca report reads a sweep's JSON from a file: whatever is in it is checked field by field before a
// figure is drawn (SD-166/SD-167), and the rates are derived again from the counts rather than taken
// from the file, so a hand-edited rate cannot disagree with the counts beside it.
import {
  countsOf,
  deriveSummary,
  TALLY_COUNTS,
  type ClassTally,
  type SweepCounts,
  type SweepSummary,
} from '../../rules/sim/sweep.js';
import { CliError } from '../args.js';

type Obj = Record<string, unknown>;

/** The most setup entries a report lists. */
export const MAX_SETUP_KEYS = 40;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(where: string, what: string): never {
  throw new CliError(`${where}: ${what}`);
}

function count(o: Obj, key: string, where: string): number {
  const v = o[key];
  if (!(typeof v === 'number' && Number.isSafeInteger(v) && v >= 0))
    fail(`${where}.${key}`, 'must be a whole number, 0 or more');
  return v;
}

/** Names shown on the page: short plain text (the page escapes them anyway). */
function label(o: Obj, key: string, where: string): string {
  const v = o[key];
  if (!(typeof v === 'string' && v.length > 0 && v.length <= 60))
    fail(`${where}.${key}`, 'must be a text of 1 to 60 characters');
  return v;
}

function tally(v: unknown, where: string): ClassTally {
  if (!isObj(v)) fail(where, 'must be an object');
  const side = v.side;
  if (side !== 'a' && side !== 'b') fail(`${where}.side`, 'must be "a" or "b"');
  const points = count(v, 'points', where);
  if (points < 1) fail(`${where}.points`, 'must be 1 or more');
  const t: ClassTally = {
    side,
    classId: label(v, 'classId', where),
    guns: label(v, 'guns', where),
    crew: label(v, 'crew', where),
    points,
    ships: 0,
    struck: 0,
    sunk: 0,
    exploded: 0,
    captured: 0,
    dcDealt: 0,
    dcSuffered: 0,
  };
  for (const k of TALLY_COUNTS) t[k] = count(v, k, where);
  // SD-167: each ship-run ends at most one way, so the losses cannot outnumber the ship-runs.
  if (t.struck + t.sunk + t.exploded + t.captured > t.ships)
    fail(where, `counts ${t.struck + t.sunk + t.exploded + t.captured} ships lost of ${t.ships}`);
  return t;
}

/** FP-A3 / OR-11 the optional signal counts: sent, read and missed per side. */
function signalCounts(v: unknown): NonNullable<SweepCounts['signals']> {
  if (!isObj(v)) fail('signals', 'must be an object');
  const side = (k: 'a' | 'b') => {
    const o = v[k];
    if (!isObj(o)) fail(`signals.${k}`, 'must be an object');
    const where = `signals.${k}`;
    return {
      sent: count(o, 'sent', where),
      read: count(o, 'read', where),
      missed: count(o, 'missed', where),
    };
  };
  return { a: side('a'), b: side('b') };
}

function seedRanges(v: unknown): Array<[number, number]> {
  if (!Array.isArray(v) || v.length === 0) fail('seeds', 'must be a list of [first, count] ranges');
  return v.map((r, i) => {
    if (
      !(Array.isArray(r) && r.length === 2 && r.every((n) => Number.isSafeInteger(n) && n >= 0)) ||
      r[1] < 1
    )
      fail(`seeds[${i}]`, 'must be [first seed, count of runs]');
    return [r[0], r[1]] as [number, number];
  });
}

/** The summary a sweep printed, checked; any fault is one CliError line naming the field. */
export function summaryFromJson(text: string): SweepSummary {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CliError(`not JSON: ${(e as Error).message}`);
  }
  if (!isObj(raw))
    fail('the file', 'must hold one JSON object, a sweep from bin/sca duel or battle');
  if (raw.kind !== 'duel' && raw.kind !== 'battle') fail('kind', 'must be "duel" or "battle"');
  if (!isObj(raw.setup)) fail('setup', 'must be an object');
  // The page lists the setup line by line: a sweep's setup is a handful of flags, not a data dump.
  if (Object.keys(raw.setup).length > MAX_SETUP_KEYS)
    fail('setup', `has more than ${MAX_SETUP_KEYS} entries`);
  const runs = count(raw, 'runs', 'the sweep');
  if (runs < 1) fail('runs', 'must be 1 or more');
  const seeds = seedRanges(raw.seeds);
  if (seeds.reduce((n, [, c]) => n + c, 0) !== runs)
    fail('seeds', `the ranges hold a different number of runs than ${runs}`);
  if (!isObj(raw.wins)) fail('wins', 'must be an object');
  const wins = {
    a: count(raw.wins, 'a', 'wins'),
    b: count(raw.wins, 'b', 'wins'),
    draw: count(raw.wins, 'draw', 'wins'),
  };
  if (wins.a + wins.b + wins.draw !== runs) fail('wins', `do not add up to ${runs} runs`);
  if (!isObj(raw.ends)) fail('ends', 'must be an object');
  const ends: Record<string, number> = {};
  for (const key of Object.keys(raw.ends)) {
    if (!/^[A-Za-z][\w-]{0,39}$/.test(key)) fail('ends', 'names an end that is not a plain word');
    ends[key] = count(raw.ends, key, 'ends');
  }
  if (Object.values(ends).reduce((n, c) => n + c, 0) !== runs)
    fail('ends', `do not add up to ${runs} runs`);
  if (!isObj(raw.victoryPoints)) fail('victoryPoints', 'must be an object');
  if (!Array.isArray(raw.classes) || raw.classes.length === 0)
    fail('classes', 'must be a list of the classes that took part');
  const counts: SweepCounts = {
    kind: raw.kind,
    setup: raw.setup,
    seeds,
    runs,
    wins,
    ends,
    turnsSum: count(raw, 'turnsSum', 'the sweep'),
    turnsMin: count(raw, 'turnsMin', 'the sweep'),
    turnsMax: count(raw, 'turnsMax', 'the sweep'),
    victoryPoints: {
      a: count(raw.victoryPoints, 'a', 'victoryPoints'),
      b: count(raw.victoryPoints, 'b', 'victoryPoints'),
    },
    classes: raw.classes.map((t, i) => tally(t, `classes[${i}]`)),
    ...(raw.signals === undefined ? {} : { signals: signalCounts(raw.signals) }),
  };
  if (counts.turnsMin > counts.turnsMax) fail('turnsMin', 'is more than turnsMax');
  return deriveSummary(countsOf(counts));
}
