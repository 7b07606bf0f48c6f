// Issue 13 OR-2 the wind of a simulated battle: the set-up roll's strength (SD-199), the start-of-turn
// change only on two consecutive turns (windChange, SD-65), ships newly put in irons (SD-24), calm
// (SD-59) and storm (SD-60), OR-2 refused with FP-A1 (SD-199), and seeded battles that play it.
import { describe, expect, it } from 'vitest';
import { fleetOf } from '../../../tests/support/sim-fleets.js';
import { pctOfDc } from '../ship.js';
import { BattleOptionRules } from './battle-options.js';
import { parseBattleSetup } from './battle-state.js';
import { calmFactor, setupWind, startOfTurnWind, stormTestDue } from './battle-wind.js';
import { runBattle } from './battle.js';
import { makeSimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { orderViolations } from './legality.js';
import { tableEntry, type SimTable } from './table.js';

function scripted(rolls: number[]): DuelRandom {
  return { roll3d6: () => rolls.shift()!, int: () => 1 };
}

const ship = (heading: number, classId = '3rd-74c') =>
  makeSimShip('a', { classId, crew: 'average' }, { x: 0, y: 0, headingDeg: 0 }, heading);

function tableOf(...headings: number[]): SimTable {
  return {
    wind: 0,
    strength: 'breeze',
    entries: headings.map((h, i) => tableEntry(ship(h), `a${i + 1}`, 'a')),
  };
}

describe('issue 13 OR-2 the set-up roll and the start-of-turn wind in a simulated battle', () => {
  it('OR-2 / SD-199 the set-up roll sets the strength (10: light airs, 3: strong wind), the wind stays from the north', () => {
    const t = tableOf(4);
    expect(setupWind(t, scripted([10]))).toEqual({ force: 'light-airs', previousRoll: null });
    expect(t.strength).toBe('light');
    const t2 = tableOf(4);
    expect(setupWind(t2, scripted([3])).force).toBe('strong-wind');
    expect([t2.strength, t2.wind]).toEqual(['strong', 0]);
  });

  it('OR-2 a change happens only when it comes up two turns running; a backing wind puts ships in irons (SD-24)', () => {
    // Heading 13 is three points off a north wind; backed one point (to 15) it is two: in irons.
    const t = tableOf(13, 4);
    const w = { force: 'moderate-breeze' as const, previousRoll: null };
    const wind = { ...w } as {
      force: 'moderate-breeze' | 'light-breeze';
      previousRoll: number | null;
    };
    expect(startOfTurnWind(t, wind, scripted([4]))).toEqual([]);
    expect([t.wind, wind.force, wind.previousRoll]).toEqual([0, 'moderate-breeze', 4]);
    const irons = startOfTurnWind(t, wind, scripted([7]));
    expect([t.wind, wind.force, t.strength]).toEqual([15, 'light-breeze', 'breeze']);
    expect(irons).toEqual([t.entries[0]!.ship]);
    // Already in irons under the old wind: not put there again.
    const again = startOfTurnWind(t, wind, scripted([4]));
    expect(t.wind).toBe(14);
    expect(again).not.toContain(t.entries[0]!.ship);
  });

  it('OR-2 / SD-59 calm: sailing ships do not move, oared ships at half; SD-60 storm: full sail tests', () => {
    const calm = { force: 'calm' as const, previousRoll: null };
    expect(calmFactor(ship(4), calm)).toBe(0);
    expect(calmFactor(ship(4, 'unrated-gunboat-large'), calm)).toBe(0.5);
    expect(calmFactor(ship(4), { force: 'light-airs', previousRoll: null })).toBe(1);
    const full = ship(4);
    full.sail = 'full';
    expect(stormTestDue(full, { force: 'storm', previousRoll: null })).toBe(true);
    expect(stormTestDue(ship(4), { force: 'storm', previousRoll: null })).toBe(false);
    expect(stormTestDue(full, { force: 'strong-wind', previousRoll: null })).toBe(false);
  });

  it('OR-2 / SD-60 / SD-200 a storm: a ship at full sail takes the OR-9 test at the end of her part, OR-9 off', () => {
    const t = tableOf(4);
    const rules = BattleOptionRules.of(['OR-2'], scripted([3, 3]), t)!;
    expect(rules.or2?.force).toBe('strong-wind');
    rules.or2!.force = 'storm';
    const e = t.entries[0]!;
    e.ship.sail = 'full';
    rules.part.beforeFireToll(e);
    // 8 (average) -2 (3d6 of 3) -5 (full sail) -4 (a storm reads as a strong wind): -3, 30% of a DC.
    expect(e.ship.damage.rigging).toBe(pctOfDc(e.ship.profile.dcCapacity, 30));
    const easy = tableOf(4);
    const calm = BattleOptionRules.of(['OR-2'], scripted([3]), easy)!;
    calm.or2!.force = 'storm';
    calm.part.beforeFireToll(easy.entries[0]!);
    expect(easy.entries[0]!.ship.damage.rigging).toBe(0);
  });

  it('SD-199 OR-2 and FP-A1 together are refused with one message', () => {
    const f = fleetOf(['3rd-74c:good']);
    expect(() => parseBattleSetup(f, f, 10, 'OR-2,FP-A1')).toThrow(
      /options OR-2 and FP-A1 both change the wind: play one of them/,
    );
  });
});

describe('issue 13 OR-2 in seeded battles', () => {
  it('OR-2 the wind varies from battle to battle and within one; every part legal (calm: no sailing ship moves)', () => {
    const A = fleetOf(['3rd-80l:good', '3rd-74c:good', 'unrated-gunboat-large:average']);
    const B = fleetOf(['3rd-74c:average', '3rd-74c:average', '3rd-64:average']);
    const setup = parseBattleSetup(A, B, 40, 'OR-2');
    const forces = new Set<string>();
    const directions = new Set<number>();
    let calmParts = 0;
    for (let seed = 0; seed < 40; seed++) {
      const r = runBattle(setup, seed, {
        onPart: (p) => {
          expect(orderViolations(p, p.optional)).toEqual([]);
          forces.add(p.optional!.windForce!);
          directions.add(p.before.wind);
          if (p.optional!.windForce === 'calm') calmParts++;
        },
      });
      directions.add(r.wind.direction);
    }
    expect(forces.size).toBeGreaterThan(3);
    expect(directions.size).toBeGreaterThan(1);
    console.log(`OR-2 battles: strengths ${[...forces].join(', ')}; ${calmParts} parts in a calm`);
  }, 30_000);

  it('OR-2 off: the wind is from the north at a breeze throughout (SD-140)', () => {
    const A = fleetOf(['3rd-74c:good']);
    const r = runBattle(parseBattleSetup(A, A, 20), 3, {
      onPart: (p) => {
        expect(p.before.wind).toBe(0);
        expect(p.windStrength).toBe('breeze');
        expect(p.optional).toBeUndefined();
      },
    });
    expect(r.wind).toEqual({ direction: 0, strength: 'breeze' });
  });
});
