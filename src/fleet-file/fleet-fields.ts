// The fields of a fleet file, how a file's column or key names one (trimmed, in any case), the row
// errors the import reports, and the import's limits (stated in the import dialog).

export const FLEET_FIELDS = [
  'name',
  'guns',
  'crew',
  'nation',
  'squadron',
  'side',
  'port',
  'starboard',
  'rigging',
  'originalCrew',
  'riggingRepaired',
] as const;
export type FleetField = (typeof FLEET_FIELDS)[number];

export const FLEET_LIMITS = Object.freeze({
  /** Bytes of a file or pasted text (UTF-8). */
  bytes: 1024 * 1024,
  ships: 500,
  /** Characters of a name, squadron or side. */
  textLength: 100,
});

export type RowErrorCode =
  | 'notARecord'
  | 'unknownField'
  | 'duplicateField'
  | 'unknownColumn'
  | 'duplicateColumn'
  | 'extraCells'
  | 'wrongType'
  | 'tooLong'
  | 'required'
  | 'guns'
  | 'fortification'
  | 'crew'
  | 'nation'
  | 'notANumber'
  | 'damageRange'
  | 'repairedRange'
  | 'tooLarge'
  | 'notUtf8'
  | 'tooManyShips';

/**
 * A problem with one field of one row; rows count from 1 (the first ship). Row 0 is the file as a
 * whole: a CSV header's column (field = the column), or the file's size, encoding or length (field "-").
 */
export interface RowError {
  row: number;
  field: string;
  code: RowErrorCode;
  data: Record<string, string | number>;
}

const BY_KEY = new Map<string, FleetField>(FLEET_FIELDS.map((f) => [f.toLowerCase(), f]));

/** The field a column or key names (surrounding blanks and case ignored), or null. */
export function fieldOfKey(key: string): FleetField | null {
  return BY_KEY.get(key.trim().toLowerCase()) ?? null;
}
