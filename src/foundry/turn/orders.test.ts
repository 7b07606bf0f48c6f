import { describe, expect, it } from 'vitest';
import { THREE_D6_COUNTS } from '../../rules/index.js';
import { shipData } from '../../../tests/turn/ships.js';
import { legalCourseTargets, snapshotOrders } from './orders.js';
import { orderErrors } from './orders-errors.js';
import { ordersOdds } from './orders-odds.js';
import { ordersDialogView } from './turn-views.js';

const atLeast = (n: number) => THREE_D6_COUNTS.slice(n).reduce((a, b) => a + b, 0) / 216;

const ctx = (
  system = shipData('3rd-74c'),
  extra: Partial<{
    headingIndex: number | null;
    wind: number | null;
    struckMayFightFire: boolean;
  }> = {},
) => ({
  system,
  headingIndex: 4,
  wind: 0,
  struckMayFightFire: false,
  ...extra,
});
const E = (n: string) => `SCA.Turn.Orders.Error.${n}`;

describe('FP-3 orders', () => {
  it('FP-3 a valid set of orders has no errors', () => {
    expect(
      orderErrors(
        snapshotOrders({ firePort: 'hull', fireStarboard: 'rigging', changeCourse: 'ESE' }),
        ctx(),
      ),
    ).toEqual([]);
  });
  it('FP-5.1 sail changes: not both, not past full sail or furled', () => {
    expect(orderErrors(snapshotOrders({ increaseSail: true, decreaseSail: true }), ctx())).toEqual([
      E('SailBoth'),
      E('SailMax'),
    ]);
    expect(
      orderErrors(
        snapshotOrders({ decreaseSail: true }),
        ctx(shipData('3rd-74c', 'average', { sail: 'furled' })),
      ),
    ).toEqual([E('SailMin')]);
  });
  it('FP-5.5 a course order must name a heading reachable this turn', () => {
    // Heading E (4), wind from N: r = 4, legal targets r 3, 5, 6, 7.
    expect(legalCourseTargets(ctx())).toEqual(['ENE', 'ESE', 'SE', 'SSE']);
    expect(orderErrors(snapshotOrders({ changeCourse: 'NE' }), ctx())).toEqual([
      E('CourseIllegal'),
    ]);
    expect(
      orderErrors(
        snapshotOrders({ changeCourse: 'ESE' }),
        ctx({ ...shipData('3rd-74c') }, { headingIndex: null }),
      ),
    ).toEqual([E('NoHeading')]);
  });
  it('FP-5.6 a tack starts close-hauled and, once in stays, must be completed', () => {
    expect(orderErrors(snapshotOrders({ tack: true }), ctx())).toEqual([E('TackNotCloseHauled')]);
    expect(
      orderErrors(snapshotOrders({ tack: true }), ctx(shipData('3rd-74c'), { headingIndex: 3 })),
    ).toEqual([]);
    const inStays = shipData('3rd-74c', 'average', {
      tack: { phase: 'inStays', startHeading: 3, rotation: -1 },
    });
    expect(
      orderErrors(snapshotOrders({ firePort: 'hull' }), ctx(inStays, { headingIndex: 0 })),
    ).toEqual([E('TackContinue')]);
  });
  it('SD-255 / OR-9 / FP-5.6 in stays with rigging down: the tack order is refused (Wreck) and not required, so the jury rig can be ordered', () => {
    const down = shipData('3rd-74c', 'average', {
      tack: { phase: 'inStays', startHeading: 3, rotation: -1 },
      wreck: { rdcDown: 1, leeSide: 'port', restored: 0, phase: 'repair', cutAwayLeft: 0 },
    } as never);
    const at = ctx(down, { headingIndex: 0 });
    expect(orderErrors(snapshotOrders({ juryRig: true }), at)).toEqual([]);
    expect(orderErrors(snapshotOrders({ tack: true, juryRig: true }), at)).toEqual([E('Wreck')]);
  });
  it('FP-6.6 the rudder bear-away is automatic, not a roll: no course order for a ship it turns, and no tack with a damaged rudder', () => {
    const rudder = shipData('3rd-74c', 'average', { rudderDamaged: true });
    // Heading E (4) in a north wind: r = 4, the rudder turns it to ESE by itself.
    expect(legalCourseTargets(ctx(rudder))).toEqual([]);
    expect(orderErrors(snapshotOrders({ changeCourse: 'ESE' }), ctx(rudder))).toEqual([
      E('RudderBearsAway'),
    ]);
    expect(orderErrors(snapshotOrders({ firePort: 'hull' }), ctx(rudder))).toEqual([]);
    expect(orderErrors(snapshotOrders({ tack: true }), ctx(rudder, { headingIndex: 3 }))).toEqual([
      E('RudderBearsAway'),
      E('TackRudder'),
    ]);
    // From r >= 5 it steers by order again, within r >= 5; furled it is not turned, and may order the one point itself.
    expect(legalCourseTargets(ctx(rudder, { headingIndex: 5 }))).toEqual(['SE', 'SSE', 'S']);
    expect(
      legalCourseTargets(
        ctx(shipData('3rd-74c', 'average', { rudderDamaged: true, sail: 'furled' })),
      ),
    ).toEqual(['ESE']);
  });
  it('FP-7.3 with boarding parties ready a ship fires one side only', () => {
    const ready = shipData('3rd-74c', 'average', {
      boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false },
    });
    expect(
      orderErrors(snapshotOrders({ firePort: 'hull', fireStarboard: 'hull' }), ctx(ready)),
    ).toEqual([E('OneSideWithParties')]);
    // A preparation only ordered does not limit the orders (FP-7.3: parties-fire.test.ts).
  });
  it('FP-7.5 a captured ship may not fire or board; FP-6.7 a fireship never fires', () => {
    const prize = shipData('3rd-74c', 'average', {
      status: { struck: false, captured: true, exploded: false, abandoned: false },
    });
    expect(
      orderErrors(snapshotOrders({ firePort: 'hull', prepareBoarding: true }), ctx(prize)),
    ).toEqual([E('MayNotFire'), E('MayNotBoard')]);
    const fireship = shipData('6th-20-28', 'average', {
      fireship: { isFireship: true, lit: false },
    });
    expect(
      orderErrors(snapshotOrders({ firePort: 'hull', lightFireship: true }), ctx(fireship)),
    ).toEqual([E('MayNotFire')]);
  });
  it('FP-4.4 option: a struck ship fights its fires only with the setting "struckMayFightFire"', () => {
    const struck = shipData('3rd-74c', 'average', {
      status: { struck: true, captured: false, exploded: false, abandoned: false },
      fires: { hull: 1, rigging: 0 },
    });
    expect(orderErrors(snapshotOrders({ extinguish: true }), ctx(struck))).toEqual([E('Inactive')]);
    expect(
      orderErrors(snapshotOrders({ extinguish: true }), ctx(struck, { struckMayFightFire: true })),
    ).toEqual([]);
    expect(
      orderErrors(snapshotOrders({ firePort: 'hull' }), ctx(struck, { struckMayFightFire: true })),
    ).toEqual([E('StruckOnlyFire'), E('MayNotFire'), E('ExtinguishRequired')]);
  });
  it('FP-4.4 fire fighting is compulsory: the orders of a burning ship that may fight fire must include Ext, even with no other order', () => {
    const burning = shipData('3rd-74c', 'average', { fires: { hull: 0, rigging: 1 } });
    expect(orderErrors(snapshotOrders({}), ctx(burning))).toEqual([E('ExtinguishRequired')]);
    expect(orderErrors(snapshotOrders({ firePort: 'hull' }), ctx(burning))).toEqual([
      E('ExtinguishRequired'),
    ]);
    expect(
      orderErrors(snapshotOrders({ extinguish: true, firePort: 'hull' }), ctx(burning)),
    ).toEqual([]);
    // Not for a ship that may not fight fires (struck, without the option), nor for a lit fireship's own fire (FP-6.7).
    const struck = shipData('3rd-74c', 'average', {
      fires: { hull: 1, rigging: 0 },
      status: { struck: true, captured: false, exploded: false, abandoned: false },
    });
    expect(orderErrors(snapshotOrders({}), ctx(struck))).toEqual([]);
    expect(orderErrors(snapshotOrders({}), ctx(struck, { struckMayFightFire: true }))).toEqual([
      E('ExtinguishRequired'),
    ]);
    const fireship = shipData('6th-20-28', 'average', {
      fires: { hull: 0, rigging: 1 },
      fireship: { isFireship: true, lit: true },
    });
    expect(orderErrors(snapshotOrders({}), ctx(fireship))).toEqual([]);
  });
  it('FP-4.4 the orders dialog writes Ext for a burning ship', () => {
    const burning = shipData('3rd-74c', 'average', { fires: { hull: 1, rigging: 0 } });
    const view = ordersDialogView(
      [{ actorUuid: 'a', name: 'a', system: burning, headingIndex: 4 }],
      0,
      1,
      false,
    );
    expect(view.ships[0]!.flags.find((f) => f.key === 'extinguish')!.checked).toBe(true);
    expect(view.ships[0]!.errors).toEqual([]);
  });
  it('D-4 repair is refused once the ship has repaired a rigging DC, even if that box was lost again; its odds are nil', () => {
    const used = shipData('3rd-74c', 'average', {
      damage: { port: 0, starboard: 0, rigging: 250, riggingRepaired: 0 },
      riggingRepairUsed: true,
    });
    expect(orderErrors(snapshotOrders({ repairRigging: true }), ctx(used))).toEqual([
      E('RepairUsed'),
    ]);
    expect(ordersOdds(snapshotOrders({ repairRigging: true }), used)[0]!.probability).toBe(0);
  });
  it('D-4 repair needs a lost rigging DC; FP-4.5 unfoul needs a contact', () => {
    expect(
      orderErrors(snapshotOrders({ repairRigging: true, unfoul: true, extinguish: true }), ctx()),
    ).toEqual([E('NoFire'), E('NoContact'), E('NoRiggingLost')]);
  });
});

