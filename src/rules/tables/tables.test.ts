// Every row of the digest's tables, read from the committed copy of them (tests/fixtures/digest-tables.md,
// itself checked against the digest where ../shared is present) and compared with the typed data.
import { describe, expect, it } from 'vitest';
import { digestFact, digestTable } from '../../../tests/support/digest.js';
import { ABILITA_TABLE } from './abilita.js';
import {
  CARRONADE_MULTIPLIERS,
  GUN_MULTIPLIERS,
  RANGE_LIMITS_MM,
  UNLUCKY_TABLE,
  WELL_LAID_TABLE,
} from './gunnery.js';
import {
  COMPASS_POINTS,
  COURSE_CHANGES,
  SAIL_SPEEDS_MM,
  SPEED_LOSS_PER_RDC_MM,
} from './sailing.js';
import { BASE_SIZES, CREW_TABLE, SHIP_CLASSES } from './ships.js';

const num = (s: string) => Number(s.replace('+', ''));

describe('FP-1.5 crew quality table', () => {
  const rows = digestTable('FP-1.5');
  it('has the four crews of the digest', () =>
    expect(rows.map((r) => r[0]!.toLowerCase())).toEqual(Object.keys(CREW_TABLE)));
  it.each(rows)('FP-1.5 %s: cost, Abilità and DC capacity match', (crew, cost, abilita, dc) => {
    const row = CREW_TABLE[crew!.toLowerCase() as keyof typeof CREW_TABLE];
    expect([row.cost, row.abilita, row.dcCapacity]).toEqual([num(cost!), num(abilita!), num(dc!)]);
  });
});

describe('FP-2.1 statistics table', () => {
  const rows = digestTable('FP-2.1');
  it('FP-2.1 has all 28 rows in order', () => {
    expect(rows).toHaveLength(28);
    expect(SHIP_CLASSES).toHaveLength(28);
  });
  it.each(rows.map((r, i) => [i, ...r] as const))(
    'FP-2.1 row %i (%s %s): DC and BF match',
    (i, rate, guns, dc, bf) => {
      const row = SHIP_CLASSES[i]!;
      expect(row.rate).toBe(rate === 'fortification' ? 'fortification' : rate);
      expect(row.guns).toBe(guns);
      expect(row.dc).toBe(Number(dc));
      expect(row.bf).toBe(Number(bf));
    },
  );
});

const ABILITA_CELL: Record<string, string> = {
  ok: 'ok',
  F: 'fail',
  X: 'critical',
  U: 'unlucky',
  W: 'wellLaid',
  H: 'hit',
  m: 'miss',
};
const UNFOUL_CELL: Record<string, string> = {
  F: 'fail',
  A: 'A',
  'A, E': 'AE',
  'A, E, B': 'AEB',
  All: 'all',
};

describe('FP-4.2 Abilità table', () => {
  const rows = digestTable('FP-4.2');
  const expanded = rows.flatMap((r) => {
    const [lo, hi] = r[0]!.split('-').map(Number);
    const out: Array<[number, string[]]> = [];
    for (let s = lo!; s <= (hi ?? lo!); s++) out.push([s, r.slice(1)]);
    return out;
  });
  it('FP-4.2 covers every score 3..18', () =>
    expect(expanded.map(([s]) => s)).toEqual([...Array(16)].map((_, i) => i + 3)));
  it.each(expanded)('FP-4.2 score %i matches every column', (score, cells) => {
    const row = ABILITA_TABLE[score]!;
    const [ext, unf, inc, dec, crs, s, m, l, brd] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const extMatch = /^F(?:, -(\d+)(%?) DC)?$/.exec(ext);
    if (ext === 'ok') expect([row.extinguish, row.extinguishDamagePct]).toEqual(['ok', 0]);
    else {
      expect(extMatch).not.toBeNull();
      const pct = extMatch![1]
        ? extMatch![2]
          ? Number(extMatch![1])
          : Number(extMatch![1]) * 100
        : 0;
      expect([row.extinguish, row.extinguishDamagePct]).toEqual(['fail', pct]);
    }
    expect(row.unfoul).toBe(UNFOUL_CELL[unf]);
    expect(row.increaseSail).toBe(ABILITA_CELL[inc]);
    expect(row.decreaseSail).toBe(ABILITA_CELL[dec]);
    expect(row.changeCourse).toBe(ABILITA_CELL[crs]);
    expect([row.short, row.medium, row.long]).toEqual([
      ABILITA_CELL[s],
      ABILITA_CELL[m],
      ABILITA_CELL[l],
    ]);
    expect(row.boarding).toBe(ABILITA_CELL[brd]);
  });
  it('FP-4.2 row 6 keeps the source oddity: increase ok, decrease fails', () => {
    expect([ABILITA_TABLE[6]!.increaseSail, ABILITA_TABLE[6]!.decreaseSail]).toEqual([
      'ok',
      'fail',
    ]);
  });
});

