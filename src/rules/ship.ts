// A ship's fixed characteristics from its class and crew: FP-1.5, FP-2.1-2.4, D-2, D-3.
import { RuleError } from './errors.js';
import {
  BASE_SIZES,
  CREW_QUALITIES,
  CREW_TABLE,
  DECKS_BY_RATE,
  SHIP_CLASSES,
  defaultMasts,
  rdcForMasts,
  type BaseSize,
  type CrewQuality,
  type Rate,
  type Scale,
  type ShipClassRow,
} from './tables/ships.js';

export interface ShipProfile {
  classId: string;
  rate: Rate;
  guns: string;
  crew: CrewQuality;
  /** Initial broadside factor. */
  bf: number;
  /** Capacity of each DC box, crew-adjusted (FP-1.5). */
  dcCapacity: number;
  /** Fleet cost = BF + crew cost (FP-1.5). */
  cost: number;
  /** Hull DC boxes per side (D-3); a fortification keeps all of them on `port` and none on `starboard`. */
  hdc: { port: number; starboard: number };
  rdc: number;
  masts: number;
  decks: number;
  isFortification: boolean;
  isGunboat: boolean;
  /** Base at 1:1200 (FP-1.1). */
  base: BaseSize;
}

/** Per-ship edits a GM may make to a class (D-2 masts; decks and base for odd models). */
export interface ProfileOverrides {
  masts?: number;
  decks?: number;
  base?: BaseSize;
}

export function isCrewQuality(value: unknown): value is CrewQuality {
  return typeof value === 'string' && (CREW_QUALITIES as readonly string[]).includes(value);
}

export function classById(id: string): ShipClassRow {
  const row = SHIP_CLASSES.find((r) => r.id === id);
  if (!row) throw new RuleError(`unknown ship class "${id}"`);
  return row;
}

/** D-3 hull DCs: total = round(2 x BF); port gets the larger half. Forts: one track. */
export function hullDcs(bf: number, isFortification: boolean): { port: number; starboard: number } {
  const total = Math.round(2 * bf);
  if (isFortification) return { port: total, starboard: 0 };
  return { port: Math.ceil(total / 2), starboard: Math.floor(total / 2) };
}

/** FP-1.5 + FP-2: the profile of a ship of a class with a crew. */
export function shipProfile(
  row: ShipClassRow,
  crew: CrewQuality = 'average',
  overrides: ProfileOverrides = {},
): ShipProfile {
  if (!isCrewQuality(crew)) throw new RuleError(`unknown crew quality "${String(crew)}"`);
  const isFortification = row.rate === 'fortification';
  const isGunboat = row.guns.startsWith('gunboat');
  const masts = overrides.masts ?? defaultMasts(row);
  if (!Number.isInteger(masts) || masts < 0 || masts > 3)
    throw new RuleError(`masts must be an integer 0-3, got ${masts}`);
  if (isFortification && masts !== 0) throw new RuleError('a fortification has no masts');
  if (!isFortification && masts === 0) throw new RuleError('a ship needs at least one mast');
  if (
    overrides.decks !== undefined &&
    (!Number.isInteger(overrides.decks) || overrides.decks < 0 || overrides.decks > 3)
  ) {
    throw new RuleError(`decks must be an integer 0-3, got ${overrides.decks}`);
  }
  if (overrides.base && !(overrides.base.lengthMm > 0 && overrides.base.widthMm > 0))
    throw new RuleError('a base needs a positive length and width');
  const crewRow = CREW_TABLE[crew];
  return {
    classId: row.id,
    rate: row.rate,
    guns: row.guns,
    crew,
    bf: row.bf,
    dcCapacity: row.dc + crewRow.dcCapacity,
    cost: row.bf + crewRow.cost,
    hdc: hullDcs(row.bf, isFortification),
    rdc: rdcForMasts(masts, isGunboat),
    masts,
    decks: overrides.decks ?? DECKS_BY_RATE[row.rate],
    isFortification,
    isGunboat,
    base: overrides.base ?? BASE_SIZES[1200][row.rate],
  };
}

export function baseSize(rate: Rate, scale: Scale = 1200): BaseSize {
  return BASE_SIZES[scale][rate];
}

/** D-16: a percentage of one DC, in whole points (halves up). */
export function pctOfDc(dcCapacity: number, pct: number): number {
  return roundHalfUp((dcCapacity * pct) / 100);
}

/** D-16 rounding: to the nearest whole point, halves up. Guarded against float noise (7.4999999). */
export function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}
