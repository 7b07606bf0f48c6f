// Issue 13: a ship among many picks its enemy, then the duel captain orders it against that enemy.
import { describe, expect, it } from 'vitest';
import { reasonText } from './reasons.js';
import { makeSimShip, parseDuellist } from './duel-state.js';
import { chooseTarget, fleetShipOrders } from './fleet-captain.js';

const ship = (x: number, y: number) =>
  makeSimShip('b', parseDuellist('74C:average'), { x, y, headingDeg: 0 }, 4);

describe('issue 13 fleet captain: target choice (FP-6.1 mast-to-mast range)', () => {
  const me = makeSimShip('a', parseDuellist('74C:good'), { x: 0, y: 0, headingDeg: 0 }, 4);
  it('engages the nearest enemy afloat, skipping struck ones', () => {
    const near = ship(0, 300);
    const far = ship(0, 600);
    expect(chooseTarget(me, [far, near])?.index).toBe(1);
    near.fate = 'struck';
    expect(chooseTarget(me, [far, near])?.index).toBe(0);
    far.fate = 'sunk';
    expect(chooseTarget(me, [far, near])).toBeNull();
  });
  it('orders the ship against the chosen enemy and names it', () => {
    const o = fleetShipOrders(me, [ship(0, 900), ship(200, 250)], 1, 0);
    expect(o?.target).toBe(1);
    expect(o?.ship).toBe('a');
    expect(reasonText(o!.targetReason)).toMatch(/nearest enemy/);
    expect(reasonText(o!.reasons.course).length).toBeGreaterThan(0);
  });
});
