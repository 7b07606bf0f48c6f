// Fleet files: CSV (papaparse, fleet-csv.ts), JSON and YAML (yaml) with the fields of fleet-fields.ts.
// Parsing, row-by-row validation against the rules core and serialisation are pure, so the import is
// all-or-nothing by design. Nothing is coerced silently: a value of the wrong type, a field given
// twice (in any case), an unknown field, a text that is not UTF-8 or past the limits is refused,
// naming its row and field. Export then import gives back the same ships (names as written, the
// original crew of a prize, repaired rigging DCs).
import YAML from 'yaml';
import { classById } from '../../rules/index.js';
import type { FleetFormat } from '../../fleet-file/read-fleet.js';
import { serializeFleetCsv } from './fleet-csv.js';
import { FLEET_FIELDS, type FleetField } from './fleet-fields.js';
import { isNation, type FleetShip } from './fleet-ship.js';

export {
  FLEET_FIELDS,
  FLEET_LIMITS,
  type FleetField,
  type RowError,
  type RowErrorCode,
} from './fleet-fields.js';
export { validateFleetRecords, type FleetValidation } from './fleet-rows.js';

export {
  FLEET_FORMATS,
  formatOfFileName,
  isFleetFormat,
  parseFleetText,
  readFleet,
  type FleetFormat,
  type ParseResult,
} from '../../fleet-file/read-fleet.js';

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
