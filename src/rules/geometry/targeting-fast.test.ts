import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINT_DEGREES } from '../tables/sailing.js';
import type { Scale } from '../tables/ships.js';
import type { ShipBody, TableShip } from './ship-shape.js';
import { allPairsTargets } from './targeting-fast.js';
import { allPairsTargetsNaive } from './targeting.js';

const BODIES_1200: readonly ShipBody[] = [
  { lengthMm: 85, widthMm: 40, masts: 3 },
  { lengthMm: 75, widthMm: 40, masts: 3 },
  { lengthMm: 65, widthMm: 40, masts: 3 },
  { lengthMm: 50, widthMm: 25, masts: 2 },
  { lengthMm: 50, widthMm: 25, masts: 1 },
  { lengthMm: 80, widthMm: 80, masts: 0 },
];
const BODIES_3000: readonly ShipBody[] = [
  { lengthMm: 35, widthMm: 16, masts: 3 },
  { lengthMm: 30, widthMm: 16, masts: 3 },
  { lengthMm: 26, widthMm: 10, masts: 2 },
];

/** Coordinates on a 5 mm grid half the time, so exact ties, touching hulls and D-10 boundaries turn up. */
function coordinate(max: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: 0, max: max / 5 }).map((v) => v * 5),
    fc.double({ min: 0, max, noNaN: true }),
  );
}

function layout(scale: Scale): fc.Arbitrary<TableShip[]> {
  // A table small enough that most ships see each other.
  const [width, height, bodies] =
    scale === 1200 ? [900, 600, BODIES_1200] : [360, 240, BODIES_3000];
  const oneShip = fc.record({
    x: coordinate(width),
    y: coordinate(height),
    point: fc.integer({ min: 0, max: 15 }),
    body: fc.constantFrom(...bodies),
  });
  return fc.array(oneShip, { minLength: 2, maxLength: 30 }).map((specs) =>
    specs.map((s, i) => ({
      id: `s${i}`,
      pose: { x: s.x, y: s.y, headingDeg: s.point * POINT_DEGREES },
      body: s.body,
    })),
  );
}

