import { describe, expect, it } from 'vitest';
import { RuleError } from './errors.js';
import {
  criticalBearAway,
  headingIndex,
  headingName,
  legalCourseChanges,
  pointOfSail,
  relativeToWind,
  rudderBearAway,
  rudderForcesBearAway,
} from './sailing.js';
import { shipSpeed } from './speed.js';
import { afterTack, inIronsPenaltyPct, tackTurn } from './tack.js';
import { randomWindDirection, variableWind } from './wind.js';

const h = headingIndex;
const names = (xs: { heading: number }[]) => xs.map((x) => headingName(x.heading));

describe('FP-1.7 / FP-5.4 headings and points of sail', () => {
  it('FP-1.7 compass names round-trip and reject unknown points', () => {
    expect(headingIndex('nnw')).toBe(15);
    expect(headingName(16 + 4)).toBe('E');
    expect(() => headingIndex('NORTH')).toThrow(RuleError);
  });
  it.each([
    ['N', 0, 'inIrons'],
    ['NNE', 1, 'inIrons'],
    ['NE', 2, 'inIrons'],
    ['ENE', 3, 'closeHauled'],
    ['E', 4, 'beam'],
    ['ESE', 5, 'quarter'],
    ['SE', 6, 'quarter'],
    ['SSE', 7, 'running'],
    ['S', 8, 'running'],
    ['WNW', 3, 'closeHauled'],
  ] as const)('FP-5.4 heading %s with the wind from N: r = %i, %s', (heading, r, pos) => {
    expect(relativeToWind(h(heading), 0).r).toBe(r);
    expect(pointOfSail(r)).toBe(pos);
  });
  it('FP-1.7 five points are in irons and eleven remain, for every wind', () => {
    for (let w = 0; w < 16; w++) {
      const irons = [...Array(16).keys()].filter((x) => relativeToWind(x, w).r <= 2);
      expect(irons).toHaveLength(5);
    }
  });
  it('FP-5.4 tack: heading clockwise of the wind has the wind over the port side', () => {
    expect(relativeToWind(h('E'), 0).tack).toBe('port');
    expect(relativeToWind(h('W'), 0).tack).toBe('starboard');
    expect(relativeToWind(h('S'), 0).tack).toBe('none');
  });
});

describe('FP-5.5 legal course changes', () => {
  it('FP-5.5 close-hauled (r = 3) may only bear away 1-3 points', () => {
    const c = legalCourseChanges(h('ENE'), 0);
    expect(names(c)).toEqual(['E', 'ESE', 'SE']);
    expect(c.map((x) => [x.turnPoints, x.kind])).toEqual([
      [1, 'bearAway'],
      [2, 'bearAway'],
      [3, 'bearAway'],
    ]);
  });
  it('FP-5.5 beam reach on the starboard tack (W, wind N): r 3, 5, 6, 7', () => {
    const c = legalCourseChanges(h('W'), 0);
    expect(names(c)).toEqual(['WNW', 'WSW', 'SW', 'SSW']);
    expect(c.map((x) => x.turnPoints)).toEqual([1, -1, -2, -3]);
  });
  it("FP-5.5 r = 6 may gybe to 7' (bear away 3 past dead astern)", () => {
    const c = legalCourseChanges(h('SE'), 0);
    expect(names(c)).toEqual(['E', 'ESE', 'SSE', 'S', 'SSW']);
    expect(c.at(-1)).toMatchObject({ otherTack: true, turnPoints: 3, kind: 'bearAway', r: 7 });
  });
  it("FP-5.5 r = 7: 5, 6, 8, 7' (the digest omits 6')", () =>
    expect(names(legalCourseChanges(h('SSE'), 0))).toEqual(['ESE', 'SE', 'S', 'SSW']));
  it('FP-5.5 dead before the wind (r = 8) may only luff, to either side', () => {
    const c = legalCourseChanges(h('S'), 0);
    expect(names(c)).toEqual(['SSE', 'SE', 'SSW', 'SW']);
    expect(c.every((x) => x.kind === 'luff')).toBe(true);
    expect(c.map((x) => x.turnPoints)).toEqual([-1, -2, 1, 2]);
  });
  it('FP-5.5 every legal target is outside the irons, for every heading and wind', () => {
    for (let w = 0; w < 16; w++)
      for (let x = 0; x < 16; x++) {
        for (const c of legalCourseChanges(x, w))
          expect(relativeToWind(c.heading, w).r).toBeGreaterThanOrEqual(3);
      }
  });
  it('FP-5.4 / SD-4 a ship caught in irons may bear away 1-3 points onto a legal heading', () => {
    expect(names(legalCourseChanges(h('NE'), 0))).toEqual(['ENE', 'E', 'ESE']);
    expect(names(legalCourseChanges(h('N'), 0))).toEqual(['ENE', 'WNW']);
  });
  it('FP-6.6 rudderBearAway: the automatic one-point bear-away at r 3-4, none when furled or from r 5', () => {
    expect(rudderBearAway(h('ENE'), 0, false)).toBe(h('E'));
    expect(rudderBearAway(h('WNW'), 0, false)).toBe(h('W'));
    expect(rudderBearAway(h('E'), 0, false)).toBe(h('ESE'));
    expect(rudderBearAway(h('E'), 0, true)).toBeNull();
    expect(rudderBearAway(h('ESE'), 0, false)).toBeNull();
  });
  it('FP-6.6 rudder damaged: from close-hauled or beam only one point away from the wind', () => {
    expect(names(legalCourseChanges(h('ENE'), 0, { rudderDamaged: true }))).toEqual(['E']);
    expect(names(legalCourseChanges(h('E'), 0, { rudderDamaged: true }))).toEqual(['ESE']);
  });
  it('FP-6.6 rudder damaged: from r >= 5 only targets with r >= 5', () => {
    expect(names(legalCourseChanges(h('ESE'), 0, { rudderDamaged: true }))).toEqual([
      'SE',
      'SSE',
      'S',
    ]);
  });
  it('FP-6.6 a damaged rudder forces a bear-away at r 3-4 unless furled', () => {
    expect(rudderForcesBearAway(h('E'), 0, false)).toBe(true);
    expect(rudderForcesBearAway(h('E'), 0, true)).toBe(false);
    expect(rudderForcesBearAway(h('ESE'), 0, false)).toBe(false);
  });
  it('FP-4.3 critical course failure bears away one point (either side when dead astern)', () => {
    expect(criticalBearAway(h('ENE'), 0).map(headingName)).toEqual(['E']);
    expect(criticalBearAway(h('W'), 0).map(headingName)).toEqual(['WSW']);
    expect(criticalBearAway(h('S'), 0).map(headingName)).toEqual(['SSE', 'SSW']);
  });
});

