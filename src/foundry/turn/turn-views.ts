// View models of the turn tracker and the orders dialog (pure).
import {
  ORDER_DICE_GROUP,
  headingName,
  type TableEdge,
  type VictoryScoring,
} from '../../rules/index.js';
import { allOrdersOdds } from './orders-joint-odds.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { pct, signed } from '../chat/view-common.js';
import type { SummaryShip } from '../chat/card-data-melee-morale.js';
import { victoryTally } from './end-of-part.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import {
  availableOrders,
  isOrdered,
  legalCourseTargets,
  snapshotOrders,
  ORDER_KEYS,
  type OrderKey,
} from './orders.js';
import { compulsoryOrders } from './orders-compulsory.js';
import { modifierTotalOf, ordersOdds } from './orders-odds.js';
import { orderErrors } from './orders-errors.js';
import {
  CHECKS,
  EVERY_SIDE,
  checklistRows,
  whatNow,
  type TrackerShipFacts,
  type TrackerViewer,
} from './tracker-checklist.js';
import {
  cardDriven,
  currentSide,
  mayRetreat,
  partPhases,
  phaseIndex,
  type Phase,
  type TurnState,
} from './turn-state.js';
import type { NavigationTurn } from './or5-tack.js';

/** OR-3 a step's name: in a two-segment battle the segment's steps have their own names. */
function phaseKey(p: { step: Phase['step']; segment?: Phase['segment'] | null }): string {
  return p.segment ? `${T}.SegmentStep.${p.step}` : `${T}.Step.${p.step}`;
}

const T = 'SCA.Turn';

/** How the tracker names people and sides (a side named after a nation id shows the nation's name). */
export interface TrackerNames {
  user(id: string): string;
  side(id: string): string;
}
const plainNames: TrackerNames = { user: (id) => id, side: (id) => id };

export function trackerView(
  state: TurnState | null,
  viewer: TrackerViewer,
  ships: SummaryShip[],
  scoring: VictoryScoring,
  facts: TrackerShipFacts[] = [],
  names: TrackerNames = plainNames,
) {
  if (!state) return { active: false, isGM: viewer.isGM, titleKey: `${T}.Tracker.Title` };
  // HR-5 a card-driven turn's one part is every side's.
  const every = cardDriven(state);
  const side = every
    ? { id: EVERY_SIDE, userIds: state.sides.flatMap((s) => s.userIds) }
    : currentSide(state);
  const sides = state.sides.map((s) => s.id);
  const standard = victoryTally(ships, sides, 'standard');
  const detailed = victoryTally(ships, sides, 'detailed');
  const at = {
    step: state.step,
    segment: state.segment,
    twoSegment: state.twoSegment,
    deck: state.deck ?? null,
  };
  const current = phaseIndex(state);
  const guide = whatNow(facts, at, side, viewer, names.user).map((l) => ({
    ...l,
    side: l.side === undefined ? undefined : names.side(l.side),
  }));
  return {
    active: true,
    ended: state.ended,
    isGM: viewer.isGM,
    titleKey: `${T}.Tracker.Title`,
    turn: state.turn,
    side: every ? state.sides.map((s) => names.side(s.id)).join(', ') : names.side(side.id),
    myPart: side.userIds.includes(viewer.userId),
    stepKey: phaseKey(state),
    /** OR-3 "Segment 1" before the step's name (empty outside the segments). */
    segmentKey: state.segment ? `${T}.Segment.${state.segment}` : '',
    steps: partPhases(state).map((p, i) => ({
      key: phaseKey(p),
      segmentKey: p.segment ? `${T}.Segment.${p.segment}` : '',
      current: i === current,
      done: i < current,
      number: i + 1,
    })),
    sides: state.sides.map((s, i) => ({
      id: names.side(s.id),
      current: every || i === state.sideIndex,
    })),
    victory: sides.map((id, i) => ({
      id: names.side(id),
      standard: standard[i]!.points,
      detailed: detailed[i]!.points,
    })),
    scoringKey: `SCA.Settings.VictoryScoring.${scoring === 'standard' ? 'Standard' : 'Detailed'}`,
    standardChosen: scoring === 'standard',
    atMorale: state.step === 'morale',
    atOrders: state.step === 'orders' || state.step === 'abilita',
    atBoarding: state.step === 'boarding',
    /** The "what now" lines for this viewer. */
    guide,
    /** The per-ship checklist of the part (the acting side's ships, and others due a morale test). */
    checklist: checklistRows(facts, at, side.id).map((r) => ({
      ...r,
      side: r.otherSide ? names.side(r.side) : '',
    })),
    checks: CHECKS.map((k) => ({ key: `${T}.Tracker.Check.${k}`, check: k })),
    /** GM: back one step of the part (never across parts) and the confirmed end of the battle. */
    mayStepBack: viewer.isGM && mayRetreat(state),
  };
}

