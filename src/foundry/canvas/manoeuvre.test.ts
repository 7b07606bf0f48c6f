// The manoeuvre control's answers against the rules core: FP-5.4, FP-5.5, FP-5.6, FP-6.6, D-8, FP-5.7, FP-5.8.
import { describe, expect, it } from 'vitest';
import {
  baseCorners,
  legalCourseChanges,
  pivotTurn,
  sweepStraightMove,
  type TackState,
} from '../../rules/index.js';
import { manoeuvreOptions, moveResult, type ManoeuvreInput } from './manoeuvre.js';
import { tableShip } from '../../../tests/support/canvas-fixtures.js';

const NONE: TackState = { phase: 'none' };
const WIND_N = { direction: 0, strength: 'breeze' } as const;
const input = (heading: number, extra: Partial<ManoeuvreInput> = {}): ManoeuvreInput => ({
  heading,
  wind: WIND_N,
  sail: 'full',
  rudderDamaged: false,
  tack: NONE,
  ...extra,
});
const summary = (i: ManoeuvreInput) =>
  manoeuvreOptions(i).options.map((o) => `${o.kind}:${o.headingName}`);

describe('manoeuvreOptions', () => {
  it('FP-5.5 beam reach (r 4): keep E, luff to ENE, bear away to ESE, SE, SSE - exactly the core list', () => {
    const choice = manoeuvreOptions(input(4));
    expect(choice.mustTurn).toBe(false);
    expect(choice.options.map((o) => `${o.kind}:${o.headingName}`)).toEqual([
      'hold:E',
      'course:ENE',
      'course:ESE',
      'course:SE',
      'course:SSE',
    ]);
    const courses = choice.options.filter((o) => o.kind === 'course');
    expect(courses.map((o) => o.heading)).toEqual(legalCourseChanges(4, 0).map((c) => c.heading));
    expect(courses.map((o) => [o.turn, o.turnPoints, o.pointOfSail])).toEqual([
      ['luff', -1, 'closeHauled'],
      ['bearAway', 1, 'quarter'],
      ['bearAway', 2, 'quarter'],
      ['bearAway', 3, 'running'],
    ]);
    expect(choice.options.every((o) => o.moves && !o.halfSpeed && o.tack === 'port')).toBe(true);
  });

  it('FP-5.4 in irons (NE, r 2): no keeping the heading; bear away 1-3 points onto a legal heading', () => {
    const choice = manoeuvreOptions(input(2));
    expect(choice.mustTurn).toBe(true);
    expect(choice.options.map((o) => o.headingName)).toEqual(['ENE', 'E', 'ESE']);
  });

  it('FP-5.6 close-hauled (ENE, r 3): the tack may start - 3 points to head to wind, no move', () => {
    expect(summary(input(3))).toEqual([
      'hold:ENE',
      'course:E',
      'course:ESE',
      'course:SE',
      'tackStart:N',
    ]);
    const tack = manoeuvreOptions(input(3)).options.at(-1)!;
    expect(tack).toMatchObject({
      heading: 0,
      r: 0,
      pointOfSail: 'inIrons',
      moves: false,
      turnPoints: -3,
    });
  });

  it('FP-5.6 in stays only the second step is offered: 3 more points to close-hauled on the other tack', () => {
    const choice = manoeuvreOptions(
      input(0, { tack: { phase: 'inStays', startHeading: 3, rotation: -1 } }),
    );
    expect(choice.options).toHaveLength(1);
    expect(choice.options[0]).toMatchObject({
      kind: 'tackComplete',
      headingName: 'WNW',
      r: 3,
      tack: 'starboard',
      moves: false,
      turnPoints: -3,
    });
  });

  it('FP-5.6 the turn after a tack: half speed, bear away or keep the heading, no new tack', () => {
    const choice = manoeuvreOptions(input(13, { tack: { phase: 'completed' } }));
    expect(choice.options.map((o) => `${o.kind}:${o.headingName}`)).toEqual([
      'hold:WNW',
      'course:W',
      'course:WSW',
      'course:SW',
    ]);
    expect(choice.options.every((o) => o.halfSpeed)).toBe(true);
  });

  it("FP-5.5 running (S, r 8): luff only, including onto the other tack (7', 6')", () => {
    expect(summary(input(8))).toEqual([
      'hold:S',
      'course:SSE',
      'course:SE',
      'course:SSW',
      'course:SW',
    ]);
    expect(
      manoeuvreOptions(input(8))
        .options.filter((o) => o.otherTack)
        .map((o) => o.headingName),
    ).toEqual(['SSW', 'SW']);
  });

  it('FP-6.6 rudder damaged at beam reach: must bear away one point; furled it may also keep the heading', () => {
    expect(summary(input(4, { rudderDamaged: true }))).toEqual(['course:ESE']);
    expect(manoeuvreOptions(input(4, { rudderDamaged: true })).mustTurn).toBe(true);
    expect(summary(input(4, { rudderDamaged: true, sail: 'furled' }))).toEqual([
      'hold:E',
      'course:ESE',
    ]);
  });

  it('FP-6.6 a damaged rudder forbids the tack (it would pass through the wind)', () => {
    expect(summary(input(3, { rudderDamaged: true }))).toEqual(['course:E']);
  });

  it('FP-3 the course written in the order is marked', () => {
    const ordered = manoeuvreOptions(input(4, { orderedHeading: 6 })).options.filter(
      (o) => o.ordered,
    );
    expect(ordered.map((o) => o.headingName)).toEqual(['SE']);
  });

  it('without a scene wind no course can be judged', () => {
    expect(manoeuvreOptions(input(4, { wind: null }))).toEqual({
      options: [],
      mustTurn: false,
      reason: 'noWind',
    });
  });
});

