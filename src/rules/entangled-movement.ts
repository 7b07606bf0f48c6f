// OR-7 movement of entangled ships, turn by turn until they unfoul (source "Movimenti di navi
// impigliate"), and footnote 19: the form used when the two-segment turn (OR-3) is off.
import { RuleError } from './errors.js';
import { assertPose, type Pose } from './geometry/ship-shape.js';
import { headingVector, normalizeDeg, signedTurnDeg } from './geometry/vec.js';

export type TangleRole = 'rammer' | 'rammed';

/** One point of the compass (FP-1.7). */
const POINT_DEG = 22.5;
const HEADING_TOLERANCE_DEG = 1e-6;

export interface EntangledStepInput {
  /** 1 = the turn after the collision's turn. */
  turnsSinceCollision: number;
  /** OR-3 is on: the turn has two segments. */
  twoSegmentTurn: boolean;
  /** The segment (1 or 2) under OR-3; null without it. */
  segment: 1 | 2 | null;
  /** Compass bearing the wind blows from, degrees. */
  windFromDeg: number;
  rammer: Pose;
  rammed: Pose;
  /** Footnote 19 (OR-3 off): which of the two belongs to the side whose part it is. */
  active?: TangleRole;
}

export interface EntangledStep {
  /** Which ship turns (dragging the other), or null. */
  turner: TangleRole | null;
  /** Signed clockwise turn of the pair: one point, or 0 (no turner, or wind dead ahead/astern of it). */
  turnDeg: number;
  /** 'sail': at the rammed ship's pre-collision sail less rigging damage; 'drift': downwind. */
  move: 'sail' | 'drift';
}

/** OR-7 one point away from (+1) or into (-1) the wind, as a signed turn; 0 with the wind dead ahead or astern. */
export function windwardTurnDeg(headingDeg: number, windFromDeg: number, away: boolean): number {
  const off = signedTurnDeg(windFromDeg, headingDeg);
  const abs = Math.abs(off);
  if (abs <= HEADING_TOLERANCE_DEG || abs >= 180 - HEADING_TOLERANCE_DEG) return 0;
  const awayDir = off > 0 ? 1 : -1;
  return (away ? awayDir : -awayDir) * POINT_DEG;
}

/**
 * OR-7 the schedule. Two-segment turn: segment 1 of the first turn after the collision, the rammed
 * ship turns one point away from the wind and both move at its sail; segment 2 both drift; the next
 * turn the rammer turns one point into the wind in segment 1 and both drift in both segments; then
 * the rammed ship again, and so on. Footnote 19 (one segment): the active ship turns one point away
 * from the wind, then both drift. A ship with the wind dead ahead or astern does not turn.
 */
export function entangledStep(i: EntangledStepInput): EntangledStep {
  if (!(Number.isInteger(i.turnsSinceCollision) && i.turnsSinceCollision >= 1))
    throw new RuleError(`turns since the collision start at 1, got ${i.turnsSinceCollision}`);
  if (!Number.isFinite(i.windFromDeg))
    throw new RuleError(`the wind needs a finite bearing, got ${i.windFromDeg}`);
  assertPose(i.rammer);
  assertPose(i.rammed);
  if (!i.twoSegmentTurn) {
    if (i.segment !== null)
      throw new RuleError('without the two-segment turn there are no segments');
    if (i.active === undefined) throw new RuleError('footnote 19 needs the active ship');
    const pose = i.active === 'rammer' ? i.rammer : i.rammed;
    return {
      turner: i.active,
      turnDeg: windwardTurnDeg(pose.headingDeg, i.windFromDeg, true),
      move: 'drift',
    };
  }
  if (i.segment !== 1 && i.segment !== 2)
    throw new RuleError(`a segment is 1 or 2, got ${String(i.segment)}`);
  if (i.segment === 2) return { turner: null, turnDeg: 0, move: 'drift' };
  const rammedTurns = i.turnsSinceCollision % 2 === 1;
  const turner: TangleRole = rammedTurns ? 'rammed' : 'rammer';
  const pose = rammedTurns ? i.rammed : i.rammer;
  return {
    turner,
    turnDeg: windwardTurnDeg(pose.headingDeg, i.windFromDeg, rammedTurns),
    move: i.turnsSinceCollision === 1 ? 'sail' : 'drift',
  };
}

function rotateAbout(p: Pose, cx: number, cy: number, deg: number): Pose {
  // Clockwise compass rotation by `deg` about (cx, cy).
  const r = (deg * Math.PI) / 180;
  const dx = p.x - cx;
  const dy = p.y - cy;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return {
    x: cx + dx * cos + dy * sin,
    y: cy - dx * sin + dy * cos,
    headingDeg: normalizeDeg(p.headingDeg + deg),
  };
}

/**
 * OR-7 / SD-70 the step on the table: the pair turns as one about the turner's centre, then both move
 * `distanceMm` together, along the rammed ship's new heading when sailing, downwind when drifting.
 */
export function applyEntangledStep(
  step: EntangledStep,
  poses: { rammer: Pose; rammed: Pose },
  windFromDeg: number,
  distanceMm: number,
): { rammer: Pose; rammed: Pose } {
  if (!(Number.isFinite(distanceMm) && distanceMm >= 0))
    throw new RuleError(`a distance must be >= 0 mm, got ${distanceMm}`);
  let { rammer, rammed } = poses;
  if (step.turner && step.turnDeg !== 0) {
    const c = step.turner === 'rammer' ? rammer : rammed;
    rammer = rotateAbout(rammer, c.x, c.y, step.turnDeg);
    rammed = rotateAbout(rammed, c.x, c.y, step.turnDeg);
  }
  const v = headingVector(step.move === 'sail' ? rammed.headingDeg : windFromDeg + 180);
  const move = (p: Pose): Pose => ({
    x: p.x + v.x * distanceMm,
    y: p.y + v.y * distanceMm,
    headingDeg: p.headingDeg,
  });
  return { rammer: move(rammer), rammed: move(rammed) };
}
