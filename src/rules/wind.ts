// FP-1.7 random wind, FP-A1 variable wind (direction and strength). (HR-6, an initiative roll, is not in
// the source and was withdrawn from the digest: the system has none.)
import { toDice3, diceTotal, assertTotal3d6, type Dice3 } from './dice.js';
import { RuleError } from './errors.js';
import { mod16 } from './sailing.js';
import { WIND_STRENGTHS, type WindStrength } from './tables/sailing.js';

/** FP-1.7 a 3d6 total picks the wind: 3 = N, counting clockwise one point per pip (18 = NNW). */
export function randomWindDirection(total: number): number {
  assertTotal3d6(total);
  return total - 3;
}

export interface Wind {
  /** Compass index of the point the wind blows from. */
  direction: number;
  strength: WindStrength;
}

export interface WindChange {
  wind: Wind;
  direction: 'backed' | 'veered' | 'steady';
  strength: 'lowered' | 'raised' | 'steady';
}

/**
 * FP-A1 end-of-turn roll: 3 backs one point (anticlockwise), 18 veers one point; three 2s lower
 * the strength one step, three 5s raise it; no step beyond light air or strong wind.
 */
export function variableWind(current: Wind, faces: Dice3): WindChange {
  const dice = toDice3(faces);
  const total = diceTotal(dice);
  const step = WIND_STRENGTHS.indexOf(current.strength);
  if (step < 0) throw new RuleError(`unknown wind strength "${current.strength}"`);
  let direction = current.direction;
  let turned: WindChange['direction'] = 'steady';
  if (total === 3) {
    direction = mod16(direction - 1);
    turned = 'backed';
  }
  if (total === 18) {
    direction = mod16(direction + 1);
    turned = 'veered';
  }
  const allSame = dice[0] === dice[1] && dice[1] === dice[2];
  let newStep = step;
  if (allSame && dice[0] === 2) newStep = Math.max(0, step - 1);
  if (allSame && dice[0] === 5) newStep = Math.min(WIND_STRENGTHS.length - 1, step + 1);
  const strength = WIND_STRENGTHS[newStep]!;
  return {
    wind: { direction, strength },
    direction: turned,
    strength: newStep < step ? 'lowered' : newStep > step ? 'raised' : 'steady',
  };
}
