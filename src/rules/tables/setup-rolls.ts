// OR-2 set-up rolls: the one 3d6 table (north edge, wind from, strength) and the start-of-turn wind
// change table (D-13: 17 strengthens and backs, 18 strengthens and veers), transcribed from the digest.

/** OR-2 the wind's strength scale, weakest first; calm and storm are reached only by a change. */
export const WIND_FORCES = [
  'calm',
  'light-airs',
  'light-breeze',
  'moderate-breeze',
  'strong-wind',
  'storm',
] as const;
export type WindForce = (typeof WIND_FORCES)[number];

/** OR-2 the table edge that is north, seen by the player who rolled. */
export const NORTH_EDGES = ['left', 'opposite', 'right', 'own'] as const;
export type NorthEdge = (typeof NORTH_EDGES)[number];

export const SETUP_WIND_FROM = ['N', 'E', 'W', 'S'] as const;
export type SetupWindFrom = (typeof SETUP_WIND_FROM)[number];

export interface SetupRollRow {
  totals: readonly number[];
  northEdge: NorthEdge;
  windFrom: SetupWindFrom;
  strength: Exclude<WindForce, 'calm' | 'storm'>;
}

/** OR-2 set-up table, in the digest's row order. */
export const SETUP_ROLL_TABLE: readonly SetupRollRow[] = [
  { totals: [10, 11], northEdge: 'left', windFrom: 'N', strength: 'light-airs' },
  { totals: [4, 9, 12, 17], northEdge: 'opposite', windFrom: 'E', strength: 'light-breeze' },
  { totals: [5, 8, 13, 16], northEdge: 'right', windFrom: 'W', strength: 'moderate-breeze' },
  { totals: [3, 6, 7, 14, 15, 18], northEdge: 'own', windFrom: 'S', strength: 'strong-wind' },
];

export type WindChangeStrength = 'weaken' | 'strengthen' | 'none';
export type WindChangeDirection = 'back' | 'veer' | 'none';

export interface WindChangeRow {
  totals: readonly number[];
  strength: WindChangeStrength;
  direction: WindChangeDirection;
}

/** OR-2 potential wind changes by 3d6 total, in the digest's order (D-13 for 17 and 18). */
export const WIND_CHANGE_TABLE: readonly WindChangeRow[] = [
  { totals: [4, 7], strength: 'weaken', direction: 'back' },
  { totals: [3, 5, 6], strength: 'weaken', direction: 'veer' },
  { totals: [8, 9, 10, 11, 12, 13], strength: 'none', direction: 'none' },
  { totals: [15, 16, 17], strength: 'strengthen', direction: 'back' },
  { totals: [14, 18], strength: 'strengthen', direction: 'veer' },
];
