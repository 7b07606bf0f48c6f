// A firing arc with its range rings, the ships and the targeting answer as an SVG picture, drawn
// from the same core geometry as the canvas (arcShape, baseCorners, mastPoints, broadsideTargets).
// Used by the browser gallery and for documentation. Pure. SVG units are table mm, y flipped (north up).
import {
  RANGE_BANDS,
  RANGE_LIMITS_MM,
  arcShape,
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

export function arcDiagram(input: ArcDiagramInput) {
  const { ships, firerId, side, arcDeg, scale } = input;
  const margin = input.marginMm ?? 40;
  const firer = ships.find((s) => s.id === firerId);
  if (!firer) throw new RangeError(`no firer ${firerId}`);
  const targeting: TargetingResult = broadsideTargets(ships, firerId, side, { arcDeg, scale });
  const arc = arcShape(firer.pose, firer.body, side, { arcDeg, scale });
  const apex = svg(arc.apex);
  const bands = RANGE_BANDS.map((band) => {
    const r = RANGE_LIMITS_MM[scale][band];
    const a = svg({ x: arc.apex.x + arc.leftDir.x * r, y: arc.apex.y + arc.leftDir.y * r });
    const b = svg({ x: arc.apex.x + arc.rightDir.x * r, y: arc.apex.y + arc.rightDir.y * r });
    // From the anticlockwise edge to the clockwise one: clockwise on a north-up picture (SVG sweep 1).
    return {
      band,
      radius: r,
      path: `M ${apex.x} ${apex.y} L ${a.x} ${a.y} A ${r} ${r} 0 0 1 ${b.x} ${b.y} Z`,
    };
  });
  const long = RANGE_LIMITS_MM[scale].long;
  const centreEnd = svg({
    x: arc.apex.x + arc.centreDir.x * long,
    y: arc.apex.y + arc.centreDir.y * long,
  });
  const marked = new Set(targeting.chosen ? [targeting.chosen] : targeting.choices);
  const role = (id: string): DiagramRole =>
    id === firerId ? 'firer' : !marked.has(id) ? 'other' : targeting.chosen ? 'target' : 'choice';
  const drawn = ships.map((s) => {
    const corners = baseCorners(s.pose, s.body);
    const frame = shipFrame(s.pose);
    const half = s.body.lengthMm / 2;
    // A small triangle at the bow, short of the fore mast (D-1: 25% of the length from the bow).
    const depth = Math.min(s.body.widthMm / 2, s.body.lengthMm / 6);
    const bow = [
      pointInShipFrame(frame, half, 0),
      pointInShipFrame(frame, half - depth, -s.body.widthMm / 4),
      pointInShipFrame(frame, half - depth, s.body.widthMm / 4),
    ];
    const lowest = Math.max(...corners.map((c) => svg(c).y));
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
      label: { x: svg(s.pose).x, y: 0 },
      lowest,
    };
  });
  // Bounds: the whole long-range wedge plus every base.
  const xs: number[] = [apex.x];
  const ys: number[] = [apex.y];
  for (const k of [0, 0.25, 0.5, 0.75, 1]) {
    const bearing = arc.centreBearingDeg - arc.halfAngleDeg + k * 2 * arc.halfAngleDeg;
    const a = (bearing * Math.PI) / 180;
    xs.push(apex.x + Math.sin(a) * long);
    ys.push(apex.y - Math.cos(a) * long);
  }
  for (const s of ships)
    for (const c of baseCorners(s.pose, s.body)) {
      xs.push(svg(c).x);
      ys.push(svg(c).y);
    }
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin - 20;
  const width = Math.max(...xs) + margin - minX;
  const height = Math.max(...ys) + margin - minY;
  const fontSize = round(Math.max(10, long / 45));
  for (const d of drawn) d.label.y = round(d.lowest + fontSize);
  return {
    viewBox: `${round(minX)} ${round(minY)} ${round(width)} ${round(height)}`,
    side,
    bands,
    centreLine: { x1: apex.x, y1: apex.y, x2: centreEnd.x, y2: centreEnd.y },
    ships: drawn,
    targeting,
    limits: RANGE_LIMITS_MM[scale],
    scale,
    arcDeg,
    fontSize,
  };
}