describe('FP-4.2 exact odds before the roll', () => {
  it('FP-4.2 an average crew: Ext 10+, fire at long 10+, at short 6+ (H or W)', () => {
    const odds = ordersOdds(
      snapshotOrders({ extinguish: true, firePort: 'hull' }),
      shipData('3rd-74c', 'average', { fires: { hull: 1, rigging: 0 } }),
    );
    // One fire: -1, so Ext needs 11 on the dice.
    expect(odds[0]).toEqual({ order: 'extinguish', probability: atLeast(11), byBand: null });
    expect(odds[1]!.byBand).toEqual([
      { band: 'short', probability: atLeast(7) },
      { band: 'medium', probability: atLeast(9) },
      { band: 'long', probability: atLeast(11) },
    ]);
  });
  it('FP-4.1 a good crew (+1): course change needs 5 on the dice (6+ modified); repair 6+ too (D-4)', () => {
    const damaged = shipData('3rd-74c', 'good', {
      damage: { port: 0, starboard: 0, rigging: 130, riggingRepaired: 0 },
    });
    const odds = ordersOdds(snapshotOrders({ changeCourse: 'ESE', repairRigging: true }), damaged);
    // One RDC lost: -1, with good +1: net 0.
    expect(odds.map((o) => o.probability)).toEqual([atLeast(6), atLeast(6)]);
  });
  it('FP-4.5 unfoul odds depend on the contact: an enemy collision needs A,E (8+)', () => {
    const touching = shipData('3rd-74c', 'average', {
      contacts: [{ actorId: 'x', kind: 'enemyCollision' }],
    });
    // In contact: hove to -1.
    expect(ordersOdds(snapshotOrders({ unfoul: true }), touching)[0]!.probability).toBe(atLeast(9));
  });
});