describe('FP-5.6 tacking', () => {
  it('FP-5.6 turn 1 success: 3 points into the wind, no move; turn 2: 3 more onto the other tack; turn 3 half speed', () => {
    const t1 = tackTurn({ phase: 'none' }, h('ENE'), 0, 'ok');
    expect([headingName(t1.heading), t1.mayMove, t1.riggingDamagePct, t1.state.phase]).toEqual([
      'N',
      false,
      0,
      'inStays',
    ]);
    const t2 = tackTurn(t1.state, t1.heading, 0, 'ok');
    expect([headingName(t2.heading), t2.mayMove, t2.state.phase]).toEqual([
      'WNW',
      false,
      'completed',
    ]);
    expect(relativeToWind(t2.heading, 0)).toEqual({ r: 3, tack: 'starboard' });
    expect(afterTack(t2.state)).toEqual({ state: { phase: 'none' }, halfSpeed: true });
  });
  it('FP-5.6 from the starboard tack the ship turns clockwise', () => {
    const t1 = tackTurn({ phase: 'none' }, h('WNW'), 0, 'ok');
    expect(headingName(tackTurn(t1.state, t1.heading, 0, 'ok').heading)).toBe('ENE');
  });
  it('FP-5.6 a failure at turn 2 returns the ship to its start heading with 10% DC rigging', () => {
    const t1 = tackTurn({ phase: 'none' }, h('ENE'), 0, 'ok');
    const t2 = tackTurn(t1.state, t1.heading, 0, 'fail');
    expect([
      headingName(t2.heading),
      t2.returnToStart,
      t2.riggingDamagePct,
      t2.state.phase,
    ]).toEqual(['ENE', true, 10, 'none']);
  });
  it('FP-5.6 a failure at turn 1 also costs 10% DC rigging', () =>
    expect(tackTurn({ phase: 'none' }, h('ENE'), 0, 'critical').riggingDamagePct).toBe(10));
  it('FP-5.6 a tack must start close-hauled', () =>
    expect(() => tackTurn({ phase: 'none' }, h('E'), 0, 'ok')).toThrow(/close-hauled/));
  it('FP-5.4 forced into irons costs 10% DC rigging, none under a tack order', () => {
    expect(inIronsPenaltyPct(false)).toBe(10);
    expect(inIronsPenaltyPct(true)).toBe(0);
  });
});

