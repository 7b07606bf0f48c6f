// FP-6.1 bands, FP-6.3 damage, FP-6.4 rakes, FP-A2 carronades, D-16 rounding, FP-7.1 split,
// FP-6.5 / FP-6.6 critical tables.
import { shotResult } from './abilita.js';
import { assertTotal3d6 } from './dice.js';
import { RuleError } from './errors.js';
import { modifier, type Modifier } from './modifiers.js';
import { roundHalfUp } from './ship.js';
import type { ShotResult } from './tables/abilita.js';
import {
  CARRONADE_MULTIPLIERS,
  GUN_MULTIPLIERS,
  RAKE_BANDS,
  RAKE_MULTIPLIERS,
  RANGE_LIMITS_MM,
  UNLUCKY_TABLE,
  WELL_LAID_TABLE,
  type Band,
  type CriticalRow,
  type RakeKind,
  type RangeBand,
  type UnluckyEffect,
  type WellLaidEffect,
} from './tables/gunnery.js';
import type { SailSetting } from './tables/sailing.js';
import type { Scale } from './tables/ships.js';

export type Aim = 'hull' | 'rigging';

/** FP-6.1 / D-10 the band of a mast-to-mast range; a boundary value belongs to the shorter band. */
export function rangeBand(rangeMm: number, scale: Scale = 1200): Band {
  if (!Number.isFinite(rangeMm) || rangeMm < 0)
    throw new RuleError(`range must be a distance >= 0 mm, got ${rangeMm}`);
  const limits = RANGE_LIMITS_MM[scale];
  if (!limits) throw new RuleError(`unknown scale ${scale}`);
  if (rangeMm <= limits.short) return 'short';
  if (rangeMm <= limits.medium) return 'medium';
  if (rangeMm <= limits.long) return 'long';
  return 'out';
}

/** FP-6.3 / FP-A2 the multiplier for a band, aim and the target's sail. */
export function damageMultiplier(
  band: RangeBand,
  aim: Aim,
  targetSail: SailSetting,
  carronades: boolean,
): number {
  const row = (carronades ? CARRONADE_MULTIPLIERS : GUN_MULTIPLIERS)[band];
  return aim === 'hull' || targetSail === 'full' ? row.hullOrFullSail : row.riggingReduced;
}

/** FP-6.4 a rake is only possible at short or medium range, aimed at the hull. */
export function checkRake(rake: RakeKind | null | undefined, band: Band, aim: Aim): void {
  if (!rake) return;
  if (aim !== 'hull') throw new RuleError('a rake must be aimed at the hull (FP-6.4)');
  if (!(RAKE_BANDS as readonly string[]).includes(band))
    throw new RuleError(`a rake needs short or medium range, not ${band} (FP-6.4)`);
}

export interface DamageInput {
  /** Current BF of the firing side (FP-2.2); may be fractional. */
  bf: number;
  band: RangeBand;
  aim: Aim;
  targetSail?: SailSetting;
  rake?: RakeKind | null;
  carronades?: boolean;
  /** FP-6.6 well laid shot "double". */
  double?: boolean;
  /** FP-7.1 ships in a boarding lying in the same half-arc share the damage evenly. */
  splitBetween?: number;
}

export interface DamageResult {
  /** Whole points (D-16) per receiving ship. */
  damage: number;
  /** Before rounding. */
  exact: number;
  /** The arithmetic: BF, then each multiplier/divisor as a factor. */
  factors: Modifier[];
}

/** The multiplier's label for each band and aim / target sail, built once (cards show it per shot). */
const MULTIPLIER_LABELS: Readonly<
  Record<RangeBand, Readonly<Record<'hull' | SailSetting, string>>>
> = Object.fromEntries(
  (['short', 'medium', 'long'] as const).map((band) => [
    band,
    {
      hull: `${band} range, hull`,
      full: `${band} range, rigging (target full sail)`,
      easy: `${band} range, rigging (target easy sail)`,
      furled: `${band} range, rigging (target furled sail)`,
    },
  ]),
) as Record<RangeBand, Record<'hull' | SailSetting, string>>;

