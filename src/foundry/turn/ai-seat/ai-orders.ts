// Issue 13: the AI captain writes a ship's orders (FP-3) through the same `saveOrders` a player's dialog
// calls, so the referee's `orderErrors` judge them. A refused decision is not forced (SD-174): the
// refusal goes on the AI's card and the AI falls back, one step at a time, to a choice the referee
// accepts - no course change, then no sail change, then only the orders the rules make compulsory.
// Under the optional rules the captain's Fast Play orders first go through the core's
// `ordersUnderOptions` (unfoul, tack on, OR-9 jury rig, OR-6 reload and run out), read from the ship's
// stored data as the referee reads it. SD-220 the decision is the battle simulation's (battleShipOrders):
// held in contact she boards an enemy she judges she can take (or a struck one), fights on a melee, or
// unfouls; free, she lays an enemy aboard at easy sail when the core's boardingApproach says so.
import {
  headingName,
  isDismasted,
  relativeToWind,
  mayRepairRigging,
  settleGuns,
  trackState,
} from '../../../rules/index.js';
import {
  ordersUnderOptions,
  type OptionOrders,
  type OptionsShipState,
} from '../../../rules/sim/captain-options.js';
import type { FleetShipOrders } from '../../../rules/sim/fleet-captain.js';
import { battleShipOrders } from '../../../rules/sim/battle-orders.js';
import { heldOrders, type ContactView } from '../../../rules/sim/board-captain.js';
import { shipOrdersAvailable } from '../../../rules/sim/captain.js';
import { reason } from '../../../rules/sim/reasons.js';
import { fireCount } from '../../../rules/index.js';
import { mastToMastRange } from '../../../rules/geometry/range.js';
import type { OrdersSnapshot } from '../../chat/card-data-common.js';
import { localize } from '../../i18n.js';
import { gunsOf } from '../../models/guns-field.js';
import { isAground, profileFromSource } from '../../models/ship-source.js';
import { optionalRules, setting } from '../../settings.js';
import { juryRigPhase, wreckRdcDown } from '../../ship-wreck.js';
import { damageOf } from '../../ship-state.js';
import { battle } from '../flow.js';
import { saveOrders } from '../flow-abilita.js';
import { rollGunPhase } from '../guns.js';
import { brokenFleetEdge } from '../fleet-morale-store.js';
import { availableOrders, type OrdersContext } from '../orders.js';
import { edgeHeadings, refereeCompulsoryOrders } from '../orders-compulsory.js';
import { navigationTurn } from '../or5-tack.js';
import { turnsSinceLastTack } from '../or5-tack.js';
import type { AiLine } from './ai-card.js';
import { reasonLine } from './ai-reason.js';
import { contactViewsOf, type AiTableShip } from './sim-ships.js';
import { seatTackTowardEnemy } from './ai-or5-tack.js';
import type { SeatLookAhead } from './ai-or5-lookahead.js';
import { signalNoteFor } from '../signals.js';

/** The flag orders the captain may add under the options (the course and broadsides are written apart). */
const FLAG_ORDERS = [
  'extinguish',
  'unfoul',
  'repairRigging',
  'increaseSail',
  'decreaseSail',
  'tack',
  'runOutGuns',
  'reloadPort',
  'reloadStarboard',
  'cutAwayWreck',
  'juryRig',
  'prepareBoarding',
] as const;

/** The captain's decision as the orders a player would write in the dialog. */
export function ordersOf(
  d: Pick<FleetShipOrders, 'heading'> & Pick<OptionOrders, 'orders' | 'fire'>,
): Partial<OrdersSnapshot> {
  const o: Partial<OrdersSnapshot> = {};
  for (const key of FLAG_ORDERS) if (d.orders.includes(key)) o[key] = true;
  if (d.orders.includes('changeCourse')) o.changeCourse = headingName(d.heading);
  for (const f of d.fire) o[f.side === 'port' ? 'firePort' : 'fireStarboard'] = f.aim;
  return o;
}

