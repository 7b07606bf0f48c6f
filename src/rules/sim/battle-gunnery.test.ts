// Issue 13 OR-6 full gunnery in the battle simulation: the guns' state machine driven by the captain's
// orders (SD-38 / SD-83 / SD-84 / SD-188 / SD-196), a hit's three OR-6 figures (SD-36), the legality
// check of the gun orders, and a seeded battle that plays it (and the Fast Play one that does not).
import { describe, expect, it } from 'vitest';
import { fleetOf } from '../../../tests/support/sim-fleets.js';
import { reasonText } from './reasons.js';
import { NO_DAMAGE } from '../damage.js';
import { fullGunneryDamage } from '../full-gunnery.js';
import { applyFullGunneryHit, BattleGuns } from './battle-gunnery.js';
import { parseBattleSetup } from './battle-state.js';
import { runBattle, type BattlePartRecord } from './battle.js';
import { makeSimShip } from './duel-state.js';
import { orderViolations } from './legality.js';

const A = fleetOf(['3rd-80l:good', '3rd-74c:good', '3rd-74c:average']);
const B = fleetOf(['3rd-74c:average', '3rd-74c:average', '3rd-64:average']);
const ship = (crew: 'good' | 'poor' = 'good') =>
  makeSimShip('a', { classId: '3rd-74c', crew }, { x: 0, y: 0, headingDeg: 0 }, 4);

describe('issue 13 OR-6 BattleGuns: the guns of a battle ship, turn by turn (SD-38)', () => {
  it('OR-6 both sides loaded at the start; a side that fired cannot fire again before a reload', () => {
    const g = new BattleGuns();
    expect(g.sides('a1', 1).port).toEqual({ status: 'loaded', hasFired: false });
    expect(g.mayFire('a1', 'port', 1)).toBe(true);
    expect(g.fire('a1', 'port', 1)).toBe('normal');
    expect(g.mayFire('a1', 'port', 2)).toBe(false);
    expect(g.mayFire('a1', 'starboard', 2)).toBe(true);
    expect(g.sides('a1', 2).port).toEqual({ status: 'fired', hasFired: true });
  });

  it('OR-6 / SD-84 a reload on the part score: no fire that turn, loaded the next; 16-18 makes it initial', () => {
    const g = new BattleGuns();
    g.fire('a1', 'port', 1);
    g.carryOut('a1', ship(), ['reloadPort'], 16, 2);
    expect(g.mayFire('a1', 'port', 2)).toBe(false);
    expect(g.mayFire('a1', 'starboard', 2)).toBe(false);
    expect(g.mayFire('a1', 'port', 3)).toBe(true);
    expect(g.fire('a1', 'port', 3)).toBe('initial');
    g.carryOut('a1', ship(), ['reloadPort'], 10, 4);
    expect(g.fire('a1', 'port', 5)).toBe('normal');
  });

  it('OR-6 a failed reload (a poor crew on 8) leaves the side to reload again', () => {
    const g = new BattleGuns();
    g.fire('a1', 'starboard', 1);
    g.carryOut('a1', ship('poor'), ['reloadStarboard'], 8, 2);
    expect(g.sides('a1', 3).starboard.status).toBe('fired');
    g.carryOut('a1', ship('poor'), ['reloadStarboard'], 9, 3);
    expect(g.sides('a1', 4).starboard.status).toBe('loaded');
  });

  it('OR-6 / SD-83 run out guns: no fire that turn, then an initial broadside from each side not yet fired', () => {
    const g = new BattleGuns();
    g.carryOut('a1', ship(), ['runOutGuns'], 10, 1);
    expect(g.mayFire('a1', 'port', 1)).toBe(false);
    expect(g.fire('a1', 'port', 2)).toBe('initial');
    expect(g.fire('a1', 'starboard', 2)).toBe('initial');
  });
});

