// Fleet files as CSV (papaparse): the header is checked here, once (a column twice, even in another
// case, an unknown or empty column name, all refused, naming the column), the rows become records of
// the known fields, and cells come back from the formula-injection escape of the export.
import Papa from 'papaparse';
import { escapeCell, unescapeCell } from './fleet-cells.js';
import { fieldOfKey, type FleetField, type RowError } from './fleet-fields.js';

export type CsvResult =
  | { ok: true; records: Array<Record<string, string>>; errors: RowError[] }
  | { ok: false; message: string };

/** The delimiter of the header line: the first of , ; tab | in it (field names contain none). */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  return [',', ';', '\t', '|'].find((d) => firstLine.includes(d)) ?? ',';
}

/** Header problems are errors of row 0 (the header), each naming its column. */
function headerColumns(header: readonly string[]): {
  columns: Array<FleetField | null>;
  errors: RowError[];
} {
  const errors: RowError[] = [];
  const seen = new Map<FleetField, string>();
  const columns = header.map((raw) => {
    const field = fieldOfKey(raw);
    if (!field) {
      errors.push({ row: 0, field: raw, code: 'unknownColumn', data: { value: raw } });
      return null;
    }
    const other = seen.get(field);
    if (other !== undefined) {
      errors.push({ row: 0, field: raw, code: 'duplicateColumn', data: { value: raw, other } });
      return null;
    }
    seen.set(field, raw);
    return field;
  });
  return { columns, errors };
}

export function parseFleetCsv(text: string): CsvResult {
  const parsed = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: 'greedy',
    delimiter: delimiterOf(text),
  });
  // Missing cells are blank fields; only broken quoting is fatal.
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal)
    return {
      ok: false,
      message: `${fatal.message}${fatal.row !== undefined ? ` (row ${fatal.row})` : ''}`,
    };
  const [header = [], ...rows] = parsed.data;
  const { columns, errors } = headerColumns(header);
  const records = rows.map((cells, index) => {
    const record: Record<string, string> = {};
    cells.forEach((cell, i) => {
      const field = columns[i];
      if (field) record[field] = unescapeCell(cell);
    });
    if (cells.length > header.length)
      errors.push({ row: index + 1, field: '-', code: 'extraCells', data: {} });
    return record;
  });
  return { ok: true, records, errors };
}

export function serializeFleetCsv(
  records: ReadonlyArray<Record<FleetField, string | number>>,
  fields: readonly FleetField[],
): string {
  const escaped = records.map((r) =>
    Object.fromEntries(fields.map((f) => [f, typeof r[f] === 'string' ? escapeCell(r[f]) : r[f]])),
  );
  return `${Papa.unparse(escaped, { columns: [...fields], newline: '\n' })}\n`;
}
