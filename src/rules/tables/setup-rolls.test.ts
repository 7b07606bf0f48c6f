// OR-2 tables, row by row against the committed copy of the digest (tests/fixtures/digest-tables.md).
import { describe, expect, it } from 'vitest';
import { digestFact, fixtureText, tableIn } from '../../../tests/support/digest.js';
import { SETUP_ROLL_TABLE, WIND_CHANGE_TABLE } from './setup-rolls.js';

const NORTH_EDGE_WORDS: Record<string, string> = {
  'left of the roller': 'left',
  'opposite the roller': 'opposite',
  'right of the roller': 'right',
  "the roller's side": 'own',
};
const totals = (cell: string) => cell.split(',').map((s) => Number(s.trim()));

describe('OR-2 set-up table', () => {
  const rows = tableIn(fixtureText(), 'OR-2');
  it('OR-2 has the four rows of the digest, covering 3..18 once each', () => {
    expect(rows).toHaveLength(SETUP_ROLL_TABLE.length);
    const all = SETUP_ROLL_TABLE.flatMap((r) => r.totals).sort((a, b) => a - b);
    expect(all).toEqual([...Array(16)].map((_, i) => i + 3));
  });
  it.each(rows.map((r, i) => [i, ...r] as const))(
    'OR-2 row %i (%s): north edge, wind from and strength match',
    (i, dice, north, from, strength) => {
      const row = SETUP_ROLL_TABLE[i]!;
      expect(row.totals).toEqual(totals(dice!));
      expect(row.northEdge).toBe(NORTH_EDGE_WORDS[north!]);
      expect(row.windFrom).toBe(from);
      expect(row.strength).toBe(strength!.replace(' ', '-'));
    },
  );
});

describe('OR-2 wind change table (fact OR-2.changes, D-13)', () => {
  // "4, 7: weaken and back; 3, 5, 6: weaken and veer; 8-13: none; ..."
  const parts = digestFact('OR-2.changes')
    .split(';')
    .map((p) => p.trim());
  const parsed = parts.map((p) => {
    const [dice, what] = p.split(':').map((s) => s.trim()) as [string, string];
    const range = /^(\d+)-(\d+)$/.exec(dice);
    const list = range
      ? [...Array(Number(range[2]) - Number(range[1]) + 1)].map((_, k) => Number(range[1]) + k)
      : totals(dice);
    const words = what.split(' and ');
    return {
      totals: list,
      strength: words[0] === 'none' ? 'none' : words[0],
      direction: words[1] ?? 'none',
    };
  });
  it('OR-2 has as many rows as the fact, and every total 3..18 once', () => {
    expect(parsed).toHaveLength(WIND_CHANGE_TABLE.length);
    const all = WIND_CHANGE_TABLE.flatMap((r) => r.totals).sort((a, b) => a - b);
    expect(all).toEqual([...Array(16)].map((_, i) => i + 3));
  });
  it.each(parsed.map((p, i) => [i, p.totals.join(','), p] as const))(
    'OR-2 change row %i (%s) matches',
    (i, _t, p) => {
      const row = WIND_CHANGE_TABLE[i]!;
      expect(row.totals).toEqual(p.totals);
      expect(row.strength).toBe(p.strength);
      expect(row.direction).toBe(p.direction);
    },
  );
});
