// OR-5 the flow's tack and course-order rules, pure: the refusals by the core's verdicts, the tack
// step's outcome on the ship's data, and BF -1 while tacking. Fast Play (no navigation) is untouched.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { legalCourseTargets, snapshotOrders } from './orders.js';
import { orderErrors } from './orders-errors.js';
import {
  firingBf,
  navigationCourseTargets,
  navigationOrderErrors,
  navigationTackChanges,
  spreadCourse,
  tackingWhenFiring,
  turnsSinceLastTack,
} from './or5-tack.js';

const E = (name: string) => `SCA.Turn.Orders.Error.${name}`;
const ship = (tack: Partial<ShipSystemSource['tack']> = {}, sail = 'easy') => {
  const s = shipData('3rd-74c', 'average', { sail });
  return { ...s, tack: { ...s.tack, ...tack } };
};
const ctx = (system: ShipSystemSource, headingIndex: number, turn: number | null) => ({
  system,
  headingIndex,
  wind: 0,
  struckMayFightFire: false,
  navigation: turn === null ? null : { turn },
});

describe('OR-5 orders in the flow', () => {
  it('OR-5 / SD-29 / SD-86 one turn of sailing after a tack ended: too soon the next turn, allowed after', () => {
    const s = ship({ lastEndTurn: 4 });
    expect(turnsSinceLastTack(s.tack, 5)).toBe(1);
    expect(orderErrors(snapshotOrders({ tack: true }), ctx(s, 3, 5))).toEqual([E('TackTooSoon')]);
    expect(orderErrors(snapshotOrders({ tack: true }), ctx(s, 3, 6))).toEqual([]);
    // Fast Play: no memory of the last tack.
    expect(orderErrors(snapshotOrders({ tack: true }), ctx(s, 3, null))).toEqual([]);
    expect(turnsSinceLastTack(ship().tack, 5)).toBeNull();
  });

  it('OR-5 a tack only from close-hauled, not with a luff or bear-away', () => {
    const s = ship();
    const o = snapshotOrders({ tack: true });
    expect(navigationOrderErrors(o, ctx(s, 4, 1), { turn: 1 }, true)).toEqual([
      'TackNotCloseHauled',
    ]);
    expect(
      navigationOrderErrors(
        snapshotOrders({ tack: true, changeCourse: 'E' }),
        ctx(s, 3, 1),
        { turn: 1 },
        true,
      ),
    ).toEqual(['CourseAndTack']);
  });

  it('OR-5 no sail change while tacking (ordering the tack, or in stays); FP allows it', () => {
    const inStays = ship({ phase: 'inStays', startHeading: 3, rotation: -1 });
    const both = snapshotOrders({ tack: true, increaseSail: true });
    expect(orderErrors(both, ctx(ship(), 3, 1))).toContain(E('SailWhileTacking'));
    expect(orderErrors(both, ctx(ship(), 3, null))).not.toContain(E('SailWhileTacking'));
    expect(
      orderErrors(snapshotOrders({ tack: true, decreaseSail: true }), ctx(inStays, 0, 2)),
    ).toEqual([E('SailWhileTacking')]);
  });

  it('OR-5 / SD-28 a course order the core calls illegal gets its own message (when FP-5.5 allowed it)', () => {
    const s = ship();
    // From ENE, turning to NNE passes head to wind: forbidden mid heading.
    expect(
      navigationOrderErrors(
        snapshotOrders({ changeCourse: 'NNE' }),
        ctx(s, 3, 1),
        { turn: 1 },
        true,
      ),
    ).toEqual(['CourseOrder.forbiddenHeading']);
    // A three-point bear-away is spread 2 then 1 (SD-54): legal.
    expect(spreadCourse(3, 6)).toEqual([2, 1]);
    expect(
      navigationOrderErrors(
        snapshotOrders({ changeCourse: 'SE' }),
        ctx(s, 3, 1),
        { turn: 1 },
        true,
      ),
    ).toEqual([]);
    // The dialog offers only what the core allows.
    expect(navigationCourseTargets(['NNE', 'SE', 'E'], ctx(s, 3, 1))).toEqual(['SE', 'E']);
    const fp = legalCourseTargets(ctx(s, 3, null));
    expect(legalCourseTargets(ctx(s, 3, 1))).toEqual(navigationCourseTargets(fp, ctx(s, 3, 1)));
  });
});

describe('OR-5 a tack step on the ship', () => {
  const next = { phase: 'none' as const, startHeading: null, rotation: 1 };
  it('OR-5 turn 1 failed: close-hauled on, no damage, no test; the tack ended this turn', () => {
    const out = navigationTackChanges({ tack: ship().tack }, ship(), next, true, { turn: 3 });
    expect(out).toEqual({
      changes: { tack: { phase: 'none', startHeading: null, rotation: 1, lastEndTurn: 3 } },
      riggingTest: false,
    });
  });

  it('OR-5 turn 2 failed: hove to, the OR-9 test', () => {
    const inStays = ship({ phase: 'inStays', startHeading: 3, rotation: -1 }, 'full');
    const out = navigationTackChanges(inStays, inStays, next, true, { turn: 4 });
    expect(out.riggingTest).toBe(true);
    expect(out.changes).toMatchObject({ sail: 'furled', hoveTo: true, tack: { lastEndTurn: 4 } });
  });

  it('OR-5 success: in stays keeps the last end turn; completed records this one', () => {
    const s = ship({ lastEndTurn: 1 });
    const stays = { phase: 'inStays' as const, startHeading: 3, rotation: -1 };
    expect(navigationTackChanges(s, s, stays, false, { turn: 5 }).changes).toEqual({
      tack: { ...stays, lastEndTurn: 1 },
    });
    const done = { phase: 'completed' as const, startHeading: null, rotation: 1 };
    expect(navigationTackChanges(s, s, done, false, { turn: 6 }).changes).toEqual({
      tack: { ...done, lastEndTurn: 6 },
    });
  });
});

describe('OR-5 firing while tacking', () => {
  it('OR-5 BF -1 while the tack ordered this turn has not ended; never below 0', () => {
    const orders = snapshotOrders({ tack: true });
    expect(tackingWhenFiring({ orders }, ship(), 2)).toBe(true);
    expect(tackingWhenFiring({ orders }, ship({ lastEndTurn: 2 }), 2)).toBe(false);
    expect(tackingWhenFiring({ orders: snapshotOrders({}) }, ship(), 2)).toBe(false);
    expect(firingBf({ bf: 7, tackBf: -1 })).toBe(6);
    expect(firingBf({ bf: 0, tackBf: -1 })).toBe(0);
    expect(firingBf({ bf: 7 })).toBe(7);
  });
});

describe('OR-5 the ship sheet orders tab', () => {
  it('OR-5 the tab shows the too-soon tack and offers only the courses the core allows', async () => {
    const { ordersTabView } = await import('../sheets/orders-view.js');
    const { availabilityOf } = await import('../sheets/ship-view.js');
    const base = ship({ lastEndTurn: 4 });
    const s = { ...base, orders: { ...base.orders, tack: true, turn: 5 } };
    const tab = (navigation: { turn: number } | null) =>
      ordersTabView({
        system: s,
        availability: availabilityOf(s, false),
        editable: true,
        headingIndex: 3,
        wind: 0,
        struckMayFightFire: false,
        navigation,
      });
    expect(tab({ turn: 5 }).errors).toContain(E('TackTooSoon'));
    expect(tab(null).errors).not.toContain(E('TackTooSoon'));
  });
});