export interface OrdersShipInput {
  actorUuid: string;
  name: string;
  system: ShipSystemSource;
  headingIndex: number | null;
  /** HR-4 its fleet is broken: the edge it must make for (SD-182). */
  makeForEdge?: TableEdge | null;
  /** FP-A3 / OR-11 / SD-256 the ship keeps course and speed (absent: no). */
  keepCourseAndSpeed?: boolean;
}

/** The fields each order error is about (the dialog marks them and shows the error beside the first). */
const ERROR_FIELDS: Record<string, readonly OrderKey[]> = {
  NoFire: ['extinguish'],
  MayNotFightFire: ['extinguish'],
  ExtinguishRequired: ['extinguish'],
  NoContact: ['unfoul'],
  SailBoth: ['increaseSail', 'decreaseSail'],
  SailMax: ['increaseSail'],
  SailMin: ['decreaseSail'],
  Dismasted: ['increaseSail', 'changeCourse', 'tack'],
  CourseAndTack: ['changeCourse', 'tack'],
  NoHeading: ['changeCourse', 'tack'],
  CourseIllegal: ['changeCourse'],
  RudderBearsAway: ['changeCourse', 'tack'],
  InIronsMustBearAway: ['changeCourse'],
  MakeForEdge: ['changeCourse'],
  MakeForEdgeSail: ['decreaseSail'],
  TackDone: ['tack'],
  TackNotCloseHauled: ['tack'],
  TackRudder: ['tack'],
  TackContinue: ['tack'],
  // OR-5 (fullNavigation)
  TackTooSoon: ['tack'],
  TackNotTurnStart: ['tack'],
  SailWhileTacking: ['increaseSail', 'decreaseSail', 'tack'],
  'CourseOrder.forbiddenHeading': ['changeCourse'],
  'CourseOrder.notSpread': ['changeCourse'],
  'CourseOrder.tackingTurn': ['changeCourse'],
  'CourseOrder.tackAndTurn': ['changeCourse', 'tack'],
  'CourseOrder.rdcDown': ['changeCourse'],
  'CourseOrder.notInTable': ['changeCourse'],
  MayNotFire: ['firePort', 'fireStarboard'],
  OneSideWithParties: ['firePort', 'fireStarboard'],
  MayNotBoard: ['prepareBoarding'],
  RepairUsed: ['repairRigging'],
  NoRiggingLost: ['repairRigging'],
  NotFireship: ['lightFireship'],
  AlreadyLit: ['lightFireship'],
  NoFullGunnery: ['runOutGuns', 'reloadPort', 'reloadStarboard'],
  NothingToReload: ['reloadPort', 'reloadStarboard'],
  RunOutAlone: ['runOutGuns'],
  ReloadNoFire: ['reloadPort', 'reloadStarboard', 'firePort', 'fireStarboard'],
  NotLoaded: ['firePort', 'fireStarboard'],
  RestoredEasyOnly: ['increaseSail'],
  NoWreck: ['cutAwayWreck', 'juryRig'],
  WreckCutAway: ['cutAwayWreck'],
  WreckNotCutAway: ['juryRig'],
};
/** Errors about an order that is missing: its field is marked though it is not given. */
const MISSING = new Set(['ExtinguishRequired', 'TackContinue', 'InIronsMustBearAway']);
const ERROR_PREFIX = `${T}.Orders.Error.`;

/**
 * Places each error beside the first field it is about (`byField`), marks every field it is about
 * (`invalid`: the orders given, or the missing one), and keeps those with no field shown in `general`.
 */
export function placeOrderErrors(
  errors: readonly string[],
  orders: OrdersSnapshot,
  shown: ReadonlySet<OrderKey>,
) {
  const byField = new Map<OrderKey, string[]>();
  const invalid = new Map<OrderKey, OrderKey>();
  const general: string[] = [];
  for (const e of errors) {
    const name = e.startsWith(ERROR_PREFIX) ? e.slice(ERROR_PREFIX.length) : e;
    const fields = (ERROR_FIELDS[name] ?? []).filter((k) => shown.has(k));
    const given = MISSING.has(name) ? fields : fields.filter((k) => isOrdered(orders, k));
    const marked = given.length ? given : fields;
    const first = marked[0];
    if (!first) {
      general.push(e);
      continue;
    }
    byField.set(first, [...(byField.get(first) ?? []), e]);
    for (const k of marked) if (!invalid.has(k)) invalid.set(k, first);
  }
  return { byField, invalid, general };
}

