// Ship data of the digest as typed constants: FP-1.1, FP-1.5, FP-2.1, FP-2.3 (D-2), FP-8.1 decks.

export const CREW_QUALITIES = ['elite', 'good', 'average', 'poor'] as const;
export type CrewQuality = (typeof CREW_QUALITIES)[number];

export interface CrewRow {
  cost: number;
  abilita: number;
  /** Added to the capacity of each DC box. */
  dcCapacity: number;
  /** Rank for the melee comparison "better/worse crew" (FP-7.5); higher is better. */
  rank: number;
}

/** FP-1.5 crew quality. */
export const CREW_TABLE: Readonly<Record<CrewQuality, CrewRow>> = {
  elite: { cost: 2, abilita: 2, dcCapacity: 20, rank: 3 },
  good: { cost: 1, abilita: 1, dcCapacity: 10, rank: 2 },
  average: { cost: 0, abilita: 0, dcCapacity: 0, rank: 1 },
  poor: { cost: -1, abilita: -1, dcCapacity: -10, rank: 0 },
};

export const RATES = [
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  'unrated',
  'fortification',
] as const;
export type Rate = (typeof RATES)[number];

export interface ShipClassRow {
  /** Stable slug used by the CLI, the compendium and saved actors. */
  id: string;
  rate: Rate;
  /** The guns column exactly as printed in FP-2.1. */
  guns: string;
  /** Capacity of each DC box for an average crew. */
  dc: number;
  /** Initial broadside factor (also the base cost, FP-1.5). */
  bf: number;
}

/** FP-2.1 statistics table, all 28 rows in the digest's order. */
export const SHIP_CLASSES: readonly ShipClassRow[] = [
  { id: '1st-130', rate: '1st', guns: '130', dc: 200, bf: 14 },
  { id: '1st-120-112l', rate: '1st', guns: '120/112L', dc: 190, bf: 13 },
  { id: '1st-100l-100-112', rate: '1st', guns: '100L/100/112', dc: 180, bf: 12 },
  { id: '1st-100s', rate: '1st', guns: '100S', dc: 170, bf: 11 },
  { id: '2nd-98', rate: '2nd', guns: '98', dc: 170, bf: 11 },
  { id: '2nd-98s', rate: '2nd', guns: '98S', dc: 160, bf: 10 },
  { id: '2nd-90', rate: '2nd', guns: '90', dc: 160, bf: 9 },
  { id: '3rd-80l', rate: '3rd', guns: '80L', dc: 150, bf: 10 },
  { id: '3rd-80s-74l', rate: '3rd', guns: '80S/74L', dc: 140, bf: 9 },
  { id: '3rd-74m', rate: '3rd', guns: '74M', dc: 130, bf: 8 },
  { id: '3rd-74c', rate: '3rd', guns: '74C', dc: 120, bf: 7 },
  { id: '3rd-64', rate: '3rd', guns: '64', dc: 110, bf: 6 },
  { id: '4th-razeed-74', rate: '4th', guns: "razee'd 74", dc: 120, bf: 6 },
  { id: '4th-56-60', rate: '4th', guns: '56-60', dc: 110, bf: 6 },
  { id: '4th-50-54', rate: '4th', guns: '50-54', dc: 100, bf: 5 },
  { id: '5th-razeed-44', rate: '5th', guns: "razee'd 44", dc: 110, bf: 5 },
  { id: '5th-44', rate: '5th', guns: '44', dc: 90, bf: 4 },
  { id: '5th-36-40', rate: '5th', guns: '36-40', dc: 80, bf: 4 },
  { id: '5th-32-34', rate: '5th', guns: '32-34', dc: 70, bf: 3 },
  { id: '6th-20-28', rate: '6th', guns: '20-28', dc: 60, bf: 2 },
  { id: 'unrated-16-18', rate: 'unrated', guns: '16-18', dc: 50, bf: 1.5 },
  { id: 'unrated-12-14', rate: 'unrated', guns: '12-14', dc: 40, bf: 1 },
  { id: 'unrated-gunboat-large', rate: 'unrated', guns: 'gunboat, large', dc: 30, bf: 1 },
  { id: 'unrated-gunboat-small', rate: 'unrated', guns: 'gunboat, small', dc: 30, bf: 0.5 },
  { id: 'fort-citadel', rate: 'fortification', guns: 'citadel', dc: 1000, bf: 10 },
  { id: 'fort-martello-tower', rate: 'fortification', guns: 'Martello tower', dc: 1000, bf: 5 },
  {
    id: 'fort-light-coastal-battery',
    rate: 'fortification',
    guns: 'light coastal battery',
    dc: 500,
    bf: 1,
  },
  {
    id: 'fort-heavy-coastal-battery',
    rate: 'fortification',
    guns: 'heavy coastal battery',
    dc: 500,
    bf: 4,
  },
];

export interface BaseSize {
  lengthMm: number;
  widthMm: number;
}

export const SCALES = [1200, 3000] as const;
export type Scale = (typeof SCALES)[number];

/**
 * FP-1.1 bases at 1:1200 and HR-2 bases at 1:3000.
 * Fortifications have no base in the source: SD-1 gives them a square footprint (editable per actor).
 */
export const BASE_SIZES: Readonly<Record<Scale, Readonly<Record<Rate, BaseSize>>>> = {
  1200: {
    '1st': { lengthMm: 85, widthMm: 40 },
    '2nd': { lengthMm: 85, widthMm: 40 },
    '3rd': { lengthMm: 75, widthMm: 40 },
    '4th': { lengthMm: 75, widthMm: 40 },
    '5th': { lengthMm: 65, widthMm: 40 },
    '6th': { lengthMm: 65, widthMm: 40 },
    unrated: { lengthMm: 50, widthMm: 25 },
    fortification: { lengthMm: 80, widthMm: 80 },
  },
  3000: {
    '1st': { lengthMm: 35, widthMm: 16 },
    '2nd': { lengthMm: 35, widthMm: 16 },
    '3rd': { lengthMm: 30, widthMm: 16 },
    '4th': { lengthMm: 30, widthMm: 16 },
    '5th': { lengthMm: 26, widthMm: 16 },
    '6th': { lengthMm: 26, widthMm: 16 },
    unrated: { lengthMm: 26, widthMm: 10 },
    fortification: { lengthMm: 32, widthMm: 32 },
  },
};

/** FP-8.1 / FP-2.1: 1st-2nd three decks, 3rd-4th two, 5th, 6th and unrated one; forts none (SD-1). */
export const DECKS_BY_RATE: Readonly<Record<Rate, number>> = {
  '1st': 3,
  '2nd': 3,
  '3rd': 2,
  '4th': 2,
  '5th': 1,
  '6th': 1,
  unrated: 1,
  fortification: 0,
};

/** D-2 default masts: rated ships 3, the two brig rows 2, gunboats 1, forts none. */
export function defaultMasts(row: ShipClassRow): number {
  if (row.rate === 'fortification') return 0;
  if (row.rate !== 'unrated') return 3;
  return row.guns.startsWith('gunboat') ? 1 : 2;
}

/**
 * FP-2.3 / FP-A4 rigging DCs: 2 per mast, except a single-masted gunboat which has 1.
 */
export function rdcForMasts(masts: number, isGunboat: boolean): number {
  if (masts <= 0) return 0;
  if (masts === 1 && isGunboat) return 1;
  return 2 * masts;
}

/** FP-8.1 "3rd L" / "3rd S" split used by the squadron lists: 74 large or bigger is L. */
export const THIRD_RATE_LARGE_IDS: readonly string[] = ['3rd-80l', '3rd-80s-74l'];
