// bin/sca battle (issue 13): many seeded battles between two fleets read from fleet files (the importer's
// CSV, JSON or YAML), the fleet captain on every ship, each to victory (FP-8.3) or the turn limit, printed
// as the sweep's summary. Both files are read and checked before a battle is played (all or nothing).
import {
  BATTLE_DEFAULT_TURNS,
  BATTLE_MAX_TURNS,
  parseBattleOptions,
  parseBattleSetup,
  type BattleOption,
} from '../rules/sim/index.js';
import type { FleetShip } from '../fleet-file/fleet-ship-record.js';
import {
  CliError,
  intFlag,
  optionalString,
  requireString,
  shown,
  type FlagSpec,
  type Flags,
} from './args.js';
import { fleetFormatOf, fleetShipsOf, readNamedFile, type ReadFile } from './fleet-input.js';
import { SWEEP_FLAGS, sweepOf, type SweepIo } from './sweep/flags.js';

const S = { type: 'string' } as const;

export const BATTLE_FLAGS: FlagSpec = {
  'fleet-a': S,
  'fleet-b': S,
  turns: S,
  options: S,
  ...SWEEP_FLAGS,
};

/** SD-162: a fleet file of a battle holds one fleet, one side (the importer lets a file hold several). */
async function fleetOf(flags: Flags, name: 'fleet-a' | 'fleet-b', readFile?: ReadFile) {
  const path = requireString(flags, name);
  const what = `--${name} ${shown(path)}`;
  const text = await readNamedFile(path, readFile);
  const ships: FleetShip[] = fleetShipsOf(text, fleetFormatOf({}, path), what);
  const sides = [...new Set(ships.map((s) => s.side))];
  if (sides.length > 1)
    throw new CliError(
      `${what}: holds ${sides.length} sides (${sides.map(shown).join(', ')}); a battle's fleet file holds one`,
    );
  return ships;
}

function optionsOf(flags: Flags): BattleOption[] {
  const text = optionalString(flags, 'options');
  if (text === undefined) return [];
  try {
    return parseBattleOptions(text);
  } catch (e) {
    throw new CliError(`--options: ${(e as Error).message}`);
  }
}

export async function battleCommand(
  flags: Flags,
  io: SweepIo & { readFile?: ReadFile },
): Promise<object> {
  const turns = intFlag(flags, 'turns', {
    min: 1,
    max: BATTLE_MAX_TURNS,
    fallback: BATTLE_DEFAULT_TURNS,
  });
  const options = optionsOf(flags);
  const a = await fleetOf(flags, 'fleet-a', io.readFile);
  const b = await fleetOf(flags, 'fleet-b', io.readFile);
  const setup = parseBattleSetup(a, b, turns, options);
  return sweepOf({ kind: 'battle', setup }, flags, io);
}
