// The Abilità card and the order plans it drives. Gunnery cards, critical shots and boarding
// partners: gunnery-criticals.test.ts.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import {
  buildAbilitaCard,
  criticalCourseShips,
  orderOutcomes,
  verifyAbilitaEntry,
} from './abilita.js';
import { ship } from '../../../tests/support/abilita-fixtures.js';
import { snapshotOrders } from './orders.js';
import { orderPlan, orderPose } from './plans.js';

describe('FP-4 the Abilità card', () => {
  it('FP-4.1 one 3d6 for the fleet, modified ship by ship and clamped to 3..18', () => {
    const card = buildAbilitaCard({
      turn: 1,
      side: 'British',
      faces: [6, 6, 5],
      wind: 0,
      ships: [
        ship('a', '2nd-98s', 'good'),
        ship('b', '3rd-74c', 'poor', {}, { fires: { hull: 2, rigging: 0 } }),
      ],
    });
    expect(card.ships.map((s) => s.score)).toEqual([18, 14]);
    expect(card.ships[1]!.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['crew', -1],
      ['fires', -2],
    ]);
  });
  it('FP-4.2 row 6 as printed: increase sail succeeds, decrease fails', () => {
    const out = orderOutcomes(
      { score: 6, orders: snapshotOrders({ increaseSail: true }) },
      shipData('3rd-74c'),
    );
    expect(out).toEqual([{ order: 'increaseSail', success: true, result: 'ok' }]);
    expect(
      orderOutcomes(
        { score: 6, orders: snapshotOrders({ decreaseSail: true }) },
        shipData('3rd-74c', 'average', { sail: 'easy' }),
      )[0],
    ).toMatchObject({ success: false });
  });
  it('FP-4.3 X: every ship of the roll at 3 must bear away', () => {
    const card = buildAbilitaCard({
      turn: 1,
      side: 'x',
      faces: [1, 1, 2],
      wind: 0,
      ships: [ship('a', '3rd-74c', 'poor'), ship('b', '3rd-74c', 'good')],
    });
    expect(card.ships.map((s) => s.score)).toEqual([3, 5]);
    expect(criticalCourseShips(card)).toEqual([0]);
  });
  it('re-validation: a card must match its roll, its crew and the clamped sum', () => {
    const card = buildAbilitaCard({
      turn: 1,
      side: 'x',
      faces: [4, 4, 4],
      wind: 0,
      ships: [ship('a', '3rd-74c', 'good')],
    });
    const s = shipData('3rd-74c', 'good');
    expect(verifyAbilitaEntry(card, 0, [4, 4, 4], s).score).toBe(13);
    expect(() => verifyAbilitaEntry(card, 0, [4, 4, 5], s)).toThrow(/does not match its dice/);
    expect(() =>
      verifyAbilitaEntry({ ...card, ships: [{ ...card.ships[0]!, score: 18 }] }, 0, [4, 4, 4], s),
    ).toThrow(/not the roll plus/);
    const boosted = {
      ...card,
      ships: [
        {
          ...card.ships[0]!,
          modifiers: [
            ...card.ships[0]!.modifiers,
            { key: 'luck', label: '', value: 5, rule: 'FP-4.1' },
          ],
          score: 18,
        },
      ],
    };
    expect(() => verifyAbilitaEntry(boosted, 0, [4, 4, 4], s)).toThrow(/unknown Abilità modifier/);
    expect(() => verifyAbilitaEntry(card, 0, [4, 4, 4], shipData('3rd-74c', 'elite'))).toThrow(
      /crew modifier/,
    );
  });
});

