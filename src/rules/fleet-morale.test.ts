import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import {
  headingsTowardEdge,
  applyFleetMoraleEvent,
  baseReachesEdge,
  nearestTableEdge,
  enemyLossGain,
  fleetMoraleLoser,
  fleetMoraleRecord,
  fleetMoralePhaseNow,
  fleetMoraleShip,
  fleetMoraleTally,
  initialFleetMoraleState,
  mustMakeForEdge,
  savedAtEdge,
  startingFleetMorale,
  type FleetMoraleEvent,
  type FleetMoraleShip,
  type LossLevel,
} from './fleet-morale.js';
import { classById, shipProfile } from './ship.js';

const seventyFour = fleetMoraleShip('a', shipProfile(classById('3rd-74m'), 'average'));
const sixth = fleetMoraleShip('b', shipProfile(classById('6th-20-28'), 'average'));
const fleet = [seventyFour, sixth];

describe('HR-4 / D-14 fleet morale: the starting value', () => {
  it('D-14 a ship counts its cost as points and its crew-adjusted DC capacity / 10 as morale base', () => {
    expect(seventyFour).toEqual({ id: 'a', points: 8, moraleBase: 13 });
    const elite = fleetMoraleShip('e', shipProfile(classById('3rd-74m'), 'elite'));
    expect(elite).toEqual({ id: 'e', points: 10, moraleBase: 15 });
    const poor = fleetMoraleShip('p', shipProfile(classById('6th-20-28'), 'poor'));
    expect(poor).toEqual({ id: 'p', points: 1, moraleBase: 5 });
  });

  it('HR-4 (sum of points + sum of morale bases) / 2, rounded up', () => {
    // 8 + 13 + 2 + 6 = 29 -> 14.5 -> 15
    expect(startingFleetMorale(fleet)).toBe(15);
    expect(startingFleetMorale([seventyFour])).toBe(11); // 21 / 2 -> 11
    expect(startingFleetMorale([{ id: 'x', points: 4, moraleBase: 6 }])).toBe(5);
  });

  it('HR-4 refuses an empty fleet and negative figures', () => {
    expect(() => startingFleetMorale([])).toThrow(RuleError);
    expect(() => startingFleetMorale([{ id: 'x', points: -1, moraleBase: 5 }])).toThrow(RuleError);
    expect(() => startingFleetMorale([{ id: 'x', points: 1, moraleBase: Number.NaN }])).toThrow(
      RuleError,
    );
  });
});

describe('HR-4 fleet morale: every change', () => {
  const one = (event: FleetMoraleEvent) =>
    applyFleetMoraleEvent(initialFleetMoraleState(fleet), fleet, event).change;

  it('HR-4 a ship of the fleet must test morale: -1', () => {
    expect(one({ kind: 'moraleTest', shipId: 'a' })).toMatchObject({ delta: -1, after: 14 });
  });
  it('HR-4 a ship strikes or is captured: - its points', () => {
    expect(one({ kind: 'struck', shipId: 'a' }).delta).toBe(-8);
    expect(one({ kind: 'captured', shipId: 'b' }).delta).toBe(-2);
  });
  it('HR-4 a ship sinks or explodes: - 2 x its points', () => {
    expect(one({ kind: 'sunk', shipId: 'a' }).delta).toBe(-16);
    expect(one({ kind: 'exploded', shipId: 'b' }).delta).toBe(-4);
  });
  it('HR-4 an enemy ship captured, sunk or explodes: + half its points, rounded up', () => {
    expect(enemyLossGain(7)).toBe(4);
    expect(enemyLossGain(8)).toBe(4);
    for (const kind of ['enemyCaptured', 'enemySunk', 'enemyExploded'] as const)
      expect(one({ kind, shipId: 'z', points: 9 }).delta).toBe(5);
  });
  it('SD-120 a ship lost twice costs its worst loss once; an enemy ship gains once', () => {
    const r = fleetMoraleRecord(fleet, [
      { kind: 'struck', shipId: 'a' },
      { kind: 'captured', shipId: 'a' },
      { kind: 'sunk', shipId: 'a' },
      { kind: 'enemyCaptured', shipId: 'z', points: 5 },
      { kind: 'enemySunk', shipId: 'z', points: 5 },
    ]);
    expect(r.changes.map((c) => c.delta)).toEqual([-8, 0, -8, 3, 0]);
  });
  it('HR-4 refuses a ship not in the fleet, and an own ship given as an enemy', () => {
    expect(() => one({ kind: 'struck', shipId: 'nope' })).toThrow(RuleError);
    expect(() => one({ kind: 'enemySunk', shipId: 'a', points: 8 })).toThrow(RuleError);
  });
});

