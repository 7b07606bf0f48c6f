// Issue 13: the duel and the AI captain, by rule id. The property test plays many seeded duels and
// checks every part's orders against the core's own checks (legality.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonText } from './reasons.js';
import { SHIP_CLASSES } from '../tables/ships.js';
import { CREW_QUALITIES } from '../tables/ships.js';
import { relativeToWind } from '../sailing.js';
import { broadsideTargets } from '../geometry/targeting.js';
import { captainOrders } from './captain.js';
import { bestFiringPoint, duelTarget, enemyGeometry } from './firing-point.js';
import {
  makeSimShip,
  parseDuellist,
  tableShip,
  type DuelState,
  type Duellist,
} from './duel-state.js';
import { runDuel, type PartRecord } from './duel.js';
import { orderViolations } from './legality.js';

const SHIPS = SHIP_CLASSES.filter((r) => r.rate !== 'fortification').map((r) => r.id);

function duelOf(a: Duellist, b: Duellist, seed: number, maxTurns = 60) {
  const parts: PartRecord[] = [];
  const result = runDuel(a, b, seed, { maxTurns, onPart: (p) => parts.push(p) });
  return { result, parts };
}

describe('issue 13 AI captain: FP-3 / FP-4.4 / FP-5.1 / FP-5.4 / FP-5.5 / FP-5.7 / FP-6.2 legal orders', () => {
  it('never gives an order the referee would refuse, over many seeded duels of any two ships and crews', () => {
    let parts = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...SHIPS),
        fc.constantFrom(...SHIPS),
        fc.constantFrom(...CREW_QUALITIES),
        fc.constantFrom(...CREW_QUALITIES),
        (seed, ca, cb, qa, qb) => {
          const { parts: records } = duelOf(
            { classId: ca, crew: qa },
            { classId: cb, crew: qb },
            seed,
            25,
          );
          parts += records.length;
          for (const p of records) {
            const bad = orderViolations(p);
            if (bad.length > 0)
              throw new Error(`seed ${seed} turn ${p.before.turn}: ${bad.join('; ')}`);
            // Issue 13: every decision carries its one-line reason.
            for (const r of [
              p.orders.reasons.sail,
              p.orders.reasons.course,
              p.orders.reasons.fire,
              ...p.orders.reasons.guns,
            ])
              expect(reasonText(r)).toMatch(/^[^\n]+$/);
          }
        },
      ),
      { numRuns: 1000, seed: 13 },
    );
    expect(parts).toBeGreaterThan(1000);
  }, 30_000);

  it('FP-4.4 a burning ship orders fire fighting first, with its reason', () => {
    const a = makeSimShip('a', parseDuellist('74C:good'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const b = makeSimShip('b', parseDuellist('80L'), { x: 0, y: 300, headingDeg: 0 }, 4);
    a.fires = { hull: 1, rigging: 0 };
    const state: DuelState = { turn: 1, wind: 0, ships: [a, b] };
    const o = captainOrders(state, 'a');
    expect(o.orders[0]).toBe('extinguish');
    expect(reasonText(o.reasons.fire)).toMatch(/fight the fire first/);
  });

  it('FP-6.2 an enemy abeam to port at short range: fire port at the hull, hold starboard', () => {
    // Both heading east (r = 4); b lies north of a, i.e. on a's port beam.
    const a = makeSimShip('a', parseDuellist('74C:good'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const b = makeSimShip('b', parseDuellist('80L'), { x: 0, y: 90, headingDeg: 0 }, 4);
    const o = captainOrders({ turn: 1, wind: 0, ships: [a, b] }, 'a');
    expect(o.orders).toContain('firePort');
    expect(o.fire.map((f) => f.side)).toContain('port');
    expect(o.fire.every((f) => f.aim === 'hull')).toBe(true);
    expect(o.reasons.guns.map(reasonText).join(' ')).toMatch(/fire port/);
  });

  it('FP-5.5 / FP-5.4 close-hauled, the captain may only bear away (no tack, SD-141), never into irons', () => {
    const a = makeSimShip('a', parseDuellist('74C:good'), { x: 0, y: 0, headingDeg: 0 }, 3);
    const b = makeSimShip('b', parseDuellist('80L'), { x: -400, y: 300, headingDeg: 0 }, 12);
    const o = captainOrders({ turn: 1, wind: 0, ships: [a, b] }, 'a');
    expect(o.orders).not.toContain('tack');
    expect([3, 4, 5, 6]).toContain(o.heading);
    expect(relativeToWind(o.heading, 0).r).toBeGreaterThanOrEqual(3);
  });

  it('issue 13 the course reasons name what a captain seeks: rakes, broadsides to bear, the wind gauge, her arc', () => {
    const seen = new Set<string>();
    const a = parseDuellist('74C:good');
    const b = parseDuellist('80L:average');
    for (let seed = 0; seed < 150; seed++)
      runDuel(a, b, seed, { onPart: (p) => seen.add(reasonText(p.orders.reasons.course)) });
    const all = [...seen].join('\n');
    for (const want of [
      /to rake her/,
      /broadside to bear/,
      /wind gauge/,
      /out of her arc/,
      /close to short range/,
    ])
      expect(all).toMatch(want);
  });

  it('FP-5.7 / FP-6.4 / D-17 fires at the instant of the move that rakes her, and says where', () => {
    // a sails east 90 mm to (0, 0); b heads south 150 mm north of the move: the port centre line
    // crosses her mainmast 45 mm into the move, her bow towards a.
    const a = makeSimShip('a', parseDuellist('74C:good'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const b = makeSimShip('b', parseDuellist('80L'), { x: -45, y: 150, headingDeg: 0 }, 8);
    const p = bestFiringPoint(a, b, 'port', a.pose, 90, 1);
    expect(p.target).toMatchObject({ id: 'b', band: 'medium', rake: 'bow' });
    expect(p.backMm).toBeCloseTo(45, 6);
    expect(reasonText(p.reason)).toBe('fire port 45 mm into the move: bow rake at medium range');
    // Without a move there is no rake instant: the end of the move is the only point.
    expect(bestFiringPoint(a, b, 'port', a.pose, 0, 1).target?.rake ?? null).toBeNull();
  });

  it('FP-3 / FP-8.2 a struck ship gives no orders', () => {
    const a = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const b = makeSimShip('b', parseDuellist('80L'), { x: 0, y: 300, headingDeg: 0 }, 4);
    a.fate = 'struck';
    const o = captainOrders({ turn: 1, wind: 0, ships: [a, b] }, 'a');
    expect(o.orders).toEqual([]);
    expect(o.fire).toEqual([]);
  });
});

describe('issue 13 duel: determinism and pinned duels', () => {
  const a = parseDuellist('74C:good');
  const b = parseDuellist('80L:average');

  it('the same seed gives the same duel, part by part', () => {
    const one = duelOf(a, b, 4242);
    const two = duelOf(a, b, 4242);
    expect(two.result).toEqual(one.result);
    expect(JSON.stringify(two.parts)).toBe(JSON.stringify(one.parts));
    expect(duelOf(a, b, 4243).result.seed).toBe(4243);
  });

  it('pinned: seed 1, 74C good v 80L average, the 80L strikes in turn 10', () => {
    expect(runDuel(a, b, 1)).toMatchObject({
      seed: 1,
      winner: 'a',
      end: 'struck',
      loser: 'b',
      turns: 10,
    });
  });

  it('FP-8.2 / FP-2.5 / D-6 a decided duel names the loser and how she ended; a draw names none', () => {
    for (let seed = 0; seed < 40; seed++) {
      const r = runDuel(a, b, seed);
      if (r.winner === null) {
        expect(r.loser).toBeNull();
        expect(['turnLimit', 'mutual']).toContain(r.end);
      } else {
        expect(r.loser).toBe(r.winner === 'a' ? 'b' : 'a');
        expect(['struck', 'sunk', 'exploded', 'captured']).toContain(r.end);
      }
    }
  });

  it('SD-140 the turn limit makes a draw', () => {
    const r = runDuel(a, b, 1, { maxTurns: 1 });
    expect(r).toMatchObject({ winner: null, end: 'turnLimit', turns: 1 });
  });

  it('FP-2.1 / FP-1.5 parseDuellist reads CLASS:CREW and refuses the rest', () => {
    expect(parseDuellist('74C:good')).toEqual({ classId: '3rd-74c', crew: 'good' });
    expect(parseDuellist('80L')).toEqual({ classId: '3rd-80l', crew: 'average' });
    expect(() => parseDuellist('75Q:good')).toThrow(/unknown guns/);
    expect(() => parseDuellist('74C:brave')).toThrow(/unknown crew/);
    expect(() => parseDuellist('74C:good:x')).toThrow(/CLASS:CREW/);
    expect(() => parseDuellist('martello')).toThrow(/fortification/);
  });
});

describe('issue 13 duelTarget: FP-6.2 / D-11 / D-18 / FP-6.4 the same answer as the core targeting', () => {
  it('equals broadsideTargets for two ships anywhere, on any heading, either side', () => {
    const a = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const b = makeSimShip('b', parseDuellist('80L'), { x: 0, y: 0, headingDeg: 0 }, 4);
    let found = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom('port' as const, 'starboard' as const),
        (x, y, ha, hb, side) => {
          const pa = { x: 0, y: 0, headingDeg: ha * 22.5 };
          const enemy = { ...b, pose: { x, y, headingDeg: hb * 22.5 } };
          const core =
            broadsideTargets([tableShip(a, pa), tableShip(enemy)], 'a', side).candidates[0] ?? null;
          expect(duelTarget(a, pa, side, enemyGeometry(enemy))).toEqual(core);
          if (core) found++;
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
    expect(found).toBeGreaterThan(100);
  });
});
