// A firing arc with its range rings, the ships and the targeting answer as an SVG picture, drawn
// from the same description as the canvas (arcPicture: bands, colours, ring and rake labels) and the
// same core geometry (baseCorners, mastPoints, broadsideTargets). Used by the browser gallery and for
// documentation. Pure. SVG units are table mm, y flipped (north up).
import {
  RANGE_LIMITS_MM,
  baseCorners,
  broadsideTargets,
  mastPoints,
  pointInShipFrame,
  shipFrame,
  type Scale,
  type Side,
  type TableShip,
  type TargetingResult,
  type Vec2,
} from '../../rules/index.js';
import { arcPicture, baseBox, ringPoints, type ArcWords, type PlacedLabel } from './arc-picture.js';
import { firstClearBox, type Box, type Segment } from './label-placement.js';

export type DiagramRole = 'firer' | 'target' | 'choice' | 'other';

export interface ArcDiagramInput {
  ships: ReadonlyArray<TableShip & { name: string }>;
  firerId: string;
  side: Side;
  arcDeg: number;
  scale: Scale;
  /** Blank table around everything drawn, mm. */
  marginMm?: number;
}

const svg = (p: Vec2) => ({ x: round(p.x), y: round(-p.y) });
const round = (n: number) => Math.round(n * 100) / 100 + 0;
const pts = (ps: readonly Vec2[]) => ps.map((p) => `${svg(p).x},${svg(p).y}`).join(' ');

/** A label as SVG text: centred on its box (the box is in table mm). */
function svgLabel(l: PlacedLabel) {
  const c = svg(l.centre);
  return { text: l.text, x: c.x, y: c.y };
}

function segmentsOf(points: readonly Vec2[]): Segment[] {
  return points.slice(1).map((to, i) => ({ from: points[i]!, to }));
}

