import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RuleError } from '../errors.js';
import { poseBackAlongMove, rakeDuringMove } from './rake-move.js';
import type { ShipBody, TableShip } from './ship-shape.js';
import { broadsideTargets } from './targeting.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const ship = (id: string, x: number, y: number, headingDeg = 0, body = THIRD_RATE): TableShip => ({
  id,
  pose: { x, y, headingDeg },
  body,
});

// The firer ends its move at (0, 100) heading N; a ship heading W lies across its starboard beam 50 mm
// further south, bow towards the firer: not raked now, raked when the firer was 50 mm back.
const FIRER = ship('firer', 0, 100);
const CROSSING = ship('t', 250, 50, 270);

describe("FP-6.4 / D-17 rakes during the firer's move", () => {
  it('D-17 not raked at the end of the move, raked 50 mm back: bow rake at medium range 231.25 mm', () => {
    expect(
      broadsideTargets([FIRER, CROSSING], 'firer', 'starboard').candidates[0]!.rake,
    ).toBeNull();
    expect(rakeDuringMove(FIRER, CROSSING, 'starboard', 100)).toEqual({
      rake: 'bow',
      backMm: 50,
      rangeMm: 231.25,
      band: 'medium',
    });
  });

  it('D-17 a move too short to bring the centre line across the mainmast is no rake', () => {
    // The centre line reaches within 20 mm (half the target's width) of the mainmast only from 30 mm back.
    expect(rakeDuringMove(FIRER, CROSSING, 'starboard', 29.9)).toBeNull();
    expect(rakeDuringMove(FIRER, CROSSING, 'starboard', 30)).toMatchObject({
      rake: 'bow',
      backMm: 30,
    });
  });

  it('FP-6.4 only at short or medium range: the same crossing at long range is no rake', () => {
    expect(rakeDuringMove(FIRER, ship('far', 500, 50, 270), 'starboard', 100)).toBeNull();
  });

  it('FP-6.4 the stern rake: the target heading away shows its stern', () => {
    expect(rakeDuringMove(FIRER, ship('away', 250, 50, 90), 'starboard', 100)).toMatchObject({
      rake: 'stern',
      backMm: 50,
    });
  });

  it('D-17 exactly 4 points apart: a target 3 points off is never raked', () => {
    expect(rakeDuringMove(FIRER, ship('t3', 250, 50, 247.5), 'starboard', 100)).toBeNull();
  });

  it('a target on the other side is not raked by this broadside', () => {
    expect(rakeDuringMove(FIRER, CROSSING, 'port', 100)).toBeNull();
  });

  it('no move: the answer is the instant rule of the core', () => {
    const now = ship('now', 250, 100, 270);
    expect(broadsideTargets([FIRER, now], 'firer', 'starboard').candidates[0]!.rake).toBe('bow');
    expect(rakeDuringMove(FIRER, now, 'starboard', 0)).toEqual({
      rake: 'bow',
      backMm: 0,
      rangeMm: 231.25,
      band: 'medium',
    });
  });

  it('poseBackAlongMove goes back along the heading', () => {
    expect(poseBackAlongMove({ x: 0, y: 100, headingDeg: 0 }, 40)).toEqual({
      x: 0,
      y: 60,
      headingDeg: 0,
    });
    expect(poseBackAlongMove({ x: 10, y: 0, headingDeg: 90 }, 10)).toEqual({
      x: 0,
      y: 0,
      headingDeg: 90,
    });
  });

  it('bad input is a RuleError', () => {
    expect(() => rakeDuringMove(FIRER, CROSSING, 'starboard', -1)).toThrow(RuleError);
    expect(() => rakeDuringMove(FIRER, FIRER, 'starboard', 10)).toThrow(RuleError);
  });

  it('D-17 whenever sampling the move finds a rake, rakeDuringMove finds one of the same kind', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -300, max: 300 }),
        fc.integer({ min: 30, max: 450 }),
        fc.constantFrom(90, 270),
        fc.integer({ min: 0, max: 200 }),
        (dy, dx, heading, moved) => {
          const target = ship('t', dx, 100 + dy, heading);
          let sampled: string | null = null;
          for (let s = 0; s <= moved; s += 0.5) {
            const at = { ...FIRER, pose: poseBackAlongMove(FIRER.pose, s) };
            const c = broadsideTargets([at, target], 'firer', 'starboard').candidates[0];
            if (c?.rake) {
              sampled = c.rake;
              break;
            }
          }
          const found = rakeDuringMove(FIRER, target, 'starboard', moved);
          if (sampled) expect(found?.rake).toBe(sampled);
          if (found) {
            const at = { ...FIRER, pose: poseBackAlongMove(FIRER.pose, found.backMm) };
            expect(
              broadsideTargets([at, target], 'firer', 'starboard').candidates[0],
            ).toMatchObject({ rake: found.rake, band: found.band });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