describe('moveResult (D-8 pivot, then FP-5.7 straight move stopped by FP-5.8 contact)', () => {
  const mover = tableShip('m', 0, 0, 0);

  it('D-8 turning 2 points to starboard pivots on the starboard stern corner, then moves 180 mm NE', () => {
    const result = moveResult(mover, [], 2, 180);
    expect(result.pivotPose).toEqual(pivotTurn(mover.pose, mover.body, 45));
    // The starboard stern corner (index 2) stays put.
    expect(baseCorners(result.pivotPose, mover.body)[2]!.x).toBeCloseTo(20, 9);
    expect(baseCorners(result.pivotPose, mover.body)[2]!.y).toBeCloseTo(-37.5, 9);
    expect(result.finalPose).toEqual(
      sweepStraightMove({ ...mover, pose: result.pivotPose }, 180, []).pose,
    );
    expect(result).toMatchObject({
      movedMm: 180,
      contactIds: [],
      collidedIds: [],
      collidedOnTurn: false,
    });
  });

  it('D-8 turning to port pivots on the port stern corner', () => {
    const result = moveResult(mover, [], 14, 0);
    expect(baseCorners(result.pivotPose, mover.body)[3]!.x).toBeCloseTo(-20, 9);
    expect(baseCorners(result.pivotPose, mover.body)[3]!.y).toBeCloseTo(-37.5, 9);
    expect(result.finalPose.headingDeg).toBe(315);
  });

  it('FP-5.8 keeping the heading, a ship across the bow stops the move at contact (142.5 mm)', () => {
    const result = moveResult(mover, [mover, tableShip('x', 0, 200, 90)], 0, 180);
    expect(result.movedMm).toBeCloseTo(142.5, 6);
    expect(result.collidedIds).toEqual(['x']);
    expect(result.contactIds).toEqual(['x']);
  });

  it('FP-5.8 a pivot that swings the bow into a ship close on the starboard bow is a collision: no move follows', () => {
    const result = moveResult(mover, [tableShip('o', 45, 20)], 2, 180);
    expect(result).toMatchObject({
      collidedOnTurn: true,
      movedMm: 0,
      collidedIds: ['o'],
      contactIds: ['o'],
    });
    expect(result.finalPose).toEqual(result.pivotPose);
  });

  it('a ship already touching before the turn does not count as a new collision of the pivot', () => {
    const touching = tableShip('t', 0, -75); // stern to bow, touching
    const result = moveResult(mover, [touching], 1, 50);
    expect(result.collidedOnTurn).toBe(false);
    expect(result.movedMm).toBe(50);
  });
});