describe('HR-4 fleet morale: the break at 0', () => {
  it('HR-4 at 0 every ship tests at once; any struck: the fleet breaks', () => {
    const r = fleetMoraleRecord(fleet, [{ kind: 'sunk', shipId: 'a' }]);
    expect(r.state).toMatchObject({ value: -1, phase: 'breakTest' });
    const broken = applyFleetMoraleEvent(r.state, fleet, { kind: 'breakTest', anyStruck: true });
    expect(broken.state.phase).toBe('broken');
  });
  it('SD-121 all pass: fight on, and the next strike, sinking or explosion breaks the fleet', () => {
    const brink = fleetMoraleRecord(fleet, [
      { kind: 'sunk', shipId: 'a' },
      { kind: 'breakTest', anyStruck: false },
      { kind: 'enemySunk', shipId: 'z', points: 10 },
      { kind: 'moraleTest', shipId: 'b' },
    ]);
    expect(brink.state).toMatchObject({ value: 3, phase: 'brink' });
    const next = applyFleetMoraleEvent(brink.state, fleet, { kind: 'struck', shipId: 'b' });
    expect(next.state.phase).toBe('broken');
  });
  it('HR-4 a break test is refused unless the fleet is at 0 and not yet tested', () => {
    expect(() => fleetMoraleRecord(fleet, [{ kind: 'breakTest', anyStruck: false }])).toThrow(
      RuleError,
    );
  });
  it('HR-4 a broken fleet makes for its edge, ships reaching it are saved', () => {
    expect(mustMakeForEdge('broken')).toBe(true);
    expect(mustMakeForEdge('brink')).toBe(false);
    expect(savedAtEdge('broken', true)).toBe(true);
    expect(savedAtEdge('broken', false)).toBe(false);
    expect(savedAtEdge('steady', true)).toBe(false);
  });
  it('HR-4 the first fleet to break loses', () => {
    expect(fleetMoraleLoser([])).toBeNull();
    expect(fleetMoraleLoser(['french', 'british'])).toBe('french');
  });
});

describe('HR-4 fleet morale: the bookkeeping (property)', () => {
  const shipArb = fc.record({
    points: fc.integer({ min: 1, max: 20 }),
    moraleBase: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
  });
  const fleetArb = fc
    .array(shipArb, { minLength: 1, maxLength: 6 })
    .map((rows) => rows.map((r, i): FleetMoraleShip => ({ id: `s${i}`, ...r })));

  it('HR-4 / SD-120 / SD-121 the value is the start, minus tests and each ship’s worst loss, plus one gain per enemy ship', () => {
    fc.assert(
      fc.property(
        fleetArb,
        fc.array(
          fc.tuple(
            fc.constantFrom(
              'moraleTest',
              'struck',
              'captured',
              'sunk',
              'exploded',
              'enemyCaptured',
              'enemySunk',
              'enemyExploded',
            ),
            fc.nat(5),
            fc.integer({ min: 0, max: 20 }),
          ),
          { maxLength: 30 },
        ),
        (ships, raw) => {
          const events: FleetMoraleEvent[] = raw.map(([kind, n, points]) =>
            kind.startsWith('enemy')
              ? { kind: kind as 'enemySunk', shipId: `e${n}`, points }
              : { kind: kind as 'struck', shipId: `s${n % ships.length}` },
          );
          const r = fleetMoraleRecord(ships, events);
          let running = r.start;
          for (const c of r.changes) {
            expect(c.before).toBe(running);
            running += c.delta;
            expect(c.after).toBe(running);
          }
          const worst = new Map<string, number>();
          const gains = new Map<string, number>();
          let tests = 0;
          for (const e of events) {
            if (e.kind === 'moraleTest') tests += 1;
            else if (e.kind === 'struck' || e.kind === 'captured')
              worst.set(e.shipId, Math.max(worst.get(e.shipId) ?? 0, 1));
            else if (e.kind === 'sunk' || e.kind === 'exploded') worst.set(e.shipId, 2);
            else if (
              (e.kind === 'enemyCaptured' ||
                e.kind === 'enemySunk' ||
                e.kind === 'enemyExploded') &&
              !gains.has(e.shipId)
            )
              gains.set(e.shipId, Math.ceil(e.points / 2));
          }
          let expected = r.start - tests;
          for (const [id, level] of worst)
            expected -= level * (ships.find((s) => s.id === id)?.points ?? 0);
          for (const g of gains.values()) expected += g;
          expect(r.state.value).toBe(expected);
          // Reaching 0 always calls the break test (no break-test events were fed).
          expect(r.state.phase).toBe(r.changes.some((c) => c.after <= 0) ? 'breakTest' : 'steady');
          // SD-122 the tally from the ships' standing is the same sum, in any order of events.
          const tally = fleetMoraleTally(
            ships.map((ship) => ({
              ship,
              tests: events.filter((e) => e.kind === 'moraleTest' && e.shipId === ship.id).length,
              loss: (worst.get(ship.id) ?? 0) as LossLevel,
            })),
            [...gains.keys()].map((id) => ({
              points: (events.find((e) => 'points' in e && e.shipId === id) as { points: number })
                .points,
            })),
          );
          expect(tally.value).toBe(expected);
        },
      ),
    );
  });
});

