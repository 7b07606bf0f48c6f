// Firing arcs on the canvas (FP-6.2 with D-11, FP-6.1 bands, FP-6.4 rakes): the core's arc (apex on
// the firing side's base edge abeam the mainmast, centred on the beam, `arcDegrees` wide) drawn as one
// cone per range band (short, medium, long: the range rings). The ONE description of how an arc looks
// (band colours, ring labels, the rake lane, where labels go) is `arcPicture` with BAND_STYLES: the
// canvas documents, the canvas labels (arc-overlay.ts) and the SVG diagram (arc-diagram.ts) all draw
// it. Pure data builders for the two document kinds the adapter uses: MeasuredTemplate (Foundry v13)
// and Region with cone shapes (v14).
import {
  RANGE_BANDS,
  RANGE_LIMITS_MM,
  arcPolygon,
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
import { normaliseDegrees } from '../heading.js';
import { SYSTEM_ID } from '../constants.js';
import { mmToPx, pixelsPerMm, type SceneGrid } from './table-ships.js';
import { formatMm } from './format.js';
import {
  boxBeside,
  estimateTextWidth,
  firstClearBox,
  type Box,
  type Segment,
} from './label-placement.js';

export const ARC_FLAG = 'arc';

export interface BandStyle {
  /** Ring and fill colour: hue AND lightness differ from band to band. */
  colour: string;
  /** Fill opacity of the band's own area (short is the strongest). */
  fillAlpha: number;
}

/**
 * FP-6.1 how each band looks wherever an arc is drawn: short a dark crimson, medium a light amber,
 * long a mid teal (CIELAB lightness about 40 / 74 / 59; teal, not blue, to stand off a navy sea), so neither hue nor lightness alone tells
 * them apart; rings are stroked over a dark halo so they read on a dark sea and on a light map.
 */
export const BAND_STYLES: Readonly<Record<RangeBand, BandStyle>> = {
  short: { colour: '#c0182f', fillAlpha: 0.32 },
  medium: { colour: '#f2a91e', fillAlpha: 0.22 },
  long: { colour: '#16a085', fillAlpha: 0.16 },
};

/** Lines and labels over the bands: white ink on a dark halo, readable on any map. */
export const ARC_INK = {
  text: '#ffffff',
  halo: '#0b1620',
  centre: '#ffffff',
  rake: '#ffffff',
  rakeFillAlpha: 0.18,
} as const;
/** Foundry's CONST.REGION_VISIBILITY.ALWAYS (2 in v13 and v14): every user sees the region. */
export const REGION_VISIBILITY_ALWAYS = 2 as CONST.REGION_VISIBILITY;

/**
 * v14 RegionDocument creation data, checked against the loaded declarations: wholly in the v14
 * type-check; in the v13 one (whose shapes have no cones, and where arcs are templates) all but the shapes.
 */
export type ArcRegionCreateData = 'cone' extends foundry.data.BaseShapeData.ShapeTypes
  ? RegionDocument.CreateData
  : Omit<RegionDocument.CreateData, 'shapes'> & { shapes: object[] };

export interface ArcOptionsResolved {
  arcDeg: number;
  scale: Scale;
}

export interface ArcFlag {
  tokenId: string;
  side: Side;
  band: RangeBand;
}

/** One range band of an arc in canvas terms. */
export interface ArcBandPx {
  band: RangeBand;
  /** The D-11 apex in canvas pixels. */
  apex: Vec2;
  /** Foundry's direction: degrees clockwise from the +x (east) screen axis. */
  directionDeg: number;
  angleDeg: number;
  radiusMm: number;
  radiusPx: number;
}

/** Compass bearing (0 = north = screen up, clockwise) to Foundry's template direction (0 = screen right, clockwise). */
export function bearingToDirection(bearingDeg: number): number {
  return normaliseDegrees(bearingDeg - 90);
}

/** FP-6.2 / D-11 / FP-6.1 the three bands of one broadside's arc, from the core's arc shape. */
export function arcBandsPx(
  ship: TableShip,
  side: Side,
  grid: SceneGrid,
  options: ArcOptionsResolved,
): ArcBandPx[] {
  const arc = arcShape(ship.pose, ship.body, side, {
    arcDeg: options.arcDeg,
    scale: options.scale,
  });
  const apex = mmToPx(arc.apex, grid);
  const k = pixelsPerMm(grid);
  return RANGE_BANDS.map((band) => {
    const radiusMm = RANGE_LIMITS_MM[options.scale][band];
    return {
      band,
      apex,
      directionDeg: bearingToDirection(arc.centreBearingDeg),
      angleDeg: 2 * arc.halfAngleDeg,
      radiusMm,
      radiusPx: radiusMm * k,
    };
  });
}

function arcFlags(
  tokenId: string,
  side: Side,
  band: RangeBand,
): Record<string, Record<string, ArcFlag>> {
  return { [SYSTEM_ID]: { [ARC_FLAG]: { tokenId, side, band } } };
}

/** v13: one cone MeasuredTemplate per band; `distance` is in scene units, which are mm on a sea scene. */
export function arcTemplateData(
  ship: TableShip,
  side: Side,
  grid: SceneGrid,
  options: ArcOptionsResolved,
) {
  return arcBandsPx(ship, side, grid, options).map((b) => ({
    t: 'cone' as const,
    x: b.apex.x,
    y: b.apex.y,
    direction: b.directionDeg,
    angle: b.angleDeg,
    distance: (b.radiusPx / grid.size) * grid.distance,
    fillColor: BAND_STYLES[b.band].colour,
    borderColor: BAND_STYLES[b.band].colour,
    flags: arcFlags(ship.id, side, b.band),
  }));
}

/**
 * v14: one Region per band, shown to everyone, locked against dragging: the band's round cone less the
 * cone of the band inside it (a hole), so the three bands do not stack into one muddy colour.
 */
export function arcRegionData(
  ship: TableShip,
  side: Side,
  grid: SceneGrid,
  options: ArcOptionsResolved,
  name: (band: RangeBand) => string,
): ArcRegionCreateData[] {
  const bands = arcBandsPx(ship, side, grid, options);
  const cone = (b: ArcBandPx, radius: number, hole: boolean) => ({
    type: 'cone' as const,
    x: b.apex.x,
    y: b.apex.y,
    radius,
    angle: b.angleDeg,
    rotation: b.directionDeg,
    curvature: 'round' as const,
    hole,
  });
  return bands.map((b, i) => ({
    name: name(b.band),
    color: BAND_STYLES[b.band].colour,
    shapes: [cone(b, b.radiusPx, false), ...(i > 0 ? [cone(b, bands[i - 1]!.radiusPx, true)] : [])],
    visibility: REGION_VISIBILITY_ALWAYS,
    displayMeasurements: false,
    locked: true,
    behaviors: [],
    flags: arcFlags(ship.id, side, b.band),
  }));
}

/** The arc outline in canvas pixels (apex, then the long-range edge fore to aft), for drawings and SVG. */
export function arcOutlinePx(
  ship: TableShip,
  side: Side,
  grid: SceneGrid,
  options: ArcOptionsResolved,
  segments = 32,
): Vec2[] {
  return arcPolygon(
    ship.pose,
    ship.body,
    side,
    { arcDeg: options.arcDeg, scale: options.scale },
    segments,
  ).map((p) => mmToPx(p, grid));
}

/** Reads the arc flag of a template or region, or null for other documents. */
export function arcFlagOf(doc: {
  flags?: Record<string, Record<string, unknown> | undefined>;
}): ArcFlag | null {
  const f = doc.flags?.[SYSTEM_ID]?.[ARC_FLAG] as Partial<ArcFlag> | undefined;
  if (
    !f ||
    typeof f.tokenId !== 'string' ||
    (f.side !== 'port' && f.side !== 'starboard') ||
    !RANGE_BANDS.includes(f.band as RangeBand)
  )
    return null;
  return { tokenId: f.tokenId, side: f.side, band: f.band as RangeBand };
}

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
