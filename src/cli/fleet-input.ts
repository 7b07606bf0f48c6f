// A fleet file named on the command line, read whole and checked by src/fleet-file exactly as the
// Foundry import reads it (CSV, JSON or YAML): all or nothing, the first fault in one error line.
// Shared by bin/sca fleet-morale and bin/sca battle.
import {
  FLEET_FORMATS,
  formatOfFileName,
  readFleet,
  type FleetFormat,
} from '../fleet-file/read-fleet.js';
import type { FleetShip } from '../fleet-file/fleet-ship-record.js';
import { CliError, enumFlag, shown, type Flags } from './args.js';

/** Reads a file named on the command line (bin.ts: node's fs; tests: a map). */
export type ReadFile = (path: string) => Promise<string>;

/** The format --format names, else the one the file name's extension gives. */
export function fleetFormatOf(flags: Flags, path: string): FleetFormat {
  if (flags.format !== undefined) return enumFlag(flags, 'format', FLEET_FORMATS);
  const guessed = formatOfFileName(path);
  if (!guessed)
    throw new CliError(
      `--format is needed (${FLEET_FORMATS.join('|')}): ${shown(path)} has no known extension`,
    );
  return guessed;
}

/** The ships of a fleet file's text; `what` starts the error line (e.g. "fleet file"). */
export function fleetShipsOf(text: string, format: FleetFormat, what: string): FleetShip[] {
  const read = readFleet(text, format);
  if (read.ok) return read.ships;
  if (read.parseError !== undefined) throw new CliError(`${what}: ${read.parseError}`);
  const first = read.errors[0];
  const where = first?.row === 0 ? 'the file' : `row ${first?.row}`;
  const more = read.errors.length > 1 ? ` (and ${read.errors.length - 1} more)` : '';
  throw new CliError(
    `${what}: ${where}, field ${shown(first?.field ?? '-')}: ${first?.code ?? 'invalid'}${more}`,
  );
}

/** The text of the file at `path`; a file that cannot be read is a CliError naming it. */
export async function readNamedFile(path: string, readFile: ReadFile | undefined): Promise<string> {
  if (!readFile) throw new CliError('this CLI cannot read files');
  try {
    return await readFile(path);
  } catch (e) {
    throw new CliError(`cannot read ${shown(path)}: ${(e as { code?: string }).code ?? 'error'}`);
  }
}
