// bin/sca duel (issue 13): many seeded duels between two ships, the AI captain on both sides, summed up
// as win / draw rates with 95% Wilson intervals. Duel i plays seed (S + i) mod 2^31, so a sweep may be
// split by seed range and re-run exactly.
import { runDuel, summariseDuels, parseDuellist, type DuelResult } from '../rules/sim/index.js';
import { classById } from '../rules/index.js';
import { CliError, intFlag, requireString, type FlagSpec, type Flags } from './args.js';

const S = { type: 'string' } as const;

export const DUEL_FLAGS: FlagSpec = { a: S, b: S, runs: S, seed: S };

/** The largest sweep one invocation runs (a larger one is split by seed range). */
export const MAX_DUEL_RUNS = 1_000_000;

function duellist(flags: Flags, name: 'a' | 'b') {
  const text = requireString(flags, name);
  try {
    return parseDuellist(text);
  } catch (e) {
    throw new CliError(`--${name}: ${(e as Error).message}`);
  }
}

export function duelCommand(
  flags: Flags,
  defaultSeed: () => number,
  progress?: (done: number, total: number) => void,
): object {
  const a = duellist(flags, 'a');
  const b = duellist(flags, 'b');
  const runs = intFlag(flags, 'runs', { min: 1, max: MAX_DUEL_RUNS });
  const seed =
    flags.seed === undefined ? defaultSeed() : intFlag(flags, 'seed', { min: 0, max: 2 ** 31 - 1 });
  const results: DuelResult[] = [];
  const every = Math.max(1, Math.floor(runs / 100));
  for (let i = 0; i < runs; i++) {
    results.push(runDuel(a, b, (seed + i) % 2 ** 31));
    if (progress && ((i + 1) % every === 0 || i + 1 === runs)) progress(i + 1, runs);
  }
  const ship = (d: typeof a) => ({
    class: d.classId,
    guns: classById(d.classId).guns,
    crew: d.crew,
  });
  return { a: ship(a), b: ship(b), seed, ...summariseDuels(results) };
}
