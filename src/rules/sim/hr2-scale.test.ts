// HR-2 (1:3000) in the simulation (SD-267..SD-270): the table's scale reaches every distance the battle
// and the duel read - bases (FP-1.1), speeds (FP-5.2 / FP-5.3), range bands and arcs (FP-6.1), OR-5's
// table and rigging loss, FP-A3's independent action - and the openings are the same sea in nautical
// miles (x 0.4). Expected figures are the digest's, written out here, not read from the code's tables.
import { describe, expect, it } from 'vitest';
import { mastToMastRange } from '../geometry/range.js';
import {
  parseBattleOptions,
  parseBattleSetup,
  placeFleets,
  BATTLE_OPTIONS,
} from './battle-state.js';
import { BattleOptionRules } from './battle-options.js';
import { makeSimShip, parseDuellist, tableShip } from './duel-state.js';
import { duelRandom, startDuel } from './duel.js';
import { firingPointAmong, otherShipsThisPart } from './part-fire.js';
import { moveAllowance } from './part-helm.js';
import { tableSegmentMm } from './part-navigation-record.js';
import { entryShip, tableEntry, type SimTable } from './table.js';
import type { Scale } from '../tables/ships.js';

const fleet = (ids: string[], crew = 'average') =>
  ids.map((classId, i) => ({
    name: `${classId} ${i + 1}`,
    classId,
    crew,
    squadron: 'van',
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));

/** Two 74s side by side, both heading north (0), `apartMm` between their centre lines. */
function twoAbeam(apartMm: number, scale: Scale): SimTable {
  const who = parseDuellist('74C:average');
  const a = makeSimShip('a', who, { x: 0, y: 0, headingDeg: 0 }, 0, scale);
  const b = makeSimShip('b', who, { x: apartMm, y: 0, headingDeg: 0 }, 0, scale);
  const table: SimTable = {
    wind: 8,
    strength: 'breeze',
    entries: [tableEntry(a, 'a', 'a'), tableEntry(b, 'b', 'b')],
  };
  if (scale !== 1200) table.scale = scale;
  return table;
}

/** The band of the broadside `a` fires at `b` where she lies (whichever side bears), or 'none'. */
function bandAbeam(apartMm: number, scale: Scale): string {
  const t = twoAbeam(apartMm, scale);
  const [me, foe] = t.entries as [(typeof t.entries)[0], (typeof t.entries)[0]];
  for (const side of ['port', 'starboard'] as const) {
    const others = otherShipsThisPart(me, t.entries, { end: me.ship.pose, movedMm: 0 }, scale);
    const p = firingPointAmong(me, side, me.ship.pose, 0, 0, others, foe, scale);
    if (p.candidate && p.candidate.band !== 'out') return p.candidate.band;
  }
  return 'none';
}

describe('HR-2 / FP-1.1 / SD-267 the duel at 1:3000', () => {
  it('SD-267 HR-2 the start is within 1:3000’s long range (280 mm), on 1:3000 bases (74: 30x16)', () => {
    const who = parseDuellist('74C:good');
    let nearest = Number.POSITIVE_INFINITY;
    let farthest = 0;
    for (let seed = 0; seed < 200; seed++) {
      const s = startDuel(who, who, duelRandom(seed), 3000);
      const r = mastToMastRange(tableShip(s.ships[0]), tableShip(s.ships[1]));
      expect(r).toBeLessThanOrEqual(280);
      nearest = Math.min(nearest, r);
      farthest = Math.max(farthest, r);
      for (const ship of s.ships) expect([ship.body.lengthMm, ship.body.widthMm]).toEqual([30, 16]);
    }
    // The whole 1:3000 band is used, not 1:1200's (which would often start beyond 280 mm).
    expect(farthest).toBeGreaterThan(200);
    expect(nearest).toBeLessThan(100);
  });

  it('SD-267 without HR-2 the duel starts at 1:1200 as before: 75x40 bases, within 700 mm', () => {
    const who = parseDuellist('74C:good');
    const s = startDuel(who, who, duelRandom(5));
    expect([s.ships[0].body.lengthMm, s.ships[0].body.widthMm]).toEqual([75, 40]);
    expect(mastToMastRange(tableShip(s.ships[0]), tableShip(s.ships[1]))).toBeLessThanOrEqual(700);
  });
});

describe('HR-2 / SD-268 the battle opening at 1:3000', () => {
  it('SD-268 HR-2 lines 304 mm apart, every enemy beyond 280 mm, 1:3000 bases, the table at 1:3000', () => {
    const setup = parseBattleSetup(
      fleet(['3rd-80l', '3rd-74c', '3rd-64']),
      fleet(['1st-100s', '3rd-74c']),
      10,
      'HR-2',
    );
    for (let seed = 0; seed < 10; seed++) {
      const t = placeFleets(setup, duelRandom(seed), 0);
      expect(t.scale).toBe(3000);
      const ys = new Set(t.entries.map((e) => Math.abs(e.ship.pose.y)));
      expect([...ys]).toEqual([152]);
      for (const e of t.entries)
        expect([e.ship.body.lengthMm, e.ship.body.widthMm]).toEqual(
          e.ship.profile.rate === '1st' ? [35, 16] : [30, 16],
        );
      // 16 mm between a stern and the next bow: the step is the fleet's longest base + 16.
      const xs = (side: string) =>
        t.entries.filter((e) => e.side === side).map((e) => e.ship.pose.x);
      const [a, b] = [xs('a'), xs('b')];
      expect(Math.abs(a[0]! - a[1]!)).toBeCloseTo(30 + 16, 9);
      expect(Math.abs(b[0]! - b[1]!)).toBeCloseTo(35 + 16, 9);
      for (const x of t.entries.filter((e) => e.side === 'a'))
        for (const y of t.entries.filter((e) => e.side === 'b'))
          expect(mastToMastRange(entryShip(x), entryShip(y))).toBeGreaterThan(280);
    }
  });

  it('SD-270 without HR-2 the table has no scale key (1:1200, the battles as recorded)', () => {
    const setup = parseBattleSetup(fleet(['3rd-74c']), fleet(['3rd-74c']), 10);
    expect('scale' in placeFleets(setup, duelRandom(1), 0)).toBe(false);
  });
});

describe('HR-2 the part reads the scale’s distances', () => {
  it('HR-2 / FP-5.2 / FP-5.3 the allowance at 1:3000: ES 36 mm in a breeze, FS 72, -12 a RDC lost', () => {
    const t = twoAbeam(200, 3000);
    const me = t.entries[0]!;
    expect(moveAllowance(t, me, false, null)).toBe(36);
    me.ship.sail = 'full';
    expect(moveAllowance(t, me, false, null)).toBe(72);
    me.ship.damage = { ...me.ship.damage, rigging: me.ship.profile.dcCapacity };
    expect(moveAllowance(t, me, false, null)).toBe(60);
    const t12 = twoAbeam(200, 1200);
    expect(moveAllowance(t12, t12.entries[0]!, false, null)).toBe(90);
  });

  it.each([
    [100, 'short', 'medium'],
    [200, 'medium', 'long'],
    [300, 'medium', 'none'],
  ])(
    'HR-2 / FP-6.1 an enemy %i mm abeam: %s at 1:1200, %s at 1:3000 (bands 40/140/280)',
    (d, at1200, at3000) => {
      expect(bandAbeam(d, 1200)).toBe(at1200);
      expect(bandAbeam(d, 3000)).toBe(at3000);
    },
  );

  it('HR-2 / OR-5 a segment at 1:3000 is the table x 0.4, less 2 mm a RDC (beam, moderate, full: 55/50)', () => {
    const ship = makeSimShip('a', parseDuellist('74C:average'), { x: 0, y: 0, headingDeg: 0 }, 4);
    const seg = (segment: 1 | 2, rdcLost: number, scale?: Scale) =>
      tableSegmentMm({
        point: 'beam',
        condition: 'breeze',
        ship,
        sail: 'full',
        rdcLost,
        restored: 0,
        segment,
        halfSpeed: false,
        ...(scale ? { scale } : {}),
      });
    expect([seg(1, 0), seg(2, 0)]).toEqual([55, 50]);
    expect([seg(1, 0, 3000), seg(2, 0, 3000)]).toEqual([22, 20]);
    expect([seg(1, 1), seg(2, 1)]).toEqual([50, 45]);
    expect([seg(1, 1, 3000), seg(2, 1, 3000)]).toEqual([20, 18]);
  });

  it('HR-2 / FP-A3 a ship 100 mm from an enemy acts independently at 1:1200 (200 mm), not at 1:3000 (80 mm)', () => {
    for (const [scale, independent] of [
      [1200, true],
      [3000, false],
    ] as const) {
      const t = twoAbeam(100, scale);
      const rules = BattleOptionRules.of(['FP-A3'], duelRandom(1), t)!;
      expect(rules.atOrders(t.entries[0]!).signals?.courseAndSpeed.independent).toBe(independent);
    }
    const t = twoAbeam(70, 3000);
    const rules = BattleOptionRules.of(['FP-A3'], duelRandom(1), t)!;
    expect(rules.atOrders(t.entries[0]!).signals?.courseAndSpeed.independent).toBe(true);
  });
});

describe('HR-2 / SD-269 the options HR-2 goes with', () => {
  it('SD-269 HR-2 is accepted with every option the battle plays (with that option’s prerequisites)', () => {
    const needs: Record<string, string[]> = {
      'OR-3-7D': ['OR-3'],
      'OR-5': ['OR-3', 'OR-9'],
      'HR-5E': ['HR-5'],
    };
    for (const o of BATTLE_OPTIONS) {
      const ids = [o, ...(needs[o] ?? []), 'HR-2'];
      expect(parseBattleOptions(ids)).toContain('HR-2');
      expect(parseBattleOptions(ids)).toContain(o);
    }
  });

  it('SD-269 HR-2 refuses nothing new and cures nothing: a refused combination stays refused, in one line', () => {
    for (const bad of ['OR-5', 'OR-2,FP-A1', 'OR-3-7D', 'HR-5,OR-3', 'HR-5E', 'FP-A3,OR-11']) {
      let without = '';
      let withHr2 = '';
      try {
        parseBattleOptions(bad);
      } catch (e) {
        without = (e as Error).message;
      }
      try {
        parseBattleOptions(`${bad},HR-2`);
      } catch (e) {
        withHr2 = (e as Error).message;
      }
      expect(without).not.toBe('');
      expect(withHr2).toBe(without);
      expect(withHr2).not.toContain('\n');
    }
  });
});
