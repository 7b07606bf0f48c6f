// Where a text label goes so that it sits clear of the lines of a drawing: pure box geometry in table
// mm (x east, y north). Boxes are upright on the screen (text is never rotated), so they stay
// axis-aligned here too. Used by the arc picture (arc-data.ts) for the canvas and the SVG diagram.
import type { Vec2 } from '../../rules/index.js';

export interface Box {
  centre: Vec2;
  width: number;
  height: number;
}

export interface Segment {
  from: Vec2;
  to: Vec2;
}

/** A rough text width (mm) for a font size: the canvas measures the real text, the SVG uses this. */
export function estimateTextWidth(text: string, fontMm: number): number {
  return text.length * 0.56 * fontMm;
}

/**
 * The centre of a `width` x `height` box placed on the `normal` side of a line through `point`, at
 * least `pad` away from that line: the box's extent back along the normal is added to the offset.
 */
export function boxBeside(
  point: Vec2,
  normal: Vec2,
  width: number,
  height: number,
  pad: number,
): Vec2 {
  const len = Math.hypot(normal.x, normal.y) || 1;
  const n = { x: normal.x / len, y: normal.y / len };
  const reach = pad + (Math.abs(n.x) * width) / 2 + (Math.abs(n.y) * height) / 2;
  return { x: point.x + n.x * reach, y: point.y + n.y * reach };
}

function bounds(b: Box) {
  return {
    x0: b.centre.x - b.width / 2,
    x1: b.centre.x + b.width / 2,
    y0: b.centre.y - b.height / 2,
    y1: b.centre.y + b.height / 2,
  };
}

export function boxesOverlap(a: Box, b: Box): boolean {
  const p = bounds(a);
  const q = bounds(b);
  return p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;
}

/** Liang–Barsky: does the segment cross the box (touching counts)? */
export function segmentHitsBox(s: Segment, b: Box): boolean {
  const { x0, x1, y0, y1 } = bounds(b);
  const dx = s.to.x - s.from.x;
  const dy = s.to.y - s.from.y;
  let lo = 0;
  let hi = 1;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) lo = Math.max(lo, t);
    else hi = Math.min(hi, t);
    return lo <= hi;
  };
  return (
    clip(-dx, s.from.x - x0) &&
    clip(dx, x1 - s.from.x) &&
    clip(-dy, s.from.y - y0) &&
    clip(dy, y1 - s.from.y)
  );
}

/** The first candidate box that crosses no segment and overlaps no taken box, else the first one. */
export function firstClearBox(
  candidates: readonly Box[],
  segments: readonly Segment[],
  taken: readonly Box[],
): Box {
  const clear = candidates.find(
    (c) => !segments.some((s) => segmentHitsBox(s, c)) && !taken.some((t) => boxesOverlap(t, c)),
  );
  return clear ?? candidates[0]!;
}
