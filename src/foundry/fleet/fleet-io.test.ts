// Fleet files: parsing (papaparse, yaml, JSON), row validation against the rules core (FP-2.1 guns,
// FP-1.5 crew, FP-2.5 damage within the boxes) and round trips in all three formats.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREW_QUALITIES, NATIONS, classById, shipProfile } from '../../rules/index.js';
import { BUILDER_CLASSES } from './builder-state.js';
import {
  FLEET_FORMATS,
  formatOfFileName,
  parseFleetText,
  readFleet,
  serializeFleet,
  validateFleetRecords,
  type FleetFormat,
} from './fleet-io.js';
import type { FleetShip } from './fleet-ship.js';

const GOOD_CSV = `name,guns,crew,nation,squadron,side,port,starboard,rigging,originalCrew,riggingRepaired
HMS Prince George,98S,good,britain,Channel,britain,0,0,0,good,0
HMS Bellerophon,74C,average,britain,Channel,britain,120,0,60,average,0
`;

describe('fleet files: reading', () => {
  it('FP-2.1 reads a CSV fleet: guns resolved by the core, damage points kept', () => {
    const r = readFleet(GOOD_CSV, 'csv');
    expect(r).toEqual({
      ok: true,
      ships: [
        {
          name: 'HMS Prince George',
          classId: '2nd-98s',
          crew: 'good',
          nation: 'britain',
          squadron: 'Channel',
          side: 'britain',
          damage: { port: 0, starboard: 0, rigging: 0 },
        },
        {
          name: 'HMS Bellerophon',
          classId: '3rd-74c',
          crew: 'average',
          nation: 'britain',
          squadron: 'Channel',
          side: 'britain',
          damage: { port: 120, starboard: 0, rigging: 60 },
        },
      ],
    });
  });
  it('damage and side are optional; headers and keywords are trimmed and case-insensitive; names are kept as written', () => {
    const r = readFleet(
      ' Name , GUNS ,Crew,Nation,Squadron\nBucentaure, 80L , Good , France ,Van\n',
      'csv',
    );
    expect(r).toEqual({
      ok: true,
      ships: [
        {
          name: 'Bucentaure',
          classId: '3rd-80l',
          crew: 'good',
          nation: 'france',
          squadron: 'Van',
          side: '',
          damage: { port: 0, starboard: 0, rigging: 0 },
        },
      ],
    });
  });
  it('reads a spreadsheet CSV with a byte-order mark and semicolons (Italian Excel)', () => {
    const r = readFleet(
      '\ufeffname;guns;crew;nation;squadron\r\nJason;64;poor;france;Van\r\n',
      'csv',
    );
    expect(r.ok && r.ships[0]).toMatchObject({
      name: 'Jason',
      classId: '3rd-64',
      crew: 'poor',
      nation: 'france',
    });
  });
  it('JSON and YAML accept a list or { ships: [...] }', () => {
    const json = readFleet(
      '{"ships":[{"name":"Thémis","guns":"36","crew":"average","nation":"france","squadron":"","starboard":40}]}',
      'json',
    );
    expect(json.ok && json.ships[0]).toEqual({
      name: 'Thémis',
      classId: '5th-36-40',
      crew: 'average',
      nation: 'france',
      squadron: '',
      side: '',
      damage: { port: 0, starboard: 40, rigging: 0 },
    });
    const yaml = readFleet(
      '- name: Amphion\n  guns: 32\n  crew: good\n  nation: britain\n  squadron: Inshore\n',
      'yaml',
    );
    expect(yaml.ok && yaml.ships[0]?.classId).toBe('5th-32-34');
  });
  it('a broken text is a parse error, not a row error', () => {
    expect(readFleet('[{"name": ', 'json')).toMatchObject({ ok: false, errors: [] });
    expect(readFleet('name: [unclosed', 'yaml')).toMatchObject({ ok: false, errors: [] });
    expect(readFleet('"a,b\n1,2', 'csv')).toMatchObject({ ok: false, errors: [] });
    expect(parseFleetText('{"name":"x"}', 'json')).toEqual({
      ok: false,
      message: 'expected a list of ships',
    });
  });
  it('an empty list has no ships', () => {
    expect(readFleet('[]', 'json')).toEqual({ ok: false, parseError: 'no ships', errors: [] });
  });
  it('recognises formats by file name', () => {
    expect(['a.csv', 'b.JSON', 'c.yml', 'd.yaml', 'e.txt'].map(formatOfFileName)).toEqual([
      'csv',
      'json',
      'yaml',
      'yaml',
      null,
    ]);
  });
});

