// Movement allowance and ruler readings against the rules core: FP-5.2, FP-5.3, FP-A1, FP-A4, HR-2,
// the half-speed cases, FP-6.1 / D-10 bands between ships.
import { describe, expect, it } from 'vitest';
import { shipSpeed } from '../../rules/index.js';
import {
  formatMm,
  movementAllowance,
  rangeBetweenPoints,
  rangeReading,
  rulerReading,
  segmentAllowance,
  shipAtPoint,
} from './allowance.js';
import { BRIG, shipSource, tableShip } from '../../../tests/support/canvas-fixtures.js';

const BREEZE_N = { direction: 0, strength: 'breeze' } as const;

describe('movement allowance (FP-5.7 the full straight move this turn)', () => {
  it('FP-5.2 full sail 180 mm, easy sail 90 mm in a breeze at 1:1200', () => {
    expect(movementAllowance(shipSource({ sail: 'full' }), BREEZE_N, 1200)).toMatchObject({
      allowanceMm: 180,
      blockedBy: null,
      halfSpeed: false,
    });
    expect(movementAllowance(shipSource({ sail: 'easy' }), BREEZE_N, 1200).allowanceMm).toBe(90);
  });
  it('FP-5.3 each RDC lost costs 30 mm (one 120-point DC of rigging damage on a 74C)', () => {
    expect(
      movementAllowance(shipSource({ sail: 'full', damage: { rigging: 120 } }), BREEZE_N, 1200)
        .allowanceMm,
    ).toBe(150);
    expect(
      movementAllowance(shipSource({ sail: 'easy', damage: { rigging: 360 } }), BREEZE_N, 1200)
        .allowanceMm,
    ).toBe(0);
  });
  it('FP-A1 the scene wind strength sets the speeds: strong 240 / 120, light 150 / 75', () => {
    expect(
      movementAllowance(shipSource({ sail: 'full' }), { direction: 4, strength: 'strong' }, 1200)
        .allowanceMm,
    ).toBe(240);
    expect(
      movementAllowance(shipSource({ sail: 'easy' }), { direction: 4, strength: 'light' }, 1200)
        .allowanceMm,
    ).toBe(75);
  });
  it('FP-A1 without a scene wind the default breeze applies', () => {
    expect(movementAllowance(shipSource({ sail: 'full' }), null, 1200)).toMatchObject({
      allowanceMm: 180,
      wind: 'breeze',
    });
  });
  it('FP-5.2 / FP-5.8 half speed (out of hove to, after unfouling) and FP-5.6 the turn after a tack', () => {
    expect(
      movementAllowance(shipSource({ sail: 'easy', halfSpeed: true }), BREEZE_N, 1200),
    ).toMatchObject({ allowanceMm: 45, halfSpeed: true });
    expect(
      movementAllowance(shipSource({ sail: 'full', tack: { phase: 'completed' } }), BREEZE_N, 1200),
    ).toMatchObject({ allowanceMm: 90, halfSpeed: true });
  });
  it('HR-2 at 1:3000 every distance is x0.4: FS 72, ES with 2 RDC lost 36 - 24 = 12', () => {
    expect(movementAllowance(shipSource({ sail: 'full' }), BREEZE_N, 3000).allowanceMm).toBe(72);
    expect(
      movementAllowance(shipSource({ sail: 'easy', damage: { rigging: 240 } }), BREEZE_N, 3000)
        .allowanceMm,
    ).toBe(12);
  });
  it('FP-A4 a two-masted brig loses 25% of its speed per RDC lost', () => {
    const brig = shipSource({ sail: 'full', damage: { rigging: 50 } }, 'unrated-16-18');
    expect(movementAllowance(brig, BREEZE_N, 1200).allowanceMm).toBe(135);
  });
  it('the allowance is the core speed itself, steps included', () => {
    const a = movementAllowance(
      shipSource({ sail: 'full', damage: { rigging: 120 } }),
      BREEZE_N,
      1200,
    );
    expect(a.steps).toEqual(
      shipSpeed({ sail: 'full', rdcLost: 1, masts: 3, rdc: 6, wind: 'breeze', scale: 1200 }).steps,
    );
  });
  it.each([
    ['furled (FP-5.2 hove to)', { sail: 'furled' }, 'furled'],
    ['hove to after a collision (FP-5.8)', { hoveTo: true }, 'hoveTo'],
    [
      'in contact until unfouled (FP-5.8)',
      { contacts: [{ actorId: 'x', kind: 'enemyCollision' }] },
      'inContact',
    ],
    [
      'in stays during a tack (FP-5.6)',
      { tack: { phase: 'inStays', startHeading: 3, rotation: -1 } },
      'inStays',
    ],
    ['struck (FP-8.2)', { status: { struck: true } }, 'struck'],
    ['dismasted (FP-2.5)', { damage: { rigging: 720 } }, 'dismasted'],
    ['sinking (FP-2.5)', { damage: { port: 840, starboard: 840 } }, 'sinking'],
  ] as const)('%s: no move', (_name, overrides, block) => {
    expect(
      movementAllowance(shipSource({ sail: 'full', ...overrides } as never), BREEZE_N, 1200),
    ).toMatchObject({ allowanceMm: 0, blockedBy: block });
  });
});

