import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import { NO_DAMAGE, dcLost } from './damage.js';
import { resolveGuns } from './classes.js';
import { shipProfile } from './ship.js';
import {
  juryRigOrderFor,
  juryRigTurn,
  restoreJuryRiggedRdc,
  juryRigStep,
  restoredRdcLimits,
  restoredRdcSpeed,
  startJuryRig,
  unfoulAtLeastA,
  type JuryRigState,
} from './jury-rig.js';

describe('OR-9 jury rig', () => {
  it('OR-9 one RDC: reduce sail (segment 1), cut away (segment 2, Unf >= A), a turn of repair', () => {
    let s: JuryRigState = startJuryRig(1);
    expect(s).toEqual({ phase: 'reduceSail', rdcDown: 1 });
    s = juryRigStep(s, { kind: 'sailReduced', segment: 1 }).state;
    expect(s).toEqual({ phase: 'cutAway', rdcDown: 1, segmentsLeft: 1 });
    s = juryRigStep(s, { kind: 'cutAway', unfoul: 'A' }).state;
    expect(s).toEqual({ phase: 'repair', rdcDown: 1 });
    const step = juryRigStep(s, {
      kind: 'repairTurn',
      unfoul: 'AE',
      hitAtShortRangeLastTurn: false,
    });
    expect(step).toEqual({ state: { phase: 'rigged' }, restored: 1, refused: null });
  });
  it('OR-9 sail is reduced in segment 1 only', () =>
    expect(juryRigStep(startJuryRig(1), { kind: 'sailReduced', segment: 2 }).refused).toBe(
      'segment1Only',
    ));
  it('OR-9 Unf >= A: a failure leaves the step to do again (SD-34)', () => {
    expect(unfoulAtLeastA('fail')).toBe(false);
    expect(unfoulAtLeastA('A')).toBe(true);
    const s: JuryRigState = { phase: 'cutAway', rdcDown: 1, segmentsLeft: 1 };
    expect(juryRigStep(s, { kind: 'cutAway', unfoul: 'fail' })).toEqual({
      state: s,
      restored: 0,
      refused: null,
    });
  });
  it('OR-9 no repair if hit at short range the previous turn', () => {
    const s: JuryRigState = { phase: 'repair', rdcDown: 1 };
    expect(
      juryRigStep(s, { kind: 'repairTurn', unfoul: 'all', hitAtShortRangeLastTurn: true }),
    ).toEqual({
      state: s,
      restored: 0,
      refused: 'hitAtShortRange',
    });
  });
  it('OR-9 several RDC: two segments to cut away, a turn per RDC', () => {
    let s: JuryRigState = juryRigStep(startJuryRig(2), { kind: 'sailReduced', segment: 1 }).state;
    expect(s).toEqual({ phase: 'cutAway', rdcDown: 2, segmentsLeft: 2 });
    s = juryRigStep(s, { kind: 'cutAway', unfoul: 'A' }).state;
    s = juryRigStep(s, { kind: 'cutAway', unfoul: 'A' }).state;
    expect(s).toEqual({ phase: 'repair', rdcDown: 2 });
    const first = juryRigStep(s, {
      kind: 'repairTurn',
      unfoul: 'A',
      hitAtShortRangeLastTurn: false,
    });
    expect(first).toMatchObject({ state: { phase: 'repair', rdcDown: 1 }, restored: 1 });
    expect(
      juryRigStep(first.state, { kind: 'repairTurn', unfoul: 'A', hitAtShortRangeLastTurn: false })
        .state,
    ).toEqual({
      phase: 'rigged',
    });
  });
  it('OR-9 an event out of its phase is refused', () => {
    expect(juryRigStep(startJuryRig(1), { kind: 'cutAway', unfoul: 'A' }).refused).toBe(
      'wrongPhase',
    );
    expect(juryRigStep({ phase: 'rigged' }, { kind: 'sailReduced', segment: 1 }).refused).toBe(
      'wrongPhase',
    );
  });
  it('OR-9 a jury rig needs an RDC down', () => expect(() => startJuryRig(0)).toThrow(RuleError));
});

describe('OR-9 speeds on restored RDC (fact OR-9.juryrig, SD-35)', () => {
  it('OR-9 3 lost and restored: easy sail only', () =>
    expect(restoredRdcLimits({ restored: 3, rdcLost: 3, rdc: 6 })).toEqual({
      maxSail: 'easy',
      segment1Spread: false,
      noMovement: false,
    }));
  it('OR-9 fewer than 3 restored: no limit', () =>
    expect(restoredRdcLimits({ restored: 2, rdcLost: 2, rdc: 6 }).maxSail).toBe('full'));
  it('OR-9 5 restored: the segment-1 speed spread over both segments', () => {
    const limits = restoredRdcLimits({ restored: 5, rdcLost: 5, rdc: 6 });
    expect(limits).toMatchObject({ maxSail: 'easy', segment1Spread: true });
    expect(restoredRdcSpeed({ segment1Mm: 25, segment2Mm: 20 }, limits)).toEqual({
      segment1Mm: 12.5,
      segment2Mm: 12.5,
    });
  });
  it('OR-9 all lost: no movement', () => {
    const limits = restoredRdcLimits({ restored: 6, rdcLost: 6, rdc: 6 });
    expect(limits.noMovement).toBe(true);
    expect(restoredRdcSpeed({ segment1Mm: 25, segment2Mm: 20 }, limits)).toEqual({
      segment1Mm: 0,
      segment2Mm: 0,
    });
  });
  it('refuses negative counts', () =>
    expect(() => restoredRdcLimits({ restored: -1, rdcLost: 0, rdc: 6 })).toThrow(RuleError));
});