describe('fleet files: each invalid row names its row and field', () => {
  const rows = (records: unknown[]) => validateFleetRecords(records);
  const base = { name: 'A', guns: '74C', crew: 'average', nation: 'britain', squadron: 'S' };
  it.each([
    [{ ...base, name: '  ' }, 'name', 'required'],
    [{ ...base, guns: '75X' }, 'guns', 'guns'],
    [{ ...base, guns: '74' }, 'guns', 'guns'], // ambiguous: 74M, 74C, 80S/74L (FP-2.1)
    [{ ...base, guns: 'citadel' }, 'guns', 'fortification'],
    [{ ...base, crew: 'heroic' }, 'crew', 'crew'],
    [{ ...base, crew: '' }, 'crew', 'required'],
    [{ ...base, nation: 'atlantis' }, 'nation', 'nation'],
    [{ ...base, port: 'lots' }, 'port', 'notANumber'],
    [{ ...base, starboard: 7 * 120 + 1 }, 'starboard', 'damageRange'],
    [{ ...base, rigging: -1 }, 'rigging', 'damageRange'],
    [{ ...base, port: 1.5 }, 'port', 'damageRange'],
    [{ ...base, colour: 'red' }, 'colour', 'unknownField'],
  ] as const)('%j -> %s: %s', (record, field, code) => {
    const r = rows([base, record]);
    expect(r.ships).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ row: 2, field, code });
  });
  it('FP-2.5 the damage limit is the crew-adjusted capacity times the boxes (74C good: 7 x 130 a side)', () => {
    const good = { ...base, crew: 'good' };
    expect(rows([{ ...good, port: 910 }]).errors).toEqual([]);
    expect(rows([{ ...good, port: 911 }]).errors).toEqual([
      { row: 1, field: 'port', code: 'damageRange', data: { value: 911, max: 910 } },
    ]);
    expect(rows([{ ...good, rigging: 6 * 130 + 1 }]).errors[0]).toMatchObject({
      field: 'rigging',
      data: { max: 780 },
    });
  });
  it('reports every problem of every row, and a record that is not an object', () => {
    const r = rows([{ ...base, guns: '', crew: 'x' }, 'oops', base]);
    expect(r.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [1, 'guns', 'required'],
      [1, 'crew', 'crew'],
      [2, '-', 'notARecord'],
    ]);
  });
  it('a CSV row with more cells than the header is an error of that row', () => {
    const r = readFleet('name,guns,crew,nation,squadron\nA,74C,average,britain,S,extra\n', 'csv');
    expect(r).toMatchObject({ ok: false, errors: [{ row: 1, field: '-', code: 'extraCells' }] });
  });
});

describe('fleet files: writing', () => {
  it('every ship class of FP-2.1 survives its printed guns text (resolveGuns round trip)', () => {
    for (const row of BUILDER_CLASSES) {
      const ship: FleetShip = {
        name: 'X',
        classId: row.id,
        crew: 'average',
        nation: '',
        squadron: '',
        side: '',
        damage: { port: 0, starboard: 0, rigging: 0 },
      };
      for (const format of FLEET_FORMATS) {
        const back = readFleet(serializeFleet([ship], format), format);
        expect(back.ok && back.ships[0]?.classId, `${row.id} in ${format}`).toBe(row.id);
      }
    }
  });
  it('writes CSV with a header of every field', () => {
    const r = readFleet(GOOD_CSV, 'csv');
    expect(r.ok && serializeFleet(r.ships, 'csv')).toBe(GOOD_CSV);
  });
});

/**
 * A random valid fleet: texts as written (surrounding blanks, quotes, separators, formula-like starts,
 * any grapheme but U+FFFD, which import refuses as a sign of a file that is not UTF-8), at most the
 * length limit; damage within each ship's boxes; a prize's original crew; repaired rigging DCs.
 */
const anyText = (min: number) =>
  fc
    .string({
      minLength: min,
      maxLength: 24,
      unit: fc.oneof(
        fc.constantFrom(...'abcXYZ éàç,;"\'-#:[]{}|>&*!%@`=+\t'.split(''), ' ', '\n', '\r'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
    })
    .filter((s) => !s.includes('\uFFFD') && (min === 0 || s.trim().length > 0));

const shipArb: fc.Arbitrary<FleetShip> = fc
  .record({
    name: anyText(1),
    classId: fc.constantFrom(...BUILDER_CLASSES.map((r) => r.id)),
    crew: fc.constantFrom(...CREW_QUALITIES),
    originalCrew: fc.constantFrom(...CREW_QUALITIES),
    nation: fc.constantFrom('' as const, ...NATIONS),
    squadron: anyText(0),
    side: anyText(0),
    fractions: fc.tuple(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
    repaired: fc.nat(3),
  })
  .map(({ fractions, repaired, originalCrew, ...s }) => {
    const p = shipProfile(classById(s.classId), s.crew);
    const max = (boxes: number) => boxes * p.dcCapacity;
    const rigging = Math.floor(fractions[2] * max(p.rdc));
    const standing = p.rdc - Math.floor(rigging / p.dcCapacity);
    const ship: FleetShip = {
      ...s,
      damage: {
        port: Math.floor(fractions[0] * max(p.hdc.port)),
        starboard: Math.floor(fractions[1] * max(p.hdc.starboard)),
        rigging,
      },
    };
    if (Math.min(repaired, standing) > 0)
      ship.damage.riggingRepaired = Math.min(repaired, standing);
    if (originalCrew !== s.crew) ship.originalCrew = originalCrew;
    return ship;
  });

describe.each(FLEET_FORMATS.map((f) => [f] as const))(
  'fleet files: %s round trip',
  (format: FleetFormat) => {
    it(`export then import gives the same fleet (${format}, random fleets)`, () => {
      fc.assert(
        fc.property(fc.array(shipArb, { minLength: 1, maxLength: 12 }), (fleet) => {
          const back = readFleet(serializeFleet(fleet, format), format);
          expect(back).toEqual({ ok: true, ships: fleet });
        }),
        { numRuns: 150 },
      );
    });
  },
);
