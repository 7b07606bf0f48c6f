// Issue 13: the AI captain writes a ship's orders (FP-3) through the same `saveOrders` a player's dialog
// calls, so the referee's `orderErrors` judge them. A refused decision is not forced (SD-174): the
// refusal goes on the AI's card and the AI falls back, one step at a time, to a choice the referee
// accepts - no course change, then no sail change, then only the orders the rules make compulsory.
import { headingName } from '../../../rules/index.js';
import { fleetShipOrders, type FleetShipOrders } from '../../../rules/sim/fleet-captain.js';
import type { OrdersSnapshot } from '../../chat/card-data.js';
import { localize } from '../../i18n.js';
import { setting } from '../../settings.js';
import { saveOrders } from '../flow.js';
import { compulsoryOrders } from '../orders.js';
import type { AiLine } from './ai-card.js';
import type { AiTableShip } from './sim-ships.js';

/** The captain's decision as the orders a player would write in the dialog. */
export function ordersOf(d: FleetShipOrders): Partial<OrdersSnapshot> {
  const o: Partial<OrdersSnapshot> = {};
  if (d.orders.includes('extinguish')) o.extinguish = true;
  if (d.orders.includes('increaseSail')) o.increaseSail = true;
  if (d.orders.includes('decreaseSail')) o.decreaseSail = true;
  if (d.orders.includes('changeCourse')) o.changeCourse = headingName(d.heading);
  for (const f of d.fire) o[f.side === 'port' ? 'firePort' : 'fireStarboard'] = f.aim;
  return o;
}

/** The decision's reasons, one line each (the core's words, SD-172). */
export function reasonLines(d: FleetShipOrders | null): AiLine[] {
  if (!d) return [{ kind: 'target', text: localize('SCA.Turn.AiSeat.NoTarget') }];
  const lines: AiLine[] = [{ kind: 'target', text: d.targetReason }];
  if (d.orders.includes('extinguish')) lines.push({ kind: 'fire', text: d.reasons.fire });
  lines.push({ kind: 'sail', text: d.reasons.sail });
  lines.push({ kind: 'course', text: d.reasons.course });
  for (const g of d.reasons.guns) lines.push({ kind: 'guns', text: g });
  return lines;
}

type Fallback = { key: string; orders: Partial<OrdersSnapshot> };

/** The legal choices the AI falls back on, in order, when the referee refuses its orders. */
function fallbacks(wanted: Partial<OrdersSnapshot>, ship: AiTableShip): Fallback[] {
  const { changeCourse: _c, ...noCourse } = wanted;
  const { increaseSail: _i, decreaseSail: _d, ...noSail } = noCourse;
  return [
    { key: 'SCA.Turn.AiSeat.Fallback.NoCourse', orders: noCourse },
    { key: 'SCA.Turn.AiSeat.Fallback.NoSail', orders: noSail },
    {
      key: 'SCA.Turn.AiSeat.Fallback.CompulsoryOnly',
      orders: compulsoryOrders(ship.system, setting('struckMayFightFire')),
    },
  ];
}

/**
 * The captain decides for `ship` against `enemies`, and writes the orders through the player's path;
 * returns the card's lines (reasons, refusals, what it wrote instead). `stillMine` is asked before each
 * write: a side taken back mid-step writes nothing more.
 */
export async function writeAiOrders(
  ship: AiTableShip,
  enemies: readonly AiTableShip[],
  turn: number,
  wind: number,
  stillMine: () => boolean,
): Promise<AiLine[] | null> {
  const decision = fleetShipOrders(
    ship.sim,
    enemies.map((e) => e.sim),
    turn,
    wind,
  );
  const lines = reasonLines(decision);
  const wanted = decision ? ordersOf(decision) : {};
  const tries: Fallback[] = [{ key: '', orders: wanted }, ...fallbacks(wanted, ship)];
  for (const attempt of tries) {
    if (!stillMine()) return null;
    const errors = await saveOrders(ship.actorUuid, attempt.orders);
    if (attempt.key) lines.push({ kind: 'fallback', text: localize(attempt.key) });
    if (errors.length === 0) return lines;
    lines.push({ kind: 'refused', text: errors.join(' ') });
  }
  // Nothing the AI tried passed: the referee's compulsory roll at the step's close decides (FP-4.4).
  return lines;
}
