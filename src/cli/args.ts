// Flag parsing for bin/sca on node's util.parseArgs, with strict value checks: any bad input is a
// CliError (exit 2, one line on stderr, nothing on stdout).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { toDice3, type Dice3, type DiceSource } from '../rules/dice.js';
import { seededDice } from '../rules/seeded-dice.js';

export class CliError extends Error {
  override name = 'CliError';
}

/** The longest value an error line echoes whole. */
export const ECHO_MAX = 60;

/** A value as an error line shows it: quoted, cut to ECHO_MAX characters with its full length noted. */
export function shown(value: string): string {
  const flat = value.replace(/\s+/g, ' ');
  return flat.length <= ECHO_MAX
    ? `"${flat}"`
    : `"${flat.slice(0, ECHO_MAX)}…" (${value.length} characters)`;
}

/**
 * One error line: newlines folded, every quoted value (from the flags or from the rules core) cut to
 * ECHO_MAX characters, and any long unquoted run cut as well.
 */
export function errorLine(message: string): string {
  return message
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"([^"]{61,})"(?! \(\d+ characters\))/g, (_m, v: string) => shown(v))
    .replace(/[^\s"]{121,}/g, (run) => `${run.slice(0, ECHO_MAX)}…(${run.length} characters)`);
}

export type FlagSpec = Record<string, { type: 'string' | 'boolean' }>;
export type Flags = Record<string, string | boolean | undefined>;

/** Parses `argv` against `spec`; unknown flags, positionals and missing values are CliErrors. */
export function parseFlags(command: string, argv: readonly string[], spec: FlagSpec): Flags {
  return parseCommandLine(command, argv, spec, false).flags;
}

/**
 * Flags and the plain arguments among them (bin/sca merge's files), in their order; with `positionals`
 * false a plain argument is a CliError.
 */
export function parseCommandLine(
  command: string,
  argv: readonly string[],
  spec: FlagSpec,
  positionals: boolean,
): { flags: Flags; args: string[] } {
  const options = spec as NonNullable<ParseArgsConfig['options']>;
  try {
    const parsed = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: positionals,
    });
    return { flags: parsed.values as Flags, args: parsed.positionals };
  } catch (e) {
    const code = (e as { code?: string }).code;
    const message = (e as Error).message;
    const flag = /'(-[^']*)'/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new CliError(
        `unknown flag ${flag === undefined ? '' : flag.length > ECHO_MAX ? shown(flag) : flag} for "${command}"`.replace(
          '  ',
          ' ',
        ),
      );
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
      throw new CliError(
        `unexpected argument for "${command}": ${shown(/'([^']*)'/.exec(message)?.[1] ?? '')}`,
      );
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = /--[\w-]+/.exec(message)?.[0] ?? flag ?? 'a flag';
      if (message.includes('argument missing')) throw new CliError(`${name} needs a value`);
      if (message.includes('ambiguous'))
        throw new CliError(
          `${name} needs a value (write a value starting with "-" as ${name}=VALUE)`,
        );
      throw new CliError(`${name} takes no value`);
    }
    throw new CliError(message.split('\n')[0] ?? 'invalid arguments');
  }
}

function str(flags: Flags, name: string): string | undefined {
  const v = flags[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.trim() === '') throw new CliError(`--${name} needs a value`);
  return v.trim();
}

export function requireString(flags: Flags, name: string): string {
  const v = str(flags, name);
  if (v === undefined) throw new CliError(`--${name} is required`);
  return v;
}

export function optionalString(flags: Flags, name: string): string | undefined {
  return str(flags, name);
}

export function enumFlag<T extends string>(
  flags: Flags,
  name: string,
  allowed: readonly T[],
  fallback?: T,
): T {
  const v = str(flags, name);
  if (v === undefined) {
    if (fallback === undefined) throw new CliError(`--${name} is required (${allowed.join('|')})`);
    return fallback;
  }
  const found = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
  if (!found) throw new CliError(`--${name} must be one of ${allowed.join('|')}, got ${shown(v)}`);
  return found;
}

export function intFlag(
  flags: Flags,
  name: string,
  opts: { min: number; max: number; fallback?: number },
): number {
  const v = str(flags, name);
  if (v === undefined) {
    if (opts.fallback === undefined) throw new CliError(`--${name} is required`);
    return opts.fallback;
  }
  if (!/^[+-]?\d+$/.test(v))
    throw new CliError(`--${name} must be a whole number, got ${shown(v)}`);
  const n = Number(v);
  if (n < opts.min || n > opts.max)
    throw new CliError(`--${name} must be ${opts.min}-${opts.max}, got ${n}`);
  return n;
}

export function numberFlag(
  flags: Flags,
  name: string,
  opts: { min: number; max: number; fallback?: number },
): number {
  const v = str(flags, name);
  if (v === undefined) {
    if (opts.fallback === undefined) throw new CliError(`--${name} is required`);
    return opts.fallback;
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v))
    throw new CliError(`--${name} must be a number, got ${shown(v)}`);
  const n = Number(v);
  if (n < opts.min || n > opts.max)
    throw new CliError(`--${name} must be ${opts.min}-${opts.max}, got ${n}`);
  return n;
}

export function boolFlag(flags: Flags, name: string): boolean {
  return flags[name] === true;
}

export function parseDice(text: string, name: string): Dice3 {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 3 || !parts.every((p) => /^[1-6]$/.test(p))) {
    throw new CliError(`--${name} takes three faces 1-6 like 3,4,5, got ${shown(text)}`);
  }
  return toDice3(parts.map(Number));
}

/** Dice from a flag, or rolled from the seeded PRNG; the seed is reported when anything was rolled. */
export class DiceSupply {
  private source: DiceSource | null = null;
  rolled = false;
  readonly seed: number;

  constructor(flags: Flags, defaultSeed: () => number) {
    this.seed =
      flags.seed === undefined
        ? defaultSeed()
        : intFlag(flags, 'seed', { min: 0, max: 2 ** 31 - 1 });
  }

  take(flags: Flags, name: string): Dice3 {
    const text = str(flags, name);
    if (text !== undefined) return parseDice(text, name);
    this.source ??= seededDice(this.seed);
    this.rolled = true;
    return this.source.roll3d6();
  }
}
