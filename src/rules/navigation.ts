// OR-5 full-game navigation: speeds per segment, drift, course changes spread over the segments,
// tacking over two turns and what an illegal course order costs. HR-2 1:3000.
import { RuleError } from './errors.js';
import { modifier, type Modifier } from './modifiers.js';
import { mod16, relativeToWind } from './sailing.js';
import {
  DRIFT_MM,
  NAV_RDC_LOSS_MM,
  NAV_SCALE_FACTOR,
  NAV_SPEED_MM,
  NAV_WINDS,
  type NavPointOfSail,
  type NavWind,
} from './tables/navigation.js';
import type { SailSetting, WindStrength } from './tables/sailing.js';
import type { Scale } from './tables/ships.js';

export { NAV_WINDS, type NavWind } from './tables/navigation.js';

export function isNavWind(v: unknown): v is NavWind {
  return (NAV_WINDS as readonly unknown[]).includes(v);
}

/** OR-2's strengths beyond the OR-5 table's three: light airs below light breeze, calm, storm. */
export type NavWindCondition = NavWind | 'light-airs' | 'calm' | 'storm';

export interface NavWindReading {
  /** The OR-5 table's column; null in a calm. */
  wind: NavWind | null;
  /** OR-2 calm: only oared ships move, at half speed. */
  calm: boolean;
  /** OR-2 storm: as a strong wind, and every ship above easy sail takes the OR-9 test. */
  storm: boolean;
}

/**
 * OR-2 / OR-5 the speed table's wind for any strength. Light airs read as a light breeze (SD-26: the
 * table stops at light breeze; a slower column would be invented); a storm as a strong wind (OR-2);
 * Fast Play's FP-A1 steps map light air -> light airs, breeze -> moderate breeze (the club's
 * "breeze" is light or moderate, source footnote 13: SD-26), strong -> strong wind.
 */
export function navWindOf(force: NavWindCondition | WindStrength): NavWindReading {
  switch (force) {
    case 'calm':
      return { wind: null, calm: true, storm: false };
    case 'storm':
      return { wind: 'strong-wind', calm: false, storm: true };
    case 'light-airs':
    case 'light':
      return { wind: 'light-breeze', calm: false, storm: false };
    case 'breeze':
      return { wind: 'moderate-breeze', calm: false, storm: false };
    case 'strong':
      return { wind: 'strong-wind', calm: false, storm: false };
    default:
      if (isNavWind(force)) return { wind: force, calm: false, storm: false };
      throw new RuleError(`unknown wind strength "${String(force)}"`);
  }
}

export interface NavigationSpeedInput {
  /** The point of sail at the start of segment 1 (source footnote 15). */
  pointOfSail: NavPointOfSail;
  wind: NavWind;
  sail: 'easy' | 'full';
  /** RDC boxes lost now (restored boxes: restoredRdcLimits, OR-9). */
  rdcLost: number;
  scale?: Scale;
}

export interface NavigationSpeed {
  segment1Mm: number;
  segment2Mm: number;
  steps: Modifier[];
}

/**
 * OR-5 speed in each segment from the simplified table, less 5 mm per segment for every RDC lost
 * (never below 0). Both segments use the point of sail at the start of segment 1 (source footnote
 * 15), so a course change at the end of segment 1 does not change segment 2's speed. HR-2 1:3000:
 * the table x 0.4 and -2 mm per RDC per segment.
 */
export function navigationSpeed(i: NavigationSpeedInput): NavigationSpeed {
  const scale = i.scale ?? 1200;
  const factor = NAV_SCALE_FACTOR[scale];
  if (factor === undefined) throw new RuleError(`unknown scale "${String(scale)}"`);
  const row = NAV_SPEED_MM[i.pointOfSail];
  if (!row) throw new RuleError(`unknown point of sail "${String(i.pointOfSail)}"`);
  if (!isNavWind(i.wind)) throw new RuleError(`unknown wind "${String(i.wind)}"`);
  const pair = row[i.wind][i.sail];
  if (!pair) throw new RuleError(`the speed table has no sail "${String(i.sail)}" (easy or full)`);
  if (!Number.isInteger(i.rdcLost) || i.rdcLost < 0)
    throw new RuleError(`RDC lost must be a whole number 0 or more, got ${i.rdcLost}`);
  // Multiples of 5 x 0.4 are whole; round only guards the float.
  const base = pair.map((mm) => Math.round(mm * factor)) as [number, number];
  const steps: Modifier[] = [
    modifier('segment1', `${i.pointOfSail}, ${i.wind}, ${i.sail} sail: segment 1`, base[0], 'OR-5'),
    modifier('segment2', `${i.pointOfSail}, ${i.wind}, ${i.sail} sail: segment 2`, base[1], 'OR-5'),
  ];
  if (scale === 3000) steps.push(modifier('scale', '1:3000: table x 0.4', 0, 'HR-2'));
  const loss = NAV_RDC_LOSS_MM[scale] * i.rdcLost;
  const speeds = base.map((mm) => Math.max(0, mm - loss)) as [number, number];
  if (i.rdcLost > 0) {
    steps.push(
      modifier('rdcLost', 'RDC lost (per segment)', -loss, scale === 3000 ? 'HR-2' : 'OR-5'),
    );
  }
  return { segment1Mm: speeds[0], segment2Mm: speeds[1], steps };
}

