// One value of a fleet file, checked for its type without silent coercion: text fields take a string
// (or a plain number, as YAML types `guns: 64`), never a list, an object or true/false; numbers take
// a number or a plain decimal text, never "0x10", "1e3" or a list. Also the CSV cell escape against
// formula injection: a cell a spreadsheet would run as a formula gets a leading ', which import takes
// off again (so the round trip is lossless).

export type ValueKind = 'list' | 'object' | 'boolean' | 'number';

export type TextValue = { ok: true; text: string } | { ok: false; found: ValueKind };
export type NumberValue = { ok: true; value: number } | { ok: false; text: string };

function kindOf(value: unknown): ValueKind {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  return 'object';
}

/** A text field: blank when absent (undefined/null), a string as it is, a finite number (if allowed) as printed. */
export function textValue(value: unknown, numbersAllowed: boolean): TextValue {
  if (value === undefined || value === null) return { ok: true, text: '' };
  if (typeof value === 'string') return { ok: true, text: value };
  if (numbersAllowed && typeof value === 'number' && Number.isFinite(value))
    return { ok: true, text: String(value) };
  return { ok: false, found: kindOf(value) };
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number field: blank is 0; a finite number; a plain decimal text (surrounding blanks allowed). */
export function numberValue(value: unknown): NumberValue {
  if (value === undefined || value === null) return { ok: true, value: 0 };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, text: String(value) };
  if (typeof value === 'string') {
    const t = value.trim();
    if (t === '') return { ok: true, value: 0 };
    return DECIMAL.test(t) ? { ok: true, value: Number(t) } : { ok: false, text: value };
  }
  return { ok: false, text: JSON.stringify(value) ?? String(value) };
}

/** Cells a spreadsheet reads as a formula (= + - @, tab, CR), behind any number of quote marks. */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

/** CSV export: a formula-like cell gets a leading quote mark, so a spreadsheet shows it as text. */
export function escapeCell(cell: string): string {
  return FORMULA_LIKE.test(cell) ? `'${cell}` : cell;
}

/** CSV import: the inverse of escapeCell (one leading quote mark off a formula-like cell). */
export function unescapeCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_LIKE.test(cell.slice(1)) ? cell.slice(1) : cell;
}
