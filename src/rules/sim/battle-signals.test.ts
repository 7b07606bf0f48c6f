import { describe, expect, it } from 'vitest';
import { NO_OPTIONAL_RULES } from '../options.js';
import { ORDER_NAMES } from '../orders-available.js';
import { BattleSignals, engageSignal, type SignalRecord } from './battle-signals.js';
import { ordersUnderOptions, type OptionsShipState } from './captain-options.js';
import { makeSimShip, parseDuellist, type DuelSide } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { reason, reasonText } from './reasons.js';
import { tableEntry, type SimTable, type TableEntry } from './table.js';
import { relativeToWind } from '../sailing.js';
import { parseBattleSetup, type FleetShipLike } from './battle-state.js';
import { runBattle } from './battle.js';
import { SignalLedger, type SignalCounts } from './signal-legality.js';

function entry(uid: string, side: DuelSide, x: number, y: number): TableEntry {
  return tableEntry(makeSimShip(side, parseDuellist('74C'), { x, y, headingDeg: 0 }, 4), uid, side);
}

/** Dice that throw the totals given, then 10s. */
function dice(...totals: number[]): DuelRandom {
  let used = 0;
  return { int: (min: number) => min, roll3d6: () => totals[used++] ?? 10 };
}

/** Fleet a: a1 (van), a2 (rear), a3 (van), a4 (rear) in a line; fleet b far to the south. */
function battle(enemyY = -760): SimTable {
  return {
    wind: 0,
    strength: 'breeze',
    entries: [
      entry('a1', 'a', 0, 0),
      entry('a2', 'a', -100, 0),
      entry('a3', 'a', -200, 0),
      entry('a4', 'a', -300, 0),
      entry('b1', 'b', 0, enemyY),
    ],
  };
}
const squadronOf = (uid: string) => (Number(uid.slice(1)) % 2 === 1 ? 'van' : 'rear');

function signals(mode: 'fastPlay' | 'fullGame', table: SimTable, rng: DuelRandom) {
  const s = new BattleSignals(mode, table, rng, squadronOf);
  const sent: SignalRecord[] = [];
  s.onSignal = (r) => sent.push(r);
  s.startTurn(1);
  return { s, sent, at: (uid: string) => table.entries.find((e) => e.uid === uid)! };
}