describe('issue 13 OR-6 / SD-36 a hull hit in a battle: T to the side hit, C to the rigging, O to the other side', () => {
  it('OR-6 short range, initial, raked: the figures of fullGunneryDamage land where SD-36 says', () => {
    const t = ship();
    const bf = 7;
    const dmg = fullGunneryDamage({
      bf,
      band: 'short',
      broadside: 'initial',
      aim: 'hull',
      targetSail: t.sail,
      rake: 'bow',
    });
    applyFullGunneryHit(t, {
      bf,
      band: 'short',
      broadside: 'initial',
      rake: 'bow',
      double: false,
      sideHit: 'starboard',
      split: 1,
    });
    expect(dmg.target).toBeGreaterThan(dmg.collateral);
    expect(t.damage).toEqual({
      ...NO_DAMAGE,
      starboard: dmg.target,
      rigging: dmg.collateral,
      port: dmg.opposite,
    });
  });

  it('OR-6 long range, normal: no opposite figure; D-6 a burning ship losing its last RDC explodes', () => {
    const t = ship();
    applyFullGunneryHit(t, {
      bf: 5,
      band: 'long',
      broadside: 'normal',
      rake: null,
      double: false,
      sideHit: 'port',
      split: 1,
    });
    expect(t.damage.port).toBe(5);
    expect(t.damage.rigging).toBe(5);
    expect(t.damage.starboard).toBe(0);
    const burning = ship();
    burning.fires = { ...burning.fires, hull: 1 };
    burning.damage = {
      ...NO_DAMAGE,
      rigging: burning.profile.rdc * burning.profile.dcCapacity - 1,
    };
    applyFullGunneryHit(burning, {
      bf: 5,
      band: 'long',
      broadside: 'normal',
      rake: null,
      double: false,
      sideHit: 'port',
      split: 1,
    });
    expect(burning.fate).toBe('exploded');
  });
});

function partsOf(options: string, seed: number) {
  const parts: BattlePartRecord[] = [];
  const r = runBattle(parseBattleSetup(A, B, 15, options), seed, {
    onPart: (p) => parts.push(p),
  });
  return { r, parts };
}

describe('issue 13 OR-6 full gunnery in a seeded battle', () => {
  it('OR-6 the captain reloads and holds fire as a player must; hull hits cost rigging too (C)', () => {
    let reloads = 0;
    // Each ship's damage (points) at her last orders: under OR-6 every hull hit also costs rigging (C),
    // under Fast Play only fire and unlucky shots reach the rigging, so its share of the damage is less.
    const share = { or6: [0, 0], fastPlay: [0, 0] };
    const count = (parts: BattlePartRecord[], into: number[]) => {
      const last = new Map<string, BattlePartRecord['before']['ships'][0]>();
      for (const p of parts) last.set(p.uid, p.before.ships[0]);
      for (const s of last.values()) {
        into[0]! += s.damage.rigging;
        into[1]! += s.damage.port + s.damage.starboard + s.damage.rigging;
      }
    };
    for (let seed = 0; seed < 6; seed++) {
      const { parts } = partsOf('OR-6', seed);
      for (const p of parts) {
        expect(orderViolations(p, p.optional)).toEqual([]);
        expect(p.optional?.options.fullGunnery).toBe(true);
        if (p.orders.orders.some((o) => o === 'reloadPort' || o === 'reloadStarboard')) {
          reloads++;
          expect(p.orders.fire).toEqual([]);
          expect((p.applied ?? []).map(reasonText).join(' ')).toMatch(/reload .*\(OR-6\)/);
        }
      }
      count(parts, share.or6);
      count(partsOf('', seed).parts, share.fastPlay);
    }
    expect(reloads).toBeGreaterThan(0);
    const [r6, all6] = share.or6;
    const [rf, allf] = share.fastPlay;
    expect(r6! / all6!).toBeGreaterThan(rf! / allf!);
  });

  it('OR-6 off: no gun order, no option record, and the same seed plays a different battle with it on', () => {
    let differs = 0;
    for (let seed = 0; seed < 4; seed++) {
      const fp = partsOf('', seed);
      const or6 = partsOf('OR-6', seed);
      for (const p of fp.parts) {
        expect(p.optional).toBeUndefined();
        expect(p.orders.orders.some((o) => /reload|runOut/.test(o))).toBe(false);
        expect(orderViolations(p)).toEqual([]);
      }
      if (JSON.stringify(fp.r.ships) !== JSON.stringify(or6.r.ships)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('OR-6 legality: a reload written with a broadside, or a fire from a side that has fired, is caught', () => {
    const { parts } = partsOf('OR-6', 1);
    const p = parts.find((x) => x.orders.fire.length > 0 && x.optional?.guns)!;
    expect(p).toBeDefined();
    const side = p.orders.fire[0]!.side;
    const withReload = {
      ...p,
      orders: {
        ...p.orders,
        orders: [...p.orders.orders, side === 'port' ? 'reloadPort' : 'reloadStarboard'],
      },
    } as BattlePartRecord;
    expect(orderViolations(withReload, withReload.optional).join(' ')).toMatch(/OR-6/);
    const spent = {
      ...p.optional!,
      guns: { ...p.optional!.guns!, [side]: { ...p.optional!.guns![side], status: 'fired' } },
    };
    expect(orderViolations(p, spent).join(' ')).toMatch(/OR-6 fire .* refused: notLoaded/);
  });
});
