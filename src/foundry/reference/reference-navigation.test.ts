// The OR-5 / OR-9 reference pages: tables come from the core (the OR-5 rows as the digest prints them,
// the HR-2 drift as printed), both languages have the same sections and every decision SD-26..SD-35.
import { describe, expect, it } from 'vitest';
import { fixtureText, tableIn } from '../../../tests/support/digest.js';
import { REFERENCE_EN } from './reference-en.js';
import { REFERENCE_IT } from './reference-it.js';
import { makeKit } from './reference-kit.js';
import {
  driftTable,
  navigationPages,
  navSpeedTable,
  riggingModifierTable,
} from './reference-navigation.js';

const labels = { rate: {}, crew: {}, nation: {}, category: {} } as never;
const cells = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map((m) => [...m[1]!.matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1]));

describe('OR-5 / OR-9 reference pages', () => {
  it("OR-5 the speed table at 1:1200 shows the digest's rows", () => {
    const digest = tableIn(fixtureText(), 'OR-5').map((r) =>
      r.slice(1).map((c) => c.replace('-', ' – ')),
    );
    expect(cells(navSpeedTable('en', 1200, 'x')).map((r) => r.slice(1))).toEqual(digest);
  });
  it('HR-2 the drift columns at 1:3000 are the printed table', () => {
    const printed = tableIn(fixtureText(), 'HR-2');
    const rows = cells(driftTable('en', 'x'));
    // rows: per wind, "hove to" then "with sails set"; columns 1:1200 ES, FS, 1:3000 ES, FS.
    printed.forEach((r, i) => {
      const norm = (s: string) => s.replace(/\s/g, '').replace('–', '-');
      expect(
        [rows[2 * i]![4], rows[2 * i]![5], rows[2 * i + 1]![4], rows[2 * i + 1]![5]].map((c) =>
          norm(c!),
        ),
      ).toEqual(r.slice(1).map(norm));
    });
  });
  it('OR-9 the modifier table lists the base of each crew and every modifier', () => {
    const rows = cells(riggingModifierTable('en', 'x'));
    expect(rows.map((r) => r[1])).toEqual(
      ['10', '9', '8', '7', '+1', '-5', '-3', '-1', '-1', '-1', '-2', '-5', '-2', '-3', '-4'].map(
        (v) => v.replace('-', '−'),
      ),
    );
  });
  it('both languages have the same two pages, with SD-26..SD-35', () => {
    for (const lang of [REFERENCE_EN, REFERENCE_IT]) {
      const pages = navigationPages(makeKit(lang, labels));
      expect(pages.map((p) => p.key)).toEqual(['navigation', 'rigging']);
      const html = pages.map((p) => p.html).join('\n');
      for (let n = 26; n <= 35; n++) expect(html).toContain(`SD-${n}`);
    }
  });
});