describe('OR-9 / SD-95 the jury rig played a turn at a time (one Abilità roll a turn)', () => {
  it('OR-9 SD-95 the step calls for cutting away until the wreckage is gone, then for the jury rig', () => {
    expect(juryRigOrderFor('reduceSail')).toBe('cutAwayWreck');
    expect(juryRigOrderFor('cutAway')).toBe('cutAwayWreck');
    expect(juryRigOrderFor('repair')).toBe('juryRig');
  });
  it('OR-9 SD-95 one RDC: the first cut-away turn reduces sail (segment 1) and cuts away (segment 2); the next turn repairs', () => {
    const cut = juryRigTurn(startJuryRig(1), 'cutAwayWreck', 'A', false);
    expect(cut).toEqual({
      state: { phase: 'repair', rdcDown: 1 },
      restored: 0,
      refused: null,
      sailReduced: true,
    });
    expect(juryRigTurn(cut.state, 'juryRig', 'all', false)).toEqual({
      state: { phase: 'rigged' },
      restored: 1,
      refused: null,
      sailReduced: false,
    });
  });
  it('OR-9 SD-34 a failed cut-away still reduces the sail; the next turn tries the cut again (no second reduction)', () => {
    const failed = juryRigTurn(startJuryRig(1), 'cutAwayWreck', 'fail', false);
    expect(failed.state).toEqual({ phase: 'cutAway', rdcDown: 1, segmentsLeft: 1 });
    expect(failed.sailReduced).toBe(true);
    const again = juryRigTurn(failed.state, 'cutAwayWreck', 'AE', false);
    expect(again).toMatchObject({ state: { phase: 'repair', rdcDown: 1 }, sailReduced: false });
  });
  it('OR-9 SD-34 several RDC: two successful cut-away turns, then a repair turn per RDC', () => {
    let t = juryRigTurn(startJuryRig(2), 'cutAwayWreck', 'A', false);
    expect(t.state).toEqual({ phase: 'cutAway', rdcDown: 2, segmentsLeft: 1 });
    t = juryRigTurn(t.state, 'cutAwayWreck', 'A', false);
    expect(t.state).toEqual({ phase: 'repair', rdcDown: 2 });
    t = juryRigTurn(t.state, 'juryRig', 'A', false);
    expect(t).toMatchObject({ state: { phase: 'repair', rdcDown: 1 }, restored: 1 });
    t = juryRigTurn(t.state, 'juryRig', 'A', false);
    expect(t).toMatchObject({ state: { phase: 'rigged' }, restored: 1 });
  });
  it('OR-9 no repair the turn after a short-range hit; a failed repair is tried again', () => {
    const repair = { phase: 'repair', rdcDown: 1 } as const;
    expect(juryRigTurn(repair, 'juryRig', 'all', true)).toMatchObject({
      state: repair,
      restored: 0,
      refused: 'hitAtShortRange',
    });
    expect(juryRigTurn(repair, 'juryRig', 'fail', false)).toMatchObject({
      state: repair,
      restored: 0,
      refused: null,
    });
  });
  it('OR-9 SD-95 the wrong order for the step changes nothing', () => {
    expect(juryRigTurn(startJuryRig(1), 'juryRig', 'all', false).refused).toBe('wrongPhase');
    expect(juryRigTurn({ phase: 'repair', rdcDown: 1 }, 'cutAwayWreck', 'all', false).refused).toBe(
      'wrongPhase',
    );
  });
});

describe('OR-9 a jury-rigged RDC still counts as lost for Abilità (as D-4)', () => {
  const p74 = shipProfile(resolveGuns('74C')); // DC 120, 6 RDC
  it('OR-9 the box is restored for speed, its -1 Abilità stays (riggingRepaired + 1)', () => {
    const damage = { ...NO_DAMAGE, rigging: 2 * p74.dcCapacity + 10 };
    const after = restoreJuryRiggedRdc(p74, damage);
    expect(after).toEqual({ ...damage, rigging: p74.dcCapacity + 10, riggingRepaired: 1 });
    expect(dcLost(p74, after)).toMatchObject({ rigging: 1, riggingRepaired: 1, total: 2 });
  });
  it('OR-9 nothing to restore when no RDC box is lost', () => {
    const damage = { ...NO_DAMAGE, rigging: 10 };
    expect(restoreJuryRiggedRdc(p74, damage)).toBe(damage);
  });
});
