// Issue 13: a sweep's JSON output read back for bin/sca merge. The file is checked field by field (it
// may be hand-edited, truncated or another command's output); only the counts are kept, the rates and
// means are derived again from them after the merge.
import type { ClassTally, SweepCounts } from '../../rules/sim/index.js';
import { CliError } from '../args.js';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

class Bad extends Error {}

function obj(v: unknown, at: string): Obj {
  if (!isObj(v)) throw new Bad(at);
  return v;
}

function count(o: Obj, key: string, at: string): number {
  const v = o[key];
  if (!isCount(v)) throw new Bad(at ? `${at}.${key}` : key);
  return v;
}

function str(o: Obj, key: string, at: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new Bad(`${at}.${key}`);
  return v;
}

function classTally(v: unknown, at: string): ClassTally {
  const o = obj(v, at);
  const side = o.side;
  if (side !== 'a' && side !== 'b') throw new Bad(`${at}.side`);
  return {
    side,
    classId: str(o, 'classId', at),
    guns: str(o, 'guns', at),
    crew: str(o, 'crew', at),
    points: count(o, 'points', at),
    ships: count(o, 'ships', at),
    struck: count(o, 'struck', at),
    sunk: count(o, 'sunk', at),
    exploded: count(o, 'exploded', at),
    captured: count(o, 'captured', at),
    dcDealt: count(o, 'dcDealt', at),
    dcSuffered: count(o, 'dcSuffered', at),
  };
}

function seeds(v: unknown): Array<[number, number]> {
  if (!Array.isArray(v) || v.length === 0) throw new Bad('seeds');
  return v.map((p, i) => {
    if (!Array.isArray(p) || p.length !== 2 || !isCount(p[0]) || !isCount(p[1]) || p[1] < 1)
      throw new Bad(`seeds[${i}]`);
    return [p[0], p[1]] as [number, number];
  });
}

function countsOfJson(v: unknown): SweepCounts {
  const o = obj(v, 'the top level');
  if (o.kind !== 'duel' && o.kind !== 'battle') throw new Bad('kind');
  const wins = obj(o.wins, 'wins');
  const ends = obj(o.ends, 'ends');
  const vp = obj(o.victoryPoints, 'victoryPoints');
  if (!Array.isArray(o.classes)) throw new Bad('classes');
  const c: SweepCounts = {
    kind: o.kind,
    setup: obj(o.setup, 'setup'),
    seeds: seeds(o.seeds),
    runs: count(o, 'runs', ''),
    wins: {
      a: count(wins, 'a', 'wins'),
      b: count(wins, 'b', 'wins'),
      draw: count(wins, 'draw', 'wins'),
    },
    ends: Object.fromEntries(Object.keys(ends).map((k) => [k, count(ends, k, 'ends')])),
    turnsSum: count(o, 'turnsSum', ''),
    turnsMin: count(o, 'turnsMin', ''),
    turnsMax: count(o, 'turnsMax', ''),
    victoryPoints: { a: count(vp, 'a', 'victoryPoints'), b: count(vp, 'b', 'victoryPoints') },
    classes: o.classes.map((t, i) => classTally(t, `classes[${i}]`)),
  };
  // The counts must agree with each other, or the merge would print figures no sweep gave.
  const seeded = c.seeds.reduce((n, [, k]) => n + k, 0);
  if (c.runs < 1 || seeded !== c.runs) throw new Bad('runs (it differs from the seed ranges)');
  if (c.wins.a + c.wins.b + c.wins.draw !== c.runs)
    throw new Bad('wins (they do not add up to runs)');
  if (Object.values(c.ends).reduce((n, k) => n + k, 0) !== c.runs)
    throw new Bad('ends (they do not add up to runs)');
  return c;
}

/** The counts in one file's text; `name` is how the error line names the file. */
export function readSweepJson(text: string, name: string): SweepCounts {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError(`${name}: not JSON (a file bin/sca duel or battle printed is expected)`);
  }
  try {
    return countsOfJson(value);
  } catch (e) {
    if (e instanceof Bad)
      throw new CliError(`${name}: not a sweep's output (bad or missing ${e.message})`);
    throw e;
  }
}
