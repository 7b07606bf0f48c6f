// OR-6 tables, row by row against the committed copy of the digest.
import { describe, expect, it } from 'vitest';
import { digestFact, fixtureText, tableIn } from '../../../tests/support/digest.js';
import { FULL_GUNNERY_MULTIPLIERS, RELOAD_TABLE } from './full-gunnery.js';
import type { RangeBand } from './gunnery.js';

const cells = (s: string) => s.split('/').map(Number);

describe('OR-6 full gunnery multipliers', () => {
  const rows = tableIn(fixtureText(), 'OR-6');
  it('OR-6 has six rows: three bands, normal and initial', () => {
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['long', 'normal'],
      ['long', 'initial'],
      ['medium', 'normal'],
      ['medium', 'initial'],
      ['short', 'normal'],
      ['short', 'initial'],
    ]);
  });
  it.each(rows)(
    'OR-6 %s range, %s broadside: hull T/C/O and rigging T/C',
    (band, kind, hull, es, fs) => {
      const row = FULL_GUNNERY_MULTIPLIERS[band as RangeBand][kind as 'normal' | 'initial'];
      const [ht, hc, ho] = cells(hull!);
      expect(row.hull).toEqual({ t: ht, c: hc, o: ho ?? 0 });
      expect([row.riggingReduced.t, row.riggingReduced.c]).toEqual(cells(es!));
      expect([row.riggingFull.t, row.riggingFull.c]).toEqual(cells(fs!));
      // The opposite side is hull only.
      expect([row.riggingReduced.o, row.riggingFull.o]).toEqual([0, 0]);
    },
  );
});

describe('OR-6 reload table', () => {
  const fact = digestFact('OR-6.reload');
  it('OR-6 reload: every band of the digest line is a row of the table', () => {
    const bands = fact
      .slice(fact.indexOf(':') + 1)
      .replace(/\.$/, '')
      .split(';')
      .map((item) => {
        const m = /^(\d+)(?:-(\d+))? (.+)$/.exec(item.trim())!;
        return { min: Number(m[1]), max: Number(m[2] ?? m[1]), words: m[3]! };
      });
    expect(bands.map(({ min, max }) => ({ min, max }))).toEqual(
      RELOAD_TABLE.map(({ min, max }) => ({ min, max })),
    );
    const crewsOf: Record<string, string[]> = {
      fail: [],
      'Elite only': ['elite'],
      'Elite and Good': ['elite', 'good'],
      'all but Poor': ['elite', 'good', 'average'],
      all: ['elite', 'good', 'average', 'poor'],
      'perfect (counts as initial)': ['elite', 'good', 'average', 'poor'],
    };
    bands.forEach((b, i) => {
      expect(RELOAD_TABLE[i]!.crews).toEqual(crewsOf[b.words]);
      expect(RELOAD_TABLE[i]!.perfect).toBe(b.words.startsWith('perfect'));
    });
  });
});
