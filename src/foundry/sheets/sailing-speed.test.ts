// OR-2 / OR-3 / OR-5 the ship sheet's speed is what the movement allows, through the allowance's
// own functions: the OR-2 strength's label, 0 in a calm for a sailing ship and half for an oared one,
// the SD-50 halves per segment, OR-5's table by point of sail; and the OR-3 segment allowance in a
// calm under OR-5 (SD-26: sailing ships stay, oared ships half the light-breeze speed).
import { describe, expect, it } from 'vitest';
import { navigationSpeed } from '../../rules/index.js';
import { shipSource } from '../../../tests/support/canvas-fixtures.js';
import {
  movementAllowance,
  navigationSegmentSpeeds,
  segmentAllowance,
} from '../canvas/allowance.js';
import { sheetSpeed } from './sailing-speed.js';
import { shipSheetView } from './ship-view.js';

const calm = { direction: 0, strength: 'light' as const, force: 'calm' as const };
const breeze = { direction: 0, strength: 'breeze' as const, force: 'moderate-breeze' as const };
const FP = { twoSegment: false, fullNavigation: false };
const OR3 = { twoSegment: true, fullNavigation: false };
const OR5 = { twoSegment: true, fullNavigation: true };
// Heading index 4 (east) in a north wind: a beam reach.
const BEAM = 4;
const sailing = () => shipSource({ sail: 'full' });
const gunboat = () => shipSource({ sail: 'full' }, 'unrated-gunboat-small');

describe('OR-2 the ship sheet shows the speed the movement allows', () => {
  it('OR-2 the sheet names the rolled strength, not the Fast Play one', () => {
    expect(sheetSpeed(sailing(), breeze, 1200, FP, BEAM).windLabel).toBe(
      'SCA.Canvas.Wind.Force.moderate-breeze',
    );
    expect(sheetSpeed(sailing(), calm, 1200, FP, BEAM).windLabel).toBe(
      'SCA.Canvas.Wind.Force.calm',
    );
    // Fast Play's own strengths keep their labels.
    expect(
      sheetSpeed(sailing(), { direction: 0, strength: 'breeze' }, 1200, FP, BEAM).windLabel,
    ).toBe('SCA.Sheet.Wind.Breeze');
  });

  it('OR-2 calm: a sailing ship 0, a gunboat half its speed, as the allowance', () => {
    expect(sheetSpeed(sailing(), calm, 1200, FP, BEAM).speedMm).toBe(0);
    const boat = sheetSpeed(gunboat(), calm, 1200, FP, BEAM).speedMm;
    expect(boat).toBe(movementAllowance(gunboat(), calm, 1200).allowanceMm);
    expect(boat).toBe(
      movementAllowance(gunboat(), { direction: 0, strength: 'light' }, 1200).allowanceMm / 2,
    );
  });

  it('OR-3 / SD-50 the segments halve the Fast Play move; OR-5 the table by the point of sail', () => {
    const whole = movementAllowance(sailing(), breeze, 1200).allowanceMm;
    expect(sheetSpeed(sailing(), breeze, 1200, OR3, BEAM)).toMatchObject({
      speedMm: whole,
      segmentsMm: [whole / 2, whole / 2],
    });
    const table = navigationSpeed({
      pointOfSail: 'beam',
      wind: 'moderate-breeze',
      sail: 'full',
      rdcLost: 0,
      scale: 1200,
    });
    expect(sheetSpeed(sailing(), breeze, 1200, OR5, BEAM)).toMatchObject({
      speedMm: table.segment1Mm + table.segment2Mm,
      segmentsMm: [table.segment1Mm, table.segment2Mm],
    });
    // No token on the scene: the point of sail is unknown, SD-52's Fast Play halves.
    expect(sheetSpeed(sailing(), breeze, 1200, OR5, null).segmentsMm).toEqual([
      whole / 2,
      whole / 2,
    ]);
  });

  it('OR-2 the sheet view carries the strength label and the segments', () => {
    const v = shipSheetView({
      name: 'Bellona',
      system: sailing(),
      role: 'owner',
      lang: 'en',
      scene: { hasScene: true, wind: calm, tokenRotation: 0, scale: 1200, rules: OR3 },
    });
    expect(v.sailing).toMatchObject({
      speedMm: 0,
      speedSegments: { first: 0, second: 0 },
      windStrengthLabel: 'SCA.Canvas.Wind.Force.calm',
    });
  });
});

describe('OR-3 + OR-5 the segment allowance in a calm', () => {
  it('OR-2 / SD-26 a sailing ship does not move in either segment', () => {
    const nav = navigationSegmentSpeeds(sailing(), BEAM, calm, 1200);
    expect(nav).toMatchObject({ segment1Mm: 0, segment2Mm: 0 });
    const whole = movementAllowance(sailing(), calm, 1200);
    for (const segment of [1, 2] as const)
      expect(segmentAllowance(whole, segment, nav)).toMatchObject({
        allowanceMm: 0,
        blockedBy: 'calm',
      });
  });

  it('OR-2 / SD-26 an oared ship moves half its light-breeze table speed in each segment', () => {
    const light = navigationSegmentSpeeds(
      gunboat(),
      BEAM,
      { ...calm, force: 'light-breeze' },
      1200,
    )!;
    const nav = navigationSegmentSpeeds(gunboat(), BEAM, calm, 1200)!;
    expect(nav).toMatchObject({
      segment1Mm: light.segment1Mm / 2,
      segment2Mm: light.segment2Mm / 2,
    });
    expect(light.segment1Mm).toBeGreaterThan(0);
    const whole = movementAllowance(gunboat(), calm, 1200);
    expect(segmentAllowance(whole, 1, nav).allowanceMm).toBe(light.segment1Mm / 2);
    expect(segmentAllowance(whole, 2, nav).allowanceMm).toBe(light.segment2Mm / 2);
    expect(nav.steps.at(-1)).toMatchObject({ key: 'calm', rule: 'OR-2' });
  });

  it('OR-2 in irons in a calm: nothing either way', () => {
    expect(navigationSegmentSpeeds(gunboat(), 0, calm, 1200)).toMatchObject({
      segment1Mm: 0,
      segment2Mm: 0,
    });
  });
});
