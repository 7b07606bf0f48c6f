// OR-6 full-game gunnery: damage to the target area, the other area (collateral) and the opposite
// hull side; initial broadsides; the reload table. The hit itself stays on the FP-4.2 table.
import { checkRake, type Aim } from './gunnery.js';
import { RuleError } from './errors.js';
import { modifier, type Modifier } from './modifiers.js';
import { roundHalfUp } from './ship.js';
import {
  CARRONADE_TARGET_SHIFT,
  FULL_GUNNERY_MULTIPLIERS,
  RELOAD_TABLE,
  type AreaMultipliers,
  type BroadsideKind,
} from './tables/full-gunnery.js';
import { RAKE_MULTIPLIERS, type RakeKind, type RangeBand } from './tables/gunnery.js';
import type { SailSetting } from './tables/sailing.js';
import { CREW_TABLE, type CrewQuality } from './tables/ships.js';

export interface FullGunneryInput {
  /** Current BF of the firing side (FP-2.2); may be fractional. */
  bf: number;
  band: RangeBand;
  broadside: BroadsideKind;
  aim: Aim;
  /** The target's sail: easy or furled read the "ES or less" column, full the "all plain sail" one. */
  targetSail: SailSetting;
  /** FP-6.4 rake: multiplies the target area only (SD-36). */
  rake?: RakeKind | null;
  /** FP-A2 carronade-only firer (SD-37). */
  carronades?: boolean;
  /** FP-6.6 well laid shot "double": doubles all three figures (SD-36). */
  double?: boolean;
  /** FP-7.1 ships in a boarding in the same half-arc share each figure evenly. */
  splitBetween?: number;
}

export interface AreaDamage {
  target: number;
  collateral: number;
  opposite: number;
}

export interface FullGunneryDamage extends AreaDamage {
  /** Before D-16 rounding. */
  exact: AreaDamage;
  /** The table's multipliers used (after the carronade shift). */
  multipliers: AreaMultipliers;
  /** The target figure's arithmetic: BF, multiplier, rake, double, split. */
  factors: Modifier[];
}

/** OR-6 the row's multipliers for an aim and the target's sail. */
export function fullGunneryMultipliers(
  band: RangeBand,
  broadside: BroadsideKind,
  aim: Aim,
  targetSail: SailSetting,
): AreaMultipliers {
  const row = FULL_GUNNERY_MULTIPLIERS[band]?.[broadside];
  if (!row) throw new RuleError(`unknown range band or broadside: ${band}, ${broadside}`);
  if (aim === 'hull') return row.hull;
  return targetSail === 'full' ? row.riggingFull : row.riggingReduced;
}

/**
 * OR-6 damage of a hit. Each figure is BF x its multiplier; the rake multiplies the target area,
 * a well laid "double" and a boarding split apply to all three; each is rounded once at the end
 * (D-16). Aimed at the hull: T to the hull side hit, C to the rigging, O to the other hull side;
 * aimed at the rigging: T to the rigging, C to the hull side hit.
 */
export function fullGunneryDamage(i: FullGunneryInput): FullGunneryDamage {
  if (!(Number.isFinite(i.bf) && i.bf >= 0))
    throw new RuleError(`BF must be a number >= 0, got ${i.bf}`);
  const split = i.splitBetween ?? 1;
  if (!(Number.isInteger(split) && split >= 1))
    throw new RuleError(`damage can only be split between 1 or more ships, got ${split}`);
  checkRake(i.rake, i.band, i.aim);
  const base = fullGunneryMultipliers(i.band, i.broadside, i.aim, i.targetSail);
  let mult: AreaMultipliers = base;
  if (i.carronades) {
    const shift = CARRONADE_TARGET_SHIFT[i.band];
    mult = shift === null ? { t: 0, c: 0, o: 0 } : { ...base, t: Math.max(0, base.t + shift) };
  }
  const factors: Modifier[] = [
    modifier('bf', 'broadside factor', i.bf, 'OR-6'),
    modifier(
      'multiplier',
      `${i.band} range, ${i.broadside} broadside, ${i.aim === 'hull' ? 'hull' : `rigging (target ${i.targetSail} sail)`}`,
      mult.t,
      i.carronades ? 'SD-37' : 'OR-6',
    ),
  ];
  const rake = i.rake ? RAKE_MULTIPLIERS[i.rake] : 1;
  if (i.rake)
    factors.push(modifier('rake', i.rake === 'bow' ? 'bow rake' : 'stern rake', rake, 'SD-36'));
  const common = (i.double ? 2 : 1) / split;
  if (i.double) factors.push(modifier('double', 'well laid shot: double', 2, 'FP-6.6'));
  if (split > 1)
    factors.push(modifier('split', `split between ${split} ships`, 1 / split, 'FP-7.1'));
  const exact: AreaDamage = {
    target: i.bf * mult.t * rake * common,
    collateral: i.bf * mult.c * common,
    opposite: i.bf * mult.o * common,
  };
  return {
    target: roundHalfUp(exact.target),
    collateral: roundHalfUp(exact.collateral),
    opposite: roundHalfUp(exact.opposite),
    exact,
    multipliers: mult,
    factors,
  };
}

export interface ReloadResult {
  reloaded: boolean;
  /** A perfect reload (16-18): the next broadside of that side is an initial one. */
  initial: boolean;
}

/** OR-6 reload table: the side is reloaded if the crew is listed for the score; 16-18 is perfect. */
export function reloadResult(crew: CrewQuality, score: number): ReloadResult {
  if (!CREW_TABLE[crew]) throw new RuleError(`unknown crew quality "${String(crew)}"`);
  const row = RELOAD_TABLE.find((r) => score >= r.min && score <= r.max);
  if (!Number.isInteger(score) || !row)
    throw new RuleError(`Abilità score must be an integer 3-18, got ${score}`);
  const reloaded = row.crews.includes(crew);
  return { reloaded, initial: reloaded && row.perfect };
}

/** OR-6 the lowest reload score that succeeds for a crew (for odds and card thresholds). */
export function reloadNeeds(crew: CrewQuality): number {
  return RELOAD_TABLE.find((r) => r.crews.includes(crew))!.min;
}

/**
 * OR-6 an initial broadside: the guns were run out (an order in a turn without firing or reloading)
 * and that side has not fired yet, or the side's last reload was perfect (16-18).
 */
export function broadsideKind(i: {
  gunsRunOut: boolean;
  sideHasFired: boolean;
  perfectReload: boolean;
}): BroadsideKind {
  return i.perfectReload || (i.gunsRunOut && !i.sideHasFired) ? 'initial' : 'normal';
}
