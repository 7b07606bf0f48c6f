import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.js';
import { approachZone, contactMove, type ContactMoveResult } from './contact-move.js';
import type { Pose, ShipPlacement } from './ship-shape.js';

// A third rate at 1:1200: 75 x 40 mm, three masts (mainmast at the centre).
const BODY = { lengthMm: 75, widthMm: 40, masts: 3 };
const at = (x: number, y: number, headingDeg: number): ShipPlacement => ({
  pose: { x, y, headingDeg },
  body: BODY,
});
const HIT = at(0, 0, 0);

function expectPose(actual: Pose, x: number, y: number, headingDeg: number): void {
  expect(actual.x).toBeCloseTo(x, 9);
  expect(actual.y).toBeCloseTo(y, 9);
  expect(actual.headingDeg).toBeCloseTo(headingDeg, 9);
}

const move = (mover: ShipPlacement, remainingMm: number, pushFraction = 1 / 4): ContactMoveResult =>
  contactMove({ mover, hit: HIT, remainingMm, pushFraction });

describe('OR-7 approach zones (SD-67)', () => {
  it('OR-7 A: bow on the stern, same heading', () => {
    expect(approachZone(at(0, -75, 0), HIT)).toBe('A');
    expect(approachZone(at(5, -75, 20), HIT)).toBe('A');
  });
  it('OR-7 B: along a side at a glancing angle, or across the stern', () => {
    expect(approachZone(at(40, -20, 10), HIT)).toBe('B');
    expect(approachZone(at(40, 20, 190), HIT)).toBe('B');
    expect(approachZone(at(37.5, -57.5, 270), HIT)).toBe('B');
  });
  it('OR-7 C1: square on a side amidships; C: square towards either end or at an angle', () => {
    expect(approachZone(at(57.5, 0, 270), HIT)).toBe('C1');
    expect(approachZone(at(-57.5, 0, 90), HIT)).toBe('C1');
    expect(approachZone(at(57.5, 25, 270), HIT)).toBe('C');
    expect(approachZone(at(52, 0, 300), HIT)).toBe('C');
  });
  it('OR-7 D: across the bow; D1: bow to bow', () => {
    expect(approachZone(at(47.5, 40, 270), HIT)).toBe('D');
    expect(approachZone(at(0, 75, 180), HIT)).toBe('D1');
  });
});

describe('OR-7 the move after contact', () => {
  it('OR-7 A: pushes it ahead by 1/4 of the remaining move, both keep their headings', () => {
    const r = move(at(0, -75, 0), 40);
    expect([r.zone, r.movedMm, r.alongside, r.squareOn]).toEqual(['A', 10, false, false]);
    expectPose(r.hit, 0, 10, 0);
    expectPose(r.mover, 0, -65, 0);
  });
  it('OR-7 A two rates larger: 1/2 of the remaining move', () => {
    const r = move(at(0, -75, 0), 40, 1 / 2);
    expectPose(r.hit, 0, 20, 0);
    expectPose(r.mover, 0, -55, 0);
  });
  it('OR-7 A two rates smaller: the remaining move is lost, both stay put (SD-68)', () => {
    const mover = at(0, -75, 0);
    const r = move(mover, 40, 0);
    expect(r.movedMm).toBe(0);
    expect(r.mover).toEqual(mover.pose);
    expect(r.hit).toEqual(HIT.pose);
  });
  it('OR-7 D: as for A, pushed along the mover heading (SD-68)', () => {
    const r = move(at(47.5, 40, 270), 40);
    expect(r.zone).toBe('D');
    expectPose(r.hit, -10, 0, 0);
    expectPose(r.mover, 37.5, 40, 270);
  });
  it('OR-7 D1: lined up bow to bow and pushes it back half the remaining move', () => {
    const r = move(at(3, 76, 175), 40, 0);
    expect(r.zone).toBe('D1');
    expectPose(r.mover, 0, 55, 180);
    expectPose(r.hit, 0, -20, 0);
  });
  it('OR-7 C1: turned square with its bow at the mainmast, pushes it across by 1/4; not a rake', () => {
    const r = move(at(57.5, 0, 270), 40);
    expect([r.zone, r.squareOn, r.movedMm]).toEqual(['C1', true, 10]);
    expectPose(r.mover, 47.5, 0, 270);
    expectPose(r.hit, -10, 0, 0);
  });
  it('OR-7 C: from towards the bow and at an angle, the mover is turned square at the mainmast first', () => {
    const r = move(at(52, 10, 300), 40, 1 / 2);
    expect(r.zone).toBe('C');
    expectPose(r.mover, 37.5, 0, 270);
    expectPose(r.hit, -20, 0, 0);
    const port = move(at(-57.5, -20, 90), 40);
    expectPose(port.mover, -47.5, 0, 90);
    expectPose(port.hit, 10, 0, 0);
  });
  it('OR-7 C two rates smaller: nothing is pushed and the mover is not turned (SD-68)', () => {
    const mover = at(57.5, 25, 270);
    const r = move(mover, 40, 0);
    expect([r.zone, r.squareOn]).toEqual(['C', false]);
    expect(r.mover).toEqual(mover.pose);
  });
  it('OR-7 B: slides along it for half the remaining move into line, the rest drags both (SD-69)', () => {
    const r = move(at(40, -20, 10), 60);
    expect([r.zone, r.alongside, r.movedMm]).toEqual(['B', true, 10]);
    expectPose(r.mover, 40, 10, 0);
    expectPose(r.hit, 0, 10, 0);
  });
  it('OR-7 B: a short slide still ends alongside and aligned, nothing dragged (SD-69)', () => {
    const r = move(at(40, -20, 10), 20);
    expect(r.movedMm).toBe(0);
    expectPose(r.mover, 40, 0, 0);
    expectPose(r.hit, 0, 0, 0);
  });
  it('OR-7 B heading the other way: ends on the reciprocal heading and drags the other its way', () => {
    const r = move(at(40, 20, 190), 100);
    expectPose(r.mover, 40, -30, 180);
    expectPose(r.hit, 0, -30, 0);
  });
  it('OR-7 refuses a negative remaining move or a push outside [0, 1]', () => {
    expect(() => move(at(0, -75, 0), -1)).toThrow(RuleError);
    expect(() => move(at(0, -75, 0), 10, 2)).toThrow(RuleError);
  });
});
