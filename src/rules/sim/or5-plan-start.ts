// Issue 13 / OR-5 (SD-281): where the battle simulation's captain looks ahead from under OR-5, as the
// Foundry AI seat does (SD-273). The part sails segment 1 on her heading at the sail she carries
// (SD-53) and turns the first half of the ordered change at its end, the rest at the end of segment 2
// (SD-54, SD-224); a look-ahead that turned first and sailed the Fast Play move from where she lay
// planned an end about 100 mm from the part's after a spread change (or5-plan-figures.test.ts). So the
// captain is handed the ship where segment 1's straight move will leave her (the core's sweep, every
// ship on the table in the way) with segment 2's allowance (the navigation table's, part-navigation.ts)
// as her move and the change spread over it (CaptainTable.spreadCourse, SD-279); a broadside that bears
// only along segment 1's move is still ordered (CaptainTable.leadMm).
import { sweepStraightMoveShared } from '../geometry/movement.js';
import type { TableShip } from '../geometry/ship-shape.js';
import type { SailSetting } from '../tables/sailing.js';
import type { CaptainTable } from './captain.js';
import { copySimShip, type SimShip } from './duel-state.js';
import type { BattleNavigation } from './part-navigation.js';
import { entryShip, onTable, type SimTable, type TableEntry } from './table.js';

/** The ship and the table her captain plans her part on. */
export interface CaptainStart {
  me: SimShip;
  table: Readonly<CaptainTable>;
}

/**
 * SD-281 the captain's starting point under OR-5 (`nav`): the end of segment 1's move, with segment 2's
 * allowance at each sail and the change spread. Without OR-5, or when segment 1's move would stop
 * against a ship (FP-5.8), from where she lies with `table` (the Fast Play move), as before. A ship with
 * no move in segment 1 (in irons, hove to, the turn of a tack) plans segment 2's from where she lies.
 */
export function captainStart(
  table: SimTable,
  me: TableEntry,
  nav: BattleNavigation | null,
  captainTable: Readonly<CaptainTable>,
): CaptainStart {
  const s = me.ship;
  const asNow: CaptainStart = { me: s, table: captainTable };
  if (!nav || s.fate !== 'afloat') return asNow;
  const [first] = nav.plannedAllowances(table, me, s.sail);
  const segmentTwo: Readonly<CaptainTable> = {
    ...captainTable,
    turnMoveMm: (sail: SailSetting) => nav.plannedAllowances(table, me, sail)[1],
    spreadCourse: true,
  };
  if (first <= 0) return { me: s, table: segmentTwo };
  const others: TableShip[] = [];
  for (const e of table.entries) if (e !== me && onTable(e)) others.push(entryShip(e));
  const sweep = sweepStraightMoveShared(entryShip(me), first, others);
  if (sweep.distanceMm < first || sweep.contactIds.length || sweep.blockingIds.length) return asNow;
  const moved = copySimShip(s);
  moved.pose = sweep.pose;
  // Her broadsides may also go off along segment 1's move (SD-212): the captain looks there too.
  return { me: moved, table: { ...segmentTwo, leadMm: sweep.distanceMm } };
}
