// bin/sca duel (issue 13): many seeded duels between two ships, the AI captain on both sides, printed as
// the sweep's summary (src/rules/sim/sweep.ts): counts, win / draw rates with 95% Wilson intervals, the
// seed range. Duel i plays seed (S + i) mod 2^31, so a sweep may be split by seed range, played by any
// number of worker threads, and merged (bin/sca merge) into exactly the figures of one run.
import { parseDuelOptions, parseDuellist, type BattleOption } from '../rules/sim/index.js';
import { CliError, optionalString, requireString, type FlagSpec, type Flags } from './args.js';
import { SWEEP_FLAGS, sweepOf, type SweepIo } from './sweep/flags.js';

const S = { type: 'string' } as const;

export const DUEL_FLAGS: FlagSpec = { a: S, b: S, options: S, ...SWEEP_FLAGS };

function duellist(flags: Flags, name: 'a' | 'b') {
  const text = requireString(flags, name);
  try {
    return parseDuellist(text);
  } catch (e) {
    throw new CliError(`--${name}: ${(e as Error).message}`);
  }
}

/** SD-232 `--options OR-6,OR-7`: the battle's options that mean something for two ships. */
function optionsOf(flags: Flags): BattleOption[] {
  const text = optionalString(flags, 'options');
  if (text === undefined) return [];
  try {
    return parseDuelOptions(text);
  } catch (e) {
    throw new CliError(`--options: ${(e as Error).message}`);
  }
}

export function duelCommand(flags: Flags, io: SweepIo): Promise<object> {
  const a = duellist(flags, 'a');
  const b = duellist(flags, 'b');
  const options = optionsOf(flags);
  // Without options the job (and so the JSON) is the Fast Play duel's, as it always was.
  return sweepOf({ kind: 'duel', a, b, ...(options.length > 0 ? { options } : {}) }, flags, io);
}
