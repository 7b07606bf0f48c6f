// What a ship may move this turn and what the rulers say about it: FP-5.2 / FP-5.3 / FP-A1 / FP-A4 /
// HR-2 speeds from the core, the half-speed cases (FP-5.2 out of hove to, FP-5.6 after a tack,
// FP-5.8 after unfouling), FP-6.1 / D-10 range bands between two ships. Pure functions.
import {
  bandFor,
  baseCorners,
  dcLost,
  isDismasted,
  isSinking,
  mastToMastRange,
  navWindOf,
  navigationSpeedIn,
  restoredRdcSpeed,
  pointInConvexPolygon,
  pointOfSail,
  relativeToWind,
  shipSpeed,
  type Band,
  type Modifier,
  type Scale,
  type TableShip,
  type Vec2,
  type WindStrength,
  isOared,
  modifier,
  windSpeedFactor,
} from '../../rules/index.js';
import type { SceneWind } from '../scene-wind.js';
import { isAground, profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { AllowanceBlock } from './blocks.js';
import { restoredLimitsOf, speedSailOf } from '../ship-wreck.js';

export { NO_MANOEUVRE_BLOCKS, type AllowanceBlock } from './blocks.js';

export interface Allowance {
  allowanceMm: number;
  blockedBy: AllowanceBlock | null;
  halfSpeed: boolean;
  /** The core's speed steps (sail and wind, RDC lost, half speed) for display. */
  steps: Modifier[];
  wind: WindStrength;
  scale: Scale;
}

type AllowanceSource = Pick<
  ShipSystemSource,
  'shipClass' | 'crew' | 'damage' | 'sail' | 'halfSpeed' | 'hoveTo' | 'contacts' | 'status' | 'tack'
> &
  Partial<Pick<ShipSystemSource, 'wreck' | 'grounded'>>;

/**
 * FP-5.7 / SD-21 the full straight move a ship has this turn. Without a scene wind the default breeze is
 * used (FP-A1). Blocks: struck (FP-8.2 stays in place), sinking (FP-2.5 only drifts), dismasted
 * (FP-2.5), in contact until unfouled (FP-5.8), in stays during a tack (FP-5.6), hove to (FP-5.2;
 * the turn flow clears the flag and sets half speed when the ship gets under way), furled (FP-5.2).
 */
export function movementAllowance(
  s: AllowanceSource,
  wind: SceneWind | null,
  scale: Scale,
): Allowance {
  const strength: WindStrength = wind?.strength ?? 'breeze';
  const profile = profileFromSource(s);
  const damage = damageOf(s);
  const halfSpeed = s.halfSpeed || s.tack.phase === 'completed';
  const blocked = (blockedBy: AllowanceBlock): Allowance => ({
    allowanceMm: 0,
    blockedBy,
    halfSpeed,
    steps: [],
    wind: strength,
    scale,
  });
  if (s.status.struck) return blocked('struck');
  if (isSinking(profile, damage)) return blocked('sinking');
  if (isDismasted(profile, damage)) return blocked('dismasted');
  if (s.contacts.length > 0) return blocked('inContact');
  // HR-3 aground: stopped until an Unf order gets it off.
  if (isAground(s)) return blocked('aground');
  if (s.tack.phase === 'inStays') return blocked('inStays');
  if (s.hoveTo) return blocked('hoveTo');
  if (s.sail === 'furled') return blocked('furled');
  const w = windSpeedOf(s, wind, scale, halfSpeed);
  if (w.blockedBy) return blocked(w.blockedBy);
  return {
    allowanceMm: w.speedMm,
    blockedBy: null,
    halfSpeed,
    steps: w.steps,
    wind: strength,
    scale,
  };
}

/**
 * The allowance a ship's sail and the wind give it, leaving out what holds the ship itself (struck,
 * in contact, hove to, furled): the ship sheet's speed. Blocked only by a calm or rigging down.
 */
export function movementAllowanceNoBlocks(
  s: AllowanceSource,
  wind: SceneWind | null,
  scale: Scale,
): Allowance {
  const halfSpeed = s.halfSpeed || s.tack.phase === 'completed';
  const w = windSpeedOf(s, wind, scale, halfSpeed);
  return {
    allowanceMm: w.speedMm,
    blockedBy: w.blockedBy,
    halfSpeed,
    steps: w.steps,
    wind: wind?.strength ?? 'breeze',
    scale,
  };
}

/** What the wind and the sail give a ship (see windSpeedOf). */
export interface WindSpeed {
  speedMm: number;
  /** OR-2 calm for a sailing ship; OR-9 / SD-33 rigging down below easy sail (hove to). */
  blockedBy: Extract<AllowanceBlock, 'calm' | 'hoveTo'> | null;
  steps: Modifier[];
}

/**
 * FP-5.2 / FP-5.3 / FP-A1 / OR-2 / OR-9 the speed the wind and the sail give a ship, before what
 * holds the ship itself (struck, in contact, hove to: movementAllowance's own blocks): an OR-2 calm
 * stops sailing ships and halves oared ones; rigging down to the test sails one step lower (SD-33).
 * The movement allowance and the ship sheet both read it.
 */
export function windSpeedOf(
  s: AllowanceSource,
  wind: SceneWind | null,
  scale: Scale,
  halfSpeed: boolean,
): WindSpeed {
  const strength: WindStrength = wind?.strength ?? 'breeze';
  // OR-2 calm (a scene wind carries `force` only from an OR-2 roll): oared ships at half speed.
  const calmFactor = wind?.force ? windSpeedFactor(wind.force, isOared(s.shipClass.id)) : 1;
  if (calmFactor === 0) return { speedMm: 0, blockedBy: 'calm', steps: [] };
  // OR-9 / SD-33 rigging down to the test: the speed of one sail step lower (below easy: hove to).
  const sail = speedSailOf(s);
  if (sail === 'furled') return { speedMm: 0, blockedBy: 'hoveTo', steps: [] };
  const profile = profileFromSource(s);
  const speed = shipSpeed({
    sail,
    rdcLost: dcLost(profile, damageOf(s)).rigging,
    masts: profile.masts,
    rdc: profile.rdc,
    wind: strength,
    scale,
    halfSpeed,
  });
  const calmSteps =
    calmFactor === 1
      ? []
      : [
          modifier(
            'calm',
            'calm: oared, half speed',
            speed.speedMm * calmFactor - speed.speedMm,
            'OR-2',
          ),
        ];
  return {
    speedMm: speed.speedMm * calmFactor,
    blockedBy: null,
    steps: [...speed.steps, ...calmSteps],
  };
}

/** OR-5 a ship's speeds in the two segments of the turn (the navigation core's answer). */
export interface SegmentSpeeds {
  segment1Mm: number;
  segment2Mm: number;
  steps: Modifier[];
}

/**
 * OR-3 the straight move of one segment. With OR-5 the navigation table's speed of that segment
 * (`navigation`, point of sail at the start of segment 1: footnote 15), halved where Fast Play
 * halves the move (FP-5.2 / FP-5.6 / FP-5.8); without it SD-50: half the Fast Play move in each
 * segment, so a turn still covers the Fast Play distance. `segment` null: not a segment (the whole move).
 */
export function segmentAllowance(
  full: Allowance,
  segment: 1 | 2 | null,
  navigation: SegmentSpeeds | null = null,
): Allowance {
  if (segment === null || full.blockedBy !== null) return full;
  if (navigation) {
    const base = segment === 1 ? navigation.segment1Mm : navigation.segment2Mm;
    const steps = [...navigation.steps];
    let allowanceMm = base;
    if (full.halfSpeed && base > 0) {
      steps.push(modifier('halfSpeed', 'half speed', -base / 2, 'FP-5.2'));
      allowanceMm = base / 2;
    }
    return { ...full, allowanceMm, steps };
  }
  const half = full.allowanceMm / 2;
  return {
    ...full,
    allowanceMm: half,
    steps: [...full.steps, modifier('segment', 'half the move in each segment', -half, 'SD-50')],
  };
}

/**
 * OR-5 the navigation table's speeds of a ship for this turn, from its point of sail at the start of
 * segment 1 (`startHeading`, source footnote 15), the scene's wind on the table's three columns
 * (navWindOf, SD-26) and its sail. Null when OR-5 has nothing to say: no scene wind (SD-52: the
 * Fast Play half of SD-50 then), furled (blocked anyway). In irons: no way (0 and 0).
 */
export function navigationSegmentSpeeds(
  s: AllowanceSource,
  startHeading: number,
  wind: SceneWind | null,
  scale: Scale,
): SegmentSpeeds | null {
  if (!wind || s.sail === 'furled') return null;
  const point = pointOfSail(relativeToWind(startHeading, wind.direction).r);
  if (point === 'inIrons')
    return { segment1Mm: 0, segment2Mm: 0, steps: [modifier('inIrons', 'in irons', 0, 'FP-5.4')] };
  // OR-2 a rolled strength (light airs, calm, storm) when the set-up rolls keep one; a calm through
  // the core (SD-26: sailing ships 0, oared ships half the light-breeze speed).
  const condition = navWindOf(wind.force ?? wind.strength);
  const profile = profileFromSource(s);
  // OR-9 / SD-33 rigging down: the speed of one sail step lower (below easy: no way).
  const sail = speedSailOf(s);
  if (sail === 'furled') return { segment1Mm: 0, segment2Mm: 0, steps: [] };
  const speed = navigationSpeedIn({
    pointOfSail: point,
    condition: condition.calm ? 'calm' : condition.wind!,
    oared: isOared(s.shipClass.id),
    sail,
    rdcLost: dcLost(profile, damageOf(s)).rigging,
    scale,
  });
  // OR-9 / SD-35 five or more RDC jury-rigged: the segment-1 speed spread over both segments.
  const limits = restoredLimitsOf(s);
  if (!limits.segment1Spread && !limits.noMovement) return speed;
  const spread = restoredRdcSpeed(speed, limits);
  return {
    ...spread,
    steps: [
      ...speed.steps,
      modifier(
        'restoredRdc',
        'sailing on jury-rigged rigging',
        spread.segment1Mm + spread.segment2Mm - speed.segment1Mm - speed.segment2Mm,
        'OR-9',
      ),
    ],
  };
}

export interface RulerReading {
  /** Moved so far this turn along the measured path (mm). */
  distanceMm: number;
  allowanceMm: number;
  /** Allowance left after this path; never below 0. */
  remainingMm: number;
  /** How far the path runs past the allowance; 0 when within it. */
  overMm: number;
  over: boolean;
  blockedBy: AllowanceBlock | null;
}

/**
 * The drag ruler's reading. Token positions are whole pixels, so a path within `toleranceMm` (one
 * pixel) of the allowance still counts as within it.
 */
export function rulerReading(
  distanceMm: number,
  allowance: Pick<Allowance, 'allowanceMm' | 'blockedBy'>,
  toleranceMm = 0,
): RulerReading {
  const over = distanceMm > allowance.allowanceMm + toleranceMm;
  return {
    distanceMm,
    allowanceMm: allowance.allowanceMm,
    remainingMm: Math.max(0, allowance.allowanceMm - distanceMm),
    overMm: over ? distanceMm - allowance.allowanceMm : 0,
    over,
    blockedBy: allowance.blockedBy,
  };
}

export interface RangeReading {
  fromId: string;
  toId: string;
  rangeMm: number;
  band: Band;
}

// FP-1.2 nearest mast to nearest mast; FP-6.1 / HR-2 bands with D-10 boundaries.
export function rangeReading(a: TableShip, b: TableShip, scale: Scale): RangeReading {
  const rangeMm = mastToMastRange(a, b);
  return { fromId: a.id, toId: b.id, rangeMm, band: bandFor(rangeMm, scale) };
}

/** The ship whose base holds a table point (the nearest centre when bases overlap), or null. */
export function shipAtPoint(ships: readonly TableShip[], point: Vec2): TableShip | null {
  let best: TableShip | null = null;
  let bestSq = Infinity;
  for (const ship of ships) {
    if (!pointInConvexPolygon(point, baseCorners(ship.pose, ship.body))) continue;
    const d2 = (ship.pose.x - point.x) ** 2 + (ship.pose.y - point.y) ** 2;
    if (d2 < bestSq) {
      best = ship;
      bestSq = d2;
    }
  }
  return best;
}

/** A ruler measuring between two different ships (first and last point of the path), or null. */
export function rangeBetweenPoints(
  ships: readonly TableShip[],
  from: Vec2,
  to: Vec2,
  scale: Scale,
): RangeReading | null {
  const a = shipAtPoint(ships, from);
  const b = shipAtPoint(ships, to);
  if (!a || !b || a.id === b.id) return null;
  return rangeReading(a, b, scale);
}

export { formatMm } from './format.js';