const SELECT_KEYS: readonly OrderKey[] = ['changeCourse', 'firePort', 'fireStarboard'];

/** FP-3 / FP-4.2 the orders dialog: the orders the ship may give, the legal course targets and the exact odds. */
export function ordersDialogView(
  ships: OrdersShipInput[],
  wind: number | null,
  turn: number,
  struckMayFightFire: boolean,
  /** OR-5 on: the tack and course-order refusals (navigationTurn). */
  navigation: NavigationTurn | null = null,
  /** OR-6 full gunnery (absent: off). */
  gunnery?: { twoSegment: boolean },
  /** OR-3 seven-dice Abilità (effective: needs OR-3). */
  sevenDice = false,
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
      const ctx = {
        system: s.system,
        headingIndex: s.headingIndex,
        wind,
        struckMayFightFire,
        navigation,
        ...(gunnery ? { gunnery } : {}),
        makeForEdge: s.makeForEdge ?? null,
        keepCourseAndSpeed: s.keepCourseAndSpeed ?? false,
      };
      const errors = orderErrors(orders, ctx);
      const odds = errors.length ? [] : ordersOdds(orders, s.system);
      // OR-3 with seven dice the chance of all orders differs from one roll's: shown exactly (SD-92).
      const joint = errors.length || !sevenDice ? null : allOrdersOdds(orders, s.system, true);
      const locked = s.system.orders.locked && s.system.orders.turn === turn;
      // FP-2.5 / FP-8.2 only the orders this ship may give are offered (none when sinking).
      const available = new Set(availableOrders(s.system, struckMayFightFire, !!gunnery));
      const placed = placeOrderErrors(errors, orders, available);
      const field = (k: OrderKey) => {
        const host = placed.invalid.get(k);
        return {
          key: k,
          name: `ships.${i}.${k}`,
          labelKey: `${T}.Order.${k}`,
          invalid: !!host,
          errorId: host ? `sca-orders-${i}-${host}-error` : '',
          errors: placed.byField.get(k) ?? [],
          ownErrorId: `sca-orders-${i}-${k}-error`,
        };
      };
      const aim = (k: 'firePort' | 'fireStarboard') =>
        available.has(k)
          ? {
              ...field(k),
              options: ['', 'hull', 'rigging'].map((v) => ({
                value: v,
                labelKey: v === '' ? `${T}.Orders.NoFire` : `${T}.Aim.${v}`,
                selected: orders[k] === v,
              })),
            }
          : null;
      const legal = legalCourseTargets(ctx);
      // The player's choice stays selected even when it cannot be reached now (marked so).
      const courseValues = [
        '',
        ...legal,
        ...(orders.changeCourse && !legal.includes(orders.changeCourse)
          ? [orders.changeCourse]
          : []),
      ];
      return {
        index: i,
        actorUuid: s.actorUuid,
        name: s.name,
        headingKey:
          s.headingIndex === null ? '' : `SCA.Canvas.Compass.${headingName(s.headingIndex)}`,
        modifier: signed(modifierTotalOf(s.system)),
        locked,
        orders,
        noOrders: available.size === 0,
        flags: ORDER_KEYS.filter((k) => !SELECT_KEYS.includes(k) && available.has(k)).map((k) => ({
          ...field(k),
          checked: orders[k] === true,
        })),
        course: available.has('changeCourse')
          ? {
              ...field('changeCourse'),
              options: courseValues.map((h) => ({
                value: h,
                labelKey: h === '' ? `${T}.Orders.NoCourse` : `SCA.Canvas.Compass.${h}`,
                selected: orders.changeCourse === h,
                unreachable: h !== '' && !legal.includes(h),
              })),
            }
          : null,
        firePort: aim('firePort'),
        fireStarboard: aim('fireStarboard'),
        errors,
        generalErrors: placed.general,
        jointOdds: joint ? pct(joint.probability) : '',
        odds: odds.map((o) => ({
          labelKey: `${T}.Order.${o.order}`,
          // OR-3 with seven dice each order names the dice it is rolled on.
          groupKey: sevenDice ? `${T}.SevenDice.Short.${ORDER_DICE_GROUP[o.order]}` : '',
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
    runOutGuns: flag('runOutGuns'),
    reloadPort: flag('reloadPort'),
    reloadStarboard: flag('reloadStarboard'),
    cutAwayWreck: flag('cutAwayWreck'),
    juryRig: flag('juryRig'),
  });
}
