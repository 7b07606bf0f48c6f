// Issue 13: the whole-battle simulation by rule id - the setup and its options, the opening (SD-145),
// the ends (SD-149), FP-8.3 points, HR-4 breaking, FP-A1 wind, and the sweep's shards merging exactly.
import { describe, expect, it } from 'vitest';
import { fleetOf } from '../../../tests/support/sim-fleets.js';
import { mastToMastRange } from '../geometry/range.js';
import { relativeToWind } from '../sailing.js';
import { classById } from '../ship.js';
import { victoryPoints } from '../victory.js';
import { BATTLE_OPTIONS, parseBattleSetup, placeFleets } from './battle-state.js';
import { battleSweep } from './battle-sweep.js';
import { runBattle, type BattlePartRecord } from './battle.js';
import { duelRandom } from './duel.js';
import { mergeCounts } from './sweep.js';
import { entryShip } from './table.js';

const A = fleetOf(['3rd-80l:good', '3rd-74c:good', '3rd-74c:average']);
const B = fleetOf(['3rd-74c:average', '3rd-74c:average', '3rd-64:average']);

describe('issue 13 battle setup: parseBattleSetup and the options (FP-A1, HR-4, HR-1)', () => {
  it('reads two fleets, a turn limit and the options, sorted and without repeats', () => {
    const s = parseBattleSetup(A, B, 12, ' hr-4 ,FP-A1,HR-4');
    expect(s.turns).toBe(12);
    expect(s.options).toEqual(['FP-A1', 'HR-4']);
    expect(s.fleets.a.map((x) => x.classId)).toEqual(['3rd-80l', '3rd-74c', '3rd-74c']);
    expect(s.fleets.b[2]).toMatchObject({ crew: 'average', squadron: 'van' });
    expect(parseBattleSetup(A, B).options).toEqual([]);
    expect(BATTLE_OPTIONS).toEqual([
      'FP-A1',
      'HR-4',
      'FP-8.3F',
      'OR-6',
      'OR-9',
      'OR-2',
      'HR-1',
      'OR-3',
      'OR-3-7D',
      'OR-5',
      'OR-7',
      'HR-5',
      'HR-5E',
      'FP-A3',
      'OR-11',
      'HR-2',
    ]);
    expect(parseBattleSetup(A, B, 12, 'hr-1,HR-4').options).toEqual(['HR-4', 'HR-1']);
  });

  it('refuses an option it cannot play, naming the ones it can (never accepted and ignored)', () => {
    expect(() => parseBattleSetup(A, B, 10, 'OR-10')).toThrow(
      /option "OR-10" is not played by the battle simulation \(it plays FP-A1, HR-4, FP-8.3F, OR-6, OR-9, OR-2, HR-1, OR-3, OR-3-7D, OR-5, OR-7, HR-5, HR-5E, FP-A3, OR-11, HR-2\)/,
    );
    expect(() => parseBattleSetup(A, B, 10, ['HR-4', 'OR-10'])).toThrow(/OR-10/);
  });

  it('SD-212 refuses the seven-dice Abilità (OR-3-7D) without the two-segment turn (OR-3)', () => {
    expect(() => parseBattleSetup(A, B, 10, 'OR-3-7D')).toThrow(
      /^option OR-3-7D \(the seven-dice Abilità\) needs OR-3, the two-segment turn$/,
    );
    expect(parseBattleSetup(A, B, 10, 'or-3-7d,OR-3').options).toEqual(['OR-3', 'OR-3-7D']);
  });

  it('SD-222 refuses OR-5 navigation without both OR-3 (the two segments) and OR-9 (the rigging test)', () => {
    for (const opts of ['OR-5', 'OR-5,OR-3', 'OR-5,OR-9', 'OR-5,OR-3-7D,OR-3'])
      expect(() => parseBattleSetup(A, B, 10, opts)).toThrow(
        /^option OR-5 \(full-game navigation\) needs OR-3, the two-segment turn, and OR-9, the rigging damage test$/,
      );
    expect(parseBattleSetup(A, B, 10, 'or-5,OR-9,OR-3').options).toEqual(['OR-9', 'OR-3', 'OR-5']);
  });

  it('refuses an empty fleet, a bad turn limit, a fortification and an unknown crew', () => {
    expect(() => parseBattleSetup([], B)).toThrow(/fleet a has no ships/);
    expect(() => parseBattleSetup(A, [])).toThrow(/fleet b has no ships/);
    for (const t of [0, -1, 1.5, 501, Number.NaN])
      expect(() => parseBattleSetup(A, B, t)).toThrow(/turn limit/);
    const fort = SHIP_FORT();
    expect(() => parseBattleSetup(A, fleetOf([`${fort}:average`]))).toThrow(/fortification/);
    expect(() => parseBattleSetup(A, fleetOf(['3rd-74c:brave']))).toThrow(/unknown crew/);
  });
});

function SHIP_FORT(): string {
  return classById('fort-martello-tower').id;
}

describe('issue 13 SD-145 the opening: two lines ahead, beyond long range, sides drawn', () => {
  it('every ship off the wind, no contact, each enemy beyond long range (FP-1.8), both sides drawn to windward', () => {
    const setup = parseBattleSetup(A, B);
    const windward = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const table = placeFleets(setup, duelRandom(seed), 0);
      expect(table.entries.map((e) => e.uid)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
      for (const e of table.entries) {
        expect(relativeToWind(e.ship.heading, 0).r).toBe(4);
        expect(e.ship.sail).toBe('easy');
      }
      for (const x of table.entries.filter((e) => e.side === 'a'))
        for (const y of table.entries.filter((e) => e.side === 'b'))
          expect(mastToMastRange(entryShip(x), entryShip(y))).toBeGreaterThan(700);
      const a1 = table.entries[0]!.ship.pose.y;
      windward.add(a1 > 0 ? 'a' : 'b');
    }
    expect([...windward].sort()).toEqual(['a', 'b']);
  });
});

