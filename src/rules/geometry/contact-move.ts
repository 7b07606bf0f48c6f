// OR-7 the move after contact: from which zone a mover hits another ship (A, B, C/C1, D, D1 of the
// source's figure) and where both ships end. Conventions as in ./index.ts.
import { RuleError } from '../errors.js';
import {
  assertPose,
  assertShipBody,
  beamEdgePoint,
  pointInShipFrame,
  shipFrame,
  type Pose,
  type ShipPlacement,
  type Side,
} from './ship-shape.js';
import { angleBetweenDeg, dot, headingVector, normalizeDeg, sub } from './vec.js';

/**
 * OR-7 (source figure, SD-67) the zones around the ship that is hit: A astern, B along a side at a
 * glancing angle (or across the stern), C square on a side towards either end and C1 square on it
 * amidships, D across the bow and D1 bow to bow.
 */
export const APPROACH_ZONES = ['A', 'B', 'C', 'C1', 'D', 'D1'] as const;
export type ApproachZone = (typeof APPROACH_ZONES)[number];

/** SD-67 a heading within this of square (90 degrees) to the other ship is "square on its side". */
const SQUARE_LIMIT_DEG = 45;
/** SD-67 C1: within this of square and touching the middle third of the side. */
const C1_LIMIT_DEG = 22.5;

function placementOk(p: ShipPlacement): void {
  assertPose(p.pose);
  assertShipBody(p.body);
}

/**
 * OR-7 / SD-67 the zone the mover comes from, read from where the centre of its bow edge lies in the
 * other ship's frame (beyond the stern, beyond the bow, or off a side: whichever edge it is farther
 * past) and from the angle between the two headings.
 */
export function approachZone(mover: ShipPlacement, hit: ShipPlacement): ApproachZone {
  placementOk(mover);
  placementOk(hit);
  const frame = shipFrame(hit.pose);
  const bow = pointInShipFrame(shipFrame(mover.pose), mover.body.lengthMm / 2, 0);
  const rel = sub(bow, frame.centre);
  const along = dot(rel, frame.forward);
  const across = dot(rel, frame.starboard);
  const pastEnd = Math.abs(along) - hit.body.lengthMm / 2;
  const pastSide = Math.abs(across) - hit.body.widthMm / 2;
  const angle = angleBetweenDeg(hit.pose.headingDeg, mover.pose.headingDeg);
  if (pastEnd > pastSide) {
    if (along < 0) return angle <= SQUARE_LIMIT_DEG ? 'A' : 'B';
    return angle >= 180 - SQUARE_LIMIT_DEG ? 'D1' : 'D';
  }
  if (Math.abs(angle - 90) > SQUARE_LIMIT_DEG) return 'B';
  const middleThird = Math.abs(along) <= hit.body.lengthMm / 6;
  return middleThird && Math.abs(angle - 90) <= C1_LIMIT_DEG ? 'C1' : 'C';
}

export interface ContactMoveInput {
  mover: ShipPlacement;
  hit: ShipPlacement;
  /** The mover's movement left at the moment of contact, in mm. */
  remainingMm: number;
  /** OR-7 the share of the remaining move that pushes the other ship (A, C, D): 1/4, 1/2 or 0 by rates. */
  pushFraction: number;
}

export interface ContactMoveResult {
  zone: ApproachZone;
  mover: Pose;
  hit: Pose;
  /** How far the other ship was pushed (A, C, C1, D, D1) or dragged (B), in mm. */
  movedMm: number;
  /** B: the two ships end alongside and aligned. */
  alongside: boolean;
  /** C, C1: the mover lies square on the other's side; its fire from there is not a rake (OR-7). */
  squareOn: boolean;
}

function shifted(p: Pose, headingDeg: number, mm: number): Pose {
  const v = headingVector(headingDeg);
  return { x: p.x + v.x * mm, y: p.y + v.y * mm, headingDeg: normalizeDeg(p.headingDeg) };
}

function sideOf(hit: Pose, point: { x: number; y: number }): Side {
  const frame = shipFrame(hit);
  return dot(sub(point, frame.centre), frame.starboard) >= 0 ? 'starboard' : 'port';
}

/** OR-7 A, D: the mover pushes the other ship on along the mover's own heading (SD-68), both keep their headings. */
function push(i: ContactMoveInput, zone: ApproachZone): ContactMoveResult {
  const d = i.remainingMm * i.pushFraction;
  const heading = i.mover.pose.headingDeg;
  return {
    zone,
    mover: shifted(i.mover.pose, heading, d),
    hit: shifted(i.hit.pose, heading, d),
    movedMm: d,
    alongside: false,
    squareOn: false,
  };
}

