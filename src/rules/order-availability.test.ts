import { describe, expect, it } from 'vitest';
import {
  ORDER_NAMES,
  orderAvailability,
  type OrderAvailabilityInput,
  type OrderName,
} from './order-availability.js';

const base: OrderAvailabilityInput = {
  sail: 'easy',
  dismasted: false,
  sinking: false,
  exploded: false,
  struck: false,
  captured: false,
  struckMayFightFire: false,
  fires: 0,
  fireship: false,
  fireshipLit: false,
  contacts: 0,
  riggingRepaired: 0,
  riggingRepairUsed: false,
  riggingLost: 0,
  rudderDamaged: false,
  partiesReady: false,
  tackPhase: 'none',
};

const offered = (patch: Partial<OrderAvailabilityInput>): OrderName[] => {
  const a = orderAvailability({ ...base, ...patch });
  return ORDER_NAMES.filter((k) => a.orders[k]);
};

describe('orderAvailability (FP-3)', () => {
  it('a sound ship at easy sail: every order but those needing a fire, a contact, a lost RDC or a fireship', () => {
    expect(offered({})).toEqual([
      'increaseSail',
      'decreaseSail',
      'changeCourse',
      'tack',
      'firePort',
      'fireStarboard',
      'prepareBoarding',
    ]);
    expect(orderAvailability(base).sails).toEqual(['full', 'easy', 'furled']);
  });

  it('FP-2.5 dismasted: no sail increase, no full sail, no course change, no tack', () => {
    const a = orderAvailability({ ...base, dismasted: true });
    expect(a.orders.increaseSail).toBe(false);
    expect(a.orders.changeCourse).toBe(false);
    expect(a.orders.tack).toBe(false);
    expect(a.orders.decreaseSail).toBe(true);
    expect(a.orders.firePort).toBe(true);
    expect(a.sails).toEqual(['easy', 'furled']);
    // The current setting stays listed, so a select never misreports it.
    expect(orderAvailability({ ...base, dismasted: true, sail: 'full' }).sails).toEqual([
      'full',
      'easy',
      'furled',
    ]);
  });

  it('FP-2.5 sinking or exploded: no orders, not even fire fighting, and the sail stays as it is', () => {
    for (const patch of [{ sinking: true }, { exploded: true }]) {
      expect(offered({ ...patch, fires: 2, contacts: 1 })).toEqual([]);
      expect(orderAvailability({ ...base, ...patch }).sails).toEqual(['easy']);
    }
  });

  it('FP-8.2 / FP-4.4 struck: nothing, or fire fighting only under the HR option; captured: moves and fights fires, never fires or boards', () => {
    expect(offered({ struck: true, fires: 1 })).toEqual([]);
    expect(offered({ struck: true, fires: 1, struckMayFightFire: true })).toEqual(['extinguish']);
    const prize = offered({ captured: true, fires: 1 });
    expect(prize).toContain('extinguish');
    expect(prize).toContain('changeCourse');
    expect(prize).not.toContain('firePort');
    expect(prize).not.toContain('prepareBoarding');
  });

  it('FP-4.4 / FP-4.5 / FP-6.7 / D-4: fire, contact, fireship and repair orders only when they apply', () => {
    expect(offered({ fires: 1 })).toContain('extinguish');
    expect(offered({ fires: 1, fireship: true, fireshipLit: true })).not.toContain('extinguish');
    expect(offered({ contacts: 1 })).toContain('unfoul');
    expect(offered({ fireship: true })).toContain('lightFireship');
    expect(offered({ fireship: true })).not.toContain('firePort');
    expect(offered({ fireship: true, fireshipLit: true })).not.toContain('lightFireship');
    expect(offered({ riggingLost: 1 })).toContain('repairRigging');
    expect(offered({ riggingLost: 1, riggingRepairUsed: true })).not.toContain('repairRigging');
    // FP-7.3 a ship that repaired rigging may not board (the boarding permission).
    expect(offered({ riggingLost: 1, riggingRepaired: 1 })).not.toContain('prepareBoarding');
  });

  it('FP-5.1 sail orders at the ends of the scale; FP-5.6 / FP-6.6 tack limits', () => {
    expect(offered({ sail: 'full' })).not.toContain('increaseSail');
    expect(offered({ sail: 'furled' })).not.toContain('decreaseSail');
    expect(offered({ rudderDamaged: true })).not.toContain('tack');
    expect(offered({ rudderDamaged: true, tackPhase: 'inStays' })).toContain('tack');
    expect(offered({ tackPhase: 'completed' })).not.toContain('tack');
  });
});