/** FP-6.3 damage = current BF x multiplier (x rake x double / split), rounded once at the end (D-16). */
export function broadsideDamage(input: DamageInput): DamageResult {
  const { bf, band, aim } = input;
  // Messages are built only when thrown: this runs for every broadside.
  if (!(Number.isFinite(bf) && bf >= 0)) throw new RuleError(`BF must be a number >= 0, got ${bf}`);
  const split = input.splitBetween ?? 1;
  if (!(Number.isInteger(split) && split >= 1))
    throw new RuleError(`damage can only be split between 1 or more ships, got ${split}`);
  checkRake(input.rake, band, aim);
  const sail = input.targetSail ?? 'full';
  const carronades = input.carronades ?? false;
  const mult = damageMultiplier(band, aim, sail, carronades);
  const factors: Modifier[] = [
    modifier('bf', 'broadside factor', bf, 'FP-6.3'),
    modifier(
      'multiplier',
      MULTIPLIER_LABELS[band][aim === 'hull' ? 'hull' : sail],
      mult,
      carronades ? 'FP-A2' : 'FP-6.3',
    ),
  ];
  let exact = bf * mult;
  if (input.rake) {
    exact *= RAKE_MULTIPLIERS[input.rake];
    factors.push(
      modifier(
        'rake',
        input.rake === 'bow' ? 'bow rake' : 'stern rake',
        RAKE_MULTIPLIERS[input.rake],
        'FP-6.4',
      ),
    );
  }
  if (input.double) {
    exact *= 2;
    factors.push(modifier('double', 'well laid shot: double', 2, 'FP-6.6'));
  }
  if (split > 1) {
    exact /= split;
    factors.push(modifier('split', `split between ${split} ships`, 1 / split, 'FP-7.1'));
  }
  return { damage: roundHalfUp(exact), exact, factors };
}

function lookup<E>(table: ReadonlyArray<CriticalRow<E>>, total: number): E {
  assertTotal3d6(total);
  return table.find((r) => total >= r.min && total <= r.max)!.effect;
}

/** FP-6.5 unlucky shot effect on the firing ship. */
export function unluckyEffect(total: number): UnluckyEffect {
  return lookup(UNLUCKY_TABLE, total);
}

/** FP-6.6 well laid shot effect on the target. */
export function wellLaidEffect(total: number): WellLaidEffect {
  return lookup(WELL_LAID_TABLE, total);
}

export interface ShotInput extends Omit<DamageInput, 'band' | 'double'> {
  rangeMm: number;
  score: number;
  scale?: Scale;
  /** FP-4.3: whether this broadside is the one that takes a U or W drawn on a shared roll (default yes). */
  takesCritical?: boolean;
}

export interface ShotResolution {
  band: Band;
  result: ShotResult | 'outOfRange';
  damage: DamageResult | null;
}

/**
 * FP-6.2/6.3 one broadside on the Abilità score. A U that another ship takes is a miss and a W
 * that another ship scores is a plain hit (FP-4.3, SD-3). Well laid "double" is applied by
 * `applyWellLaidDouble` once the critical roll is known.
 */
export function resolveShot(input: ShotInput): ShotResolution {
  const band = rangeBand(input.rangeMm, input.scale ?? 1200);
  if (band === 'out') {
    if (input.rake)
      throw new RuleError('a rake needs short or medium range, not out of range (FP-6.4)');
    return { band, result: 'outOfRange', damage: null };
  }
  checkRake(input.rake, band, input.aim);
  let result = shotResult(input.score, band);
  if (input.takesCritical === false) {
    if (result === 'unlucky') result = 'miss';
    if (result === 'wellLaid') result = 'hit';
  }
  const hits = result === 'hit' || result === 'wellLaid';
  if (!hits) return { band, result, damage: null };
  const damage = broadsideDamage({
    bf: input.bf,
    band,
    aim: input.aim,
    targetSail: input.targetSail,
    rake: input.rake,
    carronades: input.carronades,
    splitBetween: input.splitBetween,
  });
  return { band, result, damage };
}
