import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveGuns } from './classes.js';
import {
  NO_DAMAGE,
  applyDamage,
  applyHullDamage,
  applyRiggingDamage,
  currentBf,
  dcLost,
  isDismasted,
  isSinking,
  pointsToLoseBoxes,
  repairRigging,
  trackState,
  validateDamage,
  type ShipDamage,
  type Track,
} from './damage.js';
import { RuleError } from './errors.js';
import { shipProfile } from './ship.js';
import { CREW_QUALITIES, SHIP_CLASSES } from './tables/ships.js';

const p74 = shipProfile(resolveGuns('74C')); // BF 7, DC 120, 7 HDC a side, 6 RDC

describe('FP-2.5 damage tracks', () => {
  it('FP-2.5 points fill the first box, a full box is lost, the excess carries to the next', () => {
    const a = applyHullDamage(p74, NO_DAMAGE, 'port', 130);
    expect(a.damage.port).toBe(130);
    expect(trackState(p74, a.damage, 'port')).toMatchObject({ lost: 1, partial: 10 });
    expect(a.newlyLost).toEqual({ port: 1, starboard: 0, rigging: 0 });
  });
  it('FP-2.2 each HDC lost is -1 BF on that side only', () => {
    const d = applyHullDamage(p74, NO_DAMAGE, 'starboard', 250).damage;
    expect([currentBf(p74, d, 'port'), currentBf(p74, d, 'starboard')]).toEqual([7, 5]);
  });
  it('FP-2.5 a side with no HDC left passes further damage to the other side', () => {
    const full = applyHullDamage(p74, NO_DAMAGE, 'port', 7 * 120).damage;
    const next = applyHullDamage(p74, full, 'port', 50);
    expect(next.applied).toEqual({ port: 0, starboard: 50, rigging: 0 });
    expect(currentBf(p74, next.damage, 'port')).toBe(0);
  });
  it('FP-2.5 overflow inside one hit carries across sides', () => {
    const a = applyHullDamage(p74, { ...NO_DAMAGE, port: 800 }, 'port', 100);
    expect(a.applied).toEqual({ port: 40, starboard: 60, rigging: 0 });
  });
  it('FP-2.5 all HDC lost = sinking; excess beyond is reported, not stored', () => {
    const a = applyHullDamage(p74, NO_DAMAGE, 'port', 14 * 120 + 5);
    expect(a.excess).toBe(5);
    expect(isSinking(p74, a.damage)).toBe(true);
    expect(isSinking(p74, applyHullDamage(p74, NO_DAMAGE, 'port', 14 * 120 - 1).damage)).toBe(
      false,
    );
  });
  it('FP-2.5 all RDC lost = dismasted', () => {
    expect(isDismasted(p74, applyRiggingDamage(p74, NO_DAMAGE, 6 * 120 - 1).damage)).toBe(false);
    expect(isDismasted(p74, applyRiggingDamage(p74, NO_DAMAGE, 6 * 120).damage)).toBe(true);
  });
  it('FP-2.5 each DC lost counts once for Abilità, hull and rigging alike', () => {
    const d: ShipDamage = { port: 240, starboard: 130, rigging: 360, riggingRepaired: 0 };
    expect(dcLost(p74, d)).toMatchObject({ port: 2, starboard: 1, rigging: 3, hull: 3, total: 6 });
  });
  it('a fortification keeps one hull track; its BF drops with each HDC lost', () => {
    const fort = shipProfile(resolveGuns('heavy coastal battery')); // BF 4, 8 HDC of 500
    const a = applyHullDamage(fort, NO_DAMAGE, 'starboard', 1100);
    expect(a.applied).toEqual({ port: 1100, starboard: 0, rigging: 0 });
    expect(currentBf(fort, a.damage, 'starboard')).toBe(2);
    expect(isDismasted(fort, a.damage)).toBe(false);
  });
  it('pointsToLoseBoxes reaches exactly the next box boundary ("lose 1 HDC")', () => {
    const d = { ...NO_DAMAGE, port: 30 };
    expect(pointsToLoseBoxes(p74, d, 'port', 1)).toBe(90);
    expect(pointsToLoseBoxes(p74, { ...NO_DAMAGE, port: 840 }, 'port', 1)).toBe(0);
  });
  it('rejects negative or fractional damage points', () => {
    expect(() => applyHullDamage(p74, NO_DAMAGE, 'port', -1)).toThrow(RuleError);
    expect(() => applyRiggingDamage(p74, NO_DAMAGE, 2.5)).toThrow(RuleError);
    expect(() => validateDamage(p74, { ...NO_DAMAGE, rigging: 6 * 120 + 1 })).toThrow(
      /rigging damage/,
    );
  });
});

