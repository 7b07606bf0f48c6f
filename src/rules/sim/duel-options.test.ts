// Issue 13 / SD-232: the duel with optional rules, played by the battle's option machinery; the AI
// captain's orders under them re-checked by the referee's core checks (legality.ts) over many duels.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonText } from './reasons.js';
import { DUEL_OPTIONS, parseDuelOptions, type DuelOptionPartRecord } from './duel-options.js';
import { parseDuellist } from './duel-state.js';
import { runDuel } from './duel.js';
import { duelSweep } from './duel-sweep.js';
import { orderViolations } from './legality.js';

const A = parseDuellist('74C:good');
const B = parseDuellist('80L:average');

describe('SD-232 the duel options: parseDuelOptions', () => {
  it('SD-232 takes the battle options that mean something for two ships, in the battle order', () => {
    expect(DUEL_OPTIONS).toEqual([
      'FP-A1',
      'OR-6',
      'OR-9',
      'OR-2',
      'HR-1',
      'OR-3',
      'OR-3-7D',
      'OR-5',
      'OR-7',
      'HR-2',
    ]);
    expect(parseDuelOptions(' or-7 ,OR-6,OR-3,or-3-7d')).toEqual([
      'OR-6',
      'OR-3',
      'OR-3-7D',
      'OR-7',
    ]);
    expect(parseDuelOptions('')).toEqual([]);
  });

  it("SD-232 refuses a fleet's option (HR-4, FP-8.3F) by name, and an unknown one", () => {
    expect(() => parseDuelOptions('OR-6,HR-4')).toThrow(
      /^option HR-4 \(fleet morale\) needs fleets: a duel of two ships does not play it$/,
    );
    expect(() => parseDuelOptions('fp-8.3f')).toThrow(/^option FP-8\.3F \(.*\) needs fleets/);
    expect(() => parseDuelOptions('HR-5')).toThrow(/^option HR-5 \(.*\) needs fleets/);
    expect(() => parseDuelOptions('OR-11')).toThrow(/^option OR-11 \(.*\) needs fleets/);
    expect(() => parseDuelOptions('fp-a3')).toThrow(/^option FP-A3 \(.*\) needs fleets/);
    expect(() => parseDuelOptions('OR-10')).toThrow(
      /^option "OR-10" is not played by the duel \(it plays FP-A1, OR-6, OR-9, OR-2, HR-1, OR-3, OR-3-7D, OR-5, OR-7, HR-2\)$/,
    );
  });

  it('SD-199 / SD-212 / SD-222 keeps the battle checks: OR-2 with FP-A1, OR-3-7D without OR-3, OR-5 without OR-3 and OR-9', () => {
    expect(() => parseDuelOptions('OR-2,FP-A1')).toThrow(/both change the wind/);
    expect(() => parseDuelOptions('OR-3-7D')).toThrow(/needs OR-3/);
    expect(() => parseDuelOptions('OR-5,OR-3')).toThrow(
      /needs OR-3, the two-segment turn, and OR-9/,
    );
    expect(parseDuelOptions('OR-5,OR-9,OR-3')).toEqual(['OR-9', 'OR-3', 'OR-5']);
  });
});

describe('SD-232 a duel with options', () => {
  it('SD-232 no options is the Fast Play duel; an empty list too', () => {
    for (const seed of [1, 2, 3])
      expect(runDuel(A, B, seed, { options: [] })).toEqual(runDuel(A, B, seed));
  });

  it('SD-232 the options change the duel (OR-6 full gunnery) and the sweep names them', () => {
    const fp = duelSweep(A, B, 0, 40);
    const or6 = duelSweep(A, B, 0, 40, undefined, ['OR-6']);
    expect(fp.setup).toEqual({ a: '74C:good', b: '80L:average' });
    expect(or6.setup).toEqual({ a: '74C:good', b: '80L:average', options: ['OR-6'] });
    expect(or6.classes).not.toEqual(fp.classes);
  });

  it('SD-232 the same seed and options give the same duel', () => {
    const o = { options: parseDuelOptions('OR-2,OR-3,OR-7,OR-9,HR-1') };
    expect(runDuel(A, B, 11, o)).toEqual(runDuel(A, B, 11, o));
  });

  it('the AI captain never gives an order the referee would refuse in duels with any options (FP-3 / FP-5.x / FP-6.2 / FP-5.8 / OR-x)', () => {
    const ships = fc.constantFrom(
      '74C:good',
      '80L:average',
      '98S:elite',
      '44:poor',
      '20-28:good',
      '64:average',
    );
    let parts = 0;
    let optioned = 0;
    let entangled = 0;
    let navigated = 0;
    // HR-2 parts at 1:3000, those under OR-5's 1:3000 table, and broadsides fired at that scale.
    const hr2 = { parts: 0, navigated: 0, fired: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        ships,
        ships,
        fc.subarray([...DUEL_OPTIONS], { minLength: 1 }),
        (seed, a, b, opts) => {
          fc.pre(!(opts.includes('OR-2') && opts.includes('FP-A1')));
          // SD-222 OR-5 is played with OR-3 and OR-9: drawn, it brings them.
          const chosen = opts.includes('OR-5') ? [...opts, 'OR-3', 'OR-9'] : opts;
          fc.pre(!(chosen.includes('OR-3-7D') && !chosen.includes('OR-3')));
          runDuel(parseDuellist(a), parseDuellist(b), seed, {
            maxTurns: 20,
            options: parseDuelOptions(chosen),
            onPart: (r) => {
              const p = r as DuelOptionPartRecord;
              parts++;
              if (p.optional) optioned++;
              if ((p.optional?.entangled ?? 0) > 0) entangled++;
              if (p.navigation) navigated++;
              // HR-2 the record says the scale; the legality check reads the core's 1:3000 figures.
              expect(p.scale === 3000).toBe(opts.includes('HR-2'));
              if (p.scale === 3000) {
                hr2.parts++;
                if (p.navigation) hr2.navigated++;
                hr2.fired += p.fired.length;
              }
              const judged =
                p.headingBeforeContact === undefined
                  ? p
                  : { ...p, headingAfter: p.headingBeforeContact };
              const bad = orderViolations(judged, p.optional);
              if (bad.length > 0)
                throw new Error(`seed ${seed} ${a} v ${b} ${opts}: ${bad.join('; ')}`);
              for (const why of [
                p.orders.reasons.sail,
                p.orders.reasons.course,
                ...(p.applied ?? []),
              ])
                expect(reasonText(why)).toMatch(/^[^\n]+$/);
            },
          });
        },
      ),
      { numRuns: 400, seed: 232 },
    );
    console.log(
      `duel options legality: ${parts} parts, ${optioned} with options' state, ${entangled} entangled, ${navigated} under OR-5, HR-2 ${JSON.stringify(hr2)}`,
    );
    expect(hr2.parts).toBeGreaterThan(500);
    expect(hr2.navigated).toBeGreaterThan(0);
    expect(hr2.fired).toBeGreaterThan(0);
    expect(navigated).toBeGreaterThan(100);
    expect(parts).toBeGreaterThan(2000);
    expect(optioned).toBeGreaterThan(1000);
    expect(entangled).toBeGreaterThan(0);
  }, 60_000);
});
