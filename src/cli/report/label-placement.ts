// Where the scatter chart's class labels go: vega-lite places a text mark at a fixed offset, so two
// classes of the same cost would print their names over each other. Each label starts just right of
// its mark (always right, so a label is never read as its left-hand neighbour's) and takes the first
// height beside it that keeps clear of the labels placed before it, of every mark and of the plot's
// edges (text widths estimated, like vega's own without node-canvas: SD-168).

export interface LabelPoint {
  /** Pixel position of the mark in the plot (origin top left). */
  x: number;
  y: number;
  text: string;
}

export interface PlacedLabel {
  /** Pixel position of the label's left end, at its vertical middle. */
  x: number;
  y: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Width of a 12px sans-serif character, on the generous side. */
export const CHAR_PX = 7;
const LINE_PX = 14;
const MARK_PX = 6;

/** Heights tried in turn beside the mark: just above, just below, then further out. */
const RISES = [-9, 9, -23, 23, -37, 37] as const;
const GAP_PX = 10;

/** The room a label needs right of its mark. */
export function labelRoom(text: string): number {
  return GAP_PX + text.length * CHAR_PX;
}

function boxOf(x: number, y: number, text: string): Box {
  return {
    left: x,
    right: x + text.length * CHAR_PX,
    top: y - LINE_PX / 2,
    bottom: y + LINE_PX / 2,
  };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Outside the plot counts as overlap too, so a label stays in the chart's frame when it can. */
function outside(b: Box, width: number, height: number): number {
  const spill =
    Math.max(0, -b.left) +
    Math.max(0, b.right - width) +
    Math.max(0, -b.top) +
    Math.max(0, b.bottom - height);
  return spill * LINE_PX;
}

export function placeLabels(
  points: readonly LabelPoint[],
  width: number,
  height: number,
): PlacedLabel[] {
  const marks = points.map((p) => ({
    left: p.x - MARK_PX,
    right: p.x + MARK_PX,
    top: p.y - MARK_PX,
    bottom: p.y + MARK_PX,
  }));
  const placed: Box[] = [];
  return points.map((p) => {
    let best: { cost: number; box: Box; label: PlacedLabel } | null = null;
    for (const rise of RISES) {
      const label: PlacedLabel = { x: p.x + GAP_PX, y: p.y + rise };
      const box = boxOf(label.x, label.y, p.text);
      const cost =
        [...placed, ...marks].reduce((n, b) => n + overlap(box, b), 0) +
        outside(box, width, height);
      if (!best || cost < best.cost) best = { cost, box, label };
      if (cost === 0) break;
    }
    // RISES is never empty, so best is set.
    placed.push(best!.box);
    return best!.label;
  });
}

/** A round upper bound for an axis (a few steps per power of ten, so little of the plot is empty). */
export function niceCeil(v: number): number {
  if (v <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 10])
    if (m * step >= v) return m * step;
  return 10 * step;
}
