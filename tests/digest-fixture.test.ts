// tests/fixtures/digest-tables.md is a copy of the rules digest's tables, facts and decision ids, so
// the table tests pass on a clone without ../shared. Where ../shared is present, the copy must
// still be the digest's (a digest edit without updating the copy fails here); elsewhere the check is
// skipped and says so.
import { describe, expect, it } from 'vitest';
import {
  SHARED_PRESENT,
  decisionIdsIn,
  digestDecisionIds,
  digestFacts,
  digestText,
  fixtureTableMarkers,
  fixtureText,
  tableIn,
} from './support/digest.js';

const oneLine = (t: string) => t.replace(/\s+/g, ' ');

describe('the committed copy of the digest (tests/fixtures/digest-tables.md)', () => {
  it('holds the tables, facts and decision ids the tests read', () => {
    expect(fixtureTableMarkers()).toEqual([
      'FP-1.5',
      'FP-2.1',
      'FP-4.2',
      'FP-5.5',
      'FP-6.3',
      'OR-2',
      'OR-5',
      'OR-6',
      'HR-2',
    ]);
    for (const marker of fixtureTableMarkers())
      expect(tableIn(fixtureText(), marker).length, marker).toBeGreaterThan(0);
    expect(Object.keys(digestFacts())).toEqual([
      'FP-1.7',
      'OR-2.changes',
      'OR-2.deployment',
      'OR-5.drift',
      'OR-6.reload',
      'OR-9.base',
      'OR-9.modifiers',
      'OR-9.juryrig',
      'FP-A3.receive',
      'FP-A2',
    ]);
    expect(digestDecisionIds()[0]).toBe('D-1');
  });

  if (!SHARED_PRESENT)
    console.warn('digest copy: not compared with the digest: ../shared is not beside the project');
  describe.skipIf(!SHARED_PRESENT)('is still the digest (needs ../shared)', () => {
    it.each(fixtureTableMarkers().map((m) => [m] as const))(
      '%s: the same table, row by row',
      (marker) => {
        expect(tableIn(fixtureText(), marker)).toEqual(tableIn(digestText(), marker));
      },
    );
    it.each(Object.entries(digestFacts()))(
      '%s: the fact is in the digest word for word',
      (_id, fact) => {
        expect(oneLine(digestText())).toContain(fact);
      },
    );
    it('the same decision ids', () => {
      expect(digestDecisionIds()).toEqual(decisionIdsIn(digestText()));
    });
  });
});