describe('drag ruler reading', () => {
  const allowance = { allowanceMm: 180, blockedBy: null };
  it('within the allowance: distance moved and what is left', () => {
    expect(rulerReading(142.5, allowance)).toEqual({
      distanceMm: 142.5,
      allowanceMm: 180,
      remainingMm: 37.5,
      overMm: 0,
      over: false,
      blockedBy: null,
    });
  });
  it('past the allowance: nothing left, the overrun measured', () => {
    expect(rulerReading(200, allowance)).toMatchObject({ remainingMm: 0, overMm: 20, over: true });
  });
  it('a move read back from whole pixels within one pixel of the allowance is not an overrun', () => {
    expect(rulerReading(180.2, allowance, 0.2).over).toBe(false);
    expect(rulerReading(180.21, allowance, 0.2).over).toBe(true);
  });
  it('a blocked ship: any move is past its allowance', () => {
    expect(rulerReading(10, { allowanceMm: 0, blockedBy: 'furled' })).toMatchObject({
      over: true,
      overMm: 10,
      blockedBy: 'furled',
    });
  });
});

describe('range between two ships (FP-1.2 mast to mast, FP-6.1 bands, D-10)', () => {
  // Two ships side by side heading N: masts abreast, so the range is the centre distance.
  it.each([
    [100, 1200, 'short'],
    [100.5, 1200, 'medium'],
    [350, 1200, 'medium'],
    [700, 1200, 'long'],
    [700.5, 1200, 'out'],
    [40, 3000, 'short'],
    [140, 3000, 'medium'],
    [280, 3000, 'long'],
    [281, 3000, 'out'],
  ] as const)('%f mm at 1:%i is %s', (d, scale, band) => {
    expect(rangeReading(tableShip('a', 0, 0), tableShip('b', d, 0), scale)).toEqual({
      fromId: 'a',
      toId: 'b',
      rangeMm: d,
      band,
    });
  });
  it('nearest mast to nearest mast: a ship astern in line is measured fore mast to aft mast', () => {
    // a's aft mast at y -18.75, b (200 mm astern) fore mast at -200 + 18.75.
    expect(rangeReading(tableShip('a', 0, 0), tableShip('b', 0, -200), 1200).rangeMm).toBe(162.5);
  });
  it('a ruler from inside one base to inside another measures between those ships', () => {
    const ships = [tableShip('a', 0, 0), tableShip('b', 300, 0, 90), tableShip('c', 0, 500)];
    expect(shipAtPoint(ships, { x: 10, y: 30 })?.id).toBe('a');
    expect(shipAtPoint(ships, { x: 50, y: 0 })).toBeNull();
    expect(rangeBetweenPoints(ships, { x: 5, y: 5 }, { x: 320, y: 10 }, 1200)).toEqual({
      fromId: 'a',
      toId: 'b',
      rangeMm: 281.25,
      band: 'medium',
    });
    expect(rangeBetweenPoints(ships, { x: 5, y: 5 }, { x: 9, y: 9 }, 1200)).toBeNull();
    expect(rangeBetweenPoints(ships, { x: 5, y: 5 }, { x: 150, y: 150 }, 1200)).toBeNull();
  });
  it('brig masts at 35% and 65%: range from a brig abeam', () => {
    expect(
      rangeReading(tableShip('brig', 0, 0, 0, BRIG), tableShip('b', 60, 7.5), 1200).rangeMm,
    ).toBe(60);
  });
});

describe('labels', () => {
  it('millimetres show at most one decimal in the reader language', () => {
    expect(formatMm(142.46, 'en')).toBe('142.5');
    expect(formatMm(1234.56, 'en')).toBe('1,234.6');
    expect(formatMm(1234.56, 'it')).toBe('1234,6');
    expect(formatMm(-0.01, 'en')).toBe('0');
  });
});

describe('OR-3 the straight move of a segment', () => {
  const full = movementAllowance(shipSource({ sail: 'full' }), BREEZE_N, 1200);
  it('SD-50 without OR-5 each segment has half the Fast Play move (90 + 90 mm at full sail in a breeze)', () => {
    expect(segmentAllowance(full, 1).allowanceMm).toBe(90);
    expect(segmentAllowance(full, 2).allowanceMm).toBe(90);
    expect(segmentAllowance(full, 1).steps.at(-1)).toMatchObject({ key: 'segment', rule: 'SD-50' });
  });
  it('OR-3 outside a segment (Fast Play, free play) the whole move is left as it is', () => {
    expect(segmentAllowance(full, null)).toBe(full);
  });
  it('OR-5 the navigation speeds of each segment, halved at half speed; a blocked ship stays blocked', () => {
    const nav = { segment1Mm: 45, segment2Mm: 40, steps: [] };
    expect(segmentAllowance(full, 1, nav).allowanceMm).toBe(45);
    expect(segmentAllowance(full, 2, nav).allowanceMm).toBe(40);
    const half = movementAllowance(shipSource({ sail: 'full', halfSpeed: true }), BREEZE_N, 1200);
    expect(segmentAllowance(half, 2, nav).allowanceMm).toBe(20);
    const furled = movementAllowance(shipSource({ sail: 'furled' }), BREEZE_N, 1200);
    expect(segmentAllowance(furled, 1, nav)).toMatchObject({ allowanceMm: 0, blockedBy: 'furled' });
  });
});
