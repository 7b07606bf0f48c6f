import { describe, expect, it } from 'vitest';
import {
  FULL_GUNNERY_ORDERS,
  JURY_RIG_ORDERS,
  ORDER_NAMES,
  ordersAvailable,
  type OrdersAvailableInput,
} from './orders-available.js';

const afloat: OrdersAvailableInput = {
  captured: false,
  struck: false,
  sinking: false,
  dismasted: false,
  riggingRepaired: 0,
  fireship: false,
  fireshipLit: false,
  struckMayFightFire: false,
};

describe('FP-3 the orders a ship may be given', () => {
  it('FP-3 a sound ship may be given every order but lighting a fireship', () => {
    expect(ordersAvailable(afloat)).toEqual(
      ORDER_NAMES.filter(
        (o) =>
          o !== 'lightFireship' && !FULL_GUNNERY_ORDERS.includes(o) && !JURY_RIG_ORDERS.includes(o),
      ),
    );
  });
  it('OR-6 run out guns and reload per side are offered only with full gunnery, to a ship that may fire', () => {
    expect(ordersAvailable({ ...afloat, fullGunnery: true })).toEqual(
      expect.arrayContaining(['runOutGuns', 'reloadPort', 'reloadStarboard']),
    );
    expect(ordersAvailable(afloat)).not.toContain('reloadPort');
    expect(ordersAvailable({ ...afloat, fullGunnery: true, captured: true })).not.toContain(
      'reloadPort',
    );
    expect(ordersAvailable({ ...afloat, fullGunnery: true, struck: true })).toEqual([]);
  });
  it('FP-2.5 a sinking ship takes no orders at all, not even fire fighting', () => {
    expect(ordersAvailable({ ...afloat, sinking: true })).toEqual([]);
    expect(ordersAvailable({ ...afloat, sinking: true, captured: true })).toEqual([]);
  });
  it('FP-2.5 a dismasted ship cannot increase sail, change course or tack; it still fights, fires and repairs', () => {
    const got = ordersAvailable({ ...afloat, dismasted: true });
    for (const o of ['increaseSail', 'changeCourse', 'tack'] as const) expect(got).not.toContain(o);
    for (const o of [
      'extinguish',
      'unfoul',
      'firePort',
      'prepareBoarding',
      'repairRigging',
    ] as const)
      expect(got).toContain(o);
  });
  it('FP-8.2 / FP-4.4 a struck ship only fights fire, and only with the house option', () => {
    expect(ordersAvailable({ ...afloat, struck: true })).toEqual([]);
    expect(ordersAvailable({ ...afloat, struck: true, struckMayFightFire: true })).toEqual([
      'extinguish',
    ]);
  });
  it('FP-2.5 / FP-7.5 a captured ship does not fire; one with a repaired RDC does not board', () => {
    expect(ordersAvailable({ ...afloat, captured: true })).not.toContain('firePort');
    expect(ordersAvailable({ ...afloat, riggingRepaired: 1 })).not.toContain('prepareBoarding');
  });
  it('FP-6.7 a fireship may be lit once and never fires its guns', () => {
    const fireship = ordersAvailable({ ...afloat, fireship: true });
    expect(fireship).toContain('lightFireship');
    expect(fireship).not.toContain('fireStarboard');
    expect(ordersAvailable({ ...afloat, fireship: true, fireshipLit: true })).not.toContain(
      'lightFireship',
    );
  });
});

describe('OR-9 a ship with rigging down to the rigging damage test', () => {
  it('OR-9 no increase of sail, course change or tack until jury-rigged; it still reduces sail, fires, unfouls and repairs', () => {
    const orders = ordersAvailable({ ...afloat, wreckDown: true });
    expect(orders).not.toContain('increaseSail');
    expect(orders).not.toContain('changeCourse');
    expect(orders).not.toContain('tack');
    expect(orders).toEqual(
      ORDER_NAMES.filter(
        (o) =>
          !['increaseSail', 'changeCourse', 'tack', 'lightFireship'].includes(o) &&
          !FULL_GUNNERY_ORDERS.includes(o) &&
          !JURY_RIG_ORDERS.includes(o),
      ),
    );
    expect(ordersAvailable({ ...afloat, wreckDown: false })).toEqual(ordersAvailable(afloat));
  });
});

describe('OR-9 / SD-95 the jury rig as orders', () => {
  const down = { ...afloat, wreckDown: true };
  it('OR-9 SD-95 cutting away is offered while the sail is to reduce or the wreckage to cut away; the jury rig once it is cut away', () => {
    for (const juryRig of ['reduceSail', 'cutAway'] as const) {
      const got = ordersAvailable({ ...down, juryRig });
      expect(got).toContain('cutAwayWreck');
      expect(got).not.toContain('juryRig');
    }
    const repair = ordersAvailable({ ...down, juryRig: 'repair' });
    expect(repair).toContain('juryRig');
    expect(repair).not.toContain('cutAwayWreck');
  });
  it('OR-9 SD-95 neither is offered without rigging down, nor to a struck or sinking ship', () => {
    for (const o of JURY_RIG_ORDERS) {
      expect(ordersAvailable(afloat)).not.toContain(o);
      expect(ordersAvailable({ ...down, juryRig: null })).not.toContain(o);
      expect(ordersAvailable({ ...down, juryRig: 'repair', struck: true })).not.toContain(o);
      expect(ordersAvailable({ ...down, juryRig: 'repair', sinking: true })).not.toContain(o);
    }
  });
});
