// The scatter chart's labels (SD-168): placed right of their marks, clear of one another and of the
// other marks when there is room; the dealt axis gets a round top.
import { describe, expect, it } from 'vitest';
import { CHAR_PX, labelRoom, niceCeil, placeLabels } from './label-placement.js';

const boxes = (
  points: Array<{ x: number; y: number; text: string }>,
  placed: Array<{ x: number; y: number }>,
) =>
  placed.map((p, i) => ({
    left: p.x,
    right: p.x + points[i]!.text.length * CHAR_PX,
    top: p.y - 7,
    bottom: p.y + 7,
  }));

describe('scatter labels', () => {
  it('one mark: its label just above and right of it', () => {
    expect(placeLabels([{ x: 100, y: 100, text: 'A: 98S, good crew' }], 520, 300)).toEqual([
      { x: 110, y: 91 },
    ]);
  });

  it('two classes of the same cost and nearly the same effect: the labels do not overlap', () => {
    const points = [
      { x: 200, y: 150, text: 'A: 74C, good crew' },
      { x: 200, y: 160, text: 'B: 80S/74L, average crew' },
    ];
    const placed = placeLabels(points, 520, 300);
    const [a, b] = boxes(points, placed);
    expect(a!.bottom <= b!.top || b!.bottom <= a!.top).toBe(true);
    for (const p of placed) expect(p.x).toBe(210);
  });

  it('a label keeps off another mark when it can', () => {
    const points = [
      { x: 200, y: 150, text: 'A: 74C, good crew' },
      { x: 260, y: 142, text: 'A: 98S, good crew' },
    ];
    const [first] = boxes(points, placeLabels(points, 520, 300));
    const other = { left: 254, right: 266, top: 136, bottom: 148 };
    const clear =
      first!.right <= other.left ||
      first!.left >= other.right ||
      first!.bottom <= other.top ||
      first!.top >= other.bottom;
    expect(clear).toBe(true);
  });

  it('a mark at the top edge gets its label below it, inside the plot', () => {
    expect(placeLabels([{ x: 100, y: 2, text: 'A: 98S' }], 520, 300)[0]!.y).toBe(11);
  });

  it('labelRoom is the gap and the estimated text width', () => {
    expect(labelRoom('abc')).toBe(10 + 3 * CHAR_PX);
  });

  it.each([
    [0, 1],
    [0.8, 0.8],
    [4.7, 5],
    [26, 30],
    [31, 35],
    [101, 120],
  ])('niceCeil(%d) = %d', (v, top) => {
    expect(niceCeil(v)).toBeCloseTo(top, 9);
  });
});
