// "Contacts after this move" (FP-5.8) as the glue answers it (the core's sweepTranslation), the pixel
// tolerance of contacts read back from tokens, and FP-4.4 explosion reach, against the rules core.
import { describe, expect, it } from 'vitest';
import { basesInContact, sweepStraightMove } from '../../rules/index.js';
import { basesTouchWithin, contactsAfterMove, shipsInExplosionReach } from './contact-geometry.js';
import { tableShip } from '../../../tests/support/canvas-fixtures.js';

const mover = tableShip('m', 0, 0, 0);

describe('contactsAfterMove', () => {
  it('FP-5.7 / FP-5.8 a straight move along the heading stops where the core sweep stops (142.5 mm)', () => {
    const crossing = tableShip('x', 0, 200, 90);
    const answer = contactsAfterMove(mover, { x: 0, y: 180, headingDeg: 0 }, [mover, crossing]);
    const core = sweepStraightMove(mover, 180, [mover, crossing]);
    expect(answer.distanceMm).toBeCloseTo(core.distanceMm, 9);
    expect(answer).toMatchObject({
      requestedMm: 180,
      stopped: true,
      contactIds: ['x'],
      blockingIds: ['x'],
    });
    expect(basesInContact({ ...mover, pose: answer.pose }, crossing)).toBe(true);
  });

  it('FP-5.8 a sideways drag into a ship abeam stops with the bases touching', () => {
    const answer = contactsAfterMove(mover, { x: 150, y: 0, headingDeg: 0 }, [
      tableShip('abeam', 100, 0),
    ]);
    expect(answer.pose.x).toBeCloseTo(60, 6);
    expect(answer.blockingIds).toEqual(['abeam']);
  });
});

describe('contact read back from token positions', () => {
  it('FP-5.8 a gap of 0.1 mm (half a pixel at 1:1200) still counts as contact within one pixel; the core alone says apart', () => {
    const b = tableShip('b', 40.1, 0);
    expect(basesInContact(mover, b)).toBe(false);
    expect(basesTouchWithin(mover, b, 0.2)).toBe(true);
    expect(basesTouchWithin(mover, tableShip('c', 40.3, 0), 0.2)).toBe(false);
  });
});

describe('FP-4.4 explosion reach (short range, mast to mast, D-10 inclusive)', () => {
  it('1:1200 100 mm is in, 100.5 mm is out; the exploding ship itself is not listed', () => {
    const ships = [tableShip('boom', 0, 0), tableShip('in', 100, 0), tableShip('out', -100.5, 0)];
    expect(shipsInExplosionReach(ships, 'boom', 1200)).toEqual(['in']);
  });
  it('HR-2 1:3000 short range is 40 mm', () => {
    const ships = [
      tableShip('boom', 0, 0),
      tableShip('in', 40, 0),
      tableShip('out', 0, 0.5 + 40 + 37.5),
    ];
    expect(shipsInExplosionReach(ships, 'boom', 3000)).toEqual(['in']);
  });
});
