// OR-5 speed table, OR-5 drift (fact) and HR-2 1:3000 drift table, OR-9 base and modifiers (facts):
// every row read from the committed digest copy and compared with the typed data.
import { describe, expect, it } from 'vitest';
import { digestFact, fixtureText, tableIn } from '../../../tests/support/digest.js';
import { TEST_DICE_MODIFIER } from './abilita.js';
import {
  DRIFT_MM,
  NAV_POINTS_OF_SAIL,
  NAV_RDC_LOSS_MM,
  NAV_SPEED_MM,
  NAV_WINDS,
  RESTORED_RDC_EASY_ONLY,
  RESTORED_RDC_SEGMENT1_SPREAD,
  RIGGING_TEST_BASE,
  RIGGING_TEST_MODIFIERS,
} from './navigation.js';

const ROW_POINT: Record<string, string> = {
  'close-hauled': 'closeHauled',
  beam: 'beam',
  quarter: 'quarter',
  'before the wind': 'running',
};
const pair = (cell: string) => cell.split('-').map(Number);

describe('OR-5 speed table', () => {
  const rows = tableIn(fixtureText(), 'OR-5');
  it('OR-5 has the four points of sail of the digest, in order', () =>
    expect(rows.map((r) => ROW_POINT[r[0]!])).toEqual(NAV_POINTS_OF_SAIL));
  it.each(rows)('OR-5 %s: segment 1 - segment 2 for LB, MB, SW at ES and FS', (point, ...cells) => {
    const row = NAV_SPEED_MM[ROW_POINT[point!] as keyof typeof NAV_SPEED_MM];
    const typed = NAV_WINDS.flatMap((w) => [row[w].easy, row[w].full]);
    expect(typed.map((p) => [...p])).toEqual(cells.map((c) => pair(c!)));
  });
});

/** "drift 5/-" -> [5, null]. */
const drift = (cell: string) =>
  cell
    .trim()
    .split('/')
    .map((s) => (s.trim() === '-' ? null : Number(s)));

describe('HR-2 1:3000 drift table (printed)', () => {
  const rows = tableIn(fixtureText(), 'HR-2');
  it('HR-2 has the three winds of the digest, in order', () =>
    expect(rows.map((r) => r[0]!.replace(' ', '-'))).toEqual(NAV_WINDS));
  it.each(rows)('HR-2 %s: drift ES, FS, with sails ES, FS', (_wind, ...cells) => {
    const row = DRIFT_MM[3000][NAV_WINDS[rows.findIndex((r) => r[0] === _wind)]!];
    const typed = [row.drift.easy, row.drift.full, row.withSails.easy, row.withSails.full];
    expect(typed.map((p) => [...p])).toEqual(cells.map((c) => drift(c!)));
  });
  it('HR-2 rigging loss -2 mm per segment per RDC at 1:3000', () =>
    expect(NAV_RDC_LOSS_MM[3000]).toBe(2));
});

describe('OR-5 drift (fact)', () => {
  const fact = digestFact('OR-5.drift');
  const parts = fact.split(';').map((s) => s.trim());
  it.each(NAV_WINDS.map((w, i) => [w, parts[i]!] as const))(
    'OR-5 drift in a %s: the digest says "%s"',
    (wind, text) => {
      const m = /drift ([\d-]+\s*\/\s*[\d-]+).*ES ([\d-]+\/[\d-]+), FS ([\d-]+\/[\d-]+)/.exec(text);
      expect(m).not.toBeNull();
      const row = DRIFT_MM[1200][wind];
      expect([...row.drift.easy]).toEqual(drift(m![1]!));
      expect([...row.drift.full]).toEqual(drift(m![1]!));
      expect([...row.withSails.easy]).toEqual(drift(m![2]!));
      expect([...row.withSails.full]).toEqual(drift(m![3]!));
    },
  );
  it('OR-5 each RDC lost: -5 mm per segment', () => {
    expect(fact).toContain(`-${NAV_RDC_LOSS_MM[1200]} mm per segment`);
  });
});

describe('OR-9 rigging damage test (facts)', () => {
  it('OR-9 base by crew', () => {
    const fact = digestFact('OR-9.base');
    for (const [crew, base] of Object.entries(RIGGING_TEST_BASE))
      expect(fact).toMatch(new RegExp(`${crew} ${base}\\b`, 'i'));
  });
  const mods = digestFact('OR-9.modifiers');
  it('OR-9 dice modifier bands', () => {
    for (const b of TEST_DICE_MODIFIER)
      expect(mods).toContain(`${b.min}-${b.max}: ${b.value > 0 ? '+' : ''}${b.value}`);
  });
  const M = RIGGING_TEST_MODIFIERS;
  it.each([
    ['boarding parties ready in a collision +', M.partiesReady],
    ['on rock -', -M.rock],
    ['on sand -', -M.sand],
    ['per rate of difference against you in a collision -', -M.perRateAgainst],
    ['hove to -', -M.hoveTo],
    ['per RDC lost -', -M.perRdcLost],
    ['ES -', -M.sail.easy],
    ['FS -', -M.sail.full],
    ['light breeze -', -M.wind['light-breeze']],
    ['moderate breeze -', -M.wind['moderate-breeze']],
    ['strong wind -', -M.wind['strong-wind']],
  ] as const)('OR-9 modifier "%s%i"', (words, value) => {
    expect(mods).toContain(`${words}${value}`);
  });
  it('OR-9 restored RDC speeds (fact OR-9.juryrig)', () => {
    const fact = digestFact('OR-9.juryrig');
    expect(fact).toContain(`${RESTORED_RDC_EASY_ONLY} lost and restored: ES only`);
    expect(fact).toContain(
      `${RESTORED_RDC_SEGMENT1_SPREAD}: segment-1 speed spread over both segments`,
    );
    expect(fact).toContain('all lost: no movement');
  });
});