/** OR-7 D1: the mover lines up bow to bow on the other's centre line and pushes it back half its remaining move. */
function headOn(i: ContactMoveInput): ContactMoveResult {
  const heading = normalizeDeg(i.hit.pose.headingDeg + 180);
  const frame = shipFrame(i.hit.pose);
  const along = i.hit.body.lengthMm / 2 + i.mover.body.lengthMm / 2;
  const c = pointInShipFrame(frame, along, 0);
  const d = i.remainingMm / 2;
  const placed: Pose = { x: c.x, y: c.y, headingDeg: heading };
  return {
    zone: 'D1',
    mover: shifted(placed, heading, d),
    hit: shifted(i.hit.pose, heading, d),
    movedMm: d,
    alongside: false,
    squareOn: false,
  };
}

/**
 * OR-7 C, C1: the mover is turned square to the other's side, its bow on the side abeam the mainmast,
 * and pushes the other across (direction C1, the mover's new heading).
 */
function squareOn(i: ContactMoveInput, zone: ApproachZone): ContactMoveResult {
  const side = sideOf(i.hit.pose, pointInShipFrame(shipFrame(i.mover.pose), 0, 0));
  const heading = normalizeDeg(i.hit.pose.headingDeg + (side === 'starboard' ? -90 : 90));
  const edge = beamEdgePoint(i.hit.pose, i.hit.body, side);
  const back = headingVector(heading);
  const half = i.mover.body.lengthMm / 2;
  const placed: Pose = {
    x: edge.x - back.x * half,
    y: edge.y - back.y * half,
    headingDeg: heading,
  };
  const d = i.remainingMm * i.pushFraction;
  return {
    zone,
    mover: shifted(placed, heading, d),
    hit: shifted(i.hit.pose, heading, d),
    movedMm: d,
    alongside: false,
    squareOn: true,
  };
}

/**
 * OR-7 B / SD-69: the mover turns parallel to the other (same heading, or the reciprocal when it was
 * heading the other way), lies alongside on the side it came from and slides along it into line,
 * centre abreast centre; half its remaining move is spent sliding, and what the slide does not use
 * drags both ships on along the mover's heading.
 */
function slide(i: ContactMoveInput): ContactMoveResult {
  const frame = shipFrame(i.hit.pose);
  const moverCentre = { x: i.mover.pose.x, y: i.mover.pose.y };
  const rel = sub(moverCentre, frame.centre);
  const offset = Math.abs(dot(rel, frame.forward));
  const side = sideOf(i.hit.pose, moverCentre);
  const same = angleBetweenDeg(i.hit.pose.headingDeg, i.mover.pose.headingDeg) <= 90;
  const heading = normalizeDeg(i.hit.pose.headingDeg + (same ? 0 : 180));
  const across = (i.hit.body.widthMm + i.mover.body.widthMm) / 2;
  const c = pointInShipFrame(frame, 0, side === 'starboard' ? across : -across);
  const drag = Math.max(0, i.remainingMm / 2 - offset);
  const placed: Pose = { x: c.x, y: c.y, headingDeg: heading };
  return {
    zone: 'B',
    mover: shifted(placed, heading, drag),
    hit: shifted(i.hit.pose, heading, drag),
    movedMm: drag,
    alongside: true,
    squareOn: false,
  };
}

/** OR-7 the poses of both ships after the contact; with nothing to push (two rates smaller) both stay put. */
export function contactMove(i: ContactMoveInput): ContactMoveResult {
  if (!(Number.isFinite(i.remainingMm) && i.remainingMm >= 0))
    throw new RuleError(`the remaining move must be >= 0 mm, got ${i.remainingMm}`);
  if (!(i.pushFraction >= 0 && i.pushFraction <= 1))
    throw new RuleError(`a push is a share of the remaining move in [0, 1], got ${i.pushFraction}`);
  const zone = approachZone(i.mover, i.hit);
  // OR-7 two rates smaller: the remaining move is lost and the movement ends at the contact (SD-68).
  if (i.pushFraction === 0 && zone !== 'B' && zone !== 'D1')
    return {
      zone,
      mover: i.mover.pose,
      hit: i.hit.pose,
      movedMm: 0,
      alongside: false,
      squareOn: false,
    };
  switch (zone) {
    case 'A':
    case 'D':
      return push(i, zone);
    case 'D1':
      return headOn(i);
    case 'C':
    case 'C1':
      return squareOn(i, zone);
    case 'B':
      return slide(i);
  }
}
