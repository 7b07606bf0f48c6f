// View models of the turn tracker and the orders dialog (pure).
import { headingName, type VictoryScoring } from '../../rules/index.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { pct, signed } from '../chat/view-common.js';
import type { SummaryShip } from '../chat/card-data.js';
import { victoryTally } from './end-of-part.js';
import {
  compulsoryOrders,
  legalCourseTargets,
  modifierTotalOf,
  orderErrors,
  ordersOdds,
  snapshotOrders,
  ORDER_KEYS,
} from './orders.js';
import { STEPS, currentSide, stepIndex, type TurnState } from './turn-state.js';

const T = 'SCA.Turn';

export function trackerView(
  state: TurnState | null,
  viewer: { isGM: boolean; userId: string },
  ships: SummaryShip[],
  scoring: VictoryScoring,
) {
  if (!state) return { active: false, isGM: viewer.isGM, titleKey: `${T}.Tracker.Title` };
  const side = currentSide(state);
  const sides = state.sides.map((s) => s.id);
  const standard = victoryTally(ships, sides, 'standard');
  const detailed = victoryTally(ships, sides, 'detailed');
  return {
    active: true,
    ended: state.ended,
    isGM: viewer.isGM,
    titleKey: `${T}.Tracker.Title`,
    turn: state.turn,
    side: side.id,
    myPart: side.userIds.includes(viewer.userId),
    stepKey: `${T}.Step.${state.step}`,
    steps: STEPS.map((s, i) => ({
      key: `${T}.Step.${s}`,
      current: s === state.step,
      done: i < stepIndex(state.step),
      number: i + 1,
    })),
    sides: state.sides.map((s, i) => ({ id: s.id, current: i === state.sideIndex })),
    victory: sides.map((id, i) => ({
      id,
      standard: standard[i]!.points,
      detailed: detailed[i]!.points,
    })),
    scoringKey: `SCA.Settings.VictoryScoring.${scoring === 'standard' ? 'Standard' : 'Detailed'}`,
    standardChosen: scoring === 'standard',
    atMorale: state.step === 'morale',
    atOrders: state.step === 'orders' || state.step === 'abilita',
    atBoarding: state.step === 'boarding',
  };
}

export interface OrdersShipInput {
  actorUuid: string;
  name: string;
  system: ShipSystemSource;
  headingIndex: number | null;
}

/** FP-3 / FP-4.2 the orders dialog: every order, the legal course targets and the exact odds. */
export function ordersDialogView(
  ships: OrdersShipInput[],
  wind: number | null,
  turn: number,
  struckMayFightFire: boolean,
) {
  return {
    windKey: wind === null ? '' : `SCA.Canvas.Compass.${headingName(wind)}`,
    turn,
    ships: ships.map((s, i) => {
      // FP-4.4 orders not yet written this turn start with the compulsory ones (Ext for a burning ship).
      const orders = snapshotOrders(
        s.system.orders.turn === turn
          ? s.system.orders
          : compulsoryOrders(s.system, struckMayFightFire),
      );
      const ctx = { system: s.system, headingIndex: s.headingIndex, wind, struckMayFightFire };
      const errors = orderErrors(orders, ctx);
      const odds = errors.length ? [] : ordersOdds(orders, s.system);
      const locked = s.system.orders.locked && s.system.orders.turn === turn;
      return {
        index: i,
        actorUuid: s.actorUuid,
        name: s.name,
        headingKey:
          s.headingIndex === null ? '' : `SCA.Canvas.Compass.${headingName(s.headingIndex)}`,
        modifier: signed(modifierTotalOf(s.system)),
        locked,
        orders,
        flags: ORDER_KEYS.filter(
          (k) => !['changeCourse', 'firePort', 'fireStarboard'].includes(k),
        ).map((k) => ({
          key: k,
          labelKey: `${T}.Order.${k}`,
          checked: orders[k] === true,
          name: `ships.${i}.${k}`,
        })),
        courseOptions: Object.fromEntries([
          ['', `${T}.Orders.NoCourse`],
          ...legalCourseTargets(ctx).map((h) => [h, `SCA.Canvas.Compass.${h}`]),
        ]),
        aimOptions: {
          '': `${T}.Orders.NoFire`,
          hull: `${T}.Aim.hull`,
          rigging: `${T}.Aim.rigging`,
        },
        errors,
        odds: odds.map((o) => ({
          labelKey: `${T}.Order.${o.order}`,
          probability: o.probability === null ? '' : pct(o.probability),
          byBand:
            o.byBand?.map((b) => ({
              bandKey: `${T}.Band.${b.band}`,
              probability: pct(b.probability),
            })) ?? [],
        })),
      };
    }),
  };
}

/** The orders of ship `i` from the dialog's flat form data (`ships.<i>.<order>`). */
export function ordersFromForm(form: Record<string, unknown>, i: number) {
  const get = (k: string) => form[`ships.${i}.${k}`];
  const flag = (k: string) => get(k) === true || get(k) === 'on' || get(k) === 'true';
  const aim = (k: string) =>
    get(k) === 'hull' || get(k) === 'rigging' ? (get(k) as 'hull' | 'rigging') : '';
  return snapshotOrders({
    extinguish: flag('extinguish'),
    unfoul: flag('unfoul'),
    increaseSail: flag('increaseSail'),
    decreaseSail: flag('decreaseSail'),
    changeCourse: typeof get('changeCourse') === 'string' ? (get('changeCourse') as string) : '',
    tack: flag('tack'),
    firePort: aim('firePort'),
    fireStarboard: aim('fireStarboard'),
    prepareBoarding: flag('prepareBoarding'),
    repairRigging: flag('repairRigging'),
    lightFireship: flag('lightFireship'),
  });
}
