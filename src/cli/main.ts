// bin/sca: a headless CLI over the rules core. Every command prints one JSON object and exits 0
// (`bench --text` and `help` print text for people); invalid input exits 2 with one line
// on stderr and nothing on stdout, long values echoed in it cut short.
import { RuleError } from '../rules/errors.js';
import {
  CliError,
  errorLine,
  intFlag,
  parseCommandLine,
  shown,
  type FlagSpec,
  type Flags,
} from './args.js';
import {
  ABILITA_FLAGS,
  MELEE_FLAGS,
  MORALE_FLAGS,
  abilitaCommand,
  meleeCommand,
  moraleCommand,
} from './dice-commands.js';
import {
  FIRE_ANY_FLAGS,
  RELOAD_FLAGS,
  SIGNAL_FLAGS,
  fireAnyCommand,
  reloadCommand,
  signalCommand,
} from './gun-commands.js';
import {
  SAIL_FLAGS,
  SHIP_FLAGS,
  SPEED_FLAGS,
  TARGETS_FLAGS,
  sailCommand,
  shipCommand,
  speedCommand,
  targetsCommand,
} from './table-commands.js';
import {
  NAV_SPEED_FLAGS,
  RIGGING_TEST_FLAGS,
  riggingTestCommand,
  speedDispatch,
} from './nav-commands.js';
import { DUEL_FLAGS, duelCommand } from './duel-command.js';
import {
  SETUP_ROLL_FLAGS,
  WIND_CHANGE_FLAGS,
  setupRollCommand,
  windChangeCommand,
} from './wind-commands.js';
import { AGROUND_FLAGS, agroundCommand } from './aground-command.js';
import { FLEET_MORALE_FLAGS, fleetMoraleCommand, type ReadFile } from './fleet-morale-command.js';
import { MERGE_FLAGS, mergeCommand } from './merge-command.js';
import { BATTLE_FLAGS, battleCommand } from './battle-command.js';
import type { SpawnThread } from './sweep/pool.js';
import { SWEEP_BENCH_RUNS } from './bench/sweep.js';
import { REPORT_FLAGS, reportCommand, type WriteFile } from './report-command.js';
import { commandHelp, overviewHelp, type CommandName } from './help.js';

export interface CliIo {
  readStdin(): Promise<string>;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Seed for omitted dice flags when --seed is absent. */
  defaultSeed(): number;
  /** The benchmark runner (heavy; injected so tests can stub it). */
  bench(): Promise<{ text: string; json: object }>;
  /** Progress of a long command, shown on stderr only when it is a terminal (absent: none). */
  progress?(done: number, total: number): void;
  /** Reads a file a flag names (bin.ts: node's fs); absent, commands that read files refuse. */
  readFile?: ReadFile;
  /** Starts a sweep worker thread (bin.ts: the built bundle); absent, sweeps refuse --workers above 1. */
  spawnSweep?: SpawnThread;
  /** --report: checks the page can be written before a sweep (bin.ts: node's fs); absent, refused. */
  checkWritable?(path: string): Promise<void>;
  /** bench --sweep: the battle sweep on 1 and 2 worker threads (bin.ts; needs the built bundle). */
  benchSweep?(runs: number): Promise<{ text: string; json: object }>;
  /** Writes a file a flag names (bin.ts: node's fs); absent, commands that write files refuse. */
  writeFile?: WriteFile;
}

interface Command {
  flags: FlagSpec;
  /** The command takes plain arguments (merge's files); every other command refuses them. */
  positionals?: true;
  run(flags: Flags, io: CliIo, args: string[]): Promise<object | string> | object | string;
}

