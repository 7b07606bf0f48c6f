// Reading a fleet file: CSV (papaparse, fleet-csv.ts), JSON and YAML (yaml) with the fields of
// fleet-fields.ts, parsed then validated row by row against the rules core (fleet-rows.ts). Pure, so
// the glue's import and the CLI (bin/sca fleet-morale) read a file the same way.
import YAML from 'yaml';
import { parseFleetCsv } from './fleet-csv.js';
import { FLEET_LIMITS, type RowError } from './fleet-fields.js';
import { validateFleetRecords } from './fleet-rows.js';
import type { FleetShip } from './fleet-ship-record.js';

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
