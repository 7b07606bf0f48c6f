// Squadron lists 1793-1815: the category of every FP-2.1 row and the composition check per nation.
import { describe, expect, it } from 'vitest';
import { allowedCount, checkComposition, compositionCategory } from './composition.js';
import { classById } from './ship.js';
import { NATIONS, type Nation } from './tables/composition.js';
import { SHIP_CLASSES } from './tables/ships.js';

const fleet = (...ids: string[]) => ids.map(classById);
const repeat = (id: string, n: number) => Array.from({ length: n }, () => id);

describe('squadron lists: FP-2.1 rows to list categories', () => {
  const expected: Record<string, string | null> = {
    '1st-130': '1st',
    '1st-120-112l': '1st',
    '1st-100l-100-112': '1st',
    '1st-100s': '1st',
    '2nd-98': '2nd',
    '2nd-98s': '2nd',
    '2nd-90': '2nd',
    '3rd-80l': '3rdL',
    '3rd-80s-74l': '3rdL',
    '3rd-74m': '3rdS',
    '3rd-74c': '3rdS',
    '3rd-64': '3rdS',
    '4th-razeed-74': '4thFrigate',
    '4th-56-60': '4th',
    '4th-50-54': '4th',
    '5th-razeed-44': '5th',
    '5th-44': '5th',
    '5th-36-40': '5th',
    '5th-32-34': '5th',
    '6th-20-28': '6th',
    'unrated-16-18': 'unrated',
    'unrated-12-14': 'unrated',
    'unrated-gunboat-large': 'gunboat',
    'unrated-gunboat-small': 'gunboat',
    'fort-citadel': null,
    'fort-martello-tower': null,
    'fort-light-coastal-battery': null,
    'fort-heavy-coastal-battery': null,
  };
  it('covers all 28 rows', () =>
    expect(Object.keys(expected)).toEqual(SHIP_CLASSES.map((r) => r.id)));
  it.each(Object.entries(expected))('FP-2.1 %s is in category %s', (id, category) => {
    expect(compositionCategory(classById(id))).toBe(category);
  });
});

describe('squadron lists: caps scale with the ships of the line, fractions round up (system decision)', () => {
  it.each([
    [1, 10, 1],
    [1, 3, 1],
    [1, 0, 1],
    [1, 11, 2],
    [1, 20, 2],
    [1, 21, 3],
    [8, 4, 4],
    [8, 3, 3],
    [2, 4, 1],
    [2, 6, 2],
    [10, 1, 1],
    [3, 0, 1],
  ] as const)('a cap of %i per 10 with %i ships of the line allows %i', (cap, basis, allowed) => {
    expect(allowedCount(cap, basis)).toBe(allowed);
  });
  it('unlimited stays unlimited', () => expect(allowedCount('unlimited', 37)).toBe('unlimited'));
  it('rejects a negative or fractional basis', () => {
    expect(() => allowedCount(1, -1)).toThrow(/whole number/);
    expect(() => allowedCount(1, 1.5)).toThrow(/whole number/);
  });
});

describe('squadron lists: the digest example squadrons (FP-2.1 worked check)', () => {
  it('the British squadron is a valid British squadron (3 ships of the line)', () => {
    const r = checkComposition('britain', fleet('2nd-98s', '3rd-74c', '3rd-64', '5th-32-34'));
    expect(r.basis).toBe(3);
    expect(r.basisKind).toBe('shipsOfTheLine');
    expect(r.counts['2nd']).toBe(1);
    expect(r.counts['3rdS']).toBe(2);
    expect(r.counts['5th']).toBe(1);
    expect(r.allowed['3rdS']).toBe(3);
    expect(r.issues).toEqual([]);
  });
  it('the French squadron is a valid French squadron', () => {
    const r = checkComposition('france', fleet('3rd-80l', '3rd-80s-74l', '3rd-64', '5th-36-40'));
    expect(r.counts['3rdL']).toBe(2);
    expect(r.issues).toEqual([]);
  });
  it('fortifications are not part of a squadron', () => {
    expect(() => checkComposition('britain', fleet('fort-citadel'))).toThrow(/fortification/);
  });
});

// One case per nation: a category absent from its list, and a 10-ship-of-the-line fleet at a cap,
// then the same fleet with one ship moved into the capped category.
type Spec = Array<[string, number]>;
const expand = (spec: Spec) => spec.flatMap(([id, n]) => repeat(id, n));
const perNation: Record<
  Nation,
  { absent: string; capped: string; cap: number; atCap: Spec; over: Spec }
