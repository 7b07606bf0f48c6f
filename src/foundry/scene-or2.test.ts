// OR-2 the scene's memory (SD-62) and the OR-2 strength in the scene wind flag (SD-56): malformed
// data reads as nothing remembered; a stored strength must agree with its Fast Play strength.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from './constants.js';
import { OR2_FLAG, or2State, refusalsOf } from './scene-or2.js';
import { isWind, sceneWind, windForceOf } from './scene-wind.js';

const holder = (flags: Record<string, unknown>) => ({
  getFlag: (scope: string, key: string) => (scope === SYSTEM_ID ? flags[key] : undefined),
  setFlag: async () => undefined,
});

describe('OR-2 scene memory', () => {
  it('SD-62 reads the last roll, the north edge and the refusals', () => {
    const s = or2State(
      holder({
        [OR2_FLAG]: {
          northEdge: 'right',
          lastWindRoll: { turn: 3, total: 14 },
          refusals: [{ side: 'French', count: 2 }],
          secondDeployer: 'French',
          orderChoice: { turn: 2, side: 'French', play: 'second' },
        },
      }),
    );
    expect(s).toEqual({
      northEdge: 'right',
      lastWindRoll: { turn: 3, total: 14 },
      refusals: [{ side: 'French', count: 2 }],
      secondDeployer: 'French',
      orderChoice: { turn: 2, side: 'French', play: 'second' },
    });
    expect(refusalsOf(s, 'French')).toBe(2);
    expect(refusalsOf(s, 'British')).toBe(0);
  });
  it('SD-62 malformed memory reads as nothing (a roll of 19, four refusals, an unknown edge)', () =>
    expect(
      or2State(
        holder({
          [OR2_FLAG]: {
            northEdge: 'up',
            lastWindRoll: { turn: 1, total: 19 },
            refusals: [{ side: 'French', count: 4 }, { count: 1 }],
            secondDeployer: 7,
            orderChoice: { turn: 2, side: 'French', play: 'third' },
          },
        }),
      ),
    ).toEqual({
      northEdge: null,
      lastWindRoll: null,
      refusals: [],
      secondDeployer: null,
      orderChoice: null,
    }));
});

describe('SD-56 the OR-2 strength in the wind flag', () => {
  it('SD-56 a stored strength must agree with the Fast Play one', () => {
    expect(isWind({ direction: 0, strength: 'breeze', force: 'light-breeze' })).toBe(true);
    expect(isWind({ direction: 0, strength: 'strong', force: 'light-breeze' })).toBe(false);
    expect(isWind({ direction: 0, strength: 'light', force: null })).toBe(true);
  });
  it('SD-56 without a rolled strength, the Fast Play one stands for light airs, moderate breeze, strong wind', () => {
    expect(windForceOf({ direction: 0, strength: 'light' })).toBe('light-airs');
    expect(windForceOf({ direction: 0, strength: 'breeze' })).toBe('moderate-breeze');
    expect(windForceOf({ direction: 0, strength: 'strong' })).toBe('strong-wind');
    expect(windForceOf({ direction: 0, strength: 'strong', force: 'storm' })).toBe('storm');
    expect(sceneWind(holder({ wind: { direction: 2, strength: 'light', force: null } }))).toEqual({
      direction: 2,
      strength: 'light',
    });
  });
});
