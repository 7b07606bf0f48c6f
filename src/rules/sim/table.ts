// Issue 13: the ships on the table of a simulated duel or battle, as one part of the turn sees them
// (FP-3): each ship with a unique id on the table, its side, and the enemy ships that hit it this turn
// (FP-8.2 "per enemy ship that hit it this turn"). The duel is a table of two.
import { dcLost, isDismasted } from '../damage.js';
import type { Pose, TableShip } from '../geometry/ship-shape.js';
import { shipSpeed } from '../speed.js';
import type { SailSetting, WindStrength } from '../tables/sailing.js';
import type { Scale } from '../tables/ships.js';
import type { DuelSide, SimShip } from './duel-state.js';

export interface TableEntry {
  ship: SimShip;
  /** Unique on the table (the duel: 'a' and 'b'; a battle: side and line number). */
  uid: string;
  side: DuelSide;
  /** Enemy ships (uids) that hit this ship this turn. */
  hitBy: Set<string>;
  /** DC the enemy lost to this ship's broadsides so far (a sweep's points-versus-effect figures). */
  dcDealt: number;
}

export interface SimTable {
  /** Compass point index the wind blows from. */
  wind: number;
  /** FP-A1 the wind's strength (a breeze unless FP-A1 changes it). */
  strength: WindStrength;
  entries: TableEntry[];
  /** HR-1 (battle option) each melee round deals 10% DC hull and rigging. */
  meleeDamage?: boolean;
  /** HR-2 (battle and duel option) the table's scale: every distance at 1:3000 (absent: 1:1200). */
  scale?: Scale;
}

/** HR-2 the scale a table is played at (SD-140: 1:1200 unless HR-2 is played). */
export function scaleOf(table: SimTable): Scale {
  return table.scale ?? 1200;
}

export function tableEntry(ship: SimShip, uid: string, side: DuelSide): TableEntry {
  return { ship, uid, side, hitBy: new Set(), dcDealt: 0 };
}

/** The ship as the geometry sees it, under its table id. */
export function entryShip(e: TableEntry, pose: Pose = e.ship.pose): TableShip {
  return { id: e.uid, pose, body: e.ship.body };
}

/** FP-2.5 sunk and exploded ships leave the table; struck ones stay where they are (FP-8.2). */
export function onTable(e: TableEntry): boolean {
  return e.ship.fate !== 'sunk' && e.ship.fate !== 'exploded';
}

/**
 * FP-8.2 at the start of a turn nobody has hit, raked or been hit yet; FP-7.6 no melee test taken yet
 * and no contact made yet;
 * FP-5.8 a ship another unfouled from last turn is free again and moves at half speed this turn.
 */
export function startTurn(table: SimTable): void {
  for (const e of table.entries) {
    const s = e.ship;
    s.hitsThisTurn = 0;
    s.bowRakesThisTurn = 0;
    s.sternRakesThisTurn = 0;
    e.hitBy.clear();
    if (s.boardedThisTurn) s.boardedThisTurn = undefined;
    if (s.contacts) for (const c of s.contacts) if (c.newThisTurn) c.newThisTurn = undefined;
    if (s.releasedThisTurn) {
      s.releasedThisTurn = undefined;
      s.halfSpeed = true;
    }
  }
}

/** FP-7.5 the side a ship fights for now: a captured ship's is the captor's. */
export function controllingSide(e: TableEntry): DuelSide {
  if (e.ship.fate !== 'captured') return e.side;
  return e.side === 'a' ? 'b' : 'a';
}

/** FP-5.2 / FP-5.3 / FP-A1 the allowance this part at the sail now set, in this wind (0 dismasted). */
export function allowanceInWind(
  s: SimShip,
  sail: SailSetting,
  strength: WindStrength,
  /** HR-2 the table's scale (FS 72 / ES 36 and -12 a RDC at 1:3000). */
  scale: Scale = 1200,
): number {
  if (isDismasted(s.profile, s.damage)) return 0;
  return shipSpeed({
    sail,
    rdcLost: dcLost(s.profile, s.damage).rigging,
    masts: s.profile.masts,
    rdc: s.profile.rdc,
    halfSpeed: s.halfSpeed,
    wind: strength,
    scale,
  }).speedMm;
}
