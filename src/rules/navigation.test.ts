import { describe, expect, it } from 'vitest';
import { fixtureText, tableIn } from '../../tests/support/digest.js';
import { RuleError } from './errors.js';
import {
  courseSpreadLegal,
  driftPerSegment,
  navigationCourseOrder,
  navigationSailChangeAllowed,
  navigationSpeed,
  navigationSpeedIn,
  navigationTackAllowed,
  navWindOf,
  TACK_FIRE_MODIFIER,
  tackFailure,
} from './navigation.js';
import { type NAV_POINTS_OF_SAIL, NAV_WINDS } from './tables/navigation.js';

const ROW_POINT: Record<string, string> = {
  'close-hauled': 'closeHauled',
  beam: 'beam',
  quarter: 'quarter',
  'before the wind': 'running',
};

describe('OR-5 navigationSpeed', () => {
  const rows = tableIn(fixtureText(), 'OR-5');
  const cases = rows.flatMap((r) =>
    NAV_WINDS.flatMap((wind, w) =>
      (['easy', 'full'] as const).map((sail, s) => {
        const [a, b] = r[1 + w * 2 + s]!.split('-').map(Number);
        return [r[0]!, wind, sail, a!, b!] as const;
      }),
    ),
  );
  it.each(cases)('OR-5 %s, %s, %s sail: %i then %i mm', (point, wind, sail, a, b) => {
    const out = navigationSpeed({
      pointOfSail: ROW_POINT[point] as (typeof NAV_POINTS_OF_SAIL)[number],
      wind,
      sail,
      rdcLost: 0,
    });
    expect([out.segment1Mm, out.segment2Mm]).toEqual([a, b]);
    expect(out.steps.every((m) => m.rule === 'OR-5')).toBe(true);
  });
  it.each(cases)('HR-2 1:3000 %s, %s, %s sail: the table x 0.4', (point, wind, sail, a, b) => {
    const out = navigationSpeed({
      pointOfSail: ROW_POINT[point] as (typeof NAV_POINTS_OF_SAIL)[number],
      wind,
      sail,
      rdcLost: 0,
      scale: 3000,
    });
    expect([out.segment1Mm, out.segment2Mm]).toEqual([a * 0.4, b * 0.4].map(Math.round));
    expect(Number.isInteger(out.segment1Mm) && Number.isInteger(out.segment2Mm)).toBe(true);
  });
  it('OR-5 close-hauled at full sail in a moderate breeze: 45 then 45 mm', () => {
    const out = navigationSpeed({
      pointOfSail: 'closeHauled',
      wind: 'moderate-breeze',
      sail: 'full',
      rdcLost: 0,
    });
    expect([out.segment1Mm, out.segment2Mm]).toEqual([45, 45]);
  });
  it('OR-5 each RDC lost: -5 mm per segment (2 lost at beam, FS, strong wind: 75 then 70)', () => {
    const out = navigationSpeed({
      pointOfSail: 'beam',
      wind: 'strong-wind',
      sail: 'full',
      rdcLost: 2,
    });
    expect([out.segment1Mm, out.segment2Mm]).toEqual([75, 70]);
    expect(out.steps.at(-1)).toMatchObject({ key: 'rdcLost', value: -10, rule: 'OR-5' });
  });
  it('OR-5 RDC loss never below 0 (3 lost, close-hauled ES light breeze: 0 and 0)', () => {
    const out = navigationSpeed({
      pointOfSail: 'closeHauled',
      wind: 'light-breeze',
      sail: 'easy',
      rdcLost: 3,
    });
    expect([out.segment1Mm, out.segment2Mm]).toEqual([0, 0]);
  });
  it('HR-2 rigging loss at 1:3000 is -2 mm per segment (quarter FS strong: 44-4, 44-4)', () => {
    const out = navigationSpeed({
      pointOfSail: 'quarter',
      wind: 'strong-wind',
      sail: 'full',
      rdcLost: 2,
      scale: 3000,
    });
    expect([out.segment1Mm, out.segment2Mm]).toEqual([40, 40]);
    expect(out.steps.at(-1)).toMatchObject({ value: -4, rule: 'HR-2' });
  });
  it('OR-5 refuses a negative or fractional RDC count and an unknown sail', () => {
    expect(() =>
      navigationSpeed({ pointOfSail: 'beam', wind: 'strong-wind', sail: 'full', rdcLost: -1 }),
    ).toThrow(RuleError);
    expect(() =>
      navigationSpeed({ pointOfSail: 'beam', wind: 'strong-wind', sail: 'full', rdcLost: 1.5 }),
    ).toThrow(RuleError);
    expect(() =>
      navigationSpeed({
        pointOfSail: 'beam',
        wind: 'strong-wind',
        sail: 'furled' as 'full',
        rdcLost: 0,
      }),
    ).toThrow(RuleError);
  });
});