describe('allPairsTargets against the naive oracle', () => {
  it('FP-6.2 / D-11 / D-18 / D-17 identical results on random layouts at 1:1200', () => {
    fc.assert(
      fc.property(layout(1200), fc.constantFrom(90, 60, 120, 180, 1, 45.5), (ships, arcDeg) => {
        expect(allPairsTargets(ships, { arcDeg })).toEqual(allPairsTargetsNaive(ships, { arcDeg }));
      }),
      { numRuns: 300, seed: 1805 },
    );
  });

  it('HR-2 identical results on random layouts at 1:3000', () => {
    fc.assert(
      fc.property(layout(3000), (ships) => {
        const options = { scale: 3000 } as const;
        expect(allPairsTargets(ships, options)).toEqual(allPairsTargetsNaive(ships, options));
      }),
      { numRuns: 150, seed: 1797 },
    );
  });

  it('D-18 identical results when ships share a position (every range ties)', () => {
    const body: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
    const ships: TableShip[] = [
      { id: 'f', pose: { x: 0, y: 0, headingDeg: 0 }, body },
      ...[0, 180, 0, 180].map((headingDeg, i) => ({
        id: `t${i}`,
        pose: { x: 300, y: 40, headingDeg },
        body,
      })),
    ];
    const fast = allPairsTargets(ships);
    expect(fast).toEqual(allPairsTargetsNaive(ships));
    expect(fast[0]!.starboard.candidates.map((c) => c.id)).toEqual(['t0', 't1', 't2', 't3']);
  });

  it('FP-6.2 / D-18 identical results when ships share an x (the sweep along x; 0 and -0 too)', () => {
    const body: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
    const xs = [0, -0, 0, 120, 120, -0, 120, 0];
    const ships: TableShip[] = xs.map((x, i) => ({
      id: `s${i}`,
      pose: { x, y: 90 * i, headingDeg: (i % 4) * 90 },
      body,
    }));
    // The reverse order too: ties in the sweep's order must not depend on who comes first.
    for (const table of [ships, [...ships].reverse()]) {
      const fast = allPairsTargets(table);
      expect(fast).toEqual(allPairsTargetsNaive(table));
      expect(fast.some((t) => t.port.candidates.length + t.starboard.candidates.length > 0)).toBe(
        true,
      );
    }
  });

  it('FP-6.2 / D-11 identical results over successive calls with as many ships (the sweep order kept between calls)', () => {
    // Each table has 12 ships: the next call starts from the last one's order along x, whether the
    // ships barely moved (a few swaps) or are somewhere else entirely (then the full sort).
    const tables = fc
      .sample(
        layout(1200).filter((ships) => ships.length >= 12),
        { numRuns: 40, seed: 77 },
      )
      .map((ships) => ships.slice(0, 12));
    for (const table of tables) {
      const nudged = table.map((ship, i) => ({
        ...ship,
        pose: { ...ship.pose, x: ship.pose.x + (i % 3) * 7 - 7 },
      }));
      // Mirrored, the order along x is reversed: more moves than an insertion pass is allowed.
      const mirrored = table.map((ship) => ({
        ...ship,
        pose: { ...ship.pose, x: 900 - ship.pose.x },
      }));
      for (const ships of [table, nudged, table, mirrored]) {
        expect(allPairsTargets(ships)).toEqual(allPairsTargetsNaive(ships));
      }
    }
  });

  it('FP-6.2 no ships, one ship', () => {
    expect(allPairsTargets([])).toEqual([]);
    const lone: TableShip = { id: 'a', pose: { x: 0, y: 0, headingDeg: 0 }, body: BODIES_1200[0]! };
    const empty = { candidates: [], chosen: null, choices: [] };
    expect(allPairsTargets([lone])).toEqual([{ id: 'a', port: empty, starboard: empty }]);
  });
  it('FP-6.2 / D-11 / D-17 identical results on any heading, folded or not', () => {
    // Headings off the compass points take headingVector's computed path and normalizeDeg's fold,
    // which the packed numbers must reproduce to the last bit like ShipGeometry and ArcShape.
    const heading = fc.oneof(
      fc.double({ min: -720, max: 720, noNaN: true }),
      fc.integer({ min: -32, max: 48 }).map((p) => p * POINT_DEGREES),
    );
    const ships = fc
      .array(
        fc.record({
          x: coordinate(900),
          y: coordinate(600),
          heading,
          body: fc.constantFrom(...BODIES_1200),
        }),
        {
          minLength: 2,
          maxLength: 20,
        },
      )
      .map((specs) =>
        specs.map((s, i) => ({
          id: `s${i}`,
          pose: { x: s.x, y: s.y, headingDeg: s.heading },
          body: s.body,
        })),
      );
    fc.assert(
      fc.property(ships, fc.constantFrom(90, 45.5, 180), (table, arcDeg) => {
        expect(allPairsTargets(table, { arcDeg })).toEqual(allPairsTargetsNaive(table, { arcDeg }));
      }),
      { numRuns: 200, seed: 2611 },
    );
  });

  it('FP-6.2 refuses the same bad tables as the naive path, with the same message', () => {
    const body = BODIES_1200[0]!;
    const ok = { id: 'a', pose: { x: 0, y: 0, headingDeg: 0 }, body };
    const tables: TableShip[][] = [
      [ok, { ...ok }],
      [ok, { id: 'b', pose: { x: Number.NaN, y: 0, headingDeg: 0 }, body }],
      [ok, { id: 'b', pose: { x: 0, y: 0, headingDeg: 0 }, body: { ...body, masts: 4 } }],
      [
        { id: 'b', pose: { x: 0, y: 0, headingDeg: 0 }, body: { ...body, lengthMm: 0 } },
        ok,
        { ...ok },
      ],
    ];
    for (const table of tables) {
      const naive = (() => {
        try {
          allPairsTargetsNaive(table);
        } catch (error) {
          return (error as Error).message;
        }
        return 'no error';
      })();
      expect(naive).not.toBe('no error');
      expect(() => allPairsTargets(table)).toThrow(naive);
    }
  });
});