describe("HR-4 fleet morale: the referee's reading of the battle (SD-122)", () => {
  it("HR-4 the tally: tests, each ship's worst loss, enemy gains", () => {
    const t = fleetMoraleTally(
      [
        { ship: seventyFour, tests: 2, loss: 1 },
        { ship: sixth, tests: 0, loss: 2 },
      ],
      [{ points: 7 }],
    );
    expect(t).toEqual({
      start: 15,
      value: 15 - 2 - 8 - 4 + 4,
      tests: 2,
      losses: 12,
      gains: 4,
      lossLevels: 3,
    });
  });
  it('HR-4 the phase: 0 or less calls the test; on the brink a new loss breaks', () => {
    expect(fleetMoralePhaseNow('steady', { value: 1, lossLevels: 0 }, 0)).toBe('steady');
    expect(fleetMoralePhaseNow('steady', { value: 0, lossLevels: 0 }, 0)).toBe('breakTest');
    expect(fleetMoralePhaseNow('steady', { value: -3, lossLevels: 0 }, 0)).toBe('breakTest');
    expect(fleetMoralePhaseNow('brink', { value: 5, lossLevels: 2 }, 2)).toBe('brink');
    expect(fleetMoralePhaseNow('brink', { value: 5, lossLevels: 3 }, 2)).toBe('broken');
    expect(fleetMoralePhaseNow('broken', { value: 9, lossLevels: 0 }, 0)).toBe('broken');
  });
});

describe("SD-125 a broken fleet's table edge", () => {
  const table = { minX: 0, minY: 0, maxX: 1800, maxY: 1200 };
  it("SD-125 the edge nearest to the fleet's centre when it breaks", () => {
    expect(
      nearestTableEdge(
        [
          { x: 900, y: 1100 },
          { x: 700, y: 1000 },
        ],
        table,
      ),
    ).toBe('N');
    expect(nearestTableEdge([{ x: 900, y: 100 }], table)).toBe('S');
    expect(nearestTableEdge([{ x: 1750, y: 600 }], table)).toBe('E');
    expect(nearestTableEdge([{ x: 20, y: 600 }], table)).toBe('W');
    expect(() => nearestTableEdge([], table)).toThrow(RuleError);
  });
  it('SD-125 a base reaches the edge when its centre is within half its length', () => {
    expect(baseReachesEdge({ x: 900, y: 1170 }, 60, table, 'N')).toBe(true);
    expect(baseReachesEdge({ x: 900, y: 1169 }, 60, table, 'N')).toBe(false);
    expect(baseReachesEdge({ x: 900, y: 1300 }, 60, table, 'N')).toBe(true);
    expect(baseReachesEdge({ x: 10, y: 600 }, 60, table, 'E')).toBe(false);
    expect(() => baseReachesEdge({ x: 0, y: 0 }, 0, table, 'W')).toThrow(RuleError);
  });
});

describe('HR-4 / SD-182 a broken fleet makes for its edge: the headings nearest it', () => {
  it('HR-4 of the choices, those pointing nearest the edge (north 0, east 4, south 8, west 12)', () => {
    expect(headingsTowardEdge([2, 3, 4, 5, 6], 'E')).toEqual([4]);
    expect(headingsTowardEdge([13, 14, 15, 1, 2], 'N')).toEqual([15, 1]);
    expect(headingsTowardEdge([5, 6, 7], 'W')).toEqual([7]);
    expect(headingsTowardEdge([12, 4], 'S')).toEqual([12, 4]);
  });
  it('HR-4 any choice set: the answer is a non-empty subset no farther off the edge than any choice', () => {
    const off = (h: number, e: number) => Math.min(Math.abs(h - e), 16 - Math.abs(h - e));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 16 }),
        fc.constantFrom('N', 'E', 'S', 'W' as const),
        (choices, edge) => {
          const bearing = { N: 0, E: 4, S: 8, W: 12 }[edge];
          const best = headingsTowardEdge(choices, edge);
          expect(best.length).toBeGreaterThan(0);
          for (const h of best) expect(choices).toContain(h);
          const min = Math.min(...choices.map((h) => off(h, bearing)));
          for (const h of best) expect(off(h, bearing)).toBe(min);
        },
      ),
    );
  });
});