describe('FP-5.5 course change table', () => {
  const rows = digestTable('FP-5.5');
  it.each(rows)('FP-5.5 from r = %s the legal targets match', (r, targets) => {
    const parsed = targets!
      .replace(/\(.*?\)/g, '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => ({ r: Number(t.replace("'", '')), otherTack: t.endsWith("'") }));
    expect(COURSE_CHANGES[Number(r)]).toEqual(parsed);
  });
});

describe('FP-6.3 gunfire multipliers', () => {
  const rows = digestTable('FP-6.3');
  it.each(rows)('FP-6.3 %s range: hull/FS and ES/furled multipliers', (band, hull, reduced) => {
    const row = GUN_MULTIPLIERS[band as 'long' | 'medium' | 'short'];
    expect([row.hullOrFullSail, row.riggingReduced]).toEqual([
      Number(hull!.slice(1)),
      Number(reduced!.slice(1)),
    ]);
  });
  it('FP-A2 carronades: long no damage; medium x4 / x3; short x14 / x13', () => {
    expect(digestFact('FP-A2')).toBe(
      'Carronade-only ships (FP-A2): long no damage; medium x4 / x3; short x14 / x13.',
    );
    expect(CARRONADE_MULTIPLIERS).toEqual({
      long: { hullOrFullSail: 0, riggingReduced: 0 },
      medium: { hullOrFullSail: 4, riggingReduced: 3 },
      short: { hullOrFullSail: 14, riggingReduced: 13 },
    });
  });
});

describe('inline tables of the digest', () => {
  it('FP-1.1 bases at 1:1200 and HR-2 at 1:3000', () => {
    const b = BASE_SIZES;
    expect([
      b[1200]['1st'],
      b[1200]['2nd'],
      b[1200]['3rd'],
      b[1200]['4th'],
      b[1200]['5th'],
      b[1200]['6th'],
      b[1200].unrated,
    ]).toEqual([
      { lengthMm: 85, widthMm: 40 },
      { lengthMm: 85, widthMm: 40 },
      { lengthMm: 75, widthMm: 40 },
      { lengthMm: 75, widthMm: 40 },
      { lengthMm: 65, widthMm: 40 },
      { lengthMm: 65, widthMm: 40 },
      { lengthMm: 50, widthMm: 25 },
    ]);
    expect([b[3000]['1st'], b[3000]['3rd'], b[3000]['5th'], b[3000].unrated]).toEqual([
      { lengthMm: 35, widthMm: 16 },
      { lengthMm: 30, widthMm: 16 },
      { lengthMm: 26, widthMm: 16 },
      { lengthMm: 26, widthMm: 10 },
    ]);
  });
  it('FP-1.7 the 16-point rose in clockwise order', () => {
    expect(digestFact('FP-1.7')).toBe(
      `The 16-point rose: ${COMPASS_POINTS.join(', ')} (22.5 degrees apart)`,
    );
    expect(COMPASS_POINTS).toEqual([
      'N',
      'NNE',
      'NE',
      'ENE',
      'E',
      'ESE',
      'SE',
      'SSE',
      'S',
      'SSW',
      'SW',
      'WSW',
      'W',
      'WNW',
      'NW',
      'NNW',
    ]);
  });
  it('FP-6.1 ranges 100/350/700 mm and HR-2 40/140/280 mm', () => {
    expect(RANGE_LIMITS_MM[1200]).toEqual({ short: 100, medium: 350, long: 700 });
    expect(RANGE_LIMITS_MM[3000]).toEqual({ short: 40, medium: 140, long: 280 });
  });
  it('FP-5.2 / FP-A1 speeds and HR-2 wind steps', () => {
    expect(SAIL_SPEEDS_MM[1200]).toEqual({
      light: { easy: 75, full: 150 },
      breeze: { easy: 90, full: 180 },
      strong: { easy: 120, full: 240 },
    });
    expect(SAIL_SPEEDS_MM[3000]).toEqual({
      light: { easy: 30, full: 60 },
      breeze: { easy: 36, full: 72 },
      strong: { easy: 48, full: 96 },
    });
    expect(SPEED_LOSS_PER_RDC_MM).toEqual({ 1200: 30, 3000: 12 });
  });
  it('HR-2 scales every 1:1200 distance by 0.4', () => {
    for (const band of ['short', 'medium', 'long'] as const)
      expect(RANGE_LIMITS_MM[3000][band]).toBeCloseTo(RANGE_LIMITS_MM[1200][band] * 0.4);
    for (const w of ['light', 'breeze', 'strong'] as const) {
      expect(SAIL_SPEEDS_MM[3000][w].full).toBeCloseTo(SAIL_SPEEDS_MM[1200][w].full * 0.4);
      expect(SAIL_SPEEDS_MM[3000][w].easy).toBeCloseTo(SAIL_SPEEDS_MM[1200][w].easy * 0.4);
    }
  });
  it('FP-6.5 unlucky shot table: 3-6 burst-hdc, 7-10 burst-half, 11-14 fire, 15-18 none', () => {
    expect(UNLUCKY_TABLE.map((r) => [r.min, r.max, r.effect])).toEqual([
      [3, 6, 'burst-hdc'],
      [7, 10, 'burst-half'],
      [11, 14, 'fire'],
      [15, 18, 'none'],
    ]);
  });
  it('FP-6.6 well laid table: 3-6 fire, 7-10 double, 11-14 rudder, 15-18 magazine', () => {
    expect(WELL_LAID_TABLE.map((r) => [r.min, r.max, r.effect])).toEqual([
      [3, 6, 'fire'],
      [7, 10, 'double'],
      [11, 14, 'rudder'],
      [15, 18, 'magazine'],
    ]);
  });
});