describe('D-4 rigging repair', () => {
  const lost2 = applyRiggingDamage(p74, NO_DAMAGE, 250).damage; // 2 lost, 10 partial
  it('D-4 with Abilità 6 or more one lost RDC box is restored but still counts for Abilità', () => {
    const r = repairRigging(p74, lost2, 6);
    expect(r.repaired).toBe(true);
    expect(trackState(p74, r.damage, 'rigging')).toMatchObject({ lost: 1, partial: 10 });
    expect(dcLost(p74, r.damage)).toMatchObject({ rigging: 1, riggingRepaired: 1, total: 2 });
  });
  it('D-4 below 6 nothing is repaired', () =>
    expect(repairRigging(p74, lost2, 5)).toEqual({ repaired: false, damage: lost2 }));
  it('D-4 nothing to repair without a lost box', () =>
    expect(repairRigging(p74, { ...NO_DAMAGE, rigging: 50 }, 12).repaired).toBe(false));
  it('D-4 a restored box lost again counts once, not twice', () => {
    const repaired = repairRigging(p74, lost2, 10).damage;
    const again = applyRiggingDamage(p74, repaired, 110).damage;
    expect(dcLost(p74, again)).toMatchObject({ rigging: 2, riggingRepaired: 0, total: 2 });
  });
  it('D-4 at most one RDC repaired in all, once: a second repair is refused while the first box stands', () => {
    const repaired = repairRigging(p74, lost2, 10).damage;
    expect(repairRigging(p74, repaired, 18)).toEqual({ repaired: false, damage: repaired });
  });
  it('D-4 a repaired box lost again does not reopen repair', () => {
    const again = applyRiggingDamage(p74, repairRigging(p74, lost2, 10).damage, 110).damage;
    expect(repairRigging(p74, again, 18, { alreadyRepaired: true })).toEqual({
      repaired: false,
      damage: again,
    });
  });
});

const shipArb = fc.record({
  row: fc.constantFrom(...SHIP_CLASSES),
  crew: fc.constantFrom(...CREW_QUALITIES),
});

describe('FP-2.5 properties over random ship states', () => {
  it('FP-2.5 damage points are conserved across boxes and sides, and no capacity goes negative (10,000 runs)', () => {
    fc.assert(
      fc.property(
        shipArb,
        fc.array(
          fc.record({
            track: fc.constantFrom<Track>('port', 'starboard', 'rigging'),
            points: fc.nat(2500),
          }),
          { maxLength: 12 },
        ),
        ({ row, crew }, hits) => {
          const p = shipProfile(row, crew);
          let d: ShipDamage = NO_DAMAGE;
          let applied = 0;
          let excess = 0;
          let input = 0;
          for (const h of hits) {
            const a = applyDamage(p, d, h.track, h.points);
            expect(a.applied.port + a.applied.starboard + a.applied.rigging + a.excess).toBe(
              h.points,
            );
            applied += a.applied.port + a.applied.starboard + a.applied.rigging;
            excess += a.excess;
            input += h.points;
            d = a.damage;
            validateDamage(p, d);
            for (const t of ['port', 'starboard', 'rigging'] as const) {
              const st = trackState(p, d, t);
              expect(st.remainingPoints).toBeGreaterThanOrEqual(0);
              expect(st.lost).toBeLessThanOrEqual(st.boxes);
              expect(st.partial).toBeGreaterThanOrEqual(0);
              expect(st.partial).toBeLessThan(st.capacity);
            }
            expect(currentBf(p, d, 'port')).toBeGreaterThanOrEqual(0);
            expect(currentBf(p, d, 'starboard')).toBeGreaterThanOrEqual(0);
          }
          expect(d.port + d.starboard + d.rigging).toBe(applied);
          expect(applied + excess).toBe(input);
        },
      ),
      { numRuns: 10_000 },
    );
  });
  it('FP-2.5 hull damage only overflows once its own side is full', () => {
    fc.assert(
      fc.property(
        shipArb,
        fc.nat(3000),
        fc.nat(3000),
        fc.constantFrom<'port' | 'starboard'>('port', 'starboard'),
        ({ row, crew }, pre, pts, side) => {
          const p = shipProfile(row, crew);
          if (p.isFortification) return;
          const d = applyHullDamage(p, NO_DAMAGE, side, pre).damage;
          const a = applyHullDamage(p, d, side, pts);
          const other = side === 'port' ? 'starboard' : 'port';
          if (a.applied[other] > 0) expect(a.damage[side]).toBe(p.hdc[side] * p.dcCapacity);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
