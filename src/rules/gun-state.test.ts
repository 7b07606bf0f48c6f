import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import {
  fireRefusal,
  fireSide,
  freshGuns,
  reloadRefusal,
  reloadSide,
  runOutGuns,
  runOutRefusal,
  settleGuns,
  type GunPhase,
} from './gun-state.js';

const seg = (turn: number, segment: 1 | 2): GunPhase => ({ turn, segment });
const whole = (turn: number): GunPhase => ({ turn, segment: null });

describe('OR-6 gun state with segments (OR-3 on)', () => {
  it('OR-6 a fresh ship fires a normal broadside; the side then needs a reload', () => {
    const { guns, broadside } = fireSide(freshGuns(), 'port', seg(1, 1));
    expect(broadside).toBe('normal');
    expect(guns.port.status).toBe('fired');
    expect(fireRefusal(guns, 'port', seg(1, 2))).toBe('notLoaded');
    expect(fireRefusal(guns, 'starboard', seg(1, 2))).toBeNull();
  });
  it('OR-6 both sides may fire in one segment', () => {
    const a = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    expect(fireRefusal(a, 'starboard', seg(1, 1))).toBeNull();
  });
  it('OR-6 reload in one segment, fire the next', () => {
    const fired = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    const { guns, result } = reloadSide(fired, 'port', seg(1, 2), 'average', 10);
    expect(result).toEqual({ reloaded: true, initial: false });
    expect(guns.port.status).toBe('reloading');
    expect(fireRefusal(guns, 'port', seg(1, 2))).toBe('reloadingThisPhase');
    expect(fireRefusal(guns, 'port', seg(2, 1))).toBeNull();
    expect(settleGuns(guns, seg(2, 1)).port.status).toBe('loaded');
    expect(fireSide(guns, 'port', seg(2, 1)).broadside).toBe('normal');
  });
  it('OR-6 a ship reloading one side may not fire the other in that segment', () => {
    const fired = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    const reloading = reloadSide(fired, 'port', seg(1, 2), 'good', 12).guns;
    expect(fireRefusal(reloading, 'starboard', seg(1, 2))).toBe('reloadingThisPhase');
    expect(() => fireSide(reloading, 'starboard', seg(1, 2))).toThrow(RuleError);
    expect(fireRefusal(reloading, 'starboard', seg(2, 1))).toBeNull();
  });
  it('OR-6 a ship that fired in a segment may not reload in it', () => {
    const a = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    expect(reloadRefusal(a, 'port', seg(1, 1))).toBe('firedThisPhase');
    expect(reloadRefusal(a, 'port', seg(1, 2))).toBeNull();
  });
  it('OR-6 a loaded side has nothing to reload', () => {
    expect(reloadRefusal(freshGuns(), 'port', seg(1, 1))).toBe('notFired');
  });
  it('OR-6 a failed reload leaves the side to reload, and still blocks fire in that segment', () => {
    const fired = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    const { guns, result } = reloadSide(fired, 'port', seg(1, 2), 'poor', 8);
    expect(result.reloaded).toBe(false);
    expect(guns.port.status).toBe('fired');
    expect(fireRefusal(guns, 'starboard', seg(1, 2))).toBe('reloadingThisPhase');
    expect(reloadRefusal(guns, 'port', seg(2, 1))).toBeNull();
  });
  it('OR-6 a perfect reload (16-18) makes the next broadside initial, once', () => {
    const fired = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    const perfect = reloadSide(fired, 'port', seg(1, 2), 'average', 17).guns;
    const shot = fireSide(perfect, 'port', seg(2, 1));
    expect(shot.broadside).toBe('initial');
    const again = reloadSide(shot.guns, 'port', seg(2, 2), 'average', 12).guns;
    expect(fireSide(again, 'port', seg(3, 1)).broadside).toBe('normal');
  });
  it('OR-6 guns run out in a turn without fire or reload: the first broadside of each side is initial', () => {
    const out = runOutGuns(freshGuns(), seg(1, 1));
    expect([out.port.status, out.starboard.status]).toEqual(['runOut', 'runOut']);
    expect(fireRefusal(out, 'port', seg(1, 2))).toBe('runOutThisTurn');
    const p = fireSide(out, 'port', seg(2, 1));
    expect(p.broadside).toBe('initial');
    expect(fireSide(p.guns, 'starboard', seg(2, 1)).broadside).toBe('initial');
  });
  it('OR-6 guns run out after the side has fired: normal broadside', () => {
    const fired = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    const reloaded = reloadSide(fired, 'port', seg(1, 2), 'elite', 10).guns;
    const out = runOutGuns(reloaded, seg(2, 1));
    expect(out.port.status).toBe('runOut');
    expect(fireSide(out, 'port', seg(3, 1)).broadside).toBe('normal');
  });
  it('OR-6 the run out order needs a turn without firing or reloading', () => {
    const fired = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    expect(runOutRefusal(fired, seg(1, 2))).toBe('firedOrReloadedThisTurn');
    const reloading = reloadSide(fired, 'port', seg(1, 2), 'good', 11).guns;
    expect(runOutRefusal(reloading, seg(1, 2))).toBe('firedOrReloadedThisTurn');
    expect(runOutRefusal(reloading, seg(2, 1))).toBeNull();
    expect(reloadRefusal(runOutGuns(reloading, seg(2, 1)), 'port', seg(2, 2))).toBe(
      'runOutThisTurn',
    );
  });
  it('OR-6 with both sides fired there is nothing to run out', () => {
    const a = fireSide(freshGuns(), 'port', seg(1, 1)).guns;
    const b = fireSide(a, 'starboard', seg(1, 1)).guns;
    expect(runOutRefusal(b, seg(2, 1))).toBe('nothingLoaded');
    expect(() => runOutGuns(b, seg(2, 1))).toThrow(RuleError);
  });
});

describe('SD-38 gun state by whole turns (OR-3 off)', () => {
  it('SD-38 reload in one turn, fire the next', () => {
    const fired = fireSide(freshGuns(), 'starboard', whole(1)).guns;
    expect(reloadRefusal(fired, 'starboard', whole(1))).toBe('firedThisPhase');
    const r = reloadSide(fired, 'starboard', whole(2), 'good', 9).guns;
    expect(fireRefusal(r, 'starboard', whole(2))).toBe('reloadingThisPhase');
    expect(fireRefusal(r, 'port', whole(2))).toBe('reloadingThisPhase');
    expect(fireRefusal(r, 'starboard', whole(3))).toBeNull();
  });
  it('SD-38 a bad phase is refused', () => {
    expect(() => settleGuns(freshGuns(), { turn: -1, segment: null })).toThrow(RuleError);
    expect(() => settleGuns(freshGuns(), { turn: 1, segment: 3 as 1 })).toThrow(RuleError);
  });
});