describe('OR-2 / OR-5 winds beyond the table (SD-26)', () => {
  it('SD-26 light airs read as a light breeze; FP-A1 breeze as a moderate breeze', () => {
    expect(navWindOf('light-airs')).toEqual({ wind: 'light-breeze', calm: false, storm: false });
    expect(navWindOf('light')).toEqual({ wind: 'light-breeze', calm: false, storm: false });
    expect(navWindOf('breeze').wind).toBe('moderate-breeze');
    expect(navWindOf('strong').wind).toBe('strong-wind');
    expect(navWindOf('moderate-breeze').wind).toBe('moderate-breeze');
  });
  it('OR-2 storm sails as a strong wind and says storm', () =>
    expect(navWindOf('storm')).toEqual({ wind: 'strong-wind', calm: false, storm: true }));
  it('OR-2 calm: sailing ships do not move, oared ships at half the light-breeze speed', () => {
    const base = { pointOfSail: 'beam', sail: 'full', rdcLost: 0, condition: 'calm' } as const;
    expect(navigationSpeedIn(base)).toMatchObject({ segment1Mm: 0, segment2Mm: 0 });
    expect(navigationSpeedIn({ ...base, oared: true })).toMatchObject({
      segment1Mm: 17.5,
      segment2Mm: 15,
    });
    expect(navigationSpeedIn({ ...base, condition: 'storm' })).toMatchObject({
      segment1Mm: 85,
      segment2Mm: 80,
    });
  });
  it('refuses an unknown strength', () =>
    expect(() => navWindOf('gale' as 'storm')).toThrow(RuleError));
});

describe('OR-5 drift (SD-27)', () => {
  it('OR-5 hove to drifts by the "drift" row: light breeze 5 then nothing', () =>
    expect(driftPerSegment({ wind: 'light-breeze', sail: 'easy', hoveTo: true })).toEqual({
      segment1Mm: 5,
      segment2Mm: 0,
    }));
  it('OR-5 drift with sails set: strong wind FS 45/45, light breeze FS 20/15', () => {
    expect(driftPerSegment({ wind: 'strong-wind', sail: 'full', hoveTo: false })).toEqual({
      segment1Mm: 45,
      segment2Mm: 45,
    });
    expect(driftPerSegment({ wind: 'light-breeze', sail: 'full', hoveTo: false })).toEqual({
      segment1Mm: 20,
      segment2Mm: 15,
    });
  });
  it('OR-5 furled ships do not drift', () =>
    expect(driftPerSegment({ wind: 'strong-wind', sail: 'furled', hoveTo: true })).toEqual({
      segment1Mm: 0,
      segment2Mm: 0,
    }));
  it('HR-2 1:3000 drift is the printed table: strong wind hove to at ES 4 then 3', () =>
    expect(
      driftPerSegment({ wind: 'strong-wind', sail: 'easy', hoveTo: true, scale: 3000 }),
    ).toEqual({ segment1Mm: 4, segment2Mm: 3 }));
});

describe('OR-5 course changes spread over the segments (SD-28)', () => {
  it.each([
    [[2, 1], true],
    [[3, 0], false],
    [[2, 0], false],
    [[1, 1], true],
    [[1, 0], true],
    [[0, 1], true],
    [[0, 0], true],
    [[0, 2], false],
    [[1, 2], true],
  ] as const)('OR-5 %j points: legal %s', (points, legal) =>
    expect(courseSpreadLegal(points)).toBe(legal),
  );
  it('refuses negative points', () => expect(() => courseSpreadLegal([-1, 0])).toThrow(RuleError));
});

