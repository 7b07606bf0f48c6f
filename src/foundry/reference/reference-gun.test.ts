import { describe, expect, it } from 'vitest';
import { FULL_GUNNERY_MULTIPLIERS, RELOAD_TABLE } from '../../rules/index.js';
import {
  fullGunneryTable,
  reloadTable,
  sevenDiceTable,
  signalModifierTable,
} from './reference-gun.js';

const cellsOf = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
    .map((m) => [...m[1]!.matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1]!))
    .filter((r) => r.length);
const crews = { elite: 'Elite', good: 'Good', average: 'Average', poor: 'Poor' };

describe('the reference pages of OR-6, OR-3 seven dice and signals draw their tables from the core', () => {
  it('OR-6 multipliers: one row per band and broadside, T/C/O from FULL_GUNNERY_MULTIPLIERS', () => {
    const rows = cellsOf(fullGunneryTable('en', 'x'));
    expect(rows).toHaveLength(6);
    expect(rows[5]).toEqual(['short', 'initial', '7/1/1', '8/1', '9/1']);
    expect(rows[0]![2]).toBe(
      `${FULL_GUNNERY_MULTIPLIERS.long.normal.hull.t}/${FULL_GUNNERY_MULTIPLIERS.long.normal.hull.c}`,
    );
  });
  it('OR-6 reload: one row per band of the table, a column per crew', () => {
    const rows = cellsOf(reloadTable('en', crews, 'x'));
    expect(rows.map((r) => r[0])).toEqual(
      RELOAD_TABLE.map((r) => (r.min === r.max ? `${r.min}` : `${r.min}-${r.max}`)),
    );
    expect(rows[1]).toEqual(['5-6', 'reloaded', 'fails', 'fails', 'fails']);
  });
  it('OR-3 the three groups and FP-A3 the five modifiers, in both languages', () => {
    expect(cellsOf(sevenDiceTable('it', 'x')).map((r) => r[0])).toEqual([
      'gialli (emergenza)',
      'azzurri (manovra)',
      'rossi (fuoco)',
    ]);
    expect(cellsOf(signalModifierTable('en', 'x')).map((r) => r[1])).toEqual([
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);
  });
});
