// OR-2 set-up rolls: north edge, wind and strength from one 3d6 table; the deployment roll and zones;
// refusing the scenario. Table seats: the scene's north is always up (FP-1.7), so the set-up roll
// says where the roller sits (SD-57), and the deployment edges follow from that seat.
import { assertTotal3d6 } from './dice.js';
import { RuleError } from './errors.js';
import {
  SETUP_ROLL_TABLE,
  type NorthEdge,
  type SetupRollRow,
  type SetupWindFrom,
} from './tables/setup-rolls.js';

/** OR-2 compass index (16-point rose, N = 0) of each "wind from" of the set-up table. */
export const SETUP_WIND_DIRECTION: Readonly<Record<SetupWindFrom, number>> = {
  N: 0,
  E: 4,
  S: 8,
  W: 12,
};

export interface SetupRoll {
  roll: number;
  northEdge: NorthEdge;
  windFrom: SetupWindFrom;
  /** Compass index of the point the wind blows from. */
  direction: number;
  strength: SetupRollRow['strength'];
}

/** OR-2 one 3d6 total read three ways: the north edge, where the wind blows from, its strength. */
export function setupRoll(total: number): SetupRoll {
  assertTotal3d6(total);
  const row = SETUP_ROLL_TABLE.find((r) => r.totals.includes(total));
  if (!row) throw new RuleError(`no OR-2 set-up row for ${total}`);
  return {
    roll: total,
    northEdge: row.northEdge,
    windFrom: row.windFrom,
    direction: SETUP_WIND_DIRECTION[row.windFrom],
    strength: row.strength,
  };
}

/** An edge of the table with north up: N top, E right, S bottom, W left. */
export const TABLE_EDGES = ['N', 'E', 'S', 'W'] as const;
export type TableEdge = (typeof TABLE_EDGES)[number];

const turnEdge = (edge: TableEdge, quarters: number): TableEdge =>
  TABLE_EDGES[(TABLE_EDGES.indexOf(edge) + quarters + 4) % 4]!;

export function oppositeEdge(edge: TableEdge): TableEdge {
  return turnEdge(edge, 2);
}

/**
 * SD-57 the edge the set-up roller sits at, north being up: north on the roller's own side → top,
 * opposite → bottom, on the left → the left (west) edge, on the right → the right (east) edge.
 */
export function rollerSeat(northEdge: NorthEdge): TableEdge {
  const seats: Record<NorthEdge, TableEdge> = { own: 'N', opposite: 'S', left: 'W', right: 'E' };
  return seats[northEdge];
}

/** The edge on a seated player's left (facing into the table) or right. */
export function edgeOnThe(side: 'left' | 'right', seat: TableEdge): TableEdge {
  return turnEdge(seat, side === 'left' ? 1 : -1);
}

/** OR-2 who deploys first: the fleet with fewer points; equal points are decided at random. */
export function firstDeployer(pointsA: number, pointsB: number): 'a' | 'b' | 'tie' {
  for (const p of [pointsA, pointsB]) {
    if (!Number.isFinite(p) || p < 0) throw new RuleError(`fleet points must be >= 0, got ${p}`);
  }
  return pointsA < pointsB ? 'a' : pointsB < pointsA ? 'b' : 'tie';
}

export interface Deployment {
  d6: number;
  /** Even: the roller's left edge; odd: its right. */
  side: 'left' | 'right';
  /** The edge the first fleet (fewer points) deploys from, and the other fleet's. */
  firstEdge: TableEdge;
  secondEdge: TableEdge;
}

/** OR-2 the deployment roll of the fleet with fewer points, seated at `seat`. */
export function deploymentRoll(seat: TableEdge, d6: number): Deployment {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6)
    throw new RuleError(`a d6 must be an integer 1-6, got ${d6}`);
  const side = d6 % 2 === 0 ? 'left' : 'right';
  const firstEdge = edgeOnThe(side, seat);
  return { d6, side, firstEdge, secondEdge: oppositeEdge(firstEdge) };
}

export interface Zone {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * OR-2 a deployment zone: the strip along `edge` within a quarter of the table's diagonal
 * (never deeper than the table). x grows east, y grows south, in the table's own units.
 */
export function deploymentZone(edge: TableEdge, width: number, height: number): Zone {
  if (!(width > 0 && height > 0))
    throw new RuleError(`table sides must be > 0, got ${width} x ${height}`);
  const depth = Math.hypot(width, height) / 4;
  const dy = Math.min(depth, height);
  const dx = Math.min(depth, width);
  switch (edge) {
    case 'N':
      return { x: 0, y: 0, width, height: dy };
    case 'S':
      return { x: 0, y: height - dy, width, height: dy };
    case 'W':
      return { x: 0, y: 0, width: dx, height };
    case 'E':
      return { x: width - dx, y: 0, width: dx, height };
  }
}

export const MAX_REFUSALS = 3;

/**
 * OR-2 refusing the scenario: each of a player's refusals (at most three) gives the opponent +1 on
 * every morale test until the first ship of either side strikes. SD-61: if both players refused,
 * both bonuses are zero ("azzerati"), whatever the counts.
 */
export function refusalMoraleBonus(
  refusals: readonly [number, number],
  shipStruck: boolean,
): [number, number] {
  for (const n of refusals) {
    if (!Number.isInteger(n) || n < 0 || n > MAX_REFUSALS)
      throw new RuleError(`refusals must be a whole number 0-${MAX_REFUSALS}, got ${n}`);
  }
  const [a, b] = refusals;
  if (shipStruck || (a > 0 && b > 0)) return [0, 0];
  return [b, a];
}
