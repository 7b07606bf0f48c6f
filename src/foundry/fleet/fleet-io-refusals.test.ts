// Bad fleet files are refused, naming row and field, never coerced: wrong types, a field twice in
// another case, unknown or dangerous columns, byte-order marks and text that is not UTF-8, formula
// injection on export, the limits; and the round trip keeps what it used to lose.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCell, unescapeCell } from './fleet-cells.js';
import { FLEET_LIMITS, readFleet, serializeFleet, validateFleetRecords } from './fleet-io.js';
import type { FleetShip } from './fleet-ship.js';

const base = { name: 'A', guns: '74C', crew: 'average', nation: 'britain', squadron: 'S' };
const errorsOf = (records: unknown[]) =>
  validateFleetRecords(records).errors.map((e) => [e.row, e.field, e.code, e.data]);
const ship = (over: Partial<FleetShip> = {}): FleetShip => ({
  name: 'HMS Bellona',
  classId: '3rd-74c',
  crew: 'average',
  nation: 'britain',
  squadron: 'Channel',
  side: 'britain',
  damage: { port: 0, starboard: 0, rigging: 0 },
  ...over,
});

describe('wrong types are refused, not coerced', () => {
  it.each([
    [{ ...base, name: { a: 1 } }, 'name', 'wrongType', { found: 'object' }],
    [{ ...base, name: [5] }, 'name', 'wrongType', { found: 'list' }],
    [{ ...base, name: true }, 'name', 'wrongType', { found: 'boolean' }],
    [{ ...base, guns: ['74C'] }, 'guns', 'wrongType', { found: 'list' }],
    [{ ...base, crew: ['good'] }, 'crew', 'wrongType', { found: 'list' }],
    [{ ...base, crew: 1 }, 'crew', 'wrongType', { found: 'number' }],
    [{ ...base, squadron: {} }, 'squadron', 'wrongType', { found: 'object' }],
    [{ ...base, port: [] }, 'port', 'notANumber', { value: '[]' }],
    [{ ...base, port: [5] }, 'port', 'notANumber', { value: '[5]' }],
    [{ ...base, port: '0x10' }, 'port', 'notANumber', { value: '0x10' }],
    [{ ...base, rigging: '1e2' }, 'rigging', 'notANumber', { value: '1e2' }],
    [{ ...base, starboard: true }, 'starboard', 'notANumber', { value: 'true' }],
  ])('%j -> %s %s', (record, field, code, data) => {
    expect(errorsOf([record])).toEqual([[1, field, code, data]]);
  });
  it('numbers are fine where YAML types them: guns: 64, squadron: 1', () => {
    expect(
      readFleet('- name: Agamemnon\n  guns: 64\n  crew: good\n  squadron: 1\n', 'yaml'),
    ).toMatchObject({ ok: true, ships: [{ classId: '3rd-64', squadron: '1' }] });
  });
});

describe('fields and columns', () => {
  it('a field given twice in another case is refused, naming both', () => {
    expect(errorsOf([{ ...base, NAME: 'B' }])).toEqual([
      [1, 'NAME', 'duplicateField', { value: 'NAME', other: 'name' }],
    ]);
    expect(readFleet('[{"name":"A","Name":"B","guns":"74C","crew":"good"}]', 'json')).toMatchObject(
      { ok: false, errors: [{ row: 1, field: 'Name', code: 'duplicateField' }] },
    );
  });
  it('a CSV header with a column twice (any case) is refused once, as the header (row 0)', () => {
    expect(readFleet('name,guns,crew,NAME\nA,74C,good,B\n', 'csv')).toEqual({
      ok: false,
      errors: [
        { row: 0, field: 'NAME', code: 'duplicateColumn', data: { value: 'NAME', other: 'name' } },
      ],
    });
  });
  it.each(['__proto__', 'constructor', 'colour', ''])(
    'a CSV column "%s" is refused, not dropped',
    (column) => {
      expect(readFleet(`name,guns,crew,${column}\nA,74C,good,x\n`, 'csv')).toEqual({
        ok: false,
        errors: [{ row: 0, field: column, code: 'unknownColumn', data: { value: column } }],
      });
    },
  );
  it('a JSON or YAML __proto__ key is an unknown field of its row', () => {
    expect(
      readFleet('[{"name":"A","guns":"74C","crew":"good","__proto__":{"x":1}}]', 'json'),
    ).toMatchObject({ ok: false, errors: [{ row: 1, field: '__proto__', code: 'unknownField' }] });
    expect(
      readFleet('- name: A\n  guns: 74C\n  crew: good\n  __proto__: 1\n', 'yaml'),
    ).toMatchObject({ ok: false, errors: [{ row: 1, field: '__proto__', code: 'unknownField' }] });
  });
});

