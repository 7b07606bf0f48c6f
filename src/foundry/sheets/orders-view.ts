// The orders tab of the ship card (FP-3): the same words and option lists as the orders dialog
// (SCA.Turn.Order.*, SCA.Turn.Orders.*, legal course targets, the dialog's checks), and only the
// orders the ship may give (orderAvailability in the core: dismasted, sinking, struck...).
import { ORDER_KEYS, type OrderKey } from '../models/orders-field.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import type { TableEdge } from '../../rules/index.js';
import { legalCourseTargets, orderedKeys, snapshotOrders } from '../turn/orders.js';
import { modifierTotalOf } from '../turn/orders-odds.js';
import { orderErrors } from '../turn/orders-errors.js';
import type { NavigationTurn } from '../turn/or5-tack.js';
import type { Choice } from './labels.js';
import type { Availability } from './ship-view.js';

const T = 'SCA.Turn';
const COMPASS = (h: string) => `SCA.Canvas.Compass.${h}`;
const SELECT_ORDERS: readonly OrderKey[] = ['changeCourse', 'firePort', 'fireStarboard'];

export interface OrderFlag {
  key: OrderKey;
  name: string;
  labelKey: string;
  checked: boolean;
}

export interface OrderSelect {
  key: OrderKey;
  name: string;
  labelKey: string;
  value: string;
  choices: Choice[];
}

/** A given order as text: its label and, for course and fire, the heading or the aim. */
export interface GivenOrder {
  key: OrderKey;
  labelKey: string;
  valueKey: string | null;
}

export interface OrdersTabView {
  locked: boolean;
  /** This viewer may write the orders now (FP-3: the owner until the roll, the GM always). */
  editable: boolean;
  turn: number;
  /** FP-4.1 the Abilità modifier the roll will take. */
  modifier: number;
  flags: OrderFlag[];
  selects: OrderSelect[];
  given: GivenOrder[];
  /** The dialog's complaints about the orders as written (localisation keys), for those who write them. */
  errors: string[];
  /** The ship may give no order at all (sinking, exploded, struck). */
  none: boolean;
}

export interface OrdersTabInput {
  system: ShipSystemSource;
  availability: Availability;
  editable: boolean;
  headingIndex: number | null;
  wind: number | null;
  struckMayFightFire: boolean;
  /** OR-5 on: the tack and course-order refusals, and only the courses the core allows. */
  navigation?: NavigationTurn | null;
  /** OR-6 full gunnery (absent: off). */
  gunnery?: { twoSegment: boolean };
  /** HR-4 its fleet is broken: the edge it must make for (SD-182). */
  makeForEdge?: TableEdge | null;
}

const AIM_CHOICES: Choice[] = [
  { value: '', label: `${T}.Orders.NoFire` },
  { value: 'hull', label: `${T}.Aim.hull` },
  { value: 'rigging', label: `${T}.Aim.rigging` },
];

export function ordersTabView(input: OrdersTabInput): OrdersTabView {
  const s = input.system;
  const orders = snapshotOrders(s.orders);
  const ordered = new Set(orderedKeys(orders));
  // An order already written stays shown (so it can be taken back) even if no longer available.
  const offered = (k: OrderKey) => input.availability.orders.has(k) || ordered.has(k);
  const ctx = {
    system: s,
    headingIndex: input.headingIndex,
    wind: input.wind,
    struckMayFightFire: input.struckMayFightFire,
    navigation: input.navigation ?? null,
    ...(input.gunnery ? { gunnery: input.gunnery } : {}),
    makeForEdge: input.makeForEdge ?? null,
  };
  const flags = ORDER_KEYS.filter((k) => !SELECT_ORDERS.includes(k) && offered(k)).map((k) => ({
    key: k,
    name: `system.orders.${k}`,
    labelKey: `${T}.Order.${k}`,
    checked: orders[k] === true,
  }));
  const course = orders.changeCourse;
  const targets = legalCourseTargets(ctx);
  if (course && !targets.includes(course)) targets.unshift(course);
  const selects: OrderSelect[] = [];
  if (offered('changeCourse'))
    selects.push({
      key: 'changeCourse',
      name: 'system.orders.changeCourse',
      labelKey: `${T}.Order.changeCourse`,
      value: course,
      choices: [
        { value: '', label: `${T}.Orders.NoCourse` },
        ...targets.map((h) => ({ value: h, label: COMPASS(h) })),
      ],
    });
  for (const k of ['firePort', 'fireStarboard'] as const)
    if (offered(k))
      selects.push({
        key: k,
        name: `system.orders.${k}`,
        labelKey: `${T}.Order.${k}`,
        value: orders[k],
        choices: AIM_CHOICES,
      });
  const given = ORDER_KEYS.filter((k) => ordered.has(k)).map((k) => ({
    key: k,
    labelKey: `${T}.Order.${k}`,
    valueKey:
      k === 'changeCourse'
        ? COMPASS(orders.changeCourse)
        : k === 'firePort' || k === 'fireStarboard'
          ? `${T}.Aim.${orders[k]}`
          : null,
  }));
  return {
    locked: s.orders.locked,
    editable: input.editable,
    turn: s.orders.turn,
    modifier: modifierTotalOf(s),
    flags,
    selects,
    given,
    errors: input.editable && !s.orders.locked ? orderErrors(orders, ctx) : [],
    none: input.availability.orders.size === 0,
  };
}