describe('OR-5 tacking', () => {
  const ok = { r: 3, atTurnStart: true, luffOrBearAwayThisTurn: false, turnsSinceLastTack: null };
  it('OR-5 a tack from close-hauled at the start of a turn is allowed', () =>
    expect(navigationTackAllowed(ok)).toEqual({ allowed: true, reason: null }));
  it('OR-5 only from close-hauled', () =>
    expect(navigationTackAllowed({ ...ok, r: 4 }).reason).toBe('notCloseHauled'));
  it('OR-5 only at the start of a turn', () =>
    expect(navigationTackAllowed({ ...ok, atTurnStart: false }).reason).toBe('notTurnStart'));
  it('OR-5 not in a turn with a luff or bear-away', () =>
    expect(navigationTackAllowed({ ...ok, luffOrBearAwayThisTurn: true }).reason).toBe(
      'luffOrBearAway',
    ));
  it('OR-5 one turn of sailing before another tack (SD-29)', () => {
    expect(navigationTackAllowed({ ...ok, turnsSinceLastTack: 1 }).reason).toBe('tooSoon');
    expect(navigationTackAllowed({ ...ok, turnsSinceLastTack: 2 }).allowed).toBe(true);
  });
  it('OR-5 firing while tacking: BF -1', () => expect(TACK_FIRE_MODIFIER).toBe(-1));
  it('OR-5 failure on turn 1: close-hauled both segments, no test', () =>
    expect(tackFailure(1)).toEqual({
      sailCloseHauled: true,
      riggingTest: false,
      pushedBack: false,
      hoveTo: false,
    }));
  it('OR-5 failure on turn 2: rigging test, pushed back to the original heading, hove to', () =>
    expect(tackFailure(2)).toEqual({
      sailCloseHauled: false,
      riggingTest: true,
      pushedBack: true,
      hoveTo: true,
    }));
  it('OR-5 no sail change until the tack is done', () => {
    expect(
      navigationSailChangeAllowed({ from: 'full', to: 'easy', tacking: true, rdcDown: 0 }),
    ).toEqual({ allowed: false, reason: 'tacking' });
    expect(
      navigationSailChangeAllowed({ from: 'full', to: 'full', tacking: true, rdcDown: 0 }).allowed,
    ).toBe(true);
  });
  it('OR-9 no more sail with an RDC down, reducing stays allowed', () => {
    expect(
      navigationSailChangeAllowed({ from: 'easy', to: 'full', tacking: false, rdcDown: 1 }).reason,
    ).toBe('rdcDown');
    expect(
      navigationSailChangeAllowed({ from: 'full', to: 'easy', tacking: false, rdcDown: 1 }).allowed,
    ).toBe(true);
  });
});

describe('OR-5 course orders and their cost', () => {
  // Wind from N (0); heading E (4) is beam (r = 4).
  const base = { heading: 4, wind: 0, inTable: true } as const;
  it('OR-5 a legal bear-away spread 2 then 1 costs nothing', () =>
    expect(navigationCourseOrder({ ...base, turns: [2, 1] })).toEqual({
      legal: true,
      fault: null,
      riggingTest: false,
    }));
  it('OR-5 three then none is illegal and costs an OR-9 test', () =>
    expect(navigationCourseOrder({ ...base, turns: [3, 0] })).toEqual({
      legal: false,
      fault: 'notSpread',
      riggingTest: true,
    }));
  it('OR-9 a luff onto a forbidden heading costs a test', () =>
    expect(navigationCourseOrder({ ...base, turns: [-1, -1] })).toMatchObject({
      fault: 'forbiddenHeading',
      riggingTest: true,
    }));
  it('OR-5 an order the FP-5.5 table does not allow costs a test', () =>
    expect(navigationCourseOrder({ ...base, turns: [1, 0], inTable: false })).toMatchObject({
      fault: 'notInTable',
      riggingTest: true,
    }));
  it('OR-5 no luff or bear-away with a tack, nor while tacking', () => {
    expect(navigationCourseOrder({ ...base, turns: [1, 0], tack: true }).fault).toBe('tackAndTurn');
    expect(navigationCourseOrder({ ...base, turns: [0, 1], tacking: true }).fault).toBe(
      'tackingTurn',
    );
  });
  it('OR-9 no manoeuvre with an RDC down until jury-rigged', () =>
    expect(navigationCourseOrder({ ...base, turns: [1, 0], rdcDown: 1 }).fault).toBe('rdcDown'));
  it('no course change, nothing to judge', () =>
    expect(navigationCourseOrder({ ...base, turns: [0, 0], inTable: false }).legal).toBe(true));
});
