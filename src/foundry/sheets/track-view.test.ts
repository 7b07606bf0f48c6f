// FP-1.6 / FP-2.5 / D-4 damage boxes from the core's track state: fill, strike-through, repairs.
import { describe, expect, it } from 'vitest';
import {
  NO_DAMAGE,
  applyRiggingDamage,
  classById,
  repairRigging,
  shipProfile,
} from '../../rules/index.js';
import { trackBoxes } from './track-view.js';

const fills = (t: ReturnType<typeof trackBoxes>) => t.boxes.map((b) => b.fillPct);

describe('damage boxes (FP-1.6, FP-2.5)', () => {
  const p74 = shipProfile(classById('3rd-74c'));

  it('a 74C with 250 starboard points: 2 lost boxes and a 10-point partial box', () => {
    const t = trackBoxes(p74, { ...NO_DAMAGE, starboard: 250 }, 'starboard');
    expect(t.boxCount).toBe(7);
    expect(t.lost).toBe(2);
    expect(t.partialPoints).toBe(10);
    expect(t.boxes.map((b) => b.lost)).toEqual([true, true, false, false, false, false, false]);
    expect(t.boxes.map((b) => b.partial)).toEqual([false, false, true, false, false, false, false]);
    expect(t.boxes.map((b) => b.points)).toEqual([120, 120, 10, 0, 0, 0, 0]);
    expect(fills(t)).toEqual([100, 100, 8.3, 0, 0, 0, 0]);
    expect(t.maxPoints).toBe(840);
    expect(t.remainingPoints).toBe(590);
  });

  it('a box exactly full is lost, with no partial box after it', () => {
    const t = trackBoxes(p74, { ...NO_DAMAGE, port: 240 }, 'port');
    expect(t.boxes.filter((b) => b.lost)).toHaveLength(2);
    expect(t.boxes.some((b) => b.partial)).toBe(false);
  });

  it('an all-lost track is struck through everywhere', () => {
    const t = trackBoxes(p74, { ...NO_DAMAGE, rigging: 720 }, 'rigging');
    expect(t.boxes.every((b) => b.lost && b.fillPct === 100)).toBe(true);
  });

  it('crew changes the box capacity (FP-1.5): an Elite 74C box holds 140', () => {
    const t = trackBoxes(
      shipProfile(classById('3rd-74c'), 'elite'),
      { ...NO_DAMAGE, port: 70 },
      'port',
    );
    expect(t.boxes[0]).toMatchObject({ capacity: 140, points: 70, fillPct: 50, partial: true });
  });

  it('D-4 a repaired rigging box is the next one to fill, marked repaired, not lost', () => {
    const lost2 = applyRiggingDamage(p74, NO_DAMAGE, 250).damage;
    const repaired = repairRigging(p74, lost2, 9).damage;
    expect(repaired).toMatchObject({ rigging: 130, riggingRepaired: 1 });
    const t = trackBoxes(p74, repaired, 'rigging');
    expect(t.boxes.map((b) => b.lost)).toEqual([true, false, false, false, false, false]);
    expect(t.boxes.map((b) => b.repaired)).toEqual([false, true, false, false, false, false]);
    expect(t.boxes[1]).toMatchObject({ partial: true, points: 10 });
    // Losing the repaired box again uses the repair up (core D-4).
    const again = applyRiggingDamage(p74, repaired, 110).damage;
    expect(trackBoxes(p74, again, 'rigging').boxes.map((b) => b.repaired)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('D-3 a fort keeps all its hull boxes on one track', () => {
    const citadel = shipProfile(classById('fort-citadel'));
    const t = trackBoxes(citadel, { ...NO_DAMAGE, port: 1500 }, 'port');
    expect(t.boxCount).toBe(20);
    expect(fills(t).slice(0, 3)).toEqual([100, 50, 0]);
  });
});
