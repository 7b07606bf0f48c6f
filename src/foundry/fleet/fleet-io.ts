// Fleet files: CSV (papaparse, fleet-csv.ts), JSON and YAML (yaml) with the fields of fleet-fields.ts.
// Parsing, row-by-row validation against the rules core and serialisation are pure, so the import is
// all-or-nothing by design. Nothing is coerced silently: a value of the wrong type, a field given
// twice (in any case), an unknown field, a text that is not UTF-8 or past the limits is refused,
// naming its row and field. Export then import gives back the same ships (names as written, the
// original crew of a prize, repaired rigging DCs).
import YAML from 'yaml';
import { classById } from '../../rules/index.js';
import { parseFleetCsv, serializeFleetCsv } from './fleet-csv.js';
import { FLEET_FIELDS, FLEET_LIMITS, type FleetField, type RowError } from './fleet-fields.js';
import { validateFleetRecords } from './fleet-rows.js';
import { isNation, type FleetShip } from './fleet-ship.js';

export {
  FLEET_FIELDS,
  FLEET_LIMITS,
  type FleetField,
  type RowError,
  type RowErrorCode,
} from './fleet-fields.js';
export { validateFleetRecords, type FleetValidation } from './fleet-rows.js';

export const FLEET_FORMATS = ['csv', 'json', 'yaml'] as const;
export type FleetFormat = (typeof FLEET_FORMATS)[number];

export type ParseResult =
  | { ok: true; records: unknown[]; errors: RowError[] }
  | { ok: false; message: string };

export function isFleetFormat(value: unknown): value is FleetFormat {
  return typeof value === 'string' && (FLEET_FORMATS as readonly string[]).includes(value);
}

/** The format a file name suggests (.csv, .json, .yaml/.yml), or null. */
export function formatOfFileName(fileName: string): FleetFormat | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'json') return ext;
  if (ext === 'yaml' || ext === 'yml') return 'yaml';
  return null;
}

/** The records of a fleet text: CSV rows with a header, or a JSON/YAML list (or `{ ships: [...] }`). */
export function parseFleetText(text: string, format: FleetFormat): ParseResult {
  if (format === 'csv') return parseFleetCsv(text);
  let value: unknown;
  try {
    value = format === 'json' ? JSON.parse(text) : YAML.parse(text);
  } catch (e) {
    return { ok: false, message: (e as Error).message.split('\n')[0] ?? String(e) };
  }
  if (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Array.isArray((value as { ships?: unknown }).ships)
  ) {
    value = (value as { ships: unknown[] }).ships;
  }
  if (!Array.isArray(value)) return { ok: false, message: 'expected a list of ships' };
  return { ok: true, records: value, errors: [] };
}

/** The file-level checks: size (UTF-8 bytes) and encoding; the first U+FFFD names its line. */
function fileErrors(text: string): RowError[] {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > FLEET_LIMITS.bytes)
    return [
      { row: 0, field: '-', code: 'tooLarge', data: { size: bytes, max: FLEET_LIMITS.bytes } },
    ];
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0)
    return [
      {
        row: 0,
        field: '-',
        code: 'notUtf8',
        data: { line: text.slice(0, bad).split(/\r\n|\n|\r/).length },
      },
    ];
  return [];
}

/** Parse then validate: the fleet, or the parse failure, or the row errors (row 0: the file or its header). */
export function readFleet(
  textIn: string,
  format: FleetFormat,
): { ok: true; ships: FleetShip[] } | { ok: false; parseError?: string; errors: RowError[] } {
  // A byte-order mark (spreadsheets write one) is not part of the text.
  const text = textIn.startsWith('\uFEFF') ? textIn.slice(1) : textIn;
  const fileProblems = fileErrors(text);
  if (fileProblems.length > 0) return { ok: false, errors: fileProblems };
  const parsed = parseFleetText(text, format);
  if (!parsed.ok) return { ok: false, parseError: parsed.message, errors: [] };
  if (parsed.records.length > FLEET_LIMITS.ships) {
    return {
      ok: false,
      errors: [
        {
          row: 0,
          field: '-',
          code: 'tooManyShips',
          data: { count: parsed.records.length, max: FLEET_LIMITS.ships },
        },
      ],
    };
  }
  const { ships, errors } = validateFleetRecords(parsed.records);
  if (parsed.errors.length + errors.length > 0)
    return { ok: false, errors: [...parsed.errors, ...errors] };
  if (ships.length === 0) return { ok: false, parseError: 'no ships', errors: [] };
  return { ok: true, ships };
}

/** A ship as a file record: the FP-2.1 guns text as printed, the crew and nation ids, the damage points. */
export function fleetRecord(ship: FleetShip): Record<FleetField, string | number> {
  return {
    name: ship.name,
    guns: classById(ship.classId).guns,
    crew: ship.crew,
    nation: ship.nation,
    squadron: ship.squadron,
    side: ship.side,
    port: ship.damage.port,
    starboard: ship.damage.starboard,
    rigging: ship.damage.rigging,
    originalCrew: ship.originalCrew ?? ship.crew,
    riggingRepaired: ship.damage.riggingRepaired ?? 0,
  };
}

export function serializeFleet(ships: readonly FleetShip[], format: FleetFormat): string {
  const records = ships.map(fleetRecord);
  if (format === 'csv') return serializeFleetCsv(records, FLEET_FIELDS);
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  // No block scalars: the yaml library writes " \n" as a |+ block that reads back as "\n"; quoted
  // strings keep every character.
  return YAML.stringify(records, { blockQuote: false });
}

export const FLEET_MIME_TYPES: Readonly<Record<FleetFormat, string>> = {
  csv: 'text/csv',
  json: 'application/json',
  yaml: 'application/yaml',
};

/** The fleet of existing ship actors (name + stored data), for export. */
export function fleetShipOfActor(
  name: string,
  s: {
    shipClass: { id: string };
    crew: FleetShip['crew'];
    originalCrew?: FleetShip['crew'];
    nation: string;
    squadron: string;
    side: string;
    damage: { port: number; starboard: number; rigging: number; riggingRepaired?: number };
  },
): FleetShip {
  const ship: FleetShip = {
    name,
    classId: s.shipClass.id,
    crew: s.crew,
    nation: isNation(s.nation) ? s.nation : '',
    squadron: s.squadron,
    side: s.side,
    damage: { port: s.damage.port, starboard: s.damage.starboard, rigging: s.damage.rigging },
  };
  if ((s.damage.riggingRepaired ?? 0) > 0) ship.damage.riggingRepaired = s.damage.riggingRepaired!;
  if (s.originalCrew && s.originalCrew !== s.crew) ship.originalCrew = s.originalCrew;
  return ship;
}
