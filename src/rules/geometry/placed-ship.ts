// FP-1.2 / D-1 / D-11 one ship on a fixed heading, placed at any point without rebuilding its shape:
// the look-ahead of the AI captain (issue 13) tries the same heading at several points of a move, and
// building shipGeometry and arcShape afresh at each point was most of its cost. The points are
// recomputed in place with the very expressions shipGeometry / arcShape use (pointInShipFrame), so
// every coordinate is equal to theirs to the last bit and the shared targeting functions give the
// same answers (tests: placed-ship.test.ts).
import type { Scale } from '../tables/ships.js';
import { arcShape, resolveArcOptions, type ArcOptions, type ArcShape } from './arc.js';
import {
  assertPose,
  assertShipBody,
  hullHalfExtents,
  mainmastOffsetMm,
  mastOffsetsMm,
  shipFrame,
  type Pose,
  type Quad,
  type ShipBody,
  type Side,
} from './ship-shape.js';
import type { ShipGeometry } from './targeting.js';
import { normalizeDeg } from './vec.js';
import { packedMap } from '../packed-map.js';

interface Point {
  x: number;
  y: number;
}

interface MutablePose {
  x: number;
  y: number;
  readonly headingDeg: number;
}

/** A point fixed in the ship's frame: `along` towards the bow, `across` towards starboard. */
interface FramePoint {
  readonly out: Point;
  readonly along: number;
  readonly across: number;
}

const ORIGIN_POSE = { x: 0, y: 0 };

/**
 * The ship `id` with `body` on `headingDeg`, placed with placeAt(x, y). `geometry` and `arcs` are
 * the objects shipGeometry and arcShape would build at that pose; they are updated in place, so a
 * caller must not keep them (or any point of them) across placements.
 */
export class PlacedShip {
  readonly geometry: ShipGeometry;
  readonly port: ArcShape;
  readonly starboard: ArcShape;
  private readonly pose: MutablePose;
  private readonly centre: Point = { x: 0, y: 0 };
  private readonly ship: { id: string; readonly pose: Pose; readonly body: ShipBody };
  private readonly forwardX: number;
  private readonly forwardY: number;
  private readonly starboardX: number;
  private readonly starboardY: number;
  private readonly points: FramePoint[] = [];
  /** What a broadside's candidate test reads of the firer: the masts and that side's apex. */
  private readonly firerPoints: Readonly<Record<Side, FramePoint[]>>;

  constructor(
    id: string,
    body: ShipBody,
    headingDeg: number,
    index: number,
    options: ArcOptions = {},
  ) {
    assertShipBody(body);
    assertPose({ x: 0, y: 0, headingDeg });
    const { arcDeg, scale } = resolveArcOptions(options);
    const frame = shipFrame({ ...ORIGIN_POSE, headingDeg });
    this.forwardX = frame.forward.x;
    this.forwardY = frame.forward.y;
    this.starboardX = frame.starboard.x;
    this.starboardY = frame.starboard.y;
    this.pose = { x: 0, y: 0, headingDeg };
    const at = (along: number, across: number): Point => {
      const out = { x: 0, y: 0 };
      this.points.push({ out, along, across });
      return out;
    };
    const { halfLengthMm, halfWidthMm } = hullHalfExtents(body);
    // Same corner order as hullCornersInFrame (bow-port, bow-starboard, stern-starboard, stern-port).
    const hull: Quad = [
      at(halfLengthMm, -halfWidthMm),
      at(halfLengthMm, halfWidthMm),
      at(-halfLengthMm, halfWidthMm),
      at(-halfLengthMm, -halfWidthMm),
    ];
    this.ship = { id, pose: this.pose, body };
    this.geometry = {
      ship: this.ship,
      index,
      headingDeg: normalizeDeg(headingDeg),
      forward: frame.forward,
      masts: packedMap(mastOffsetsMm(body), (along) => at(along, 0)),
      mainmast: at(mainmastOffsetMm(body), 0),
      hull,
      // shipFrame's centre: the pose's x and y, no arithmetic.
      hullCentre: this.centre,
      bow: at(body.lengthMm / 2, 0),
      stern: at(-body.lengthMm / 2, 0),
    };
    this.port = this.arc(body, 'port', arcDeg, scale, at);
    this.starboard = this.arc(body, 'starboard', arcDeg, scale, at);
    const framePoint = (point: Point) => this.points.find((p) => p.out === point)!;
    const masts = packedMap(this.geometry.masts, framePoint);
    this.firerPoints = {
      port: [...masts, framePoint(this.port.apex)],
      starboard: [...masts, framePoint(this.starboard.apex)],
    };
  }

