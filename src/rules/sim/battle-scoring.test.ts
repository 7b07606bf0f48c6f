// Issue 13 FP-8.3 footnote scoring as a battle option (SD-195 FP-8.3F): the battle plays the same,
// only the points (and so the winner at the turn limit) follow the footnote.
import { describe, expect, it } from 'vitest';
import { fleetOf } from '../../../tests/support/sim-fleets.js';
import { classById, shipProfile } from '../ship.js';
import { parseBattleSetup } from './battle-state.js';
import { battleSweep } from './battle-sweep.js';
import { runBattle, type BattleResult } from './battle.js';
import { mergeCounts } from './sweep.js';

const A = fleetOf(['3rd-80l:good', '3rd-74c:good', '3rd-74c:average']);
const B = fleetOf(['3rd-74c:average', '3rd-74c:average', '3rd-64:average']);

/** FP-8.3 footnote written out by hand: 1 per DC lost, BF struck/sunk/exploded, 2 x BF captured, rounded down. */
function footnotePoints(r: BattleResult, side: 'a' | 'b'): number {
  let exact = 0;
  for (const s of r.ships) {
    if (s.side === side) continue;
    const bf = shipProfile(classById(s.classId), s.crew as 'average').bf;
    exact += s.dcLost;
    if (s.fate === 'struck' || s.fate === 'sunk' || s.fate === 'exploded') exact += bf;
    if (s.fate === 'captured') exact += 2 * bf;
  }
  return Math.floor(exact + 1e-9);
}

describe('issue 13 SD-195 FP-8.3F the FP-8.3 footnote scoring in a battle', () => {
  it('FP-8.3F same battle, part by part; the points are the footnote sums (1 per DC, BF, 2 x BF captured)', () => {
    const standard = parseBattleSetup(A, B, 12);
    const footnote = parseBattleSetup(A, B, 12, 'FP-8.3F');
    expect(footnote.options).toEqual(['FP-8.3F']);
    let differs = 0;
    for (let seed = 0; seed < 12; seed++) {
      const partsOf = (setup: typeof standard) => {
        const parts: string[] = [];
        const r = runBattle(setup, seed, { onPart: (p) => parts.push(JSON.stringify(p)) });
        return { r, parts };
      };
      const s = partsOf(standard);
      const f = partsOf(footnote);
      expect(f.parts).toEqual(s.parts);
      expect(f.r.ships).toEqual(s.r.ships);
      expect(f.r.turns).toBe(s.r.turns);
      for (const side of ['a', 'b'] as const)
        expect(f.r.victoryPoints[side]).toBe(footnotePoints(f.r, side));
      if (f.r.victoryPoints.a !== s.r.victoryPoints.a) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('FP-8.3F / OR-6 shards played with other options do not merge (sweep.ts: the setup names them)', () => {
    const plain = battleSweep(parseBattleSetup(A, B, 5), 0, 1);
    for (const options of ['FP-8.3F', 'OR-6', 'OR-9', 'OR-2']) {
      const other = battleSweep(parseBattleSetup(A, B, 5, options), 1, 1);
      expect(other.setup.options).toEqual([options]);
      expect(() => mergeCounts(plain, other)).toThrow(/not of the same sweep/);
    }
  });

  it('FP-8.3F at the turn limit the footnote points name the winner (SD-149)', () => {
    const footnote = parseBattleSetup(A, B, 6, 'FP-8.3F');
    let atLimit = 0;
    for (let seed = 0; seed < 20; seed++) {
      const r = runBattle(footnote, seed);
      if (r.end !== 'points' && r.end !== 'even') continue;
      atLimit++;
      const a = footnotePoints(r, 'a');
      const b = footnotePoints(r, 'b');
      expect(r.winner).toBe(a === b ? null : a > b ? 'a' : 'b');
    }
    expect(atLimit).toBeGreaterThan(0);
  });
});
