// FP-5.2 speed by sail, FP-5.3 RDC lost, FP-A1 wind strength, FP-A4 unrated vessels, HR-2 scale.
import { RuleError } from './errors.js';
import { modifier, type Modifier } from './modifiers.js';
import {
  SAIL_SPEEDS_MM,
  SPEED_LOSS_FRACTION_BY_MASTS,
  SPEED_LOSS_PER_RDC_MM,
  type SailSetting,
  type WindStrength,
} from './tables/sailing.js';
import type { Scale } from './tables/ships.js';

export interface SpeedInput {
  sail: SailSetting;
  /** RDC boxes lost now (repaired boxes do not slow the ship, D-4). */
  rdcLost: number;
  masts: number;
  /** Rigging DCs of the ship; defaults to 2 per mast. */
  rdc?: number;
  wind?: WindStrength;
  scale?: Scale;
  /** FP-5.2 / FP-5.6 / FP-5.8: out of hove to, after a tack, after unfouling. */
  halfSpeed?: boolean;
}

export interface SpeedResult {
  speedMm: number;
  steps: Modifier[];
}

/**
 * FP-5.2/5.3 movement allowance in mm. Three-masted ships lose a fixed 30 mm (12 at 1:3000) per RDC
 * lost; two-masted 25% and single-masted 50% of their speed per RDC lost (FP-A4, keyed on masts: SD-5).
 */
export function shipSpeed(input: SpeedInput): SpeedResult {
  const { sail, rdcLost, masts } = input;
  const wind = input.wind ?? 'breeze';
  const scale = input.scale ?? 1200;
  const rdc = input.rdc ?? 2 * masts;
  if (!Number.isInteger(masts) || masts < 1 || masts > 3)
    throw new RuleError(`masts must be 1-3, got ${masts}`);
  if (!Number.isInteger(rdcLost) || rdcLost < 0 || rdcLost > rdc) {
    throw new RuleError(`RDC lost must be a whole number 0-${rdc}, got ${rdcLost}`);
  }
  const speeds = SAIL_SPEEDS_MM[scale]?.[wind];
  if (!speeds) throw new RuleError(`unknown wind "${wind}" or scale "${scale}"`);
  if (sail === 'furled')
    return { speedMm: 0, steps: [modifier('furled', 'furled: hove to', 0, 'FP-5.2')] };
  if (rdcLost >= rdc)
    return { speedMm: 0, steps: [modifier('dismasted', 'dismasted', 0, 'FP-2.5')] };
  const base = sail === 'full' ? speeds.full : speeds.easy;
  const steps: Modifier[] = [
    modifier('sail', `${sail} sail, ${wind}`, base, wind === 'breeze' ? 'FP-5.2' : 'FP-A1'),
  ];
  let speed = base;
  if (rdcLost > 0) {
    const fraction = SPEED_LOSS_FRACTION_BY_MASTS[masts];
    const loss =
      fraction === undefined ? SPEED_LOSS_PER_RDC_MM[scale] * rdcLost : base * fraction * rdcLost;
    const applied = Math.min(loss, speed);
    speed -= applied;
    steps.push(
      modifier('rdcLost', 'RDC lost', -applied, fraction === undefined ? 'FP-5.3' : 'FP-A4'),
    );
  }
  if (input.halfSpeed && speed > 0) {
    steps.push(modifier('halfSpeed', 'half speed', -speed / 2, 'FP-5.2'));
    speed /= 2;
  }
  return { speedMm: speed, steps };
}
