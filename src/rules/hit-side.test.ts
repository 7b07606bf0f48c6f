import { describe, expect, it } from 'vitest';
import { sideFacing } from './hit-side.js';

describe('D-12 side facing the firer', () => {
  it('D-12 a target heading north is hit on starboard from the east, port from the west', () => {
    const target = { x: 0, y: 0, headingDeg: 0 };
    expect(sideFacing(target, { x: 100, y: 10 })).toBe('starboard');
    expect(sideFacing(target, { x: -100, y: -30 })).toBe('port');
  });
  it('D-12 heading east: a firer to the south faces its starboard side', () => {
    expect(sideFacing({ x: 10, y: 10, headingDeg: 90 }, { x: 10, y: -200 })).toBe('starboard');
    expect(sideFacing({ x: 10, y: 10, headingDeg: 90 }, { x: 10, y: 200 })).toBe('port');
  });
  it('SD-10 dead ahead or astern (a rake along the keel) counts as port', () => {
    expect(sideFacing({ x: 0, y: 0, headingDeg: 0 }, { x: 0, y: 300 })).toBe('port');
    expect(sideFacing({ x: 0, y: 0, headingDeg: 0 }, { x: 0, y: -300 })).toBe('port');
  });
});
