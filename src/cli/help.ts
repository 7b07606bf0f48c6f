// `sca help`, `sca --help` and `sca <command> --help`: what each command does and takes, printed for
// people (like `bench --text`) with exit 0. The flags are read from the commands' own flag specs, so
// the help cannot list a flag a command refuses or miss one it takes (help.test.ts).
import {
  BATTLE_OPTION_TITLES,
  BATTLE_OPTIONS,
  DUEL_OPTIONS,
  type BattleOption,
} from '../rules/sim/index.js';
import type { FlagSpec } from './args.js';

export interface CommandHelp {
  /** One line: what the command gives, with the rule it plays. */
  summary: string;
  /** Examples as one would type them (README's). */
  examples: readonly string[];
  /** Options the command's --options takes (duel, battle). */
  options?: readonly BattleOption[];
}

export const COMMAND_HELP = {
  ship: {
    summary: "a ship's characteristics from her guns and crew (FP-1.5, FP-2)",
    examples: ['sca ship --guns 74C --crew good'],
  },
  abilita: {
    summary:
      'an Abilità roll: the score and every column of its row (FP-4.1, FP-4.2); dice not given are rolled from --seed',
    examples: ['sca abilita --dice 3,4,5 --crew elite --dc-lost 1'],
  },
  fire: {
    summary:
      "one broadside's band, result, damage and critical roll (FP-6; OR-6 with --gunnery full)",
    examples: [
      'sca fire --bf 7 --range-mm 250 --aim hull --dice 3,4,4',
      'sca fire --gunnery full --bf 7 --band short --broadside initial --aim hull',
    ],
  },
  morale: {
    summary: 'a morale test (FP-8.2)',
    examples: ['sca morale --dc 120 --dice 2,2,2 --hdc-lost 2'],
  },
  melee: {
    summary: 'the boarding melee test (FP-7.5)',
    examples: ['sca melee --dice 5,5,5 --own-crew good --own-bf 9 --enemy-bf 7 --own-support 1'],
  },
  sail: {
    summary:
      'the point of sail of a heading, and the headings a course change may reach (FP-5.4, FP-5.5)',
    examples: ['sca sail --heading ENE --wind N'],
  },
  speed: {
    summary: "a ship's movement allowance (FP-5.2, FP-5.3; OR-5 with --navigation full)",
    examples: [
      'sca speed --sail full --rdc-lost 2',
      'sca speed --navigation full --point close --wind moderate-breeze --sail full --rdc-lost 1',
    ],
  },
  'rigging-test': {
    summary: 'the rigging damage test (OR-9)',
    examples: ['sca rigging-test --crew average --dice 2,2,3 --sail full --wind strong-wind'],
  },
  'setup-roll': {
    summary: "the set-up roll: north edge, wind's direction and strength (OR-2)",
    examples: ['sca setup-roll --dice 3,3,4'],
  },
  'wind-change': {
    summary: 'a start-of-turn wind roll (OR-2); with --previous, whether the change happens',
    examples: ['sca wind-change --dice 1,1,2 --previous 5,5,5'],
  },
  targets: {
    summary:
      'the targets of a broadside and the forced choice, from a table read on stdin as JSON (FP-6.2)',
    examples: [`echo '{"ships":[...],"firer":"a","broadside":"port"}' | sca targets`],
  },
  reload: {
    summary: 'the reload table (OR-6)',
    examples: ['sca reload --crew good --score 7'],
  },
  signal: {
    summary: 'receiving a signal of one or two elements (FP-A3)',
    examples: ['sca signal --dice 3,3,2 --elements 2 --under-fire'],
  },
  aground: {
    summary: 'running aground: hull damage and what it takes to get off (HR-3)',
    examples: ['sca aground --sail full --dc 120'],
  },
  duel: {
    summary:
      'N duels of two ships by the AI captain, each to a strike, a sinking or an explosion: win rates with 95% intervals as JSON',
    examples: [
      'sca duel --a 74C:good --b 80L:average --runs 1000 --seed 1',
      'sca duel --a 74C:good --b 80L:average --runs 1000 --workers 2 --options OR-6,OR-7 --report duel.html',
    ],
    options: DUEL_OPTIONS,
  },
  'fleet-morale': {
    summary: "a fleet's morale and how events change it (HR-4)",
    examples: [
      `sca fleet-morale --fleet fleet.yaml --side French --events '[{"kind":"struck","ship":"Scipion"}]'`,
    ],
  },
  battle: {
    summary:
      'N battles of two fleet files by the AI captain, to a victory (FP-8.3) or --turns: win rates, points and losses per class as JSON',
    examples: [
      'sca battle --fleet-a A.yaml --fleet-b B.csv --runs 200 --seed 1',
      'sca battle --fleet-a A.yaml --fleet-b B.yaml --runs 1000 --workers 2 --turns 20 --options OR-3,OR-9,OR-5 --report battle.html',
    ],
    options: BATTLE_OPTIONS,
  },
  merge: {
    summary:
      "the shards of one sweep (the same setup, other seeds) merged into the whole sweep's JSON",
    examples: ['sca merge part1.json part2.json --report all.html > all.json'],
  },
  report: {
    summary: "a sweep's balance report: a self-contained HTML page with charts",
    examples: ['sca report --in sweep.json --out report.html'],
  },
  bench: {
    summary:
      'the benchmarks as JSON (--text: a table); --sweep times battle sweeps of N and 4N battles on 1 and 2 worker threads',
    examples: ['sca bench --text', 'sca bench --sweep --runs 1000 --text'],
  },
} as const satisfies Record<string, CommandHelp>;

export type CommandName = keyof typeof COMMAND_HELP;

function flagWords(spec: FlagSpec): string {
  return Object.entries(spec)
    .map(([name, { type }]) => (type === 'boolean' ? `--${name}` : `--${name} <value>`))
    .join(' ');
}

/** `sca help`: every command and its one line. */
export function overviewHelp(): string {
  const names = Object.keys(COMMAND_HELP) as CommandName[];
  const width = Math.max(...names.map((n) => n.length));
  const lines = names.map((n) => `  ${n.padEnd(width)}  ${COMMAND_HELP[n].summary}`);
  return [
    'Signal Close Action: Fast Play, the rules core from the command line.',
    'Usage: sca <command> [flags]   (sca <command> --help for its flags)',
    'Every command prints one JSON object and exits 0; invalid input exits 2 with one line on stderr.',
    '',
    'Commands:',
    ...lines,
    '',
  ].join('\n');
}

/** `sca <command> --help`: its line, its flags (from its spec), its options and examples. */
export function commandHelp(name: CommandName, spec: FlagSpec, positionals: boolean): string {
  const help: CommandHelp = COMMAND_HELP[name];
  const lines = [
    `sca ${name}: ${help.summary}`,
    `Usage: sca ${name}${positionals ? ' <file> ...' : ''} [flags]`,
    `Flags: ${flagWords(spec) || 'none'}`,
  ];
  if (help.options) {
    const width = Math.max(...help.options.map((o) => o.length));
    lines.push(
      '',
      'Options (--options, comma-separated):',
      ...help.options.map((o) => `  ${o.padEnd(width)}  ${BATTLE_OPTION_TITLES[o]}`),
    );
  }
  lines.push('', 'Examples:', ...help.examples.map((e) => `  ${e}`), '');
  return lines.join('\n');
}
