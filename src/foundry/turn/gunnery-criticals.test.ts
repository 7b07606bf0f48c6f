// Gunnery cards, the critical shots of one roll and the ships in a boarding (the Abilità card:
// abilita-orders.test.ts).
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import type { GunneryCard } from '../chat/card-data-fire.js';
import { buildAbilitaCard } from './abilita.js';
import { ship, targetEntry as tgt } from '../../../tests/support/abilita-fixtures.js';
import {
  allBroadsidesFired,
  buildCriticalCard,
  drawCriticals,
  unluckyPlan,
  wellLaidPlan,
  type GunneryRecord,
} from './criticals.js';
import {
  buildGunneryCard,
  checkFiringBf,
  chooseTarget,
  damagePlan,
  doubleExtra,
  resolveGunnery,
} from './gunnery.js';

describe('FP-6 gunnery cards', () => {
  const abilita = buildAbilitaCard({
    turn: 1,
    side: 'British',
    faces: [5, 5, 5],
    wind: 0,
    ships: [
      ship('a', '2nd-98s', 'good', { firePort: 'hull' }),
      ship('b', '5th-32-34', 'good', { firePort: 'rigging', fireStarboard: 'hull' }),
    ],
  });
  const firer = shipData('2nd-98s', 'good', {
    damage: { port: 170, starboard: 0, rigging: 0, riggingRepaired: 0 },
  });
  it('FP-2.2 the card fires the current BF of the ordered side; an unordered side is refused', () => {
    const card = buildGunneryCard({
      abilita,
      abilitaMessageId: 'm',
      shipIndex: 0,
      broadside: 'port',
      firer,
      targeting: { candidates: [tgt('t')], chosen: 't', choices: ['t'] },
    });
    expect(card).toMatchObject({ bf: 9, score: 16, aim: 'hull', targetUuid: 't' });
    expect(() =>
      buildGunneryCard({
        abilita,
        abilitaMessageId: 'm',
        shipIndex: 0,
        broadside: 'starboard',
        firer,
        targeting: { candidates: [], chosen: null, choices: [] },
      }),
    ).toThrow(/not ordered/);
    expect(() => checkFiringBf({ ...card, bf: 10 }, firer)).not.toThrow();
    expect(() => checkFiringBf({ ...card, bf: 11 }, firer)).toThrow(/broadside factor/);
    expect(() => checkFiringBf({ ...card, bf: 8 }, firer)).toThrow(/broadside factor/);
  });
  it('D-18 with a target in each half the player chooses; nothing else may be chosen', () => {
    const card = buildGunneryCard({
      abilita,
      abilitaMessageId: 'm',
      shipIndex: 0,
      broadside: 'port',
      firer,
      targeting: {
        candidates: [tgt('f'), tgt('g', { half: 'aft', rangeMm: 90 })],
        chosen: null,
        choices: ['f', 'g'],
      },
    });
    expect(resolveGunnery(card, 1200)).toMatchObject({ awaitingChoice: true, noTarget: false });
    expect(() => chooseTarget(card, 'x')).toThrow(/not a target/);
    expect(chooseTarget(card, 'g').targetUuid).toBe('g');
  });
  it('FP-6.3 rigging of a target at easy sail x11 at short; FP-7.1 the damage is split between ships boarding in the same half', () => {
    const card = buildGunneryCard({
      abilita,
      abilitaMessageId: 'm',
      shipIndex: 1,
      broadside: 'port',
      firer: shipData('5th-32-34', 'good'),
      targeting: {
        candidates: [
          tgt('t', { sail: 'easy', boardingWith: ['u', 'v'] }),
          tgt('u', { rangeMm: 85, hitSide: 'starboard' }),
          tgt('v', { half: 'aft', rangeMm: 90 }),
        ],
        chosen: 't',
        choices: ['t'],
      },
    });
    const r = resolveGunnery(card, 1200);
    // 3 x 11 / 2 = 16.5 -> 17 (D-16), to t and u (v lies in the other half).
    expect(r.damage).toMatchObject({ damage: 17, exact: 16.5 });
    expect(r.recipients).toEqual([
      { actorUuid: 't', name: 't', track: 'rigging' },
      { actorUuid: 'u', name: 'u', track: 'rigging' },
    ]);
    expect(damagePlan(card, 1, shipData('3rd-74c'), 1200).changes).toEqual({
      damage: { port: 0, starboard: 0, rigging: 17, riggingRepaired: 0 },
    });
    expect(() => damagePlan(card, 2, shipData('3rd-74c'), 1200)).toThrow(/no damage/);
  });
  it('FP-6.4 a rake counts only on a hull shot; FP-6.6 double adds the rounded difference', () => {
    const card = buildGunneryCard({
      abilita,
      abilitaMessageId: 'm',
      shipIndex: 1,
      broadside: 'starboard',
      firer: shipData('5th-32-34', 'good'),
      targeting: {
        candidates: [tgt('t', { rangeMm: 150, band: 'medium', rake: 'bow' })],
        chosen: 't',
        choices: ['t'],
      },
    });
    expect(resolveGunnery(card, 1200).damage).toMatchObject({ damage: 30 });
    expect(doubleExtra(card, 1200)).toBe(30);
    expect(() =>
      resolveGunnery({ ...card, candidates: [{ ...card.candidates[0]!, band: 'short' }] }, 1200),
    ).toThrow(/band/);
  });
});

