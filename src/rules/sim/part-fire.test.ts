// Issue 13 performance: the part's other ships from the placed-ship cache are the ships otherShips
// builds with shipGeometry (FP-6.2 / D-11 / D-18 read the same points, the same indices), on seeded
// battle tables with ships moved and turned at random.
import { describe, expect, it } from 'vitest';
import { headingDegrees } from '../sailing.js';
import { parseBattleSetup, placeFleets, type FleetShipLike } from './battle-state.js';
import { duelRandom } from './duel.js';
import { otherShips, otherShipsThisPart } from './part-fire.js';

function fleet(classIds: readonly string[]): FleetShipLike[] {
  return classIds.map((classId, i) => ({
    name: `${classId} ${i + 1}`,
    classId,
    crew: 'average',
    squadron: '',
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));
}

const SETUP = parseBattleSetup(
  fleet(['3rd-80l', '3rd-74c', '3rd-64', '2nd-98s', '3rd-74c', '1st-130']),
  fleet(['3rd-74c', '3rd-80l', '3rd-74m', '3rd-64', '3rd-74c']),
);

describe('issue 13 FP-6.2 / D-18 otherShipsThisPart is otherShips', () => {
  it('the same ships, in the same order, with equal geometry, on 60 seeded tables', () => {
    let compared = 0;
    for (let seed = 0; seed < 60; seed++) {
      const rng = duelRandom(seed);
      const table = placeFleets(SETUP, rng, 0);
      // Scatter and turn the ships so the reach test keeps some and drops others.
      for (const e of table.entries) {
        e.ship.pose = {
          x: rng.int(-1200, 1200),
          y: rng.int(-1200, 1200),
          headingDeg: headingDegrees(rng.int(0, 15)),
        };
        if (rng.int(0, 9) === 0) e.ship.fate = 'struck';
      }
      for (const me of table.entries) {
        const move = { end: me.ship.pose, movedMm: rng.int(0, 200) };
        const plain = otherShips(me, table.entries, move);
        const cached = otherShipsThisPart(me, table.entries, move);
        expect(cached.map((o) => o.entry)).toEqual(plain.map((o) => o.entry));
        for (const [i, o] of cached.entries()) expect(o.geom).toEqual(plain[i]!.geom);
        compared += cached.length;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
