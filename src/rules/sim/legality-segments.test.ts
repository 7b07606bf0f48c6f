// Issue 13 / OR-3: the legality test's segment checks (legality-segments.ts) catch what they are for:
// SD-50 a segment over its allowance, SD-53 the wrong sail, SD-47 a second broadside of a side.
import { describe, expect, it } from 'vitest';
import type { CaptainOrders } from './captain.js';
import { makeSimShip, parseDuellist } from './duel-state.js';
import type { PartRecord } from './duel.js';
import { orderViolations } from './legality.js';
import { segmentViolations } from './legality-segments.js';
import { reason } from './reasons.js';

const ANY_REASON = reason('noFireOnBoard');

function record(over: Partial<PartRecord> = {}, orders: Partial<CaptainOrders> = {}): PartRecord {
  // A 74 at easy sail heading east (4), the wind from the north: 90 mm in a breeze, 45 a segment.
  const me = makeSimShip('a', parseDuellist('74C'), { x: 0, y: 0, headingDeg: 0 }, 4);
  const enemy = makeSimShip('b', parseDuellist('74C'), { x: 0, y: 250, headingDeg: 0 }, 4);
  return {
    before: { turn: 2, wind: 0, ships: [me, enemy] },
    orders: {
      ship: 'a',
      target: 0,
      sail: 'easy',
      heading: 4,
      orders: ['firePort'],
      fire: [{ side: 'port', aim: 'hull' }] as CaptainOrders['fire'],
      reasons: { fire: ANY_REASON, sail: ANY_REASON, course: ANY_REASON, guns: [] },
      ...orders,
    } as PartRecord['orders'],
    score: 11,
    fired: [{ side: 'port', alongMm: 30, segment: 1 }],
    movedMm: 90,
    allowanceMm: 90,
    headingAfter: 4,
    segments: [
      { allowanceMm: 45, movedMm: 45, sail: 'easy' },
      { allowanceMm: 45, movedMm: 45, sail: 'easy' },
    ],
    ...over,
  };
}

describe('issue 13 OR-3 the legality checks of a two-segment part', () => {
  it('SD-50 / SD-47 a part within each segment allowance, its broadside fired once, is legal', () => {
    expect(orderViolations(record())).toEqual([]);
    expect(segmentViolations(record({ segments: undefined }))).toEqual([]);
  });

  it('SD-50 a segment moving over half the Fast Play allowance is caught, though the turn adds up', () => {
    const bad = record({
      segments: [
        { allowanceMm: 60, movedMm: 60, sail: 'easy' },
        { allowanceMm: 30, movedMm: 30, sail: 'easy' },
      ],
    });
    expect(orderViolations(bad)).toContain('SD-50 segment 1 allowance 60 over half the speed (45)');
    expect(
      segmentViolations(
        record({
          segments: [
            { allowanceMm: 45, movedMm: 50, sail: 'easy' },
            { allowanceMm: 45, movedMm: 40, sail: 'easy' },
          ],
        }),
      ),
    ).toContain('SD-50 segment 1 moved 50 of 45');
  });

  it('SD-53 segment 1 at a sail ordered this turn is caught; segment 2 at it is legal', () => {
    const orders = {
      sail: 'full' as const,
      orders: ['increaseSail' as const, 'firePort' as const],
    };
    const early = record(
      {
        movedMm: 180,
        allowanceMm: 180,
        segments: [
          { allowanceMm: 90, movedMm: 90, sail: 'full' },
          { allowanceMm: 90, movedMm: 90, sail: 'full' },
        ],
      },
      orders,
    );
    expect(segmentViolations(early)).toContain('SD-53 segment 1 at full, not the sail set (easy)');
    const legal = record(
      {
        movedMm: 135,
        allowanceMm: 135,
        segments: [
          { allowanceMm: 45, movedMm: 45, sail: 'easy' },
          { allowanceMm: 90, movedMm: 90, sail: 'full' },
        ],
      },
      orders,
    );
    expect(orderViolations(legal)).toEqual([]);
  });

  it('SD-47 a side fired in both segments, or off its segment move, is caught', () => {
    const twice = record({
      fired: [
        { side: 'port', alongMm: 30, segment: 1 },
        { side: 'port', alongMm: 80, segment: 2 },
      ],
    });
    expect(segmentViolations(twice)).toContain('SD-47 a second port broadside in the turn');
    const off = record({ fired: [{ side: 'port', alongMm: 60, segment: 1 }] });
    expect(segmentViolations(off)).toContain("SD-47 port fired at 60, off segment 1's move");
    const total = record({
      segments: [
        { allowanceMm: 45, movedMm: 45, sail: 'easy' },
        { allowanceMm: 45, movedMm: 40, sail: 'easy' },
      ],
    });
    expect(segmentViolations(total)).toContain('OR-3 the segments moved 85, the part 90');
  });
});