describe('encoding', () => {
  it.each(['json', 'yaml'] as const)(
    'a byte-order mark before %s is not part of the text',
    (format) => {
      expect(readFleet(`\ufeff${serializeFleet([ship()], format)}`, format)).toEqual({
        ok: true,
        ships: [ship()],
      });
    },
  );
  it('text with U+FFFD (Latin-1 bytes read as UTF-8) is refused, naming the line', () => {
    const latin1AsUtf8 = 'name,guns,crew\nTh\ufffdmis,36,average\n';
    expect(readFleet(latin1AsUtf8, 'csv')).toEqual({
      ok: false,
      errors: [{ row: 0, field: '-', code: 'notUtf8', data: { line: 2 } }],
    });
  });
});

describe('CSV formula injection', () => {
  it('export prefixes a quote mark to a formula-like cell; import takes it off', () => {
    const evil = ship({ name: '=HYPERLINK("http://x","click")', squadron: '+1', side: '@side' });
    const csv = serializeFleet([evil], 'csv');
    expect(csv.split('\n')[1]).toBe(
      `"'=HYPERLINK(""http://x"",""click"")",74C,average,britain,'+1,'@side,0,0,0,average,0`,
    );
    expect(readFleet(csv, 'csv')).toEqual({ ok: true, ships: [evil] });
  });
  it('escapeCell / unescapeCell: no cell a spreadsheet runs, and a lossless round trip for every text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' ') }),
        (s) => {
          const cell = escapeCell(s);
          expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
          expect(unescapeCell(cell)).toBe(s);
        },
      ),
    );
  });
});

describe('limits', () => {
  it(`at most ${FLEET_LIMITS.ships} ships`, () => {
    const many = JSON.stringify(Array.from({ length: FLEET_LIMITS.ships + 1 }, () => base));
    expect(readFleet(many, 'json')).toEqual({
      ok: false,
      errors: [{ row: 0, field: '-', code: 'tooManyShips', data: { count: 501, max: 500 } }],
    });
  });
  it('at most 1 MB of text', () => {
    const big = `name,guns,crew\n${'A,74C,good\n'.repeat(100_000)}`;
    expect(readFleet(big, 'csv')).toMatchObject({
      ok: false,
      errors: [{ row: 0, code: 'tooLarge', data: { max: 1024 * 1024 } }],
    });
  });
  it(`names, squadrons and sides of at most ${FLEET_LIMITS.textLength} characters`, () => {
    expect(errorsOf([{ ...base, name: 'x'.repeat(100) }])).toEqual([]);
    expect(errorsOf([{ ...base, name: 'x'.repeat(101), side: 'y'.repeat(200) }])).toEqual([
      [1, 'name', 'tooLong', { length: 101, max: 100 }],
      [1, 'side', 'tooLong', { length: 200, max: 100 }],
    ]);
  });
});

describe('round trip keeps what it used to lose', () => {
  it.each(['csv', 'json', 'yaml'] as const)(
    '%s: the original crew of a prize, repaired rigging DCs, names with surrounding blanks',
    (format) => {
      const prize = ship({
        name: '  Le Généreux ',
        crew: 'average',
        originalCrew: 'elite',
        damage: { port: 10, starboard: 0, rigging: 130, riggingRepaired: 1 },
      });
      expect(readFleet(serializeFleet([prize], format), format)).toEqual({
        ok: true,
        ships: [prize],
      });
    },
  );
  it.each(['csv', 'json', 'yaml'] as const)(
    '%s: texts with leading blanks before a line break (a YAML block scalar used to drop them)',
    (format) => {
      const odd = ship({ name: '!', squadron: ' \n', side: ' \t\n' });
      expect(readFleet(serializeFleet([odd], format), format)).toEqual({ ok: true, ships: [odd] });
    },
  );
  it('D-4 repaired rigging DCs: at most the rigging DCs still standing (74C: 6 RDC, 2 lost -> 4)', () => {
    expect(errorsOf([{ ...base, rigging: 240, riggingRepaired: 4 }])).toEqual([]);
    expect(errorsOf([{ ...base, rigging: 240, riggingRepaired: 5 }])).toEqual([
      [1, 'riggingRepaired', 'repairedRange', { value: 5, max: 4 }],
    ]);
    expect(errorsOf([{ ...base, originalCrew: 'heroic' }])).toEqual([
      [1, 'originalCrew', 'crew', { value: 'heroic' }],
    ]);
  });
});
