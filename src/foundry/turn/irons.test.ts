// FP-5.4 a ship forced onto a forbidden heading (in irons) takes 10% DC rigging, must bear away next turn, and
// each failure costs the same again; none while under a tack order. FP-A1 a wind change can put it there.
import { afterEach, describe, expect, it } from 'vitest';
import { fake } from '../../../tests/support/foundry.js';
import { shipData } from '../../../tests/turn/ships.js';
import { setWindChangeHandler } from '../canvas/battle-gate.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { rollWindChange } from '../canvas/wind.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { abilitaView } from './cards/views-fire.js';
import { NO_RELATED } from '../chat/view-common.js';
import { buildAbilitaCard } from './abilita.js';
import { applyIronsAfterWindChange, inIronsPlan, registerIronsEffect } from './irons.js';
import { orderErrors } from './orders-errors.js';
import { snapshotOrders } from './orders.js';
import { orderHasEffect, orderPlan } from './plans.js';

const rigging = (points: number) => ({
  port: 0,
  starboard: 0,
  rigging: points,
  riggingRepaired: 0,
});
const entry = (
  score: number,
  headingIndex: number,
  changeCourse: string,
  tack: ShipSystemSource['tack'] = { phase: 'none', startHeading: null, rotation: 1 },
) => ({
  actorUuid: 'a',
  name: 'a',
  orders: snapshotOrders({ changeCourse }),
  modifiers: [],
  score,
  headingIndex,
  tack,
});

describe('FP-5.4 in irons', () => {
  it('FP-5.4 inIronsPlan: 10% DC rigging (crew-adjusted DC); none in stays, under a tack order', () => {
    expect(inIronsPlan(shipData('3rd-74c', 'good'))).toEqual({
      changes: { damage: rigging(13) },
      label: { key: 'SCA.Turn.Effect.InIrons', data: { points: 13 } },
    });
    expect(
      inIronsPlan(
        shipData('3rd-74c', 'average', {
          tack: { phase: 'inStays', startHeading: 3, rotation: -1 },
        }),
      ),
    ).toBeNull();
  });
  it('FP-5.4 a ship in irons must be ordered to bear away onto a legal heading', () => {
    const ctx = {
      system: shipData('3rd-74c'),
      headingIndex: 1,
      wind: 0,
      struckMayFightFire: false,
    };
    expect(orderErrors(snapshotOrders({}), ctx)).toEqual([
      'SCA.Turn.Orders.Error.InIronsMustBearAway',
    ]);
    expect(orderErrors(snapshotOrders({ firePort: 'hull' }), ctx)).toEqual([
      'SCA.Turn.Orders.Error.InIronsMustBearAway',
    ]);
    expect(orderErrors(snapshotOrders({ changeCourse: 'ENE' }), ctx)).toEqual([]);
    // Not a ship that cannot turn: held in contact, or dismasted.
    const held = shipData('3rd-74c', 'average', {
      contacts: [{ actorId: 'x', kind: 'enemyCollision' }],
    });
    expect(orderErrors(snapshotOrders({}), { ...ctx, system: held })).toEqual([]);
    const dismasted = shipData('3rd-74c', 'average', { damage: rigging(720) });
    expect(orderErrors(snapshotOrders({}), { ...ctx, system: dismasted })).toEqual([]);
    // Head to wind in stays the tack goes on instead.
    const inStays = shipData('3rd-74c', 'average', {
      tack: { phase: 'inStays', startHeading: 3, rotation: -1 },
    });
    expect(
      orderErrors(snapshotOrders({ tack: true }), { ...ctx, system: inStays, headingIndex: 0 }),
    ).toEqual([]);
  });
  it('FP-5.4 failing to bear away from irons costs another 10% DC rigging; a success turns the ship instead', () => {
    const s = shipData('3rd-74c');
    const failed = {
      entry: entry(4, 1, 'ENE'),
      order: 'changeCourse' as const,
      system: s,
      wind: 0,
      burning: () => false,
    };
    expect(orderPlan(failed)).toEqual({
      changes: { damage: rigging(12) },
      label: { key: 'SCA.Turn.Effect.InIrons', data: { points: 12 } },
    });
    expect(orderHasEffect(failed, 3)).toBe(true);
    expect(orderPlan({ ...failed, entry: entry(10, 1, 'ENE') })).toBeNull();
    // A failed course change on a legal heading costs nothing.
    expect(orderPlan({ ...failed, entry: entry(4, 4, 'ESE') })).toBeNull();
  });
});

describe('FP-5.4 the Abilità card of a ship in irons', () => {
  it('FP-5.4 a failed bear-away from irons shows an apply button (the order effect), a success the turn', () => {
    const system = shipData('3rd-74c', 'average', {
      orders: { ...snapshotOrders({ changeCourse: 'ENE' }), turn: 1, locked: false },
    });
    const ctx = (score: number) => {
      const card = buildAbilitaCard({
        turn: 1,
        side: 'B',
        faces: score === 4 ? [1, 1, 2] : [4, 4, 4],
        wind: 0,
        ships: [{ actorUuid: 'a', name: 'a', system, headingIndex: 1 }],
      });
      return abilitaView(card, {
        messageId: 'm',
        viewer: { isGM: true, owns: () => true },
        scale: 1200,
        ship: () => system,
        effect: () => ({ state: 'none' }),
        related: NO_RELATED,
      });
    };
    const actionOf = (score: number) =>
      ctx(score)
        .ships[0]!.outcomes.find((o) => o.orderKey === 'SCA.Turn.Order.changeCourse')!
        .actions.map((a) => a.action);
    expect(actionOf(4)).toEqual(['applyOrder']);
    expect(actionOf(12)).toEqual(['turnShip']);
  });
});

describe('FP-5.4 / FP-A1 a wind change that puts ships in irons', () => {
  afterEach(() => setWindChangeHandler(null));
  const i18n = () => ({
    localize: (k: string) => fake().i18n.localize(k),
    format: (k: string, d?: Record<string, unknown>) => fake().i18n.format(k, d),
  });
  it("FP-5.4 the wind backs onto a ship's heading: it takes 10% DC rigging, once; ships not newly in irons, or in stays, take none", async () => {
    const w = await canvasWorld({ wind: { direction: 0, strength: 'breeze' } });
    registerIronsEffect();
    setWindChangeHandler(applyIronsAfterWindChange);
    // NW (14) is r = 2 from N already; WNW (13) is close-hauled (r = 3) and NNE... E (4) is beam.
    const caught = await shipActor('Caught');
    const already = await shipActor('Already');
    const tacking = await shipActor('Tacking', {
      system: { tack: { phase: 'inStays', startHeading: 13, rotation: 1 } },
    });
    const clear = await shipActor('Clear');
    await placeShip(w.scene, caught, 0, 0, 13 * 22.5);
    await placeShip(w.scene, already, 300, 0, 14 * 22.5);
    await placeShip(w.scene, tacking, 600, 0, 13 * 22.5);
    await placeShip(w.scene, clear, 900, 0, 4 * 22.5);
    // 1+1+1 = 3: the wind backs one point, from N to NNW (15): WNW is now r = 2.
    w.world.dice.push([1, 1, 1]);
    await rollWindChange(w.scene, i18n());
    expect(caught.system.damage).toEqual(rigging(12));
    expect(already.system.damage).toEqual(rigging(0));
    expect(tacking.system.damage).toEqual(rigging(0));
    expect(clear.system.damage).toEqual(rigging(0));
    expect(caught.system.history.at(-1)?.label).toBe('In irons: 12 points of rigging damage');
  });
});