describe('FP-4.3 critical shots of one roll', () => {
  const abilita = buildAbilitaCard({
    turn: 1,
    side: 'x',
    faces: [6, 6, 4],
    wind: 0,
    ships: [
      ship('a', '2nd-98s', 'average', { firePort: 'hull' }),
      ship('b', '2nd-98s', 'good', { firePort: 'hull' }),
      ship('c', '2nd-98s', 'good', { firePort: 'hull' }),
    ],
  });
  const rec = (i: number, rangeMm: number, band: 'short' | 'medium'): GunneryRecord => ({
    messageId: `g${i}`,
    card: buildGunneryCard({
      abilita,
      abilitaMessageId: 'm',
      shipIndex: i,
      broadside: 'port',
      firer: shipData('2nd-98s', 'good'),
      targeting: {
        candidates: [tgt(`t${i}`, { rangeMm, band })],
        chosen: `t${i}`,
        choices: [`t${i}`],
      },
    }) as GunneryCard,
  });
  it('FP-4.3 W goes to the highest score, then the nearest target; only when every ordered broadside is fired', () => {
    // Scores 16, 17, 17: b and c draw W at short; c is nearer.
    const records = [rec(0, 60, 'short'), rec(1, 90, 'short'), rec(2, 70, 'short')];
    expect(allBroadsidesFired(abilita, records.slice(0, 2))).toBe(false);
    expect(allBroadsidesFired(abilita, records)).toBe(true);
    const draw = drawCriticals(abilita, records, 1200);
    expect(draw.wellLaid?.messageId).toBe('g2');
    expect(draw.unlucky).toBeNull();
    const card = buildCriticalCard({
      abilita,
      abilitaMessageId: 'm',
      records,
      draw,
      unluckyFaces: null,
      wellLaidFaces: [6, 5, 6],
      neighbours: [],
    });
    // FP-6.6 15-18: the magazine explodes; FP-6.7 a fireship target is lit too.
    const target = shipData('6th-20-28', 'average', { fireship: { isFireship: true, lit: false } });
    expect(wellLaidPlan(card, records[2]!.card, target, 1200).changes).toEqual({
      fireship: { isFireship: true, lit: true },
      status: { struck: false, captured: false, exploded: true, abandoned: false },
    });
  });
  it('FP-6.5 unlucky shots: a gun bursts on the side that fired', () => {
    const low = buildAbilitaCard({
      turn: 1,
      side: 'x',
      faces: [1, 1, 2],
      wind: 0,
      ships: [ship('a', '3rd-74c', 'average', { fireStarboard: 'hull' })],
    });
    const r: GunneryRecord = {
      messageId: 'g',
      card: buildGunneryCard({
        abilita: low,
        abilitaMessageId: 'm',
        shipIndex: 0,
        broadside: 'starboard',
        firer: shipData('3rd-74c'),
        targeting: { candidates: [tgt('t')], chosen: 't', choices: ['t'] },
      }),
    };
    const draw = drawCriticals(low, [r], 1200);
    expect(draw.unlucky?.messageId).toBe('g');
    const make = (faces: [number, number, number]) =>
      buildCriticalCard({
        abilita: low,
        abilitaMessageId: 'm',
        records: [r],
        draw,
        unluckyFaces: faces,
        wellLaidFaces: null,
        neighbours: [],
      });
    const s = shipData('3rd-74c', 'average', {
      damage: { port: 0, starboard: 20, rigging: 0, riggingRepaired: 0 },
    });
    expect(unluckyPlan(make([1, 2, 3]), s)!.changes).toEqual({
      damage: { port: 0, starboard: 120, rigging: 0, riggingRepaired: 0 },
      fires: { hull: 1, rigging: 0 },
    });
    expect(unluckyPlan(make([3, 3, 3]), s)!.changes).toEqual({
      damage: { port: 0, starboard: 80, rigging: 0, riggingRepaired: 0 },
      fires: { hull: 1, rigging: 0 },
    });
    expect(unluckyPlan(make([4, 4, 4]), s)!.changes).toEqual({ fires: { hull: 1, rigging: 0 } });
    expect(unluckyPlan(make([6, 6, 6]), s)).toBeNull();
  });
});

describe('FP-7.1 ships in a boarding', () => {
  it('SD-14 a contact counts as a boarding when marked so, or when either ship has parties ready or is in a melee', async () => {
    const { boardingPartners } = await import('./gunnery.js');
    const a = {
      id: 'a',
      system: shipData('3rd-74c', 'average', {
        contacts: [
          { actorId: 'b', kind: 'enemyCollision' },
          { actorId: 'c', kind: 'friendlyCollision' },
        ],
      }),
    };
    const b = {
      id: 'b',
      system: shipData('3rd-74c', 'average', {
        boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false },
      }),
    };
    const c = { id: 'c', system: shipData('3rd-74c') };
    const d = {
      id: 'd',
      system: shipData('3rd-74c', 'average', { contacts: [{ actorId: 'a', kind: 'boarding' }] }),
    };
    expect(boardingPartners(a, [a, b, c, d])).toEqual(['b', 'd']);
  });
});
