// Fleet files: CSV (papaparse), JSON and YAML (yaml) with the fields name, guns, crew, nation,
// squadron, side and the damage points port, starboard, rigging. Parsing, row-by-row validation
// against the rules core and serialisation are pure, so the import is all-or-nothing by design.
import Papa from 'papaparse';
import YAML from 'yaml';
import {
  NO_DAMAGE,
  RuleError,
  classById,
  isCrewQuality,
  resolveGuns,
  shipProfile,
  validateDamage,
  type Track,
} from '../../rules/index.js';
import { isNation, type FleetShip } from './fleet-ship.js';

export const FLEET_FORMATS = ['csv', 'json', 'yaml'] as const;
export type FleetFormat = (typeof FLEET_FORMATS)[number];

export const FLEET_FIELDS = ['name', 'guns', 'crew', 'nation', 'squadron', 'side', 'port', 'starboard', 'rigging'] as const;
export type FleetField = (typeof FLEET_FIELDS)[number];
const DAMAGE_FIELDS = ['port', 'starboard', 'rigging'] as const satisfies readonly Track[];

export type RowErrorCode =
  | 'notARecord'
  | 'unknownField'
  | 'extraCells'
  | 'required'
  | 'guns'
  | 'fortification'
  | 'crew'
  | 'nation'
  | 'notANumber'
  | 'damageRange';

/** A problem with one field of one row; rows count from 1 (the first ship; a CSV header is not a row). */
export interface RowError {
  row: number;
  field: string;
  code: RowErrorCode;
  data: Record<string, string | number>;
}

export type ParseResult = { ok: true; records: unknown[] } | { ok: false; message: string };

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
  if (format === 'csv') {
    const parsed = Papa.parse<Record<string, string>>(text.trim(), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim().toLowerCase(),
    });
    // Missing or extra cells are row errors found by validation; only broken quoting is fatal.
    const fatal = parsed.errors.find((e) => e.type === 'Quotes');
    if (fatal) return { ok: false, message: `${fatal.message}${fatal.row !== undefined ? ` (row ${fatal.row + 1})` : ''}` };
    return { ok: true, records: parsed.data };
  }
  let value: unknown;
  try {
    value = format === 'json' ? JSON.parse(text) : YAML.parse(text);
  } catch (e) {
    return { ok: false, message: (e as Error).message.split('\n')[0] ?? String(e) };
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as { ships?: unknown }).ships)) {
    value = (value as { ships: unknown[] }).ships;
  }
  if (!Array.isArray(value)) return { ok: false, message: 'expected a list of ships' };
  return { ok: true, records: value };
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** A damage cell: blank is 0; otherwise a finite number (range is checked against the ship's boxes). */
function damageNumber(value: unknown): number | null {
  const t = text(value);
  if (t === '') return 0;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export interface FleetValidation {
  ships: FleetShip[];
  errors: RowError[];
}

/** Every row checked against the rules core; `ships` is complete only when `errors` is empty. */
export function validateFleetRecords(records: readonly unknown[]): FleetValidation {
  const ships: FleetShip[] = [];
  const errors: RowError[] = [];
  records.forEach((record, index) => {
    const row = index + 1;
    const fail = (field: string, code: RowErrorCode, data: Record<string, string | number> = {}) => errors.push({ row, field, code, data });
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      fail('-', 'notARecord');
      return;
    }
    const r: Record<string, unknown> = {};
    for (const [rawKey, value] of Object.entries(record)) {
      const key = rawKey.trim().toLowerCase();
      // papaparse keeps the cells beyond the header under this key.
      if (key === '__parsed_extra') fail('-', 'extraCells');
      else if (!(FLEET_FIELDS as readonly string[]).includes(key)) fail(rawKey, 'unknownField', { value: rawKey });
      else r[key] = value;
    }
    const name = text(r.name);
    if (name === '') fail('name', 'required');

    // FP-2.1 the guns column names the class (core resolveGuns); forts are not ships.
    const gunsText = text(r.guns);
    let classId: string | null = null;
    if (gunsText === '') fail('guns', 'required');
    else {
      try {
        const classRow = resolveGuns(gunsText);
        if (classRow.rate === 'fortification') fail('guns', 'fortification', { value: gunsText });
        else classId = classRow.id;
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        fail('guns', 'guns', { value: gunsText });
      }
    }

    // FP-1.5 crew quality.
    const crewText = text(r.crew).toLowerCase();
    const crew = isCrewQuality(crewText) ? crewText : null;
    if (crewText === '') fail('crew', 'required');
    else if (!crew) fail('crew', 'crew', { value: text(r.crew) });

    const nationText = text(r.nation).toLowerCase();
    if (nationText !== '' && !isNation(nationText)) fail('nation', 'nation', { value: text(r.nation) });

    // FP-2.5 damage within the ship's boxes (core validateDamage, one track at a time to name the field).
    const damage = { port: 0, starboard: 0, rigging: 0 };
    for (const field of DAMAGE_FIELDS) {
      const n = damageNumber(r[field]);
      if (n === null) {
        fail(field, 'notANumber', { value: text(r[field]) });
        continue;
      }
      damage[field] = n;
      if (classId && crew) {
        try {
          validateDamage(shipProfile(classById(classId), crew), { ...NO_DAMAGE, [field]: n });
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          const profile = shipProfile(classById(classId), crew);
          const boxes = field === 'rigging' ? profile.rdc : profile.hdc[field];
          fail(field, 'damageRange', { value: n, max: boxes * profile.dcCapacity });
        }
      }
    }
    if (classId && crew && name !== '') {
      ships.push({
        name,
        classId,
        crew,
        nation: isNation(nationText) ? nationText : '',
        squadron: text(r.squadron),
        side: text(r.side),
        damage,
      });
    }
  });
  return { ships: errors.length === 0 ? ships : [], errors };
}

/** Parse then validate: the fleet, or the parse failure, or the row errors. */
export function readFleet(textIn: string, format: FleetFormat): { ok: true; ships: FleetShip[] } | { ok: false; parseError?: string; errors: RowError[] } {
  const parsed = parseFleetText(textIn, format);
  if (!parsed.ok) return { ok: false, parseError: parsed.message, errors: [] };
  const { ships, errors } = validateFleetRecords(parsed.records);
  if (errors.length > 0) return { ok: false, errors };
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
  };
}

export function serializeFleet(ships: readonly FleetShip[], format: FleetFormat): string {
  const records = ships.map(fleetRecord);
  if (format === 'csv') return `${Papa.unparse(records, { columns: [...FLEET_FIELDS], newline: '\n' })}\n`;
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  return YAML.stringify(records);
}

export const FLEET_MIME_TYPES: Readonly<Record<FleetFormat, string>> = {
  csv: 'text/csv',
  json: 'application/json',
  yaml: 'application/yaml',
};

/** The fleet of existing ship actors (name + stored data), for export. */
export function fleetShipOfActor(name: string, s: {
  shipClass: { id: string };
  crew: FleetShip['crew'];
  nation: string;
  squadron: string;
  side: string;
  damage: { port: number; starboard: number; rigging: number };
}): FleetShip {
  return {
    name,
    classId: s.shipClass.id,
    crew: s.crew,
    nation: isNation(s.nation) ? s.nation : '',
    squadron: s.squadron,
    side: s.side,
    damage: { port: s.damage.port, starboard: s.damage.starboard, rigging: s.damage.rigging },
  };
}