describe('FP-4.4 / FP-4.5 / FP-5.6 order plans', () => {
  const entry = (
    score: number,
    o: Record<string, unknown>,
    tack: {
      phase: 'none' | 'inStays' | 'completed';
      startHeading: number | null;
      rotation: number;
    } = { phase: 'none', startHeading: null, rotation: 1 },
  ) => ({
    actorUuid: 'a',
    name: 'a',
    orders: snapshotOrders(o),
    modifiers: [],
    score,
    headingIndex: 3,
    tack,
  });
  it('D-5 a failed fire-fighting attempt damages the rigging when a rigging fire burns', () => {
    const s = shipData('3rd-74c', 'average', { fires: { hull: 1, rigging: 1 } });
    const plan = orderPlan({
      entry: entry(5, { extinguish: true }),
      order: 'extinguish',
      system: s,
      wind: 0,
      burning: () => false,
    });
    expect(plan!.changes).toEqual({
      damage: { port: 0, starboard: 0, rigging: 60, riggingRepaired: 0 },
    });
    const hull = orderPlan({
      entry: entry(4, { extinguish: true }),
      order: 'extinguish',
      system: shipData('3rd-74c', 'average', { fires: { hull: 1, rigging: 0 } }),
      wind: 0,
      burning: () => false,
      hullSide: 'starboard',
    });
    expect(hull!.changes).toEqual({
      damage: { port: 0, starboard: 120, rigging: 0, riggingRepaired: 0 },
    });
  });
  it('D-4 a successful repair restores one box and marks the repair used; a ship that has repaired once repairs no more', () => {
    const s = shipData('3rd-74c', 'average', {
      damage: { port: 0, starboard: 0, rigging: 250, riggingRepaired: 0 },
    });
    expect(
      orderPlan({
        entry: entry(10, { repairRigging: true }),
        order: 'repairRigging',
        system: s,
        wind: 0,
        burning: () => false,
      })!.changes,
    ).toEqual({
      damage: { port: 0, starboard: 0, rigging: 130, riggingRepaired: 1 },
      riggingRepairUsed: true,
    });
    const used = { ...s, riggingRepairUsed: true };
    expect(
      orderPlan({
        entry: entry(10, { repairRigging: true }),
        order: 'repairRigging',
        system: used,
        wind: 0,
        burning: () => false,
      }),
    ).toBeNull();
    expect(
      orderOutcomes({ score: 10, orders: snapshotOrders({ repairRigging: true }) }, used),
    ).toEqual([{ order: 'repairRigging', success: false, result: 'fail' }]);
  });
  it('FP-4.5 unfoul A frees from a friend, not from an enemy; FP-4.4 failing next to a burning ship catches fire', () => {
    const s = shipData('3rd-74c', 'average', {
      contacts: [
        { actorId: 'f', kind: 'friendlyCollision' },
        { actorId: 'e', kind: 'enemyCollision' },
      ],
    });
    expect(
      orderPlan({
        entry: entry(7, { unfoul: true }),
        order: 'unfoul',
        system: s,
        wind: 0,
        burning: () => false,
      })!.changes,
    ).toEqual({
      contacts: [{ actorId: 'e', kind: 'enemyCollision', mover: false, moverSail: '', turn: null }],
      halfSpeed: true,
    });
    expect(
      orderPlan({
        entry: entry(4, { unfoul: true }),
        order: 'unfoul',
        system: s,
        wind: 0,
        burning: (id) => id === 'e',
      })!.changes,
    ).toEqual({ fires: { hull: 0, rigging: 1 } });
  });
  it('FP-5.6 tack: turn 1 heads to wind; a failure in stays goes back and costs 10% DC rigging', () => {
    expect(orderPose({ entry: entry(10, { tack: true }), order: 'tack', wind: 0 }, null)).toEqual({
      headingIndex: 0,
      pivot: 'stern',
      startsTack: true,
    });
    const inStays = { phase: 'inStays' as const, startHeading: 3, rotation: -1 };
    const s = shipData('3rd-74c', 'average', { tack: inStays });
    const e = { ...entry(5, { tack: true }, inStays), headingIndex: 0 };
    expect(orderPose({ entry: e, order: 'tack', wind: 0 }, null)).toEqual({
      headingIndex: 3,
      pivot: 'tackStart',
      startsTack: false,
    });
    expect(
      orderPlan({ entry: e, order: 'tack', system: s, wind: 0, burning: () => false })!.changes,
    ).toEqual({
      tack: { phase: 'none', startHeading: null, rotation: 1, lastEndTurn: null },
      damage: { port: 0, starboard: 0, rigging: 12, riggingRepaired: 0 },
    });
    // Applied once: the tack state has moved on, so the same roll cannot be applied again.
    expect(() =>
      orderPlan({
        entry: e,
        order: 'tack',
        system: shipData('3rd-74c'),
        wind: 0,
        burning: () => false,
      }),
    ).toThrow(/moved on/);
  });
});