const COMMANDS: Record<CommandName, Command> = {
  ship: { flags: SHIP_FLAGS, run: (f) => shipCommand(f) },
  abilita: { flags: ABILITA_FLAGS, run: (f, io) => abilitaCommand(f, io.defaultSeed) },
  fire: { flags: FIRE_ANY_FLAGS, run: (f, io) => fireAnyCommand(f, io.defaultSeed) },
  morale: { flags: MORALE_FLAGS, run: (f, io) => moraleCommand(f, io.defaultSeed) },
  melee: { flags: MELEE_FLAGS, run: (f, io) => meleeCommand(f, io.defaultSeed) },
  sail: { flags: SAIL_FLAGS, run: (f) => sailCommand(f) },
  speed: {
    flags: { ...SPEED_FLAGS, ...NAV_SPEED_FLAGS },
    run: (f) => speedDispatch(f, speedCommand),
  },
  'rigging-test': { flags: RIGGING_TEST_FLAGS, run: (f) => riggingTestCommand(f) },
  'setup-roll': { flags: SETUP_ROLL_FLAGS, run: (f) => setupRollCommand(f) },
  'wind-change': { flags: WIND_CHANGE_FLAGS, run: (f) => windChangeCommand(f) },
  targets: { flags: TARGETS_FLAGS, run: async (f, io) => targetsCommand(f, await io.readStdin()) },
  reload: { flags: RELOAD_FLAGS, run: (f) => reloadCommand(f) },
  signal: { flags: SIGNAL_FLAGS, run: (f) => signalCommand(f) },
  aground: { flags: AGROUND_FLAGS, run: (f) => agroundCommand(f) },
  duel: {
    flags: DUEL_FLAGS,
    run: (f, io) => duelCommand(f, io),
  },
  'fleet-morale': {
    flags: FLEET_MORALE_FLAGS,
    run: (f, io) => fleetMoraleCommand(f, io.readFile, io.readStdin),
  },
  battle: { flags: BATTLE_FLAGS, run: (f, io) => battleCommand(f, io) },
  merge: {
    flags: MERGE_FLAGS,
    positionals: true,
    run: (f, io, files) => mergeCommand(files, f, io),
  },
  report: {
    flags: REPORT_FLAGS,
    run: (f, io) => reportCommand(f, io.readFile, io.writeFile),
  },
  bench: {
    // One JSON object like every command; --json is accepted (it is the default), --text prints the table.
    // --sweep [--runs N] times the battle sweep on 1 and 2 workers instead (issue 13).
    flags: {
      json: { type: 'boolean' },
      text: { type: 'boolean' },
      sweep: { type: 'boolean' },
      runs: { type: 'string' },
    },
    run: async (f, io) => {
      if (f.json === true && f.text === true)
        throw new CliError('bench: --json and --text exclude each other');
      if (f.runs !== undefined && f.sweep !== true)
        throw new CliError('bench: --runs goes with --sweep');
      const runs = intFlag(f, 'runs', { min: 2, max: 10_000, fallback: SWEEP_BENCH_RUNS });
      if (f.sweep === true && !io.benchSweep)
        throw new CliError('bench --sweep needs the built CLI (bin/sca)');
      const r = f.sweep === true && io.benchSweep ? await io.benchSweep(runs) : await io.bench();
      return f.text === true ? r.text : r.json;
    },
  },
};

// Own keys only: "constructor", "__proto__" or "toString" are unknown commands, not Object's.
function commandNamed(name: string): Command | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name as CommandName] : undefined;
}

const HELP_WORDS = ['help', '--help', '-h'];

/**
 * The help text when one is asked for: `sca help`, `sca --help`, `sca help <command>` or
 * `sca <command> --help` (anywhere among its flags); null otherwise. An unknown command named
 * after help is refused like any unknown command.
 */
function helpAsked(name: string, rest: readonly string[]): string | null {
  const topic = HELP_WORDS.includes(name)
    ? rest[0]
    : rest.some((a) => a === '--help' || a === '-h')
      ? name
      : null;
  if (topic === null) return null;
  if (topic === undefined) return overviewHelp();
  const command = commandNamed(topic);
  if (!command)
    throw new CliError(
      `unknown command ${shown(topic)} (one of ${Object.keys(COMMANDS).join(', ')}; sca help)`,
    );
  return commandHelp(topic as CommandName, command.flags, command.positionals === true);
}

/** Runs one CLI invocation; returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined)
      throw new CliError(`missing command (one of ${Object.keys(COMMANDS).join(', ')}; sca help)`);
    const asked = helpAsked(name, rest);
    if (asked !== null) {
      io.stdout(asked);
      return 0;
    }
    const command = commandNamed(name);
    if (!command)
      throw new CliError(
        `unknown command ${shown(name)} (one of ${Object.keys(COMMANDS).join(', ')}; sca help)`,
      );
    const { flags, args } = parseCommandLine(
      name,
      rest,
      command.flags,
      command.positionals === true,
    );
    const out = await command.run(flags, io, args);
    io.stdout(typeof out === 'string' ? out : `${JSON.stringify(out)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof CliError || e instanceof RuleError) {
      io.stderr(`sca: ${errorLine(e.message)}\n`);
      return 2;
    }
    io.stderr(
      `sca: internal error: ${errorLine((e as Error).message?.split('\n')[0] ?? String(e))}\n`,
    );
    return 1;
  }
}
