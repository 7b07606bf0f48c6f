// OR-3 seven-dice Abilità in the turn flow's glue: the card keeps all seven faces and a score per
// group, each order is resolved on its own group's score, re-validation recomputes the scores from the
// faces, the card view names the groups, and the orders dialog's joint odds are exact (SD-90..SD-92).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import { oneRollJointOdds, ordersJointOdds } from '../../rules/index.js';
import { pct, type ViewContext } from '../chat/view-common.js';
import type { AbilitaCard } from '../chat/card-data-fire.js';
import {
  buildAbilitaCard,
  criticalCourseShips,
  orderOutcomes,
  verifyAbilitaEntry,
} from './abilita.js';
import { checkAbilita } from './cards/checks.js';
import { abilitaView } from './cards/views-abilita.js';
import { buildGunneryCard } from './gunnery.js';
import { allOrdersOdds, jointConditions } from './orders-joint-odds.js';
import { modifierTotalOf } from './orders-odds.js';
import { snapshotOrders } from './orders.js';
import { orderPlan, orderPose } from './plans.js';
import { ordersDialogView } from './turn-views.js';

const withOrders = (o: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  shipData('2nd-98s', 'good', {
    orders: { ...snapshotOrders(o), turn: 1, locked: false },
    ...extra,
  });
const prince = withOrders({ changeCourse: 'ESE', firePort: 'hull' });
const rollShip = (system = prince, uuid = 'Actor.prince') => ({
  actorUuid: uuid,
  name: uuid,
  system,
  headingIndex: 4,
});
// Common 1; yellow 2+3; blue 1+2; red 6+6. Prince is a good crew (+1): yellow 7, blue 5, red 14.
const SEVEN = [1, 2, 3, 1, 2, 6, 6];
const sevenCard = (ships = [rollShip()], seven = SEVEN): AbilitaCard =>
  buildAbilitaCard({ turn: 1, side: 'British', faces: [], sevenDice: seven, wind: 0, ships });

describe('OR-3 seven dice: the Abilità card', () => {
  it('OR-3 keeps the seven faces and a score per group; faces and score are the red group (SD-90)', () => {
    const card = sevenCard();
    expect(card.sevenDice).toEqual(SEVEN);
    expect(card.faces).toEqual([1, 6, 6]);
    expect(card.ships[0]).toMatchObject({
      score: 14,
      groupScores: { yellow: 7, blue: 5, red: 14 },
    });
    // Off: the 3d6 card is what it was (no seven dice, no group scores).
    const plain = buildAbilitaCard({
      turn: 1,
      side: 'British',
      faces: [1, 6, 6],
      wind: 0,
      ships: [rollShip()],
    });
    expect(plain).not.toHaveProperty('sevenDice');
    expect(plain.ships[0]).not.toHaveProperty('groupScores');
    expect(plain.ships[0]!.score).toBe(14);
  });
  it('OR-3 each group is clamped to 3..18 on its own', () => {
    const poor = shipData('3rd-64', 'poor', {
      orders: { ...snapshotOrders({ extinguish: true }), turn: 1, locked: false },
      fires: { hull: 1, rigging: 0 },
    });
    const card = sevenCard([rollShip(poor)], [1, 1, 1, 6, 6, 1, 2]);
    // 3 - 2 = 1 -> 3; 13 - 2 = 11; 4 - 2 = 2 -> 3.
    expect(card.ships[0]!.groupScores).toEqual({ yellow: 3, blue: 11, red: 3 });
  });
  it('OR-3 the course order reads the blue dice (fails on 5), the broadside the red (hits on 14)', () => {
    const entry = sevenCard().ships[0]!;
    const out = orderOutcomes(entry, prince);
    expect(out.find((o) => o.order === 'changeCourse')).toMatchObject({
      success: false,
      result: 'fail',
    });
    expect(out.find((o) => o.order === 'firePort')).toMatchObject({
      byBand: [
        { band: 'short', result: 'hit' },
        { band: 'medium', result: 'hit' },
        { band: 'long', result: 'hit' },
      ],
    });
    // The course is not turned on the table; with one 3d6 of the same red dice it would have been.
    expect(orderPose({ entry, order: 'changeCourse', wind: 0 }, 5)).toBeNull();
    const plain = { ...entry, groupScores: undefined };
    expect(orderPose({ entry: plain, order: 'changeCourse', wind: 0 }, 5)).not.toBeNull();
  });
  it('OR-3 / SD-39 fire fighting reads the yellow dice, reload and the gunnery card the red', () => {
    const burning = withOrders({ extinguish: true }, { fires: { hull: 1, rigging: 0 } });
    // Common 1, yellow 6+6 -> 13 (+1 crew -1 fire) = 13; blue 1+1; red 1+1 -> 3.
    const card = sevenCard([rollShip(burning)], [1, 6, 6, 1, 1, 1, 1]);
    const entry = card.ships[0]!;
    expect(entry.groupScores).toEqual({ yellow: 13, blue: 3, red: 3 });
    expect(orderOutcomes(entry, burning)[0]).toMatchObject({ order: 'extinguish', success: true });
    const plan = orderPlan({
      entry,
      order: 'extinguish',
      system: burning,
      wind: 0,
      burning: () => false,
    });
    expect(plan?.changes).toMatchObject({ fires: { hull: 0, rigging: 0 } });
    const gunnery = buildGunneryCard({
      abilita: sevenCard(),
      abilitaMessageId: 'm',
      shipIndex: 0,
      broadside: 'port',
      firer: prince,
      targeting: { candidates: [], chosen: null, choices: [] },
    });
    expect(gunnery.score).toBe(14);
  });
  it('OR-3 / SD-91 the critical course failure (X) is read on the blue dice only', () => {
    const avg = shipData('3rd-74c', 'average', {
      orders: { ...snapshotOrders({ firePort: 'hull' }), turn: 1, locked: false },
    });
    // Blue 1+1+1 = 3: X. Red 13.
    expect(criticalCourseShips(sevenCard([rollShip(avg)], [1, 6, 6, 1, 1, 6, 6]))).toEqual([0]);
    // Red 3 is an unlucky shot, not a course failure.
    expect(criticalCourseShips(sevenCard([rollShip(avg)], [1, 6, 6, 6, 6, 1, 1]))).toEqual([]);
  });
});

describe('OR-3 seven dice: re-validation recomputes every score from the seven faces', () => {
  it('OR-3 the genuine card passes against its four Rolls', () => {
    const card = sevenCard();
    expect(verifyAbilitaEntry(card, 0, SEVEN, prince)).toBe(card.ships[0]);
  });
  it('OR-3 other faces, a better group score, or a card without its group scores are refused', () => {
    const card = sevenCard();
    expect(() => verifyAbilitaEntry(card, 0, [1, 2, 3, 6, 6, 6, 6], prince)).toThrow(
      /does not match its dice roll/,
    );
    expect(() => verifyAbilitaEntry(card, 0, [1, 6, 6], prince)).toThrow(/dice roll/);
    const better = {
      ...card,
      ships: [{ ...card.ships[0]!, groupScores: { yellow: 7, blue: 18, red: 14 } }],
    };
    expect(() => verifyAbilitaEntry(better, 0, SEVEN, prince)).toThrow(/not the roll plus/);
    const { groupScores: _, ...bare } = card.ships[0]!;
    expect(() => verifyAbilitaEntry({ ...card, ships: [bare] }, 0, SEVEN, prince)).toThrow(
      /not the roll plus/,
    );
    // A red group that is not the card's `faces` is refused too.
    expect(() => verifyAbilitaEntry({ ...card, faces: [1, 6, 5] }, 0, SEVEN, prince)).toThrow(
      /dice roll/,
    );
  });
  it('OR-3 group scores on a 3d6 card are refused by the card model and by re-validation', () => {
    const plain = buildAbilitaCard({
      turn: 1,
      side: 'British',
      faces: [1, 6, 6],
      wind: 0,
      ships: [rollShip()],
    });
    const forged = {
      ...plain,
      ships: [{ ...plain.ships[0]!, groupScores: { yellow: 18, blue: 18, red: 14 } }],
    };
    expect(() => verifyAbilitaEntry(forged, 0, [1, 6, 6], prince)).toThrow(/not the roll plus/);
    expect(() => checkAbilita(forged as unknown as Record<string, unknown>)).toThrow(
      /needs the seven dice/,
    );
    const card = sevenCard() as unknown as Record<string, unknown>;
    expect(() => checkAbilita(card)).not.toThrow();
    expect(() => checkAbilita({ ...card, sevenDice: [1, 2, 3, 4, 5, 6] })).toThrow(/seven dice/);
    expect(() => checkAbilita({ ...card, sevenDice: [1, 2, 3, 4, 5, 6, 7] })).toThrow(/seven dice/);
  });
});

const ctx: ViewContext = {
  messageId: 'm',
  viewer: { isGM: false, owns: () => true },
  scale: 1200,
  ship: () => prince,
  effect: () => ({ state: 'none' }),
  related: { fired: () => false, tested: () => false, criticalsPosted: false },
};

describe('OR-3 seven dice: the card view', () => {
  it('OR-3 shows the dice by group, named in words, and each order checked on its group', () => {
    const view = abilitaView(sevenCard(), ctx);
    expect(view.sevenDice).toEqual([
      { part: 'common', labelKey: 'SCA.Turn.SevenDice.common', faces: [1], total: null },
      { part: 'yellow', labelKey: 'SCA.Turn.SevenDice.yellow', faces: [2, 3], total: 6 },
      { part: 'blue', labelKey: 'SCA.Turn.SevenDice.blue', faces: [1, 2], total: 4 },
      { part: 'red', labelKey: 'SCA.Turn.SevenDice.red', faces: [6, 6], total: 13 },
    ]);
    const ship = view.ships[0]!;
    expect(ship.groupScores?.map((g) => [g.group, g.score])).toEqual([
      ['yellow', 7],
      ['blue', 5],
      ['red', 14],
    ]);
    const course = ship.outcomes.find((o) => o.orderKey === 'SCA.Turn.Order.changeCourse')!;
    expect(course).toMatchObject({ group: 'blue', groupKey: 'SCA.Turn.SevenDice.Short.blue' });
    expect(course.check).toMatchObject({ text: '5 vs 6+', pass: false });
    const fire = ship.outcomes.find((o) => o.orderKey === 'SCA.Turn.Order.firePort')!;
    expect(fire).toMatchObject({ group: 'red' });
    // Short range needs 6+: the red 14 hits (the blue 5 would not).
    expect(fire.byBand?.[0]?.check).toMatchObject({ pass: true });
    expect(ship.criticalCheck).toBeNull();
  });
  it('OR-3 off: no groups in the view', () => {
    const plain = buildAbilitaCard({
      turn: 1,
      side: 'British',
      faces: [1, 6, 6],
      wind: 0,
      ships: [rollShip()],
    });
    const view = abilitaView(plain, ctx);
    expect(view.sevenDice).toBeNull();
    expect(view.ships[0]!.groupScores).toBeNull();
    expect(view.ships[0]!.outcomes[0]).toMatchObject({ group: '', groupKey: '' });
  });
});

describe('OR-3 seven dice: the orders dialog odds (SD-92)', () => {
  const two = snapshotOrders({ changeCourse: 'ESE', prepareBoarding: true, firePort: 'hull' });
  it('OR-3 the chance of all orders counts the 6^7 outcomes, each order on its group', () => {
    const conditions = jointConditions(two, prince);
    // Broadsides depend on the band: left out.
    expect(conditions.map((c) => c.order)).toEqual(['changeCourse', 'prepareBoarding']);
    const mod = modifierTotalOf(prince);
    const seven = allOrdersOdds(two, prince, true)!;
    expect(seven).toEqual(ordersJointOdds(conditions, mod, true));
    // Course ok from 6, boarding from 7, +1 crew: on one 3d6 both need 6+ (P = 206/216); on seven dice
    // blue needs 5+ and red 6+ with a shared common die.
    const one = oneRollJointOdds(
      conditions.map((c) => ({ group: 'red', holds: c.holds })),
      mod,
    );
    expect(one.probability).toBeCloseTo(206 / 216, 12);
    expect(seven.probability).not.toBeCloseTo(one.probability, 6);
    expect(seven.count).toBe(ordersJointOdds(conditions, mod, true).count);
    expect(allOrdersOdds(snapshotOrders({ changeCourse: 'ESE' }), prince, true)).toBeNull();
  });
  it('OR-3 the dialog shows the joint odds and each order’s dice only with seven dice', () => {
    const ship = {
      actorUuid: 'Actor.prince',
      name: 'HMS Prince',
      system: withOrders({ changeCourse: 'ESE', prepareBoarding: true }),
      headingIndex: 4,
    };
    const on = ordersDialogView([ship], 0, 1, false, null, undefined, true).ships[0]!;
    const exact = allOrdersOdds(ship.system.orders, ship.system, true)!;
    expect(on.jointOdds).toBe(pct(exact.probability));
    expect(on.odds.map((o) => o.groupKey)).toEqual([
      'SCA.Turn.SevenDice.Short.blue',
      'SCA.Turn.SevenDice.Short.red',
    ]);
    const off = ordersDialogView([ship], 0, 1, false).ships[0]!;
    expect(off.jointOdds).toBe('');
    expect(off.odds.map((o) => o.groupKey)).toEqual(['', '']);
  });
});

describe('OR-3 seven dice: no reader of an Abilità entry bypasses orderScore / groupScore', () => {
  /** Every glue source file (tests excepted), path and text. */
  function sources(dir: string): Array<[string, string]> {
    return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const path = join(dir, d.name);
      if (d.isDirectory()) return sources(path);
      return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts')
        ? [[path, readFileSync(path, 'utf8')] as [string, string]]
        : [];
    });
  }
  it('OR-3 `entry.score` is read only where the card is built, checked and shown as the 3d6 score', () => {
    const readers = sources(join(__dirname, '..')).flatMap(([path, text]) =>
      text
        .split('\n')
        .flatMap((line, i) =>
          /\bentry\??\.score\b/.test(line) ? [`${path.split('/foundry/')[1]}:${i + 1}`] : [],
        ),
    );
    expect(readers.map((r) => r.replace(/:\d+$/, ''))).toEqual([
      'turn/abilita.ts',
      'turn/cards/views-abilita.ts',
    ]);
  });
});