/** What the options' orders depend on, read from the ship's stored data as the referee reads it. */
export function optionsStateOf(ship: AiTableShip, turn: number, wind: number): OptionsShipState {
  const s = ship.system;
  const options = optionalRules();
  const state = battle();
  // OR-6 a side reloaded in an earlier phase is loaded at this turn's roll (SD-84).
  const guns = settleGuns(gunsOf(s.guns), rollGunPhase(turn, state));
  const side = (g: (typeof guns)['port']) => ({ status: g.status, hasFired: g.hasFired });
  return {
    options,
    available: availableOrders(s, setting('struckMayFightFire'), options.fullGunnery),
    guns: { port: side(guns.port), starboard: side(guns.starboard) },
    inContact: s.contacts.length > 0,
    aground: isAground(s),
    tackInStays: s.tack.phase === 'inStays',
    dismasted: isDismasted(profileFromSource(s), damageOf(s)),
    juryRig: juryRigPhase(s),
    rigRepairable:
      mayRepairRigging(damageOf(s), s.riggingRepairUsed) &&
      trackState(profileFromSource(s), damageOf(s), 'rigging').lost > 0,
    navigation: {
      heading: ship.sim.heading,
      wind,
      turnsSinceLastTack: turnsSinceLastTack(s.tack, turn),
      rdcDown: wreckRdcDown(s),
    },
    partiesReady: s.boarding.partiesReady,
    // FP-A3 / OR-11 / SD-256 keeping course and speed, as the referee judges it (signal-state.ts).
    ...(signalNoteFor(ship.actorUuid)?.keeps
      ? { keepCourseAndSpeed: { inIrons: relativeToWind(ship.sim.heading, wind).r <= 2 } }
      : {}),
  };
}

/**
 * SD-220 no enemy afloat (the simulation's battle is over; on a Foundry table the GM plays on): held
 * alongside a struck enemy she still takes her (heldOrders, FP-7.2), from orders that keep her as she
 * is. Null otherwise.
 */
function prizeAlongsideOrders(
  ship: AiTableShip,
  contacts: readonly ContactView[],
): FleetShipOrders | null {
  const me = ship.sim;
  const prize = contacts.find((c) => c.enemy && c.ship.fate === 'struck');
  if (!prize || !me.contacts) return null;
  const extinguish = fireCount(me.fires) > 0 && shipOrdersAvailable(me).includes('extinguish');
  const base = {
    ship: me.id,
    orders: extinguish ? (['extinguish'] as const).slice() : [],
    sail: me.sail,
    heading: me.heading,
    fire: [],
    reasons: {
      fire: reason(extinguish ? 'fightFireFirst' : 'noFireOnBoard'),
      sail: reason('keepSail', { sail: me.sail }),
      course: reason('noCourseInContact'),
      guns: [],
    },
  };
  const mm = Math.round(mastToMastRange(me, prize.ship));
  return {
    ...heldOrders(me, contacts, base),
    target: null,
    targetReason: reason('takeTheStruck', { mm }),
  };
}

/** SD-220 the contact decisions that keep her in contact (board, take a struck enemy, fight on). */
const STAYS_IN_CONTACT = new Set(['boardHer', 'boardStruck', 'fightOn']);

/** SD-220 the captain boards, takes a prize or fights on this turn: she does not unfoul or repair. */
export function boardsThisTurn(d: FleetShipOrders | null): boolean {
  if (!d) return false;
  return d.orders.includes('prepareBoarding') || STAYS_IN_CONTACT.has(d.reasons.contact?.id ?? '');
}

/** The decision's reasons, one line each (the core's reason ids, SD-203). */
export function reasonLines(d: FleetShipOrders | null, options?: OptionOrders): AiLine[] {
  const extra = (options?.reasons ?? []).map((r) => reasonLine('options', r));
  if (!d) return [{ kind: 'target', text: localize('SCA.Turn.AiSeat.NoTarget') }, ...extra];
  const lines: AiLine[] = [reasonLine('target', d.targetReason)];
  // SD-220 held in contact or laying her aboard: board, fight on, unfoul or stay.
  if (d.reasons.contact) lines.push(reasonLine('contact', d.reasons.contact));
  if (d.orders.includes('extinguish')) lines.push(reasonLine('fire', d.reasons.fire));
  lines.push(reasonLine('sail', d.reasons.sail));
  lines.push(reasonLine('course', d.reasons.course));
  for (const g of d.reasons.guns) lines.push(reasonLine('guns', g));
  return [...lines, ...extra];
}