  /** The arc at the origin gives every direction; only its apex moves with the ship. */
  private arc(
    body: ShipBody,
    side: Side,
    arcDeg: number,
    scale: Scale,
    at: (along: number, across: number) => Point,
  ): ArcShape {
    const template = arcShape(this.pose, body, side, { arcDeg, scale });
    const across = side === 'starboard' ? body.widthMm / 2 : -body.widthMm / 2;
    return { ...template, apex: at(mainmastOffsetMm(body), across) };
  }

  /** Moves every point to the ship's centre at (x, y), as pointInShipFrame computes them. */
  placeAt(x: number, y: number): void {
    this.place(x, y, this.points);
  }

  /**
   * Moves only what evaluateCandidate reads of a firer (its masts, the side's arc apex, the centre);
   * the hull, ends and the other apex keep their last placement until the next placeAt.
   */
  placeFirerAt(x: number, y: number, side: Side): void {
    this.place(x, y, this.firerPoints[side]);
  }

  private place(x: number, y: number, points: readonly FramePoint[]): void {
    // shipGeometry's assertPose, without building a pose on the good path.
    if (!(Number.isFinite(x) && Number.isFinite(y))) assertPose({ ...this.pose, x, y });
    this.pose.x = x;
    this.pose.y = y;
    this.centre.x = x;
    this.centre.y = y;
    const fx = this.forwardX;
    const fy = this.forwardY;
    const sx = this.starboardX;
    const sy = this.starboardY;
    for (const p of points) {
      p.out.x = x + fx * p.along + sx * p.across;
      p.out.y = y + fy * p.along + sy * p.across;
    }
  }

  /** The id the geometry carries (a target candidate names it). */
  rename(id: string): void {
    this.ship.id = id;
  }

  /** The pose the ship is placed at, as a fresh object a caller may keep. */
  poseNow(): Pose {
    return { x: this.pose.x, y: this.pose.y, headingDeg: this.pose.headingDeg };
  }

  arcOf(side: Side): ArcShape {
    return side === 'port' ? this.port : this.starboard;
  }
}

/** Cached shapes by slot, length, width, masts and heading; cleared past this many (any heading may come). */
const CACHE_LIMIT = 4096;
type ByHeading = Map<number, PlacedShip>;
type BySlot = Map<number, Map<number, Map<number, Map<number, ByHeading>>>>;
/** HR-2 one cache per scale: a 1:3000 shape has that scale's arcs (their reach), on the same base. */
const CACHES: Readonly<Record<Scale, BySlot>> = { 1200: new Map(), 3000: new Map() };
let cached = 0;

// One level of the cache: the inner map under `key`, made empty when missing (no closure built per
// call: the look-ahead asks for a shape several times a part).
function level<K, V>(map: Map<K, Map<number, V>>, key: K): Map<number, V> {
  let value = map.get(key);
  if (value === undefined) {
    value = new Map();
    map.set(key, value);
  }
  return value;
}

/**
 * The PlacedShip of `id` with `body` on `headingDeg` at the default arc (D-11: 90 degrees) and the
 * ranges of `scale` (1:1200 unless told; HR-2 1:3000 has a cache of its own),
 * shared by every ship of the same base and masts: built once, renamed `id` on each call. Its points
 * (and its name) are overwritten by the next call or placeAt for the same slot, wherever that comes
 * from; a caller holding two ships at once (a mover and a ship standing still) gives them two slots.
 */
export function placedShip(
  id: string,
  body: ShipBody,
  headingDeg: number,
  slot = 0,
  scale: Scale = 1200,
): PlacedShip {
  const byLength = level(CACHES[scale], slot);
  const byWidth = level(byLength, body.lengthMm);
  const byMasts = level(byWidth, body.widthMm);
  const byHeading: ByHeading = level(byMasts, body.masts);
  let placed = byHeading.get(headingDeg);
  if (placed === undefined) {
    if (cached >= CACHE_LIMIT) {
      CACHES[1200].clear();
      CACHES[3000].clear();
      cached = 0;
      return placedShip(id, body, headingDeg, slot, scale);
    }
    placed = new PlacedShip(id, body, headingDeg, slot, scale === 1200 ? {} : { scale });
    byHeading.set(headingDeg, placed);
    cached++;
  }
  placed.rename(id);
  return placed;
}
