// One fleet-file record after another checked against the rules core (FP-2.1 guns, FP-1.5 crew,
// FP-2.5 damage within the boxes, D-4 repaired rigging DCs), each problem naming its row and field.
// Types are checked, not coerced (fleet-cells.ts); texts are kept as written, within the length limit.
import {
  NO_DAMAGE,
  RuleError,
  classById,
  dcLost,
  isCrewQuality,
  resolveGuns,
  shipProfile,
  validateDamage,
  type CrewQuality,
  type Track,
} from '../rules/index.js';
import { numberValue, textValue } from './fleet-cells.js';
import {
  FLEET_LIMITS,
  fieldOfKey,
  type FleetField,
  type RowError,
  type RowErrorCode,
} from './fleet-fields.js';
import { isNation, type FleetShip } from './fleet-ship-record.js';

const DAMAGE_FIELDS = ['port', 'starboard', 'rigging'] as const satisfies readonly Track[];

export interface FleetValidation {
  ships: FleetShip[];
  errors: RowError[];
}

type Fail = (field: string, code: RowErrorCode, data?: Record<string, string | number>) => void;

/** The record's fields by their canonical name; unknown keys and a field given twice are errors. */
function fieldsOf(record: object, fail: Fail): Map<FleetField, unknown> {
  const fields = new Map<FleetField, unknown>();
  const keys = new Map<FleetField, string>();
  for (const [key, value] of Object.entries(record)) {
    const field = fieldOfKey(key);
    if (!field) fail(key, 'unknownField', { value: key });
    else if (keys.has(field)) fail(key, 'duplicateField', { value: key, other: keys.get(field)! });
    else {
      keys.set(field, key);
      fields.set(field, value);
    }
  }
  return fields;
}

/** A text field as written (names keep their blanks), or null after reporting a wrong type or length. */
function textField(
  fields: Map<FleetField, unknown>,
  field: FleetField,
  fail: Fail,
  numbersAllowed = true,
): string | null {
  const v = textValue(fields.get(field), numbersAllowed);
  if (!v.ok) {
    fail(field, 'wrongType', { found: v.found });
    return null;
  }
  if (v.text.length > FLEET_LIMITS.textLength) {
    fail(field, 'tooLong', { length: v.text.length, max: FLEET_LIMITS.textLength });
    return null;
  }
  return v.text;
}

/** A crew quality (FP-1.5), or null after reporting; a blank optional field gives ''. */
function crewField(
  fields: Map<FleetField, unknown>,
  field: FleetField,
  fail: Fail,
  required: boolean,
): CrewQuality | '' | null {
  const t = textField(fields, field, fail, false);
  if (t === null) return null;
  const crew = t.trim().toLowerCase();
  if (crew === '') {
    if (required) fail(field, 'required');
    return required ? null : '';
  }
  if (!isCrewQuality(crew)) {
    fail(field, 'crew', { value: t.trim() });
    return null;
  }
  return crew;
}

/** Every row checked against the rules core; `ships` is complete only when `errors` is empty. */
export function validateFleetRecords(records: readonly unknown[]): FleetValidation {
  const ships: FleetShip[] = [];
  const errors: RowError[] = [];
  records.forEach((record, index) => {
    const row = index + 1;
    const before = errors.length;
    const fail: Fail = (field, code, data = {}) => errors.push({ row, field, code, data });
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      fail('-', 'notARecord');
      return;
    }
    const fields = fieldsOf(record, fail);
    const name = textField(fields, 'name', fail);
    if (name !== null && name.trim() === '') fail('name', 'required');

    // FP-2.1 the guns column names the class (core resolveGuns); forts are not ships.
    const gunsText = textField(fields, 'guns', fail)?.trim() ?? null;
    let classId: string | null = null;
    if (gunsText === '') fail('guns', 'required');
    else if (gunsText !== null) {
      try {
        const classRow = resolveGuns(gunsText);
        if (classRow.rate === 'fortification') fail('guns', 'fortification', { value: gunsText });
        else classId = classRow.id;
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        fail('guns', 'guns', { value: gunsText });
      }
    }

    // FP-1.5 crew quality, and the original crew of a prize (FP-7.5; blank: the same).
    const crew = crewField(fields, 'crew', fail, true);
    const originalCrew = crewField(fields, 'originalCrew', fail, false);

    const nationRaw = textField(fields, 'nation', fail, false)?.trim() ?? '';
    const nationText = nationRaw.toLowerCase();
    if (nationText !== '' && !isNation(nationText)) fail('nation', 'nation', { value: nationRaw });
    const squadron = textField(fields, 'squadron', fail);
    const side = textField(fields, 'side', fail);

    // FP-2.5 damage within the ship's boxes (core validateDamage, one track at a time to name the field).
    const damage = { ...NO_DAMAGE };
    const profile = classId && crew ? shipProfile(classById(classId), crew) : null;
    let damageOk = true;
    for (const field of [...DAMAGE_FIELDS, 'riggingRepaired'] as const) {
      const n = numberValue(fields.get(field));
      if (!n.ok) {
        fail(field, 'notANumber', { value: n.text });
        damageOk = false;
        continue;
      }
      damage[field] = n.value;
      if (profile && field !== 'riggingRepaired') {
        try {
          validateDamage(profile, { ...NO_DAMAGE, [field]: n.value });
        } catch (e) {
          if (!(e instanceof RuleError)) throw e;
          const boxes = field === 'rigging' ? profile.rdc : profile.hdc[field];
          fail(field, 'damageRange', { value: n.value, max: boxes * profile.dcCapacity });
          damageOk = false;
        }
      }
    }
    // D-4 repaired rigging DCs: at most the rigging DCs still standing.
    if (profile && damageOk) {
      try {
        validateDamage(profile, damage);
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        const standing =
          profile.rdc - dcLost(profile, { ...NO_DAMAGE, rigging: damage.rigging }).rigging;
        fail('riggingRepaired', 'repairedRange', { value: damage.riggingRepaired, max: standing });
      }
    }
    if (
      errors.length > before ||
      !classId ||
      !crew ||
      name === null ||
      squadron === null ||
      side === null ||
      originalCrew === null
    )
      return;
    const ship: FleetShip = {
      name,
      classId,
      crew,
      nation: isNation(nationText) ? nationText : '',
      squadron,
      side,
      damage: { port: damage.port, starboard: damage.starboard, rigging: damage.rigging },
    };
    if (damage.riggingRepaired > 0) ship.damage.riggingRepaired = damage.riggingRepaired;
    if (originalCrew !== '' && originalCrew !== crew) ship.originalCrew = originalCrew;
    ships.push(ship);
  });
  return { ships: errors.length === 0 ? ships : [], errors };
}