describe('FP-2.5 a dismasted ship in the orders', () => {
  const dismasted = () =>
    shipData('3rd-74c', 'average', {
      damage: { port: 0, starboard: 0, rigging: 720, riggingRepaired: 0 },
    });
  it('FP-2.5 refuses sail made, a course change or a tack; fire and repair stay', () => {
    const ctx = { system: dismasted(), headingIndex: 4, wind: 0, struckMayFightFire: false };
    expect(orderErrors(snapshotOrders({ increaseSail: true }), ctx)).toContain(
      'SCA.Turn.Orders.Error.Dismasted',
    );
    expect(orderErrors(snapshotOrders({ tack: true }), ctx)).toContain(
      'SCA.Turn.Orders.Error.Dismasted',
    );
    expect(orderErrors(snapshotOrders({ firePort: 'hull' }), ctx)).toEqual([]);
  });
  it('FP-2.5 the dialog offers it no sail, course or tack', () => {
    const view = ordersDialogView(
      [{ actorUuid: 'a', name: 'a', system: dismasted(), headingIndex: 4 }],
      0,
      1,
      false,
    );
    const ship = view.ships[0]!;
    expect(ship.flags.map((f) => f.key)).not.toContain('increaseSail');
    expect(ship.flags.map((f) => f.key)).not.toContain('tack');
    expect(ship.course).toBeNull();
    expect(ship.firePort).not.toBeNull();
  });
  it('an error sits beside the first field it is about and marks every order it concerns', () => {
    const view = ordersDialogView(
      [
        {
          actorUuid: 'a',
          name: 'a',
          system: {
            ...shipData('3rd-74c', 'average'),
            orders: {
              ...snapshotOrders({ increaseSail: true, decreaseSail: true, changeCourse: 'S' }),
              turn: 1,
              locked: false,
            },
          },
          headingIndex: 4,
        },
      ],
      0,
      1,
      false,
    );
    const ship = view.ships[0]!;
    const inc = ship.flags.find((f) => f.key === 'increaseSail')!;
    const dec = ship.flags.find((f) => f.key === 'decreaseSail')!;
    expect(inc.errors).toContain('SCA.Turn.Orders.Error.SailBoth');
    expect(dec).toMatchObject({ invalid: true, errors: [], errorId: inc.ownErrorId });
    expect(ship.course).toMatchObject({
      invalid: true,
      errors: ['SCA.Turn.Orders.Error.CourseIllegal'],
    });
    expect(ship.course!.options.find((o) => o.selected)).toMatchObject({
      value: 'S',
      unreachable: true,
    });
    expect(ship.generalErrors).toEqual([]);
  });
});