> = {
  denmark: {
    absent: '1st-130',
    capped: '3rd-80l',
    cap: 1,
    atCap: [
      ['3rd-80l', 1],
      ['3rd-64', 9],
    ],
    over: [
      ['3rd-80l', 2],
      ['3rd-64', 8],
    ],
  },
  france: {
    absent: '2nd-98',
    capped: '1st-130',
    cap: 1,
    atCap: [
      ['1st-130', 1],
      ['3rd-80l', 9],
    ],
    over: [
      ['1st-130', 2],
      ['3rd-80l', 8],
    ],
  },
  britain: {
    absent: 'unrated-gunboat-large',
    capped: '4th-50-54',
    cap: 2,
    atCap: [
      ['4th-50-54', 2],
      ['3rd-64', 8],
    ],
    over: [
      ['4th-50-54', 3],
      ['3rd-64', 7],
    ],
  },
  netherlands: {
    absent: '3rd-80l',
    capped: '4th-56-60',
    cap: 6,
    atCap: [
      ['4th-56-60', 6],
      ['3rd-64', 4],
    ],
    over: [
      ['4th-56-60', 7],
      ['3rd-64', 3],
    ],
  },
  portugal: {
    absent: '6th-20-28',
    capped: '3rd-80s-74l',
    cap: 2,
    atCap: [
      ['3rd-80s-74l', 2],
      ['4th-56-60', 8],
    ],
    over: [
      ['3rd-80s-74l', 3],
      ['4th-56-60', 7],
    ],
  },
  naples: {
    absent: '1st-100s',
    capped: '4th-50-54',
    cap: 3,
    atCap: [
      ['4th-50-54', 3],
      ['3rd-64', 7],
    ],
    over: [
      ['4th-50-54', 4],
      ['3rd-64', 6],
    ],
  },
  russia: {
    absent: '2nd-90',
    capped: '1st-120-112l',
    cap: 3,
    atCap: [
      ['1st-120-112l', 3],
      ['3rd-80l', 5],
      ['4th-50-54', 2],
    ],
    over: [
      ['1st-120-112l', 4],
      ['3rd-80l', 4],
      ['4th-50-54', 2],
    ],
  },
  spain: {
    absent: '2nd-98s',
    capped: '3rd-74m',
    cap: 4,
    atCap: [
      ['3rd-74m', 4],
      ['3rd-80l', 4],
      ['4th-50-54', 2],
    ],
    over: [
      ['3rd-74m', 5],
      ['3rd-80l', 3],
      ['4th-50-54', 2],
    ],
  },
  sweden: {
    absent: '1st-130',
    capped: '3rd-80l',
    cap: 3,
    atCap: [
      ['3rd-80l', 3],
      ['3rd-64', 6],
      ['4th-50-54', 1],
    ],
    over: [
      ['3rd-80l', 4],
      ['3rd-64', 5],
      ['4th-50-54', 1],
    ],
  },
  usa: {
    absent: '3rd-74c',
    capped: '6th-20-28',
    cap: 3,
    atCap: [
      ['6th-20-28', 3],
      ['unrated-16-18', 7],
    ],
    over: [
      ['6th-20-28', 4],
      ['unrated-16-18', 6],
    ],
  },
  turkey: {
    absent: '2nd-98',
    capped: '3rd-80s-74l',
    cap: 3,
    atCap: [
      ['1st-130', 1],
      ['3rd-80s-74l', 3],
      ['3rd-64', 5],
      ['4th-50-54', 1],
    ],
    over: [
      ['1st-130', 1],
      ['3rd-80s-74l', 4],
      ['3rd-64', 4],
      ['4th-50-54', 1],
    ],
  },
};

describe.each(NATIONS.map((n) => [n] as const))('squadron list of %s', (nation) => {
  const c = perNation[nation];
  it(`${nation}: a category absent from the list is not allowed`, () => {
    const r = checkComposition(nation, fleet(c.absent));
    const category = compositionCategory(classById(c.absent));
    expect(r.allowed[category!]).toBeNull();
    expect(r.issues).toEqual([{ kind: 'notAllowed', category, count: 1 }]);
  });
  it(`${nation}: at the cap is fine, one more is over the cap`, () => {
    const category = compositionCategory(classById(c.capped))!;
    const atCap = checkComposition(nation, fleet(...expand(c.atCap)));
    expect(atCap.basis).toBe(10);
    expect(atCap.allowed[category]).toBe(c.cap);
    expect(atCap.issues).toEqual([]);
    const over = checkComposition(nation, fleet(...expand(c.over)));
    expect(over.basis).toBe(10);
    expect(over.issues).toEqual([
      { kind: 'overCap', category, count: c.cap + 1, allowed: c.cap, cap: c.cap },
    ]);
  });
});

describe('squadron lists: scaling', () => {
  it('Britain with 20 ships of the line allows two 1st rates', () => {
    const r = checkComposition('britain', fleet('1st-130', '1st-130', ...repeat('3rd-64', 18)));
    expect(r.allowed['1st']).toBe(2);
    expect(r.allowed['3rdS']).toBe(16);
    expect(r.issues).toEqual([
      { kind: 'overCap', category: '3rdS', count: 18, allowed: 16, cap: 8 },
    ]);
  });
  it('a British frigate squadron (no ship of the line) may have one razee, not two', () => {
    expect(checkComposition('britain', fleet('4th-razeed-74', '5th-44')).issues).toEqual([]);
    const r = checkComposition('britain', fleet('4th-razeed-74', '4th-razeed-74', '5th-44'));
    expect(r.basis).toBe(0);
    expect(r.issues).toEqual([
      { kind: 'overCap', category: '4thFrigate', count: 2, allowed: 1, cap: 3 },
    ]);
  });
  it('the USA list counts every ship of the squadron (a 5-ship squadron allows four 5th rates)', () => {
    const ok = checkComposition('usa', fleet(...repeat('5th-44', 4), 'unrated-12-14'));
    expect(ok.basisKind).toBe('squadron');
    expect(ok.basis).toBe(5);
    expect(ok.issues).toEqual([]);
    const over = checkComposition('usa', fleet(...repeat('5th-44', 5)));
    expect(over.issues).toEqual([
      { kind: 'overCap', category: '5th', count: 5, allowed: 4, cap: 8 },
    ]);
  });
  it('rejects an unknown nation', () => {
    expect(() => checkComposition('atlantis' as Nation, [])).toThrow(/unknown nation/);
  });
});
