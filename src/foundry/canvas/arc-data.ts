// Firing arcs on the canvas (FP-6.2 with D-11, FP-6.1 bands, FP-6.4 rakes): the core's arc (apex on
// the firing side's base edge abeam the mainmast, centred on the beam, `arcDegrees` wide) drawn as one
// cone per range band (short, medium, long: the range rings). The ONE description of how an arc looks
// (band colours, ring labels, the rake lane, where labels go) is `arcPicture` with BAND_STYLES: the
// canvas documents, the canvas labels (arc-overlay.ts) and the SVG diagram (arc-diagram.ts) all draw
// it (arc-picture.ts). Pure data builders for the two document kinds the adapter uses: MeasuredTemplate (Foundry v13)
// and Region with cone shapes (v14).
import {
  RANGE_BANDS,
  RANGE_LIMITS_MM,
  arcPolygon,
  arcShape,
  type RangeBand,
  type Scale,
  type Side,
  type TableShip,
  type Vec2,
} from '../../rules/index.js';
import { normaliseDegrees } from '../heading.js';
import { SYSTEM_ID } from '../constants.js';
import { mmToPx, pixelsPerMm, type SceneGrid } from './table-ships.js';

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
