// One broadside's arc as drawn (FP-6.2 with D-11, FP-6.1 bands, FP-6.4 rakes): the ONE description
// of how an arc looks (bands, ring labels, the rake lane, where labels go), in table mm. The canvas
// labels (arc-overlay.ts) and the SVG diagram (arc-diagram.ts) draw it; the band styles are
// arc-data.ts's BAND_STYLES, which the canvas documents use too.
import {
  RANGE_BANDS,
  RANGE_LIMITS_MM,
  arcShape,
  baseCorners,
  headingVector,
  rakeLane,
  type RakeLane,
  type RangeBand,
  type Scale,
  type Side,
  type TableShip,
  type Vec2,
} from '../../rules/index.js';
import { BAND_STYLES, type ArcOptionsResolved, type BandStyle } from './arc-data.js';
import { formatMm } from './format.js';
import {
  boxBeside,
  estimateTextWidth,
  firstClearBox,
  type Box,
  type Segment,
} from './label-placement.js';

/** The words of an arc picture, in the viewer's language. */
export interface ArcWords {
  lang: string;
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
}

export interface PlacedLabel extends Box {
  text: string;
}

export interface ArcPictureBand {
  band: RangeBand;
  innerMm: number;
  radiusMm: number;
  style: BandStyle;
  label: PlacedLabel;
}

/** One broadside's arc as drawn, in table mm (x east, y north): what every drawing of an arc shows. */
export interface ArcPicture {
  side: Side;
  apex: Vec2;
  centreBearingDeg: number;
  /** Compass bearings of the fore and aft edges. */
  foreBearingDeg: number;
  aftBearingDeg: number;
  bands: ArcPictureBand[];
  centreLine: Segment;
  edges: [Segment, Segment];
  rake: RakeLane & { label: PlacedLabel; sides: [Segment, Segment] };
  /** Label font size in mm (scales with the long range, so 1:3000 labels fit its smaller rings). */
  fontMm: number;
}

export interface ArcPictureOptions extends ArcOptionsResolved {
  /** The base width the rake lane is drawn for (D-17: half of it either side of the centre line). */
  targetWidthMm: number;
  /** The real text width (the canvas measures it); an estimate otherwise. */
  measure?: (text: string, fontMm: number) => number;
  /** Boxes labels keep off (the ships' bases), in table mm. */
  avoid?: readonly Box[];
}

const along = (from: Vec2, dir: Vec2, mm: number): Vec2 => ({
  x: from.x + dir.x * mm,
  y: from.y + dir.y * mm,
});

/** The label font size of an arc (mm): it scales with the long range, so 1:3000 labels fit too. */
export function arcFontMm(scale: Scale): number {
  return RANGE_LIMITS_MM[scale].long / 45;
}

/** Points of a ring (mm) from one bearing to another around `apex`. */
function arcPoints(
  apex: Vec2,
  fromDeg: number,
  toDeg: number,
  r: number,
  segments: number,
): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i <= segments; i++)
    out.push(along(apex, headingVector(fromDeg + ((toDeg - fromDeg) * i) / segments), r));
  return out;
}

/** The outward normal of an edge of the arc: perpendicular to it, away from the centre line. */
function outwardOf(edge: Vec2, centreDir: Vec2): Vec2 {
  const n = { x: edge.y, y: -edge.x };
  return n.x * centreDir.x + n.y * centreDir.y < 0 ? n : { x: -n.x, y: -n.y };
}

/**
 * FP-6.1 / FP-6.2 / D-11 / FP-6.4 the arc of one broadside as drawn: bands with their colours, each
 * labelled with its letter and limit just outside an edge at its ring (the fore edge, else the aft
 * one), the centre line, and the rake lane along it out to medium range, labelled beside it. Every
 * label is clear of every line of the arc, of the other labels and of the boxes in `avoid` (ships).
 */