type Fallback = { key: string; orders: Partial<OrdersSnapshot> };

/** What the referee's order checks read of the ship (its fleet broken or not, HR-4 / SD-182). */
function ordersContext(ship: AiTableShip, turn: number, wind: number): OrdersContext {
  return {
    system: ship.system,
    headingIndex: ship.sim.heading,
    wind,
    struckMayFightFire: setting('struckMayFightFire'),
    navigation: navigationTurn(turn),
    makeForEdge: brokenFleetEdge(ship.system.side),
    keepCourseAndSpeed: signalNoteFor(ship.actorUuid)?.keeps ?? false,
  };
}

/** The legal choices the AI falls back on, in order, when the referee refuses its orders. */
function fallbacks(wanted: Partial<OrdersSnapshot>, ctx: OrdersContext): Fallback[] {
  const { changeCourse: _c, ...noCourse } = wanted;
  const { increaseSail: _i, decreaseSail: _d, ...noSail } = noCourse;
  // HR-4 / SD-182 a broken fleet's ship keeps its other orders and steers for its edge.
  const toEdge = edgeHeadings(ctx);
  const edgeCourse: Fallback[] = toEdge
    ? [
        {
          key: 'SCA.Turn.AiSeat.Fallback.MakeForEdge',
          orders: { ...noCourse, decreaseSail: false, changeCourse: toEdge[0]! },
        },
      ]
    : [];
  return [
    ...edgeCourse,
    { key: 'SCA.Turn.AiSeat.Fallback.NoCourse', orders: noCourse },
    { key: 'SCA.Turn.AiSeat.Fallback.NoSail', orders: noSail },
    { key: 'SCA.Turn.AiSeat.Fallback.CompulsoryOnly', orders: refereeCompulsoryOrders(ctx) },
  ];
}

/**
 * The captain decides for `ship` against the ships of the other sides among `table` (every ship on the
 * table, hers included: a move to lay aboard must not run into a friend), and writes the orders through
 * the player's path;
 * returns the card's lines (reasons, refusals, what it wrote instead). `stillMine` is asked before each
 * write: a side taken back mid-step writes nothing more.
 */
export async function writeAiOrders(
  ship: AiTableShip,
  onTable: readonly AiTableShip[],
  turn: number,
  wind: number,
  /** SD-204 the scene's scale and wind strength; SD-273 under OR-5 where segment 1 leaves her. */
  plan: SeatLookAhead,
  stillMine: () => boolean,
): Promise<AiLine[] | null> {
  const contacts = contactViewsOf(ship, onTable);
  const enemies = onTable.filter((e) => e.side !== ship.side);
  // SD-253 under OR-5 the simulation's tack toward a windward enemy (the core's tackTowardEnemy).
  const { decision, why: tackWhy } = seatTackTowardEnemy(
    ship,
    enemies,
    battleShipOrders(
      plan.me,
      enemies.map((e) => e.sim),
      turn,
      wind,
      onTable.filter((e) => e !== ship).map((e) => e.sim),
      contacts,
      plan.table,
    ) ?? prizeAlongsideOrders(ship, contacts),
    turn,
    wind,
  );
  // With no enemy afloat the captain still unfouls, jury-rigs and reloads (an empty Fast Play decision).
  const heading = decision?.heading ?? ship.sim.heading;
  const underOptions = ordersUnderOptions(
    { ...(decision ?? { heading, orders: [], fire: [] }), boarding: boardsThisTurn(decision) },
    optionsStateOf(ship, turn, wind),
  );
  // The tack's reason first, as the simulation records it (battle-options.ts).
  const options = tackWhy
    ? { ...underOptions, reasons: [tackWhy, ...underOptions.reasons] }
    : underOptions;
  const lines = reasonLines(decision, options);
  const wanted = ordersOf({ heading, ...options });
  const tries: Fallback[] = [
    { key: '', orders: wanted },
    ...fallbacks(wanted, ordersContext(ship, turn, wind)),
  ];
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
