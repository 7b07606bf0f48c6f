// Issue 13 performance: a ship's copies are written as makeSimShip's literal (copySimShip), so they must
// carry every field, in makeSimShip's order, with the values a spread copy would have.
import { describe, expect, it } from 'vitest';
import { captainView } from './fleet-captain.js';
import { cloneDuel, copySimShip, makeSimShip, parseDuellist, type SimShip } from './duel-state.js';

/** A ship with every field of makeSimShip's set to something other than its starting value. */
function everyFieldSet(): SimShip {
  const s = makeSimShip('a', parseDuellist('74C:good'), { x: 10, y: 20, headingDeg: 0 }, 4);
  Object.assign(s, {
    sail: 'full',
    halfSpeed: true,
    damage: { port: 3, starboard: 4, rigging: 5, riggingRepaired: 1 },
    fires: { hull: 1, rigging: 2 },
    rudderDamaged: true,
    moraleTests: 2,
    fate: 'struck',
    hitsThisTurn: 1,
    bowRakesThisTurn: 1,
    sternRakesThisTurn: 2,
    contacts: [{ uid: 'b1', kind: 'collision' }],
    releasedThisTurn: true,
    partiesReady: true,
    melee: 'b1',
    boardedThisTurn: true,
    wreck: {
      rdcDown: 1,
      speedSail: 'easy',
      wreckageSide: 'port',
      juryRig: null,
      restored: 0,
      shortHitTurn: null,
    },
  });
  return s;
}

describe('issue 13 FP-3 simulation ships: copies keep one object shape and every field', () => {
  it("FP-3 copySimShip has makeSimShip's keys in its order", () => {
    const made = makeSimShip('b', parseDuellist('80L:average'), { x: 0, y: 0, headingDeg: 0 }, 12);
    expect(Object.keys(copySimShip(made))).toEqual(Object.keys(made));
  });

  it('FP-3 copySimShip equals a spread copy, field for field, with the id given', () => {
    const s = everyFieldSet();
    expect(copySimShip(s, 'b')).toStrictEqual({ ...s, id: 'b' });
    expect(copySimShip(s)).toStrictEqual({ ...s });
  });

  it("FP-3 the captain's view and a snapshot copy every field (the snapshot's records its own)", () => {
    const me = everyFieldSet();
    const enemy = makeSimShip(
      'b',
      parseDuellist('80L:average'),
      { x: 0, y: 300, headingDeg: 0 },
      12,
    );
    const view = captainView(me, enemy, 3, 0);
    expect(view.ships[0]).toStrictEqual({ ...me, id: 'a' });
    expect(view.ships[1]).toStrictEqual({ ...enemy, id: 'b' });
    const snap = cloneDuel({ turn: 3, wind: 0, ships: [me, enemy] });
    expect(snap.ships[0]).toStrictEqual(me);
    expect(snap.ships[0].damage).not.toBe(me.damage);
    expect(snap.ships[0].pose).not.toBe(me.pose);
    expect(snap.ships[0].contacts).not.toBe(me.contacts);
  });
});