/**
 * OR-2 / OR-5 speed in any wind: calm stops every sailing ship, oared ships row at half the
 * light-breeze speed of their point of sail and sail (SD-26); a storm sails as a strong wind.
 */
export function navigationSpeedIn(
  i: Omit<NavigationSpeedInput, 'wind'> & { condition: NavWindCondition; oared?: boolean },
): NavigationSpeed {
  const reading = navWindOf(i.condition);
  if (reading.wind !== null) return navigationSpeed({ ...i, wind: reading.wind });
  if (!i.oared)
    return { segment1Mm: 0, segment2Mm: 0, steps: [modifier('calm', 'calm', 0, 'OR-2')] };
  const light = navigationSpeed({ ...i, wind: 'light-breeze' });
  return {
    segment1Mm: light.segment1Mm / 2,
    segment2Mm: light.segment2Mm / 2,
    steps: [...light.steps, modifier('calm', 'calm: oars at half speed', 0, 'OR-2')],
  };
}

/**
 * OR-5 drift, pushed straight downwind, mm per segment. `hoveTo`: the ship is hove to (sails
 * backed: FP's hove to, a failed tack's turn 2, a ship that lost an RDC one step below easy sail)
 * and takes the "drift" row; otherwise it drifts with its sails set (entangled ships, OR-7) and
 * takes "drift with sails" (SD-27). The column is the sail the ship carries; a ship with furled
 * sails does not drift (the source: "vascelli con le vele ammainate non si muovono"). HR-2: the
 * printed 1:3000 table. The source's "-" (no drift in segment 2) is 0.
 */
export function driftPerSegment(i: {
  wind: NavWind;
  sail: 'easy' | 'full' | 'furled';
  hoveTo: boolean;
  scale?: Scale;
}): { segment1Mm: number; segment2Mm: number } {
  const table = DRIFT_MM[i.scale ?? 1200];
  if (!table) throw new RuleError(`unknown scale "${String(i.scale)}"`);
  if (!isNavWind(i.wind)) throw new RuleError(`unknown wind "${String(i.wind)}"`);
  if (i.sail === 'furled') return { segment1Mm: 0, segment2Mm: 0 };
  const row = i.hoveTo ? table[i.wind].drift : table[i.wind].withSails;
  const pair = row[i.sail];
  if (!pair) throw new RuleError(`unknown sail "${String(i.sail)}"`);
  return { segment1Mm: pair[0], segment2Mm: pair[1] ?? 0 };
}

/**
 * OR-5 a course change of two points or more is spread over both segments: two then one is legal,
 * three then none is not. A single point may be turned at the end of either segment. None then
 * two is not spread either (SD-28: "spread over both segments" needs a turn at the end of each).
 */
export function courseSpreadLegal(pointsPerSegment: readonly [number, number]): boolean {
  const [a, b] = pointsPerSegment;
  for (const p of [a, b])
    if (!Number.isInteger(p) || p < 0)
      throw new RuleError(`points turned must be whole numbers 0 or more, got ${p}`);
  if (a + b < 2) return true;
  return a >= 1 && b >= 1;
}

/** OR-5 firing while tacking: BF -1. */
export const TACK_FIRE_MODIFIER = -1;

/** OR-5 turns of sailing after a tack ends before another may start (SD-29). */
export const TURNS_BETWEEN_TACKS = 2;

export type TackRefusal = 'notCloseHauled' | 'notTurnStart' | 'luffOrBearAway' | 'tooSoon';

/**
 * OR-5 a tack starts only close-hauled (r = 3) at the start of a turn, not in a turn with a luff or
 * bear-away, and after one turn of sailing since the last tack. `turnsSinceLastTack` counts turns
 * since the turn the last tack ended (completed or failed; null: never): the next turn is the
 * turn of sailing, the one after may tack (SD-29).
 */