describe('FP-5.2 / FP-5.3 / FP-A1 / FP-A4 / HR-2 speed', () => {
  const s = (x: Parameters<typeof shipSpeed>[0]) => shipSpeed(x).speedMm;
  it('FP-5.2 full sail 180, easy 90, furled 0', () => {
    expect([
      s({ sail: 'full', rdcLost: 0, masts: 3 }),
      s({ sail: 'easy', rdcLost: 0, masts: 3 }),
      s({ sail: 'furled', rdcLost: 0, masts: 3 }),
    ]).toEqual([180, 90, 0]);
  });
  it('FP-5.3 each RDC lost is -30 mm: 3 lost gives ES 0 and FS 90', () => {
    expect([
      s({ sail: 'easy', rdcLost: 3, masts: 3 }),
      s({ sail: 'full', rdcLost: 3, masts: 3 }),
    ]).toEqual([0, 90]);
  });
  it('FP-2.5 all RDC lost: dismasted, no movement', () =>
    expect(s({ sail: 'full', rdcLost: 6, masts: 3, wind: 'strong' })).toBe(0));
  it('FP-A1 light air 75/150 and strong wind 120/240', () => {
    expect([
      s({ sail: 'easy', rdcLost: 0, masts: 3, wind: 'light' }),
      s({ sail: 'full', rdcLost: 0, masts: 3, wind: 'strong' }),
    ]).toEqual([75, 240]);
  });
  it('FP-A4 two-masted ships lose 25% a RDC, single-masted 50%', () => {
    expect(s({ sail: 'full', rdcLost: 1, masts: 2 })).toBe(135);
    expect(s({ sail: 'full', rdcLost: 1, masts: 1, rdc: 2 })).toBe(90);
  });
  it('FP-5.2 out of hove to: half speed', () =>
    expect(s({ sail: 'full', rdcLost: 1, masts: 3, halfSpeed: true })).toBe(75));
  it('HR-2 at 1:3000: FS 72, ES 36, -12 a RDC', () => {
    expect([
      s({ sail: 'full', rdcLost: 0, masts: 3, scale: 3000 }),
      s({ sail: 'easy', rdcLost: 1, masts: 3, scale: 3000 }),
    ]).toEqual([72, 24]);
  });
  it('rejects RDC lost beyond the ship and impossible masts', () => {
    expect(() => shipSpeed({ sail: 'full', rdcLost: 7, masts: 3 })).toThrow(RuleError);
    expect(() => shipSpeed({ sail: 'full', rdcLost: 0, masts: 0 })).toThrow(RuleError);
  });
  it('the speed steps show the arithmetic', () => {
    expect(
      shipSpeed({ sail: 'full', rdcLost: 2, masts: 3 }).steps.map((x) => [x.key, x.value]),
    ).toEqual([
      ['sail', 180],
      ['rdcLost', -60],
    ]);
  });
});

describe('FP-1.7 / FP-A1 wind', () => {
  it('FP-1.7 random wind: 3 = N, 4 = NNE ... 18 = NNW', () => {
    expect(
      [randomWindDirection(3), randomWindDirection(4), randomWindDirection(18)].map(headingName),
    ).toEqual(['N', 'NNE', 'NNW']);
  });
  it('FP-A1 a 3 backs the wind one point, an 18 veers it', () => {
    expect(variableWind({ direction: 0, strength: 'breeze' }, [1, 1, 1])).toMatchObject({
      wind: { direction: 15 },
      direction: 'backed',
    });
    expect(variableWind({ direction: 15, strength: 'breeze' }, [6, 6, 6])).toMatchObject({
      wind: { direction: 0 },
      direction: 'veered',
    });
  });
  it('FP-A1 three 2s lower the strength, three 5s raise it, never beyond light or strong', () => {
    expect(variableWind({ direction: 0, strength: 'breeze' }, [2, 2, 2]).wind.strength).toBe(
      'light',
    );
    expect(variableWind({ direction: 0, strength: 'light' }, [2, 2, 2])).toMatchObject({
      wind: { strength: 'light' },
      strength: 'steady',
    });
    expect(variableWind({ direction: 0, strength: 'breeze' }, [5, 5, 5]).wind.strength).toBe(
      'strong',
    );
    expect(variableWind({ direction: 0, strength: 'strong' }, [5, 5, 5]).strength).toBe('steady');
    expect(variableWind({ direction: 3, strength: 'breeze' }, [1, 2, 3])).toMatchObject({
      wind: { direction: 3, strength: 'breeze' },
      direction: 'steady',
      strength: 'steady',
    });
  });
  it('HR-6 (withdrawn) the initiative roll is not a rule of the source: the core has none', async () => {
    expect(Object.keys(await import('./index.js'))).not.toContain('initiative');
  });
});
