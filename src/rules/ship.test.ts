import { describe, expect, it } from 'vitest';
import { resolveGuns } from './classes.js';
import { RuleError } from './errors.js';
import { classById, hullDcs, pctOfDc, roundHalfUp, shipProfile } from './ship.js';
import { SHIP_CLASSES } from './tables/ships.js';

const profile = (guns: string, crew: 'elite' | 'good' | 'average' | 'poor' = 'average') =>
  shipProfile(resolveGuns(guns), crew);

describe('FP-1.5 / FP-2.1 ship profiles', () => {
  it('FP-2.1 worked check: the British squadron of the digest costs 28', () => {
    const ships = [profile('98S', 'good'), profile('74C'), profile('64'), profile('32', 'good')];
    expect(ships.map((s) => [s.bf, s.dcCapacity, s.cost])).toEqual([
      [10, 170, 11],
      [7, 120, 7],
      [6, 110, 6],
      [3, 80, 4],
    ]);
    expect(ships.reduce((a, s) => a + s.cost, 0)).toBe(28);
  });
  it('FP-2.1 worked check: the French squadron of the digest costs 28', () => {
    const ships = [
      profile('80L', 'good'),
      profile('74L', 'poor'),
      profile('64', 'poor'),
      profile('36'),
    ];
    expect(ships.map((s) => [s.bf, s.dcCapacity, s.cost])).toEqual([
      [10, 160, 11],
      [9, 130, 8],
      [6, 100, 5],
      [4, 80, 4],
    ]);
    expect(ships.reduce((a, s) => a + s.cost, 0)).toBe(28);
  });
  it('FP-1.5 elite adds 2 to cost and 20 to each DC; poor takes 1 and 10', () => {
    expect([profile('130', 'elite').cost, profile('130', 'elite').dcCapacity]).toEqual([16, 220]);
    expect([profile('130', 'poor').cost, profile('130', 'poor').dcCapacity]).toEqual([13, 190]);
  });
  it.each(SHIP_CLASSES.map((r) => [r.id, r] as const))(
    'FP-2.1 / D-2 / D-3 profile of %s is consistent',
    (_id, row) => {
      const p = shipProfile(row);
      expect(p.bf).toBe(row.bf);
      expect(p.cost).toBe(row.bf);
      expect(p.hdc.port + p.hdc.starboard).toBe(Math.round(2 * row.bf));
      if (row.rate === 'fortification')
        expect([p.rdc, p.masts, p.hdc.starboard]).toEqual([0, 0, 0]);
      else expect(p.hdc.port - p.hdc.starboard).toBeGreaterThanOrEqual(0);
    },
  );
  it('D-2 masts: rated ships 3 (6 RDC), brigs 2 (4 RDC), gunboats 1; FP-A4 small gunboat has 1 RDC', () => {
    expect([profile('74C').masts, profile('74C').rdc]).toEqual([3, 6]);
    expect([profile('16').masts, profile('16').rdc]).toEqual([2, 4]);
    expect([profile('gunboat, large').masts, profile('gunboat, large').rdc]).toEqual([1, 1]);
    expect(shipProfile(resolveGuns('20-28'), 'average', { masts: 1 }).rdc).toBe(2);
  });
  it('D-3 fractional BF: 16-18 (BF 1.5) has 3 HDC, port 2 starboard 1; small gunboat (0.5) has 1', () => {
    expect(hullDcs(1.5, false)).toEqual({ port: 2, starboard: 1 });
    expect(hullDcs(0.5, false)).toEqual({ port: 1, starboard: 0 });
    expect(hullDcs(7, false)).toEqual({ port: 7, starboard: 7 });
  });
  it('D-3 fortifications keep all HDC on one track', () =>
    expect(profile('citadel').hdc).toEqual({ port: 20, starboard: 0 }));
  it('FP-8.1 decks by rate', () => {
    expect([
      profile('130').decks,
      profile('74C').decks,
      profile('56').decks,
      profile('44').decks,
      profile('20').decks,
      profile('12').decks,
    ]).toEqual([3, 2, 2, 1, 1, 1]);
  });
  it('FP-1.1 base sizes follow the rate', () => {
    expect(profile('98').base).toEqual({ lengthMm: 85, widthMm: 40 });
    expect(profile('74M').base).toEqual({ lengthMm: 75, widthMm: 40 });
    expect(profile('44').base).toEqual({ lengthMm: 65, widthMm: 40 });
    expect(profile('gunboat, small').base).toEqual({ lengthMm: 50, widthMm: 25 });
  });
  it('rejects unknown crews and impossible masts', () => {
    expect(() => shipProfile(classById('3rd-74c'), 'heroic' as never)).toThrow(RuleError);
    expect(() => shipProfile(classById('3rd-74c'), 'average', { masts: 4 })).toThrow(/masts/);
    expect(() => shipProfile(classById('fort-citadel'), 'average', { masts: 1 })).toThrow(
      /fortification/,
    );
  });
});

describe('D-16 rounding and percentages of a DC', () => {
  it('D-16 halves round up: 7.5 -> 8, 7.4999 -> 7', () => {
    expect(roundHalfUp(7.5)).toBe(8);
    expect(roundHalfUp(7.4999)).toBe(7);
    expect(roundHalfUp(0.1 * 3 * 25)).toBe(8); // 7.500000000000001
  });
  it('D-16 10% of a 170 DC is 17, 50% of 75... of 125 is 63', () => {
    expect(pctOfDc(170, 10)).toBe(17);
    expect(pctOfDc(125, 50)).toBe(63);
    expect(pctOfDc(120, 200)).toBe(240);
  });
});

describe('guns aliases (CLI / importers)', () => {
  it.each([
    ['130', '1st-130'],
    ['74C', '3rd-74c'],
    ['74c', '3rd-74c'],
    ['80S/74L', '3rd-80s-74l'],
    ['74L', '3rd-80s-74l'],
    ['80S', '3rd-80s-74l'],
    ['36-40', '5th-36-40'],
    ['38', '5th-36-40'],
    ['32', '5th-32-34'],
    ['112', '1st-100l-100-112'],
    ['112L', '1st-120-112l'],
    ['100', '1st-100l-100-112'],
    ['100S', '1st-100s'],
    ["razee'd 74", '4th-razeed-74'],
    ['razee 44', '5th-razeed-44'],
    ['gunboat, large', 'unrated-gunboat-large'],
    ['small gunboat', 'unrated-gunboat-small'],
    ['Martello', 'fort-martello-tower'],
    ['citad', 'fort-citadel'],
    ['3rd-74m', '3rd-74m'],
    ['16', 'unrated-16-18'],
  ])('"%s" names %s', (text, id) => expect(resolveGuns(text).id).toBe(id));
  it.each(['74', '80', '99', '', 'frigate', 'gunboat', '7'])(
    '"%s" is ambiguous or unknown',
    (text) => expect(() => resolveGuns(text)).toThrow(RuleError),
  );
  it('an ambiguous text names the choices', () =>
    expect(() => resolveGuns('74')).toThrow(/74M.*74C|74C.*74M/));
});