export function navigationTackAllowed(i: {
  r: number;
  atTurnStart: boolean;
  luffOrBearAwayThisTurn: boolean;
  turnsSinceLastTack: number | null;
}): { allowed: boolean; reason: TackRefusal | null } {
  const refuse = (reason: TackRefusal) => ({ allowed: false, reason });
  if (i.r !== 3) return refuse('notCloseHauled');
  if (!i.atTurnStart) return refuse('notTurnStart');
  if (i.luffOrBearAwayThisTurn) return refuse('luffOrBearAway');
  if (i.turnsSinceLastTack !== null && i.turnsSinceLastTack < TURNS_BETWEEN_TACKS)
    return refuse('tooSoon');
  return { allowed: true, reason: null };
}

/**
 * OR-5 a failed tack. Turn 1: the ship sails close-hauled in both segments. Turn 2: an OR-9 test,
 * then hove to, pushed back downwind at the end of segment 1 to its original heading, and still
 * drifting in segment 2.
 */
export function tackFailure(tackTurn: 1 | 2): {
  sailCloseHauled: boolean;
  riggingTest: boolean;
  pushedBack: boolean;
  hoveTo: boolean;
} {
  if (tackTurn === 1)
    return { sailCloseHauled: true, riggingTest: false, pushedBack: false, hoveTo: false };
  if (tackTurn === 2)
    return { sailCloseHauled: false, riggingTest: true, pushedBack: true, hoveTo: true };
  throw new RuleError(`a tack has turns 1 and 2, got ${String(tackTurn)}`);
}

/**
 * OR-5 no sail change while tacking; OR-9 no more sail while an RDC lost to the test is not yet
 * jury-rigged (reducing sail stays allowed: it is the first step of the jury rig).
 */
export function navigationSailChangeAllowed(i: {
  from: SailSetting;
  to: SailSetting;
  tacking: boolean;
  rdcDown: number;
}): { allowed: boolean; reason: 'tacking' | 'rdcDown' | null } {
  if (i.from === i.to) return { allowed: true, reason: null };
  if (i.tacking) return { allowed: false, reason: 'tacking' };
  const rank: Record<SailSetting, number> = { furled: 0, easy: 1, full: 2 };
  if (i.rdcDown > 0 && rank[i.to] > rank[i.from]) return { allowed: false, reason: 'rdcDown' };
  return { allowed: true, reason: null };
}

export type CourseOrderFault =
  | 'forbiddenHeading'
  | 'notSpread'
  | 'tackingTurn'
  | 'tackAndTurn'
  | 'rdcDown'
  | 'notInTable';

export interface CourseOrderInput {
  /** The heading and wind at the start of the turn (compass indexes). */
  heading: number;
  wind: number;
  /** Signed points turned at the end of segment 1 and of segment 2 (clockwise positive). */
  turns: readonly [number, number];
  /** The order is a tack (OR-5 tacks are judged by navigationTackAllowed). */
  tack?: boolean;
  /** The ship is in a tack this turn (turn 2, or turn 1 already ordered). */
  tacking?: boolean;
  /** RDC lost to the OR-9 test and not yet jury-rigged. */
  rdcDown?: number;
  /** Whether the end heading is one FP-5.5 allows from the start heading (legalCourseChanges). */
  inTable: boolean;
}

/**
 * OR-5 whether an ordered course change (luff or bear-away over one or both segments) is legal,
 * and what an illegal one costs: an OR-9 rigging test ("un giocatore che ordina o annuncia una
 * modifica della direzione di movimento illegale deve effettuare un test di danni alle vele"). A
 * tack order is judged by navigationTackAllowed and costs nothing more when refused (OR-9 exempts
 * a tack order from the forbidden-heading test).
 */
export function navigationCourseOrder(i: CourseOrderInput): {
  legal: boolean;
  fault: CourseOrderFault | null;
  riggingTest: boolean;
} {
  const fault = courseOrderFault(i);
  return { legal: fault === null, fault, riggingTest: fault !== null };
}

function courseOrderFault(i: CourseOrderInput): CourseOrderFault | null {
  const [a, b] = i.turns;
  const points = Math.abs(a) + Math.abs(b);
  if (points === 0) return null;
  if (i.tack) return 'tackAndTurn';
  if (i.tacking) return 'tackingTurn';
  if ((i.rdcDown ?? 0) > 0) return 'rdcDown';
  if (a !== 0 && b !== 0 && Math.sign(a) !== Math.sign(b)) return 'notInTable';
  const midR = relativeToWind(mod16(i.heading + a), i.wind).r;
  const endR = relativeToWind(mod16(i.heading + a + b), i.wind).r;
  if (midR <= 2 || endR <= 2) return 'forbiddenHeading';
  if (!i.inTable) return 'notInTable';
  if (!courseSpreadLegal([Math.abs(a), Math.abs(b)])) return 'notSpread';
  return null;
}