describe('FP-A3 / OR-11 signals in the battle (battle-signals.ts)', () => {
  it('SD-246 FP-A3 the flagship is the first ship in command; the flag passes when she strikes', () => {
    const t = battle();
    const { s, at } = signals('fastPlay', t, dice());
    expect(s.flagship('a')).toBe(at('a1'));
    expect(s.commands(at('a1'))).toBe(true);
    expect(s.commands(at('a2'))).toBe(false);
    at('a1').ship.fate = 'struck';
    expect(s.flagship('a')).toBe(at('a2'));
    expect(s.commands(at('a1'))).toBe(false);
  });

  it('SD-247 OR-11 the officers are each squadron’s first ship in command', () => {
    const { s, at } = signals('fullGame', battle(), dice());
    expect(['a1', 'a2', 'a3', 'a4'].map((u) => s.commands(at(u)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('SD-40 / SD-41 / SD-42 FP-A3 the fleet keeps course and speed; the flagship and ships within 200 mm (inclusive) are free', () => {
    const t = battle(-200);
    const { s, at } = signals('fastPlay', t, dice());
    expect(s.keeps(at('a1'))).toBe(false);
    expect(s.atOrders(at('a1')).courseAndSpeed).toEqual({
      commands: true,
      independent: true,
      hasReceivedSignal: false,
    });
    expect(s.atOrders(at('a2')).nearestEnemyMm).toBeCloseTo(Math.hypot(100, 200));
    expect(s.keeps(at('a2'))).toBe(true);
    // SD-42 a struck enemy does not count.
    at('b1').ship.fate = 'struck';
    expect(s.atOrders(at('a1')).nearestEnemyMm).toBeNull();
  });

  it('FP-A3 the flagship signals engage once a turn; each other ship in command rolls 3d6, 7+ reads it (SD-43 / SD-44)', () => {
    const t = battle();
    const { s, sent, at } = signals('fastPlay', t, dice(7, 6));
    at('a4').ship.fate = 'struck';
    s.endSide('a');
    expect(sent).toHaveLength(1);
    const r = sent[0]!;
    expect(r).toMatchObject({ sender: 'a1', to: { fleet: true }, elements: ['engage'] });
    expect(reasonText(r.why)).toBe(
      'signal to engage: 2 ships still keep course and speed (FP-A3, OR-11, SD-248)',
    );
    expect(r.receptions.map((x) => [x.uid, x.reception.roll, x.reception.received])).toEqual([
      ['a2', 7, true],
      ['a3', 6, false],
    ]);
    expect(s.keeps(at('a2'))).toBe(false);
    expect(s.keeps(at('a3'))).toBe(true);
    // FP-A3 one signal a turn for the fleet; SD-44 one reception a turn.
    s.endSide('a');
    expect(sent).toHaveLength(1);
    s.startTurn(2);
    s.endSide('a');
    expect(sent[1]!.receptions.map((x) => x.uid)).toEqual(['a2', 'a3']);
  });

  it('FP-A3 the -1 modifiers: ordered to fire, under enemy fire, boarding, fire on board', () => {
    const t = battle();
    const { s, sent, at } = signals('fastPlay', t, dice(8, 8));
    const fire = {
      orders: ['fireStarboard' as const, 'prepareBoarding' as const],
      fire: [{ side: 'starboard' as const, aim: 'hull' as const, reason: reason('noFireOnBoard') }],
    };
    s.noteOrders(at('a2'), fire as never, at('b1'));
    s.noteOrders(at('b1'), fire as never, at('a3'));
    s.endSide('a');
    const [a2, a3] = sent[0]!.receptions;
    expect(a2!.conditions).toMatchObject({
      orderedToFire: true,
      boarding: true,
      underEnemyFire: false,
    });
    expect([a2!.reception.score, a2!.reception.received]).toEqual([6, false]);
    expect(a3!.conditions).toMatchObject({ underEnemyFire: true, orderedToFire: false });
    expect([a3!.reception.score, a3!.reception.received]).toEqual([7, true]);
  });

  it('SD-247 OR-11 each other officer signals her squadron first, then the flagship the fleet; a ship that sent does not receive, one that rolled does not roll again', () => {
    const t = battle();
    const { s, sent, at } = signals('fullGame', t, dice(3, 10, 10));
    s.endSide('a');
    expect(sent.map((r) => [r.sender, r.to])).toEqual([
      ['a2', { squadron: 'rear' }],
      ['a1', { fleet: true }],
    ]);
    // a2's signal: a4 misses it (3). The flagship's: a3 reads it; a2 sent and a4 rolled this turn.
    expect(sent[0]!.receptions.map((x) => [x.uid, x.reception.received])).toEqual([['a4', false]]);
    expect(sent[1]!.receptions.map((x) => [x.uid, x.reception.received])).toEqual([['a3', true]]);
    expect(s.keeps(at('a4'))).toBe(true);
    // Next turn only the rear has a ship waiting: a2 signals her, the flagship has nobody to signal.
    s.startTurn(2);
    s.endSide('a');
    expect(sent.slice(2).map((r) => [r.sender, r.to])).toEqual([['a2', { squadron: 'rear' }]]);
    expect(s.keeps(at('a4'))).toBe(false);
  });

  it('SD-246 OR-11 when the flagship strikes the flag passes, and the officers are the new first ships', () => {
    const t = battle();
    const { s, sent, at } = signals('fullGame', t, dice());
    at('a1').ship.fate = 'struck';
    s.endSide('a');
    // a2 flies the flag and a3 leads the van, where nobody else waits: only the flagship signals, and
    // a3 (who sent nothing) rolls for it like a4.
    expect(s.commands(at('a3'))).toBe(true);
    expect(sent.map((r) => [r.sender, r.to])).toEqual([['a2', { fleet: true }]]);
    expect(sent[0]!.receptions.map((x) => x.uid)).toEqual(['a3', 'a4']);
  });

  it('SD-248 / SD-271 engageSignal: counts the ships that keep course and may still roll, and the sender if she keeps', () => {
    type Ship = { keeps: boolean; may: boolean };
    const audience = { mayReceive: (e: Ship) => e.may, keeps: (e: Ship) => e.keeps };
    const free = { keeps: false, may: true };
    const waits = { keeps: true, may: true };
    const rolled = { keeps: true, may: false };
    expect(engageSignal(free, [free, rolled], audience)).toBeNull();
    expect(engageSignal(free, [waits, rolled, waits, free], audience)).toEqual(
      reason('signalEngage', { count: 2 }),
    );
    // SD-271 on a Foundry table the sender keeps course until she has signalled: she counts.
    expect(engageSignal(waits, [], audience)).toEqual(reason('signalEngage', { count: 1 }));
    expect(engageSignal(waits, [waits], audience)).toEqual(reason('signalEngage', { count: 2 }));
  });
});

describe('FP-A3 / SD-40 / SD-250 orders of a ship that keeps course and speed (captain-options.ts)', () => {
  const state = (over: Partial<OptionsShipState> = {}): OptionsShipState => ({
    options: NO_OPTIONAL_RULES,
    available: ORDER_NAMES,
    guns: {
      port: { status: 'loaded', hasFired: false },
      starboard: { status: 'loaded', hasFired: false },
    },
    inContact: false,
    aground: false,
    tackInStays: false,
    dismasted: false,
    juryRig: null,
    navigation: null,
    rigRepairable: false,
    ...over,
  });
  const decision = {
    heading: 6,
    orders: ['increaseSail', 'changeCourse', 'fireStarboard'] as const,
    fire: [{ side: 'starboard' as const, aim: 'hull' as const, reason: reason('noFireOnBoard') }],
  };

  it('SD-40 no sail or course order, firing stays free, with the reason', () => {
    const r = ordersUnderOptions(decision, state({ keepCourseAndSpeed: { inIrons: false } }));
    expect(r.orders).toEqual(['fireStarboard']);
    expect(r.fire).toEqual(decision.fire);
    expect(r.reasons.map(reasonText)).toEqual([
      'no sail or course order: she keeps course and speed until she reads a signal (FP-A3, SD-40)',
    ]);
  });

  it('SD-250 in irons she still bears away (FP-5.4); a free ship keeps every order', () => {
    expect(
      ordersUnderOptions(decision, state({ keepCourseAndSpeed: { inIrons: true } })).orders,
    ).toEqual(['changeCourse', 'fireStarboard']);
    expect(ordersUnderOptions(decision, state()).orders).toEqual(decision.orders);
  });
});

/** A fleet of `n` ships, 74s and frigates in turn, in two squadrons (van and rear) by turns. */
function line(n: number): FleetShipLike[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `ship ${i + 1}`,
    classId: i % 3 === 0 ? '3rd-74c' : '5th-44',
    crew: 'average',
    squadron: i % 2 === 0 ? 'van' : 'rear',
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));
}

describe('SD-247 OR-11 squadron signals in whole battles (fleets of two squadrons of two or three ships)', () => {
  it('officers signal their squadrons and the flagship the fleet, every send and roll legal', () => {
    const counts: SignalCounts = { sent: 0, received: 0, failed: 0, independent: 0, kept: 0 };
    let squadronSignals = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const options = seed % 2 === 0 ? ['OR-11'] : ['OR-11', 'HR-5'];
      const setup = parseBattleSetup(line(4 + (seed % 3)), line(5), 8, options);
      const ledger = new SignalLedger('fullGame', squadronOf, counts);
      runBattle(setup, seed, {
        onSignal: (r) => {
          if ('squadron' in r.to) squadronSignals++;
          ledger.signal(r);
        },
        onPart: (p) => {
          const [me, foe] = p.before.ships;
          ledger.part({
            uid: p.uid,
            turn: p.before.turn,
            signals: p.optional!.signals!,
            orders: p.orders.orders,
            inIrons: relativeToWind(me.heading, p.before.wind).r <= 2,
            inStays: false,
            intendedEnemyMm:
              foe.fate === 'afloat'
                ? Math.hypot(foe.pose.x - me.pose.x, foe.pose.y - me.pose.y)
                : null,
          });
        },
      });
      expect(ledger.faults).toEqual([]);
    }
    console.log(`OR-11 squadron battles: ${JSON.stringify({ ...counts, squadronSignals })}`);
    expect(squadronSignals).toBeGreaterThan(0);
    for (const k of ['sent', 'received', 'failed', 'independent', 'kept'] as const)
      expect(counts[k]).toBeGreaterThan(0);
  });
});

describe('FP-A3 / OR-11 the signal counts of a battle and of a sweep (the JSON output)', () => {
  it('FP-A3 a battle counts the signals each side sent and the reception rolls that read or missed them', () => {
    let battlesWithSignals = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const records: SignalRecord[] = [];
      const r = runBattle(parseBattleSetup(line(5), line(5), 8, ['FP-A3']), seed, {
        onSignal: (s) => records.push(s),
      });
      for (const side of ['a', 'b'] as const) {
        const mine = records.filter((s) => s.side === side);
        const rolls = mine.flatMap((s) => s.receptions);
        expect(r.signals?.[side]).toEqual({
          sent: mine.length,
          read: rolls.filter((x) => x.reception.received).length,
          missed: rolls.filter((x) => !x.reception.received).length,
        });
      }
      if (records.length > 0) battlesWithSignals++;
    }
    expect(battlesWithSignals).toBeGreaterThan(0);
  });

  it('a battle without signals has no signal counts', () => {
    expect(runBattle(parseBattleSetup(line(3), line(3), 4), 1).signals).toBeUndefined();
  });

  it('OR-11 a sweep sums them, and a seed range split anywhere merges to the same counts', async () => {
    const { battleSweep } = await import('./battle-sweep.js');
    const { mergeCounts } = await import('./sweep.js');
    const setup = parseBattleSetup(line(4), line(4), 6, ['OR-11']);
    const whole = battleSweep(setup, 0, 10);
    expect(whole.signals!.a.sent + whole.signals!.b.sent).toBeGreaterThan(0);
    expect(mergeCounts(battleSweep(setup, 4, 6), battleSweep(setup, 0, 4))).toEqual(whole);
    const plain = battleSweep(parseBattleSetup(line(2), line(2), 2), 0, 2);
    expect(plain.signals).toBeUndefined();
  });
});