describe('FP-A3 / OR-11 / SD-256 keeping course and speed', () => {
  const keeps = { ...ctx(), keepCourseAndSpeed: true };
  it('SD-256 FP-A3 a ship that keeps course and speed gives no sail, course or tack order; fire stays free', () => {
    for (const o of [{ decreaseSail: true }, { changeCourse: 'ESE' }, { tack: true }])
      expect(orderErrors(snapshotOrders(o), keeps)).toContain(E('KeepCourseAndSpeed'));
    expect(
      orderErrors(snapshotOrders({ firePort: 'hull', fireStarboard: 'rigging' }), keeps),
    ).toEqual([]);
    expect(orderErrors(snapshotOrders({ decreaseSail: true }), ctx())).toEqual([]);
  });
  it('SD-256 FP-5.4 in irons she still bears away; FP-5.6 a tack in stays goes on', () => {
    const irons = { ...keeps, headingIndex: 1 };
    expect(orderErrors(snapshotOrders({ changeCourse: 'ENE' }), irons)).toEqual([]);
    const inStays = {
      ...keeps,
      system: shipData('3rd-74c', 'average', {
        tack: { phase: 'inStays', startHeading: 3, rotation: -1 },
      }),
      headingIndex: 0,
    };
    expect(orderErrors(snapshotOrders({ tack: true }), inStays)).not.toContain(
      E('KeepCourseAndSpeed'),
    );
  });
});
