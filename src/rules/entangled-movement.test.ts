import { describe, expect, it } from 'vitest';
import {
  applyEntangledStep,
  entangledStep,
  windwardTurnDeg,
  type EntangledStepInput,
} from './entangled-movement.js';
import { RuleError } from './errors.js';

// Wind from the north; both ships on a beam reach heading east, the rammer alongside to port.
const BASE: EntangledStepInput = {
  turnsSinceCollision: 1,
  twoSegmentTurn: true,
  segment: 1,
  windFromDeg: 0,
  rammer: { x: 0, y: 40, headingDeg: 90 },
  rammed: { x: 0, y: 0, headingDeg: 90 },
};
const step = (turn: number, segment: 1 | 2) =>
  entangledStep({ ...BASE, turnsSinceCollision: turn, segment });

describe('OR-7 entangled movement, two-segment turn', () => {
  it('OR-7 turn 1 segment 1: the rammed ship turns one point away from the wind, both sail', () => {
    expect(step(1, 1)).toEqual({ turner: 'rammed', turnDeg: 22.5, move: 'sail' });
  });
  it('OR-7 turn 1 segment 2: both drift downwind, no turn', () => {
    expect(step(1, 2)).toEqual({ turner: null, turnDeg: 0, move: 'drift' });
  });
  it('OR-7 turn 2 segment 1: the rammer turns one point into the wind, both drift', () => {
    expect(step(2, 1)).toEqual({ turner: 'rammer', turnDeg: -22.5, move: 'drift' });
  });
  it('OR-7 turn 2 segment 2: both drift', () => {
    expect(step(2, 2)).toEqual({ turner: null, turnDeg: 0, move: 'drift' });
  });
  it('OR-7 turn 3 segment 1: the rammed ship again, away from the wind, both drift', () => {
    expect(step(3, 1)).toEqual({ turner: 'rammed', turnDeg: 22.5, move: 'drift' });
    expect(step(4, 1).turner).toBe('rammer');
  });
  it('OR-7 away from and into the wind on either tack', () => {
    expect(windwardTurnDeg(270, 0, true)).toBe(-22.5);
    expect(windwardTurnDeg(270, 0, false)).toBe(22.5);
    expect(windwardTurnDeg(45, 0, true)).toBe(22.5);
  });
  it('OR-7 wind dead astern or dead ahead: no turn', () => {
    expect(windwardTurnDeg(180, 0, true)).toBe(0);
    expect(windwardTurnDeg(0, 0, false)).toBe(0);
    const astern = entangledStep({ ...BASE, rammed: { x: 0, y: 0, headingDeg: 180 } });
    expect(astern).toEqual({ turner: 'rammed', turnDeg: 0, move: 'sail' });
  });
});

describe('OR-7 footnote 19: entangled movement without the two-segment turn', () => {
  const fn19 = { ...BASE, twoSegmentTurn: false, segment: null } as const;
  it('OR-7 footnote 19: the active ship turns one point away from the wind, then both drift', () => {
    expect(entangledStep({ ...fn19, active: 'rammer' })).toEqual({
      turner: 'rammer',
      turnDeg: 22.5,
      move: 'drift',
    });
    expect(entangledStep({ ...fn19, turnsSinceCollision: 2, active: 'rammed' })).toEqual({
      turner: 'rammed',
      turnDeg: 22.5,
      move: 'drift',
    });
  });
  it('OR-7 footnote 19 needs the active ship and no segment; OR-3 needs a segment', () => {
    expect(() => entangledStep(fn19)).toThrow(RuleError);
    expect(() => entangledStep({ ...fn19, segment: 1, active: 'rammer' })).toThrow(RuleError);
    expect(() => entangledStep({ ...BASE, segment: null })).toThrow(RuleError);
    expect(() => entangledStep({ ...BASE, turnsSinceCollision: 0 })).toThrow(RuleError);
  });
});

describe('OR-7 the entangled step on the table (SD-70)', () => {
  it('OR-7 the pair turns as one about the turner, then sails on the rammed ship heading', () => {
    const r = applyEntangledStep(
      { turner: 'rammed', turnDeg: 90, move: 'sail' },
      { rammer: BASE.rammer, rammed: BASE.rammed },
      0,
      10,
    );
    // Turned 90 clockwise about the rammed ship (0, 0): the rammer goes from north of it to east.
    expect(r.rammed.headingDeg).toBe(180);
    expect(r.rammer.headingDeg).toBe(180);
    expect(r.rammer.x).toBeCloseTo(40, 9);
    expect(r.rammer.y).toBeCloseTo(-10, 9);
    expect(r.rammed.x).toBeCloseTo(0, 9);
    expect(r.rammed.y).toBeCloseTo(-10, 9);
  });
  it('OR-7 drifting: both move downwind, headings kept', () => {
    const r = applyEntangledStep(
      { turner: null, turnDeg: 0, move: 'drift' },
      { rammer: BASE.rammer, rammed: BASE.rammed },
      90,
      5,
    );
    expect(r.rammer).toEqual({ x: -5, y: 40, headingDeg: 90 });
    expect(r.rammed).toEqual({ x: -5, y: 0, headingDeg: 90 });
    expect(() =>
      applyEntangledStep({ turner: null, turnDeg: 0, move: 'drift' }, r, 90, -1),
    ).toThrow(RuleError);
  });
});
