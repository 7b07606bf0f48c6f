// Where a ship's base, hull and masts are on the table: FP-1.1, FP-1.2, D-1, D-11 apex.
import { RuleError } from '../errors.js';
import type { BaseSize } from '../tables/ships.js';
import { headingVector, type Vec2 } from './vec.js';
import { packedMap } from '../packed-map.js';

/** Centre of the base in table mm and the compass heading of the bow. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly headingDeg: number;
}

/** Base size (FP-1.1) and mast count; masts 0 = a fortification, measured from its base centre. */
export interface ShipBody extends BaseSize {
  readonly masts: number;
}

export type Side = 'port' | 'starboard';
export type Half = 'fore' | 'aft';
export const SIDES: readonly Side[] = ['port', 'starboard'];

export interface ShipPlacement {
  readonly pose: Pose;
  readonly body: ShipBody;
}

export interface TableShip extends ShipPlacement {
  readonly id: string;
}

export type Quad = readonly [Vec2, Vec2, Vec2, Vec2];

/** Centre plus the ship's own unit axes; every shape below is built from these. */
export interface ShipFrame {
  readonly centre: Vec2;
  readonly forward: Vec2;
  readonly starboard: Vec2;
}

export function assertShipBody(body: ShipBody): void {
  const { lengthMm, widthMm, masts } = body;
  if (!(Number.isFinite(lengthMm) && lengthMm > 0 && Number.isFinite(widthMm) && widthMm > 0)) {
    throw new RuleError(`a base needs a positive length and width, got ${lengthMm} x ${widthMm}`);
  }
  // D-1 only places 1 to 3 masts; 0 is the fortification case.
  if (!(Number.isInteger(masts) && masts >= 0 && masts <= 3)) {
    throw new RuleError(`a ship has 0 to 3 masts, got ${masts}`);
  }
}

export function assertPose(pose: Pose): void {
  if (!(Number.isFinite(pose.x) && Number.isFinite(pose.y) && Number.isFinite(pose.headingDeg))) {
    throw new RuleError(`a pose needs finite x, y and heading, got ${JSON.stringify(pose)}`);
  }
}

export function shipFrame(pose: Pose): ShipFrame {
  const forward = headingVector(pose.headingDeg);
  return {
    centre: { x: pose.x, y: pose.y },
    forward,
    starboard: { x: forward.y, y: -forward.x + 0 },
  };
}

/** Unit vector pointing out of the given side, perpendicular to the heading. */
export function sideVector(frame: ShipFrame, side: Side): Vec2 {
  const s = frame.starboard;
  return side === 'starboard' ? s : { x: -s.x + 0, y: -s.y + 0 };
}

/** The point `along` mm towards the bow and `across` mm towards starboard from the centre. */
export function pointInShipFrame(frame: ShipFrame, along: number, across: number): Vec2 {
  const { centre, forward, starboard } = frame;
  return {
    x: centre.x + forward.x * along + starboard.x * across,
    y: centre.y + forward.y * along + starboard.y * across,
  };
}

function rectangleCorners(frame: ShipFrame, halfLength: number, halfWidth: number): Quad {
  return [
    pointInShipFrame(frame, halfLength, -halfWidth),
    pointInShipFrame(frame, halfLength, halfWidth),
    pointInShipFrame(frame, -halfLength, halfWidth),
    pointInShipFrame(frame, -halfLength, -halfWidth),
  ];
}

// FP-1.1 / FP-1.2 base rectangle: movement and collisions measure from its edges.
/** Corners in the order bow-port, bow-starboard, stern-starboard, stern-port (clockwise). */
export function baseCorners(pose: Pose, body: ShipBody): Quad {
  return rectangleCorners(shipFrame(pose), body.lengthMm / 2, body.widthMm / 2);
}

// D-1 hull = base less 10% of the width on each long side and 5% of the length at each end.
export function hullHalfExtents(body: ShipBody): { halfLengthMm: number; halfWidthMm: number } {
  // Written as integer ratios so round sizes give exact results (0.45 is not a binary fraction).
  return { halfLengthMm: (body.lengthMm * 9) / 20, halfWidthMm: (body.widthMm * 2) / 5 };
}

// D-1 hull rectangle, same corner order as the base; FP-1.2 arcs test against it.
export function hullCorners(pose: Pose, body: ShipBody): Quad {
  return hullCornersInFrame(shipFrame(pose), body);
}

// D-1 hull rectangle of a ship whose frame is already known.
export function hullCornersInFrame(frame: ShipFrame, body: ShipBody): Quad {
  const { halfLengthMm, halfWidthMm } = hullHalfExtents(body);
  return rectangleCorners(frame, halfLengthMm, halfWidthMm);
}

// D-1 mast offsets towards the bow from the centre: 25/50/75%, 35/65% or 50% of the length from the bow.
export function mastOffsetsMm(body: ShipBody): number[] {
  const out: number[] = [];
  for (let i = 0; i < mastCount(body); i++) out.push(mastOffsetAtMm(body, i));
  return out;
}

/** How many measuring points mastOffsetsMm lists (one for a single mast or a fortification). */
export function mastCount(body: ShipBody): number {
  return body.masts === 3 ? 3 : body.masts === 2 ? 2 : 1;
}

/** mastOffsetsMm(body)[i] without building the list (range measuring runs it for every pair). */
export function mastOffsetAtMm(body: ShipBody, i: number): number {
  const l = body.lengthMm;
  switch (body.masts) {
    case 3:
      return i === 0 ? l / 4 : i === 1 ? 0 : -l / 4;
    case 2:
      return i === 0 ? (l * 3) / 20 : (-l * 3) / 20;
    default:
      // One mast, or a fortification's base centre as its single measuring point.
      return 0;
  }
}

// D-1 mainmast: the middle of three, the aft of two, the only one (or a fort's centre).
export function mainmastOffsetMm(body: ShipBody): number {
  if (body.masts === 2) return (-body.lengthMm * 3) / 20;
  return 0;
}

// FP-1.2 gunfire ranges are measured between these points.
export function mastPoints(pose: Pose, body: ShipBody): Vec2[] {
  return mastPointsInFrame(shipFrame(pose), body);
}

// D-1 masts of a ship whose frame is already known.
export function mastPointsInFrame(frame: ShipFrame, body: ShipBody): Vec2[] {
  return packedMap(mastOffsetsMm(body), (along) => pointInShipFrame(frame, along, 0));
}

// D-1 mainmast position.
export function mainmastPoint(pose: Pose, body: ShipBody): Vec2 {
  return pointInShipFrame(shipFrame(pose), mainmastOffsetMm(body), 0);
}

// D-11 arc apex: the point of the side's base edge abeam the mainmast.
export function beamEdgePoint(pose: Pose, body: ShipBody, side: Side): Vec2 {
  return beamEdgePointInFrame(shipFrame(pose), body, side);
}

// D-11 arc apex of a ship whose frame is already known.
export function beamEdgePointInFrame(frame: ShipFrame, body: ShipBody, side: Side): Vec2 {
  const across = side === 'starboard' ? body.widthMm / 2 : -body.widthMm / 2;
  return pointInShipFrame(frame, mainmastOffsetMm(body), across);
}
