// OR-2 the wind during the battle: the start-of-turn change roll and its two-consecutive-turns memory,
// the strength scale with calm and storm at its ends, and how it maps onto the Fast Play strengths.
import { assertTotal3d6 } from './dice.js';
import { RuleError } from './errors.js';
import { mod16 } from './sailing.js';
import type { SailSetting, WindStrength } from './tables/sailing.js';
import {
  WIND_CHANGE_TABLE,
  WIND_FORCES,
  type WindChangeDirection,
  type WindChangeStrength,
  type WindForce,
} from './tables/setup-rolls.js';

export function isWindForce(value: unknown): value is WindForce {
  return (WIND_FORCES as readonly unknown[]).includes(value);
}

/**
 * SD-56 the Fast Play strength (FP-5.2 / FP-A1 speeds) of each OR-2 strength, after the source's
 * footnote 13: light airs → light, light or moderate breeze → breeze, strong wind → strong. Calm
 * reads as light (only oared ships move, at half that speed) and storm as strong.
 */
export const FP_STRENGTH_OF_FORCE: Readonly<Record<WindForce, WindStrength>> = {
  calm: 'light',
  'light-airs': 'light',
  'light-breeze': 'breeze',
  'moderate-breeze': 'breeze',
  'strong-wind': 'strong',
  storm: 'strong',
};

/** SD-56 the OR-2 strength a Fast Play strength stands for when a GM sets it by hand. */
export const FORCE_OF_FP_STRENGTH: Readonly<Record<WindStrength, WindForce>> = {
  light: 'light-airs',
  breeze: 'moderate-breeze',
  strong: 'strong-wind',
};

export interface WindChangeMeaning {
  strength: WindChangeStrength;
  direction: WindChangeDirection;
}

/** OR-2 what a start-of-turn 3d6 total may do to the wind (a potential change, D-13). */
export function windChangeMeaning(total: number): WindChangeMeaning {
  assertTotal3d6(total);
  const row = WIND_CHANGE_TABLE.find((r) => r.totals.includes(total));
  if (!row) throw new RuleError(`no OR-2 wind change row for ${total}`);
  return { strength: row.strength, direction: row.direction };
}

export interface ForceWind {
  /** Compass index of the point the wind blows from. */
  direction: number;
  force: WindForce;
}

export interface WindChangeOutcome {
  rolled: WindChangeMeaning;
  /** The components that came up this turn and the turn before (OR-2: only these happen). */
  repeated: WindChangeMeaning;
  strength: 'weakened' | 'strengthened' | 'steady';
  direction: 'backed' | 'veered' | 'steady';
  wind: ForceWind;
}

/**
 * OR-2 the start-of-turn wind change: each component (weaken, strengthen, back, veer) happens only
 * when the previous turn's roll had it too; backing is one point anticlockwise, veering one point
 * clockwise (SD-58: a point of the 16-point rose). Calm and storm are the ends: no step beyond.
 * `previousRoll` is null on the battle's first turn (nothing can repeat yet).
 */
export function windChange(i: {
  wind: ForceWind;
  previousRoll: number | null;
  roll: number;
}): WindChangeOutcome {
  if (!isWindForce(i.wind.force)) throw new RuleError(`unknown wind strength "${i.wind.force}"`);
  const rolled = windChangeMeaning(i.roll);
  const before = i.previousRoll === null ? null : windChangeMeaning(i.previousRoll);
  const repeated: WindChangeMeaning = {
    strength: before && before.strength === rolled.strength ? rolled.strength : 'none',
    direction: before && before.direction === rolled.direction ? rolled.direction : 'none',
  };
  const step = WIND_FORCES.indexOf(i.wind.force);
  const delta = repeated.strength === 'weaken' ? -1 : repeated.strength === 'strengthen' ? 1 : 0;
  const newStep = Math.min(WIND_FORCES.length - 1, Math.max(0, step + delta));
  const turn = repeated.direction === 'back' ? -1 : repeated.direction === 'veer' ? 1 : 0;
  return {
    rolled,
    repeated,
    strength: newStep < step ? 'weakened' : newStep > step ? 'strengthened' : 'steady',
    direction: turn < 0 ? 'backed' : turn > 0 ? 'veered' : 'steady',
    wind: { direction: mod16(i.wind.direction + turn), force: WIND_FORCES[newStep]! },
  };
}

/** SD-59 the oared ships (OR-2 calm): the two gunboat classes of FP-2.1. */
export const OARED_CLASS_IDS: readonly string[] = [
  'unrated-gunboat-large',
  'unrated-gunboat-small',
];

export function isOared(classId: string | null | undefined): boolean {
  return classId != null && OARED_CLASS_IDS.includes(classId);
}

/** OR-2 calm: only oared ships move, at half speed; any other wind leaves the speed whole. */
export function windSpeedFactor(force: WindForce, oared: boolean): number {
  if (force !== 'calm') return 1;
  return oared ? 0.5 : 0;
}

/** OR-2 storm: every ship with more sail than easy sail (Fast Play: full sail) takes an OR-9 test. */
export function stormRiggingTestDue(force: WindForce, sail: SailSetting): boolean {
  return force === 'storm' && sail === 'full';
}
