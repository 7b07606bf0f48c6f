// OR-9 the jury rig and the lee side in the orders (glue): what the dialog refuses, its odds (SD-76 the
// lee-side -1 through the card's own core function), the referee's record's steps (SD-95/SD-96), the
// restored-RDC limits in the orders and the OR-5 speeds (SD-35).
import { describe, expect, it } from 'vitest';
import { THREE_D6_COUNTS, abilitaRow, clampScore, wreckageFireScore } from '../../rules/index.js';
import { shipData } from '../../../tests/turn/ships.js';
import { navigationSegmentSpeeds } from '../canvas/allowance.js';
import {
  juryRigChanges,
  juryRigStateOf,
  speedSailOf,
  wreckAfterTest,
  wreckSpeedSail,
} from '../ship-wreck.js';
import { movementAllowance } from '../canvas/allowance.js';
import { orderErrors } from './orders-errors.js';
import { ordersOdds } from './orders-odds.js';
import { snapshotOrders } from './orders.js';
import { ordersDialogView } from './turn-views.js';
import { pct } from '../chat/view-common.js';

const atLeast = (n: number) => THREE_D6_COUNTS.slice(n).reduce((a, b) => a + b, 0) / 216;
const E = (n: string) => `SCA.Turn.Orders.Error.${n}`;
const EMPTY = snapshotOrders({});
/** The dialog's percentage text of a probability (as turn-views writes it). */
const ordersDialogPct = (p: number) => pct(p);
const ctx = (system: ReturnType<typeof shipData>) => ({
  system,
  headingIndex: 4,
  wind: 0,
  struckMayFightFire: false,
});
const wrecked = (wreck: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  shipData('3rd-74c', 'average', {
    sail: 'full',
    damage: { port: 0, starboard: 0, rigging: 120, riggingRepaired: 0 },
    wreck: { rdcDown: 1, leeSide: 'port', restored: 0, ...wreck },
    ...extra,
  });

describe('OR-9 / SD-76 the orders dialog reads the lee-side -1 for a broadside', () => {
  it('OR-9 SD-76 from the lee side each band needs one more on the dice; the other side is as rolled', () => {
    // Average crew, hove to (wreckage) -1, one RDC lost -1: -2.
    const odds = ordersOdds(
      snapshotOrders({ firePort: 'hull', fireStarboard: 'hull' }),
      wrecked({}),
    );
    const port = odds.find((o) => o.order === 'firePort')!.byBand!;
    const starboard = odds.find((o) => o.order === 'fireStarboard')!.byBand!;
    // Short: a hit on 6+; port needs 6 + 2 + 1 on the dice, starboard 6 + 2.
    expect(port[0]).toEqual({ band: 'short', probability: atLeast(9) });
    expect(starboard[0]).toEqual({ band: 'short', probability: atLeast(8) });
    expect(port.map((b) => b.probability)).not.toEqual(starboard.map((b) => b.probability));
  });
  it('OR-9 SD-76 the odds are the card’s own rule: every total read through wreckageFireScore', () => {
    const s = wrecked({ leeSide: 'starboard' });
    const odds = ordersOdds(snapshotOrders({ fireStarboard: 'hull' }), s)[0]!.byBand!;
    for (const { band, probability } of odds) {
      let count = 0;
      for (let total = 3; total <= 18; total++) {
        const score = wreckageFireScore(clampScore(total - 2), 'starboard', 'starboard').score;
        const v = abilitaRow(score)[band];
        if (v === 'hit' || v === 'wellLaid') count += THREE_D6_COUNTS[total]!;
      }
      expect(probability).toBe(count / 216);
    }
  });
  it('OR-9 SD-76 the orders dialog shows the lower odds for the lee broadside and offers the cut-away', () => {
    const s = wrecked(
      {},
      {
        orders: { ...EMPTY, turn: 2, firePort: 'hull', fireStarboard: 'hull', cutAwayWreck: true },
      },
    );
    const view = ordersDialogView(
      [{ actorUuid: 'a', name: 'a', system: s, headingIndex: 4 }],
      0,
      2,
      false,
    );
    const ship = view.ships[0]!;
    expect(ship.errors).toEqual([]);
    expect(ship.flags.map((f) => f.key)).toContain('cutAwayWreck');
    expect(ship.flags.map((f) => f.key)).not.toContain('juryRig');
    const byBand = (key: string) =>
      ship.odds.find((o) => o.labelKey === `SCA.Turn.Order.${key}`)!.byBand!;
    const short = (key: string) => byBand(key)[0]!.probability;
    // Short range: 9 or more on the dice from the lee (port) side, 8 or more from the other.
    expect(short('firePort')).toBe(ordersDialogPct(atLeast(9)));
    expect(short('fireStarboard')).toBe(ordersDialogPct(atLeast(8)));
  });
  it('OR-9 no rigging down: no modifier on either side', () => {
    const sound = shipData('3rd-74c', 'average');
    const odds = ordersOdds(snapshotOrders({ firePort: 'hull', fireStarboard: 'hull' }), sound);
    expect(odds[0]!.byBand).toEqual(odds[1]!.byBand);
  });
});

describe('OR-9 / SD-95 the jury-rig orders in the dialog', () => {
  it('OR-9 SD-95 the order must be the one the step calls for, and only with rigging down', () => {
    expect(orderErrors(snapshotOrders({ cutAwayWreck: true }), ctx(shipData()))).toEqual([
      E('NoWreck'),
    ]);
    expect(orderErrors(snapshotOrders({ juryRig: true }), ctx(wrecked({})))).toEqual([
      E('WreckNotCutAway'),
    ]);
    expect(
      orderErrors(snapshotOrders({ cutAwayWreck: true }), ctx(wrecked({ phase: 'repair' }))),
    ).toEqual([E('WreckCutAway')]);
    expect(orderErrors(snapshotOrders({ cutAwayWreck: true }), ctx(wrecked({})))).toEqual([]);
    expect(
      orderErrors(snapshotOrders({ juryRig: true }), ctx(wrecked({ phase: 'repair' }))),
    ).toEqual([]);
  });
  it('OR-9 Unf >= A: the odds of a score of 7 or more', () => {
    // -2 (hove to, one RDC lost): 9 on the dice.
    const odds = ordersOdds(snapshotOrders({ cutAwayWreck: true }), wrecked({}));
    expect(odds[0]).toEqual({ order: 'cutAwayWreck', probability: atLeast(9), byBand: null });
  });
  it('OR-9 / SD-35 three RDC jury-rigged this battle: no more than easy sail', () => {
    const rigged = shipData('3rd-74c', 'average', {
      sail: 'easy',
      wreck: { rdcDown: 0, leeSide: '', restored: 3 },
    });
    expect(orderErrors(snapshotOrders({ increaseSail: true }), ctx(rigged))).toEqual([
      E('RestoredEasyOnly'),
    ]);
    const two = shipData('3rd-74c', 'average', {
      sail: 'easy',
      wreck: { rdcDown: 0, leeSide: '', restored: 2 },
    });
    expect(orderErrors(snapshotOrders({ increaseSail: true }), ctx(two))).toEqual([]);
  });
});

describe('OR-9 / SD-95 the referee’s record of the jury rig', () => {
  it('OR-9 SD-33 SD-95 the speed reads one sail step lower until the sail is reduced, then the set sail', () => {
    const s = wrecked({});
    expect(wreckSpeedSail(s)).toBe('easy');
    const cut = juryRigChanges(s, 'cutAwayWreck', 'fail', false)!;
    expect(cut.changes).toEqual({
      wreck: {
        rdcDown: 1,
        leeSide: 'port',
        restored: 0,
        phase: 'cutAway',
        cutAwayLeft: 1,
        speedSail: '',
      },
      sail: 'easy',
    });
    const after = { ...s, ...cut.changes } as typeof s;
    expect(wreckSpeedSail(after)).toBe('easy');
    // A failed second try changes nothing (tried again next turn).
    expect(juryRigChanges(after, 'cutAwayWreck', 'fail', false)!.changes).toBeNull();
  });
  it('OR-9 SD-34 two RDC down: two cut-away turns, the speed two steps lower until reduced', () => {
    const s = wrecked({ rdcDown: 2 });
    expect(wreckSpeedSail(s)).toBe('furled');
    const first = juryRigChanges(s, 'cutAwayWreck', 'A', false)!;
    expect(first.changes).toMatchObject({ sail: 'furled', wreck: { phase: 'cutAway' } });
    const after = { ...s, ...first.changes } as typeof s;
    expect(juryRigStateOf(after)).toEqual({ phase: 'cutAway', rdcDown: 2, segmentsLeft: 1 });
  });
  it('OR-9 a jury-rigged RDC: the box restored, counted as restored, the record cleared when all are', () => {
    const s = wrecked({ phase: 'repair' });
    const r = juryRigChanges(s, 'juryRig', 'A', false)!;
    expect(r.changes).toEqual({
      wreck: {
        rdcDown: 0,
        leeSide: '',
        restored: 1,
        phase: 'reduceSail',
        cutAwayLeft: 0,
        speedSail: '',
      },
      damage: { port: 0, starboard: 0, rigging: 0, riggingRepaired: 1 },
    });
    expect(juryRigChanges(s, 'juryRig', 'all', true)!.changes).toBeNull();
  });
  it('OR-9 SD-96 a new fall during the jury rig starts it again with every RDC down', () => {
    const s = wrecked({ phase: 'repair' });
    expect(wreckAfterTest(s, 1, 'starboard')).toEqual({
      rdcDown: 2,
      leeSide: 'starboard',
      restored: 0,
      phase: 'reduceSail',
      cutAwayLeft: 0,
      speedSail: 'furled',
    });
  });
  it('OR-9 SD-99 the speed setting is fixed at the fall: sail shortened by an order since is not reduced again', () => {
    const fell = wreckAfterTest(shipData('3rd-74c', 'average', { sail: 'full' }), 1, 'port')!;
    expect(fell.speedSail).toBe('easy');
    // The owner then orders a decrease of sail: easy is the speed setting, not one step below it.
    const s = wrecked(fell, { sail: 'easy' });
    expect(wreckSpeedSail(s)).toBe('easy');
    const cut = juryRigChanges(s, 'cutAwayWreck', 'A', false)!;
    expect(cut.changes).toMatchObject({ sail: 'easy', wreck: { phase: 'repair' } });
    // Without the fixed setting (a record from before), one step below the sail set.
    expect(wreckSpeedSail(wrecked({}, { sail: 'easy' }))).toBe('furled');
  });
});

describe('OR-9 / SD-35 OR-5 speeds on jury-rigged rigging', () => {
  const wind = { direction: 0, strength: 'breeze' as const };
  it('OR-9 SD-35 five RDC jury-rigged: the segment-1 speed spread over both segments', () => {
    const plain = navigationSegmentSpeeds(
      shipData('3rd-74c', 'average', { sail: 'easy' }),
      4,
      wind,
      1200,
    )!;
    const five = navigationSegmentSpeeds(
      shipData('3rd-74c', 'average', {
        sail: 'easy',
        wreck: { rdcDown: 0, leeSide: '', restored: 5 },
      }),
      4,
      wind,
      1200,
    )!;
    expect(five.segment1Mm).toBe(plain.segment1Mm / 2);
    expect(five.segment2Mm).toBe(plain.segment1Mm / 2);
    expect(five.steps.at(-1)).toMatchObject({ key: 'restoredRdc', rule: 'OR-9' });
  });
  it('OR-9 SD-33 rigging down and not yet reduced: the navigation speed of one sail step lower', () => {
    const down = navigationSegmentSpeeds(wrecked({}, { damage: undefined }), 4, wind, 1200)!;
    const easy = navigationSegmentSpeeds(
      shipData('3rd-74c', 'average', { sail: 'easy' }),
      4,
      wind,
      1200,
    )!;
    expect(down.segment1Mm).toBe(easy.segment1Mm);
  });
});

describe('OR-9 / SD-35 Fast Play speed on jury-rigged rigging', () => {
  it('OR-9 SD-35 three restored: full sail set by the GM still moves at easy sail', () => {
    const full = (restored: number) =>
      shipData('3rd-74c', 'average', {
        sail: 'full',
        wreck: { rdcDown: 0, leeSide: '', restored },
      });
    expect(speedSailOf(full(3))).toBe('easy');
    expect(speedSailOf(full(2))).toBe('full');
    const wind = { direction: 0, strength: 'breeze' as const };
    const easy = shipData('3rd-74c', 'average', { sail: 'easy' });
    expect(movementAllowance(full(3), wind, 1200).allowanceMm).toBe(
      movementAllowance(easy, wind, 1200).allowanceMm,
    );
    expect(movementAllowance(full(2), wind, 1200).allowanceMm).toBeGreaterThan(
      movementAllowance(easy, wind, 1200).allowanceMm,
    );
  });
});