export function arcPicture(
  ship: TableShip,
  side: Side,
  options: ArcPictureOptions,
  words: ArcWords,
): ArcPicture {
  const arc = arcShape(ship.pose, ship.body, side, options);
  const limits = RANGE_LIMITS_MM[options.scale];
  const measure = options.measure ?? estimateTextWidth;
  const fontMm = arcFontMm(options.scale);
  const pad = fontMm * 0.4;
  // On the starboard side bearings grow towards the stern; on the port side towards the bow.
  const towardsAft = side === 'starboard' ? 1 : -1;
  const foreBearingDeg = arc.centreBearingDeg - towardsAft * arc.halfAngleDeg;
  const aftBearingDeg = arc.centreBearingDeg + towardsAft * arc.halfAngleDeg;
  const foreEdge = headingVector(foreBearingDeg);
  const aftEdge = headingVector(aftBearingDeg);
  const lane = rakeLane(arc, options.scale, options.targetWidthMm);
  const laneSide = (k: number): Segment => ({
    from: along(lane.from, arc.foreDir, k * lane.halfWidthMm),
    to: along(lane.to, arc.foreDir, k * lane.halfWidthMm),
  });
  const centreLine = { from: arc.apex, to: along(arc.apex, arc.centreDir, limits.long) };
  const edges: [Segment, Segment] = [
    { from: arc.apex, to: along(arc.apex, foreEdge, limits.long) },
    { from: arc.apex, to: along(arc.apex, aftEdge, limits.long) },
  ];
  const sides: [Segment, Segment] = [laneSide(1), laneSide(-1)];
  const lines: Segment[] = [centreLine, ...edges, ...sides];
  for (const band of RANGE_BANDS) {
    const pts = arcPoints(arc.apex, foreBearingDeg, aftBearingDeg, limits[band], 48);
    lines.push(...pts.slice(1).map((to, i) => ({ from: pts[i]!, to })));
  }
  const taken: Box[] = [...(options.avoid ?? [])];
  const place = (text: string, spots: ReadonlyArray<[Vec2, Vec2]>): PlacedLabel => {
    const width = measure(text, fontMm) + pad;
    const height = fontMm * 1.25;
    const boxes = spots.map(([at, normal]) => ({
      width,
      height,
      centre: boxBeside(at, normal, width, height, pad),
    }));
    const box = firstClearBox(boxes, lines, taken);
    taken.push(box);
    return { ...box, text };
  };
  const foreOut = outwardOf(foreEdge, arc.centreDir);
  const aftOut = outwardOf(aftEdge, arc.centreDir);
  const bands = RANGE_BANDS.map((band, i): ArcPictureBand => {
    const radiusMm = limits[band];
    const text = words.format('SCA.Canvas.Arc.BandLabel', {
      letter: words.localize(`SCA.Canvas.Arc.Letter.${band}`),
      range: formatMm(radiusMm, words.lang),
    });
    return {
      band,
      innerMm: i === 0 ? 0 : limits[RANGE_BANDS[i - 1]!],
      radiusMm,
      style: BAND_STYLES[band],
      label: place(text, [
        [along(arc.apex, foreEdge, radiusMm), foreOut],
        [along(arc.apex, aftEdge, radiusMm), aftOut],
      ]),
    };
  });
  // Between the short and medium rings beside the lane (aft side first): no ring nor band label there.
  const aftSide = { x: -arc.foreDir.x, y: -arc.foreDir.y };
  const rakeSpots = [0.5, 0.75, 0.3].flatMap((k): Array<[Vec2, Vec2]> => {
    const at = along(arc.apex, arc.centreDir, limits.short + (lane.reachMm - limits.short) * k);
    return [
      [along(at, aftSide, lane.halfWidthMm), aftSide],
      [along(at, arc.foreDir, lane.halfWidthMm), arc.foreDir],
    ];
  });
  const rakeText = words.format('SCA.Canvas.Arc.RakeLabel', {
    range: formatMm(lane.reachMm, words.lang),
  });
  return {
    side,
    apex: arc.apex,
    centreBearingDeg: arc.centreBearingDeg,
    foreBearingDeg,
    aftBearingDeg,
    bands,
    centreLine,
    edges,
    rake: { ...lane, label: place(rakeText, rakeSpots), sides },
    fontMm,
  };
}

/** A ring of the picture as a polyline (mm), fore edge to aft edge: for drawing and for label checks. */
export function ringPoints(picture: ArcPicture, radiusMm: number, segments = 24): Vec2[] {
  return arcPoints(picture.apex, picture.foreBearingDeg, picture.aftBearingDeg, radiusMm, segments);
}

/** The upright box around a ship's base (mm): what labels keep off. */
export function baseBox(ship: TableShip): Box {
  const corners = baseCorners(ship.pose, ship.body);
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { centre: { x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, width: x1 - x0, height: y1 - y0 };
}