describe('issue 13 SD-149 / FP-8.3 how a battle ends and what it scores', () => {
  const setup = parseBattleSetup(A, B, 25);

  it('the same seed gives the same battle, part by part', () => {
    const parts = (seed: number) => {
      const out: BattlePartRecord[] = [];
      const r = runBattle(setup, seed, { onPart: (p) => out.push(p) });
      return { r, out };
    };
    const one = parts(77);
    const two = parts(77);
    expect(two.r).toEqual(one.r);
    expect(JSON.stringify(two.out)).toBe(JSON.stringify(one.out));
    expect(one.out.length).toBeGreaterThan(6);
  });

  it('a decided battle names its winner by the rule that ended it; the points are FP-8.3 standard', () => {
    const ends = new Set<string>();
    for (let seed = 0; seed < 25; seed++) {
      const r = runBattle(setup, seed);
      ends.add(r.end);
      const afloat = (side: 'a' | 'b') =>
        r.ships.filter((s) => s.side === side && s.fate === 'afloat').length;
      if (r.end === 'annihilated') expect(afloat(r.winner === 'a' ? 'b' : 'a')).toBe(0);
      if (r.end === 'mutual') expect(afloat('a') + afloat('b')).toBe(0);
      if (r.end === 'points') {
        expect(r.turns).toBe(25);
        const w = r.victoryPoints[r.winner!];
        expect(w).toBeGreaterThan(r.victoryPoints[r.winner === 'a' ? 'b' : 'a']);
      }
      if (r.end === 'even') expect(r.victoryPoints.a).toBe(r.victoryPoints.b);
      expect(r.end === 'broken').toBe(false);
      // FP-8.3 recomputed from the ships' fates and DC lost: 1 a ship that lost a DC, BF/2 struck or destroyed.
      for (const side of ['a', 'b'] as const) {
        const enemies = r.ships
          .filter((s) => s.side !== side)
          .map((s) => ({
            initialBf: classById(s.classId).bf,
            dcLost: s.dcLost,
            fate: s.fate === 'sunk' || s.fate === 'exploded' ? ('destroyed' as const) : s.fate,
          }));
        expect(r.victoryPoints[side]).toBe(victoryPoints(enemies).points);
      }
      expect(r.wind).toEqual({ direction: 0, strength: 'breeze' });
    }
    expect(ends.has('annihilated')).toBe(true);
  });

  it('SD-149 at the turn limit the side with more points wins, equal points are a draw', () => {
    const r = runBattle(parseBattleSetup(A, B, 1), 3);
    expect(r.turns).toBe(1);
    expect(['points', 'even', 'annihilated', 'mutual']).toContain(r.end);
    if (r.end === 'even') expect(r.winner).toBeNull();
  });

  it('HR-4 the first fleet to break loses; without HR-4 no battle ends by breaking', () => {
    // Against an elite fleet the poor one is boarded and taken before it breaks (SD-154), so a
    // good crew of the same class: each side can break, and the winner is the other.
    const poor = fleetOf(Array(6).fill('3rd-74c:poor'));
    const good = fleetOf(Array(6).fill('3rd-74c:good'));
    const withHr4 = parseBattleSetup(poor, good, 40, 'HR-4');
    const without = parseBattleSetup(poor, good, 40);
    let broken = 0;
    for (let seed = 0; seed < 4; seed++) {
      const r = runBattle(withHr4, seed);
      if (r.end === 'broken') {
        broken++;
        expect(r.winner).not.toBeNull();
      }
      expect(runBattle(without, seed).end).not.toBe('broken');
    }
    expect(broken).toBeGreaterThan(0);
  });

  it('FP-A1 the wind backs, veers, rises or falls only when the option is on', () => {
    const a1 = parseBattleSetup(A, B, 60, 'FP-A1');
    const winds = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const r = runBattle(a1, seed);
      winds.add(`${r.wind.direction}/${r.wind.strength}`);
    }
    expect(winds.size).toBeGreaterThan(1);
  });
});

describe('issue 13 battleSweep: shards by seed range merge exactly', () => {
  it('seeds 0-2 and 3-4 merged are seeds 0-4 in one run; per class tallies count every ship', () => {
    const setup = parseBattleSetup(A, B, 20, 'HR-4');
    const whole = battleSweep(setup, 0, 5);
    expect(mergeCounts(battleSweep(setup, 0, 3), battleSweep(setup, 3, 2))).toEqual(whole);
    expect(whole.kind).toBe('battle');
    // SD-270 the setup as played, and the scale it was played at.
    expect(whole.setup).toEqual({ ...JSON.parse(JSON.stringify(setup)), scale: '1:1200' });
    expect(whole.classes.reduce((n, t) => n + t.ships, 0)).toBe(5 * 6);
    const lost = (t: (typeof whole.classes)[number]) => t.struck + t.sunk + t.exploded + t.captured;
    expect(whole.classes.every((t) => lost(t) <= t.ships)).toBe(true);
    expect(whole.wins.a + whole.wins.b + whole.wins.draw).toBe(5);
    const seen: number[] = [];
    battleSweep(setup, 10, 3, (r) => seen.push(r.seed));
    expect(seen).toEqual([10, 11, 12]);
  });

  it('a different setup does not merge', () => {
    const x = battleSweep(parseBattleSetup(A, B, 5), 0, 1);
    const y = battleSweep(parseBattleSetup(A, B, 6), 1, 1);
    expect(() => mergeCounts(x, y)).toThrow(/not of the same sweep/);
  });
});
