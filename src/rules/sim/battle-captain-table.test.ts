// SD-221 the battle simulation's captain plans with the wind's strength of the moment (FP-A1 / OR-2
// change it): her look-ahead and her lay-aboard move by the allowance she will really have. At 1:1200
// in a breeze her answers are those the goldens pin.
import { describe, expect, it } from 'vitest';
import { headingVector } from '../geometry/vec.js';
import { headingDegrees } from '../sailing.js';
import { battleCaptainTable, battleShipOrders } from './battle-orders.js';
import { boardingApproach } from './board-captain.js';
import { SIM_TABLE } from './captain.js';
import { makeSimShip, parseDuellist, type SimShip } from './duel-state.js';

function ship(id: 'a' | 'b', who: string, x: number, y: number, heading: number): SimShip {
  return makeSimShip(id, parseDuellist(who), { x, y, headingDeg: 0 }, heading);
}

/** She sails astern of the enemy on the same course, `gap` mm behind her (centre to centre). */
function astern(me: string, her: string, gap: number): [SimShip, SimShip] {
  const v = headingVector(headingDegrees(4));
  return [ship('a', me, -gap * v.x, -gap * v.y, 4), ship('b', her, 0, 0, 4)];
}

describe('SD-221 the battle captain plans in the battle’s wind strength', () => {
  it('FP-A1 / OR-2 the battle’s table is the simulation’s 1:1200 with the strength of the moment', () => {
    expect(battleCaptainTable('breeze')).toEqual(SIM_TABLE);
    expect(battleCaptainTable('strong')).toEqual({ scale: 1200, strength: 'strong' });
    expect(battleCaptainTable('light')).toEqual({ scale: 1200, strength: 'light' });
  });

  it('FP-A1 in a strong wind her look-ahead moves by the strong allowance (she turns clear of the ship ahead)', () => {
    const [me, her] = astern('74C:average', '74C:average', 180);
    const strong = battleShipOrders(me, [her], 1, 0, [her], [], battleCaptainTable('strong'));
    expect(strong?.reasons.course.id).toBe('turnClear');
    const breeze = battleShipOrders(me, [her], 1, 0, [her], [], battleCaptainTable('breeze'));
    expect(breeze?.reasons.course.id).not.toBe('turnClear');
    // The default is the breeze: the same answer as before SD-221 for a battle that never left it.
    expect(battleShipOrders(me, [her], 1, 0, [her], [])).toEqual(breeze);
  });

  it('SD-157 / D-19 the lay-aboard reckons the strong wind’s easy sail: she reaches a ship a breeze would not', () => {
    const [me, her] = astern('74C:elite', '64:poor', 190);
    expect(boardingApproach(me, her, 0, [her], battleCaptainTable('breeze'))).toBeNull();
    const strong = boardingApproach(me, her, 0, [her], battleCaptainTable('strong'));
    expect(strong?.orders).toContain('prepareBoarding');
    expect(strong?.reasons.contact?.id).toBe('boardHer');
  });
});