export function arcDiagram(input: ArcDiagramInput, words: ArcWords) {
  const { ships, firerId, side, arcDeg, scale } = input;
  const margin = input.marginMm ?? 40;
  const firer = ships.find((s) => s.id === firerId);
  if (!firer) throw new RangeError(`no firer ${firerId}`);
  const targeting: TargetingResult = broadsideTargets(ships, firerId, side, { arcDeg, scale });
  const widest = Math.max(...ships.filter((s) => s.id !== firerId).map((s) => s.body.widthMm), 0);
  const picture = arcPicture(
    firer,
    side,
    { arcDeg, scale, targetWidthMm: widest || firer.body.widthMm, avoid: ships.map(baseBox) },
    words,
  );
  const apex = svg(picture.apex);
  const arcTo = (r: number, fromBearing: number, toBearing: number) => {
    const [a, b] = [fromBearing, toBearing].map((deg) => {
      const rad = (deg * Math.PI) / 180;
      return svg({ x: picture.apex.x + Math.sin(rad) * r, y: picture.apex.y + Math.cos(rad) * r });
    });
    return { a: a!, b: b! };
  };
  // Each band its own ring (an annular wedge), fore edge to aft edge and back: no stacking.
  const sweep = side === 'starboard' ? 1 : 0;
  const bands = picture.bands.map((b) => {
    const outer = arcTo(b.radiusMm, picture.foreBearingDeg, picture.aftBearingDeg);
    const inner = arcTo(b.innerMm, picture.aftBearingDeg, picture.foreBearingDeg);
    const r = b.radiusMm;
    const ri = b.innerMm;
    const path =
      ri > 0
        ? `M ${inner.b.x} ${inner.b.y} L ${outer.a.x} ${outer.a.y} A ${r} ${r} 0 0 ${sweep} ${outer.b.x} ${outer.b.y} L ${inner.a.x} ${inner.a.y} A ${ri} ${ri} 0 0 ${1 - sweep} ${inner.b.x} ${inner.b.y} Z`
        : `M ${apex.x} ${apex.y} L ${outer.a.x} ${outer.a.y} A ${r} ${r} 0 0 ${sweep} ${outer.b.x} ${outer.b.y} Z`;
    return {
      band: b.band,
      radius: r,
      path,
      ring: `M ${outer.a.x} ${outer.a.y} A ${r} ${r} 0 0 ${sweep} ${outer.b.x} ${outer.b.y}`,
      colour: b.style.colour,
      fillAlpha: b.style.fillAlpha,
      label: svgLabel(b.label),
    };
  });
  const line = (s: Segment) => ({
    x1: svg(s.from).x,
    y1: svg(s.from).y,
    x2: svg(s.to).x,
    y2: svg(s.to).y,
  });
  const lane = picture.rake;
  const rake = {
    points: pts([lane.sides[0].from, lane.sides[0].to, lane.sides[1].to, lane.sides[1].from]),
    label: svgLabel(lane.label),
  };
  const marked = new Set(targeting.chosen ? [targeting.chosen] : targeting.choices);
  const role = (id: string): DiagramRole =>
    id === firerId ? 'firer' : !marked.has(id) ? 'other' : targeting.chosen ? 'target' : 'choice';
  // Ship names go where no line of the arc, no other label and no base is: below, above, beside.
  const lines: Segment[] = [
    picture.centreLine,
    ...picture.edges,
    ...lane.sides,
    ...picture.bands.flatMap((b) => segmentsOf(ringPoints(picture, b.radiusMm))),
  ];
  const fontSize = round(picture.fontMm);
  const bases = ships.map((s) => baseCorners(s.pose, s.body));
  const taken: Box[] = [...picture.bands.map((b) => b.label), lane.label, ...ships.map(baseBox)];
  const drawn = ships.map((s, i) => {
    const corners = bases[i]!;
    const frame = shipFrame(s.pose);
    const half = s.body.lengthMm / 2;
    // A small triangle at the bow, short of the fore mast (D-1: 25% of the length from the bow).
    const depth = Math.min(s.body.widthMm / 2, s.body.lengthMm / 6);
    const bow = [
      pointInShipFrame(frame, half, 0),
      pointInShipFrame(frame, half - depth, -s.body.widthMm / 4),
      pointInShipFrame(frame, half - depth, s.body.widthMm / 4),
    ];
    const base = baseBox(s);
    const width = s.name.length * 0.56 * fontSize + fontSize * 0.4;
    const height = fontSize * 1.25;
    const gap = fontSize * 0.3;
    const at = (dx: number, dy: number): Box => ({
      centre: { x: base.centre.x + dx, y: base.centre.y + dy },
      width,
      height,
    });
    const vertical = (base.height + height) / 2 + gap;
    const sideways = (base.width + width) / 2 + gap;
    const box = firstClearBox(
      [at(0, -vertical), at(0, vertical), at(sideways, 0), at(-sideways, 0)],
      lines,
      taken,
    );
    taken.push(box);
    return {
      id: s.id,
      name: s.name,
      role: role(s.id),
      points: pts(corners),
      bow: pts(bow),
      masts: mastPoints(s.pose, s.body).map((m) => ({
        cx: svg(m).x,
        cy: svg(m).y,
        r: round(s.body.widthMm / 8),
      })),
      label: svgLabel({ ...box, text: s.name }),
    };
  });
  // Bounds: the whole long-range wedge, every base and every label.
  const xs: number[] = [];
  const ys: number[] = [];
  const add = (p: Vec2) => {
    xs.push(svg(p).x);
    ys.push(svg(p).y);
  };
  add(picture.apex);
  for (const p of ringPoints(picture, picture.bands.at(-1)!.radiusMm, 8)) add(p);
  for (const corners of bases) for (const c of corners) add(c);
  for (const b of taken) {
    add({ x: b.centre.x - b.width / 2, y: b.centre.y - b.height / 2 });
    add({ x: b.centre.x + b.width / 2, y: b.centre.y + b.height / 2 });
  }
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  const width = Math.max(...xs) + margin - minX;
  const height = Math.max(...ys) + margin - minY;
  return {
    viewBox: `${round(minX)} ${round(minY)} ${round(width)} ${round(height)}`,
    side,
    bands,
    centreLine: line(picture.centreLine),
    edges: picture.edges.map(line),
    rake,
    ships: drawn,
    targeting,
    limits: RANGE_LIMITS_MM[scale],
    scale,
    arcDeg,
    fontSize,
  };
}
