// Issue 13 OR-9 the rigging damage test in the battle simulation: the test and its damage (SD-30 /
// SD-31), the RDC it brings down and what they do (SD-33 / SD-76 / SD-99), the jury rig (SD-95 /
// SD-96 / SD-97 / SD-98), the due test at full sail in a strong wind (SD-32), a forbidden heading
// (SD-197), a collision (SD-198) and the captain's orders while down (SD-192); then seeded battles.
import { describe, expect, it } from 'vitest';
import { fleetOf } from '../../../tests/support/sim-fleets.js';
import { reason, reasonText } from './reasons.js';
import { NO_DAMAGE, trackState } from '../damage.js';
import { leeSide } from '../rigging-test.js';
import { pctOfDc } from '../ship.js';
import { BattleOptionRules } from './battle-options.js';
import {
  broadsideScore,
  carryOutJuryRig,
  collisionRiggingTests,
  dueRiggingTest,
  hoveToByWreck,
  juryRigPhase,
  rdcDown,
  speedSailOf,
  takeRiggingTest,
} from './battle-rigging.js';
import { parseBattleSetup } from './battle-state.js';
import { runBattle } from './battle.js';
import { makeSimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import type { FleetShipOrders } from './fleet-captain.js';
import { orderViolations } from './legality.js';
import { tableEntry } from './table.js';

/** 3d6 totals and die faces given in order. */
function scripted(rolls: number[], ints: number[] = []): DuelRandom {
  return {
    roll3d6: () => rolls.shift()!,
    int: () => ints.shift()!,
  };
}

const STRONG = { wind: 0, strength: 'strong' as const };
// Heading 4 (east) with the wind from the north: the wind on her port side, her lee side starboard.
const ship = (crew: 'poor' | 'average' = 'average', classId = '3rd-74c') =>
  makeSimShip('a', { classId, crew }, { x: 0, y: 0, headingDeg: 0 }, 4);

/** A ship one rigging point short of losing an RDC, at full sail. */
function onTheEdge() {
  const s = ship();
  s.sail = 'full';
  s.damage = { ...NO_DAMAGE, rigging: s.profile.dcCapacity - 1 };
  return s;
}

describe('issue 13 OR-9 the rigging damage test on a simulated ship', () => {
  it('OR-9 average 8, 3d6 of 3 (-2), full sail (-5), strong wind (-4): -3, 30% of a DC of rigging', () => {
    const s = ship();
    s.sail = 'full';
    const t = takeRiggingTest(s, 'fullSailStrongWind', scripted([3]), STRONG)!;
    expect(t.score).toBe(-3);
    expect(t.points).toBe(pctOfDc(s.profile.dcCapacity, 30));
    expect(s.damage.rigging).toBe(t.points);
    expect(t.rdcLost).toBe(0);
    expect(s.wreck).toBeUndefined();
  });

  it('OR-9 / SD-33 / SD-99 an RDC brought down: the jury rig starts, speed one step lower, hove to, wreck to lee', () => {
    const s = onTheEdge();
    const t = takeRiggingTest(s, 'fullSailStrongWind', scripted([3]), STRONG)!;
    expect(t.rdcLost).toBe(1);
    expect(rdcDown(s)).toBe(1);
    expect(juryRigPhase(s)).toBe('reduceSail');
    expect(s.wreck?.speedSail).toBe('easy');
    expect(speedSailOf(s)).toBe('easy');
    expect(hoveToByWreck(s)).toBe(true);
    expect(s.wreck?.wreckageSide).toBe(leeSide(4, 0));
    expect(s.wreck?.wreckageSide).toBe('starboard');
    // SD-76 -1 from the wreckage's side only, never below 3.
    expect(broadsideScore(s, 'starboard', 10)).toBe(9);
    expect(broadsideScore(s, 'port', 10)).toBe(10);
    expect(broadsideScore(s, 'starboard', 3)).toBe(3);
  });

  it('OR-9 / SD-32 head to wind: the wreckage side is a die, odd port, even starboard', () => {
    const s = onTheEdge();
    s.heading = 8; // running before a north wind: dead astern
    takeRiggingTest(s, 'forbiddenHeading', scripted([3], [3]), STRONG);
    expect(s.wreck?.wreckageSide).toBe('port');
  });

  it('OR-9 no test in a calm; the due test only at full sail in a strong wind or a storm', () => {
    const s = ship();
    s.sail = 'full';
    expect(
      takeRiggingTest(s, 'storm', scripted([3]), { wind: 0, strength: 'calm' as never }),
    ).toBeNull();
    expect(dueRiggingTest(s, scripted([3]), { wind: 0, strength: 'breeze' })).toBeNull();
    s.sail = 'easy';
    expect(dueRiggingTest(s, scripted([3]), STRONG)).toBeNull();
    s.sail = 'full';
    expect(dueRiggingTest(s, scripted([3]), STRONG)?.cause).toBe('fullSailStrongWind');
  });

  it('OR-9 / SD-95 / SD-97 / SD-98 the jury rig: cut away (sail brought down), no repair after a short-range hit, then rigged', () => {
    const s = onTheEdge();
    takeRiggingTest(s, 'fullSailStrongWind', scripted([3]), STRONG);
    const lost = trackState(s.profile, s.damage, 'rigging').lost;
    carryOutJuryRig(s, ['cutAwayWreck'], 12, 5);
    expect(s.sail).toBe('easy');
    expect(juryRigPhase(s)).toBe('repair');
    // A failed Unf (score 5) leaves the step to try again (SD-34).
    carryOutJuryRig(s, ['juryRig'], 5, 6);
    expect(juryRigPhase(s)).toBe('repair');
    s.wreck = { ...s.wreck!, shortHitTurn: 6 };
    carryOutJuryRig(s, ['juryRig'], 12, 7);
    expect(juryRigPhase(s)).toBe('repair');
    carryOutJuryRig(s, ['juryRig'], 12, 8);
    expect(juryRigPhase(s)).toBeNull();
    expect(rdcDown(s)).toBe(0);
    expect(s.wreck?.restored).toBe(1);
    expect(trackState(s.profile, s.damage, 'rigging').lost).toBe(lost - 1);
    expect(s.damage.riggingRepaired).toBe(1);
    expect(hoveToByWreck(s)).toBe(false);
    expect(speedSailOf(s)).toBe(s.sail);
  });

  it('OR-9 / SD-198 a collision: each ship tests, the damage measured by the other ship, rates against counted', () => {
    const big = ship('average', '1st-130');
    const small = ship('average', '6th-20-28');
    const [tb, ts] = collisionRiggingTests(
      { ship: big },
      { ship: small },
      scripted([3, 3]),
      STRONG,
    );
    // Big: 8 -2 -2 (easy sail) -4 = 0, passes. Small: the same, less 5 rates against it (1st to 6th).
    expect(tb!.score).toBe(0);
    expect(ts!.score).toBe(-5);
    expect(ts!.points).toBe(pctOfDc(big.profile.dcCapacity, 50));
    expect(small.damage.rigging).toBe(ts!.points);
  });
});

describe('issue 13 OR-9 / SD-192 / SD-197 the battle captain and the part under OR-9', () => {
  it('OR-9 while down the captain orders the jury rig step, no turn and no more sail (captain-options)', () => {
    const s = onTheEdge();
    takeRiggingTest(s, 'forbiddenHeading', scripted([3]), STRONG);
    s.sail = 'easy';
    const rules = BattleOptionRules.of(['OR-9'], scripted([]), {
      wind: 0,
      strength: 'strong',
      entries: [],
    })!;
    const fp: FleetShipOrders = {
      ship: 'a',
      orders: ['increaseSail', 'changeCourse', 'fireStarboard'],
      sail: 'full',
      heading: 5,
      fire: [
        { side: 'starboard', aim: 'hull', reason: reason('fireAtHull', { side: 'starboard' }) },
      ],
      reasons: {
        fire: reason('noFireOnBoard'),
        sail: reason('keepSail', { sail: 'full' }),
        course: reason('cannotManoeuvre'),
        guns: [],
      },
      target: 0,
      targetReason: reason('engageNearest', { mm: 100 }),
    };
    const o = rules.orders(tableEntry(s, 'a1', 'a'), fp);
    expect(o.orders).toEqual(['fireStarboard', 'cutAwayWreck']);
    expect(o.sail).toBe('easy');
    expect(o.applied.map(reasonText).join(' ')).toMatch(/OR-9/);
  });

  it('SD-197 a forbidden heading: FP-5.4 10% DC without OR-9, the OR-9 test with it', () => {
    const table = { wind: 0, strength: 'strong' as const, entries: [] };
    const fp = ship();
    BattleOptionRules.of(['OR-6'], scripted([]), table)!.forbiddenHeading(fp);
    expect(fp.damage.rigging).toBe(pctOfDc(fp.profile.dcCapacity, 10));
    const or9 = ship();
    BattleOptionRules.of(['OR-9'], scripted([3]), table)!.forbiddenHeading(or9);
    // 8 -2 -2 (easy) -4 = 0: the test passes, no damage.
    expect(or9.damage.rigging).toBe(0);
  });
});

describe('issue 13 OR-9 in seeded battles (FP-A1 brings the strong wind and the shifts into irons)', () => {
  it('OR-9 rigging comes down and is jury-rigged; every part legal; the record names the options', () => {
    const A = fleetOf(['3rd-80l:good', '3rd-74c:good', '3rd-74c:average']);
    const B = fleetOf(['3rd-74c:average', '3rd-74c:average', '3rd-64:average']);
    const setup = parseBattleSetup(A, B, 60, 'FP-A1,OR-9');
    let down = 0;
    let juryRig = 0;
    for (let seed = 0; seed < 60; seed++)
      runBattle(setup, seed, {
        onPart: (p) => {
          expect(p.optional?.options.riggingTest).toBe(true);
          expect(orderViolations(p, p.optional)).toEqual([]);
          if ((p.optional?.rdcDown ?? 0) > 0) {
            down++;
            expect(p.orders.orders.some((o) => o === 'cutAwayWreck' || o === 'juryRig')).toBe(true);
            expect(p.orders.orders).not.toContain('changeCourse');
            expect(p.orders.orders).not.toContain('increaseSail');
          }
          if (p.orders.orders.includes('juryRig')) juryRig++;
        },
      });
    expect(down).toBeGreaterThan(0);
    expect(juryRig).toBeGreaterThan(0);
  }, 30_000);
});
