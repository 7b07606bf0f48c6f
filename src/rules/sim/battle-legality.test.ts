// Issue 13: "a test shows the AI captain never breaks a rule the referee enforces, over thousands of
// seeded battles" - every part of every ship in many small seeded battles of any classes, crews and
// options is re-checked with the referee's own core checks (legality.ts: FP-3 / FP-4.4 / FP-5.1 /
// FP-5.4 / FP-5.5 / FP-5.7 / FP-6.2; FP-5.8 unfouling and held ships, FP-7.2 / FP-7.3 boarding), and
// every decision carries a one-line reason.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonText } from './reasons.js';
import { relativeToWind } from '../sailing.js';
import { classById, shipProfile } from '../ship.js';
import { SHIP_CLASSES, CREW_QUALITIES } from '../tables/ships.js';
import { BATTLE_OPTIONS, parseBattleSetup, type FleetShipLike } from './battle-state.js';
import { runBattle } from './battle.js';
import { isHeld } from './duel-state.js';
import { orderViolations } from './legality.js';
import { SignalLedger, type SignalCounts } from './signal-legality.js';
import { INDEPENDENT_ACTION_MM } from '../signals.js';

const SHIPS = SHIP_CLASSES.filter((r) => r.rate !== 'fortification').map((r) => r.id);

const shipArb = fc.record({
  classId: fc.constantFrom(...SHIPS),
  crew: fc.constantFrom(...CREW_QUALITIES),
});
const fleetArb = fc.array(shipArb, { minLength: 1, maxLength: 3 });

function fleet(ships: Array<{ classId: string; crew: string }>): FleetShipLike[] {
  return ships.map((s, i) => ({
    ...s,
    name: `ship ${i + 1}`,
    // HR-5 / SD-111 two squadrons a fleet when it has two ships or more (one card each).
    squadron: i % 2 === 0 ? 'van' : 'rear',
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));
}

/** Battles the property plays (2,000 battles of 1-3 ships a side, at most 6 turns: about 12 s of CPU here). */
const BATTLES = 2000;

describe('issue 13 AI captain in battle: FP-3 / FP-4.4 / FP-5.1 / FP-5.4 / FP-5.5 / FP-5.7 / FP-6.2 / FP-5.8 / FP-7.2 / FP-7.3 legal orders', () => {
  it('never gives an order the referee would refuse, over thousands of seeded battles of any ships, crews and options', () => {
    let parts = 0;
    let battles = 0;
    // Parts begun in irons (FP-A1 shifted the wind onto her bow, FP-5.4): reported, not required.
    let inIrons = 0;
    // Parts with boarding parties called for (SD-156 prizes, SD-157 boarding), parts held in contact,
    // unfoul orders, and ships captured (SD-154).
    let boarding = 0;
    let held = 0;
    let unfoul = 0;
    let captured = 0;
    const options = new Set<string>();
    // OR-6 parts with a reload order and with a run out guns order.
    const gunOrders = { reload: 0, runOut: 0 };
    // OR-9 parts begun with rigging down to the test; OR-2 parts in a calm or a storm.
    const weather = { wreck: 0, calm: 0, storm: 0 };
    // OR-3 two-segment parts and the broadsides fired in segment 1 and in segment 2.
    const segmented = { parts: 0, fired: [0, 0] as [number, number] };
    // OR-5 navigation parts: tacks begun, completed and failed (turn 1 / turn 2), course changes spread
    // over both segments, parts drifting hove to, and segments firing at BF -1 while tacking.
    const nav = {
      parts: 0,
      begun: 0,
      completed: 0,
      failedTurn1: 0,
      failedTurn2: 0,
      spread: 0,
      drift: 0,
      firingWhileTacking: 0,
    };
    // HR-5 parts played on a squadron's card.
    let cardParts = 0;
    // OR-7 parts begun entangled, moves after contact that turned the mover, and the battles' counts.
    const or7 = {
      partsEntangled: 0,
      turnedByContact: 0,
      entangled: 0,
      contactMoves: 0,
      pairMoves: 0,
      atEntangled: 0,
      shared: 0,
      screened: 0,
    };
    // FP-A3 / OR-11 signals sent, receptions read and failed, parts acting independently or keeping
    // course and speed (SD-40 .. SD-44, SD-246 .. SD-250), per mode.
    // HR-2 parts played at 1:3000 (SD-267..SD-270), broadsides fired, OR-5 parts and drifts at that
    // scale, and parts acting independently within its 80 mm (FP-A3 / OR-11).
    const hr2 = { battles: 0, parts: 0, fired: 0, navigated: 0, drift: 0, independent: 0 };
    const signals: Record<'FP-A3' | 'OR-11', SignalCounts> = {
      'FP-A3': { sent: 0, received: 0, failed: 0, independent: 0, kept: 0 },
      'OR-11': { sent: 0, received: 0, failed: 0, independent: 0, kept: 0 },
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fleetArb,
        fleetArb,
        fc.subarray([...BATTLE_OPTIONS]),
        (seed, a, b, opts) => {
          // HR-4 refuses a ship whose cost is below 0 (a poor crew on the smallest vessels).
          const negative = [...a, ...b].some(
            (s) => shipProfile(classById(s.classId), s.crew).cost < 0,
          );
          fc.pre(!(negative && opts.includes('HR-4')));
          // SD-199 OR-2 and FP-A1 both change the wind: the setup refuses the pair.
          fc.pre(!(opts.includes('OR-2') && opts.includes('FP-A1')));
          // SD-212 the seven-dice Abilità is played only with OR-3's two segments.
          fc.pre(!(opts.includes('OR-3-7D') && !opts.includes('OR-3')));
          // SD-222 OR-5 is played with OR-3 and OR-9: drawn, it brings them.
          const withOr5 = opts.includes('OR-5') ? [...opts, 'OR-3', 'OR-9'] : opts;
          // FP-A3 and OR-11 are one setting (Fast Play's or the full game's signals): FP-A3 when both.
          const chosen = withOr5.includes('FP-A3') ? withOr5.filter((o) => o !== 'OR-11') : withOr5;
          // SD-110 the card-driven turn is not played with OR-3; D-20's two cards are HR-5's.
          fc.pre(!(chosen.includes('HR-5') && chosen.includes('OR-3')));
          fc.pre(!(chosen.includes('HR-5E') && !chosen.includes('HR-5')));
          const setup = parseBattleSetup(fleet(a), fleet(b), 6, chosen);
          battles++;
          if (chosen.includes('HR-2')) hr2.battles++;
          for (const o of chosen) options.add(o);
          const signalMode = chosen.includes('FP-A3')
            ? 'FP-A3'
            : chosen.includes('OR-11')
              ? 'OR-11'
              : null;
          // fleet(): ship i (uid side + (i + 1)) is in the van when i is even, else in the rear.
          const squadronOf = (uid: string) => (Number(uid.slice(1)) % 2 === 1 ? 'van' : 'rear');
          const ledger = signalMode
            ? new SignalLedger(
                signalMode === 'FP-A3' ? 'fastPlay' : 'fullGame',
                squadronOf,
                signals[signalMode],
              )
            : null;
          const result = runBattle(setup, seed, {
            onSignal: (r) => {
              expect(reasonText(r.why)).toMatch(/^[^\n]+$/);
              ledger!.signal(r);
            },
            onPart: (p) => {
              parts++;
              // HR-2 the record says the scale the legality check reads (the core's 1:3000 figures).
              expect(p.scale === 3000).toBe(chosen.includes('HR-2'));
              const sig = p.optional?.signals;
              if (p.scale === 3000) {
                hr2.parts++;
                hr2.fired += p.fired.length;
                if (p.navigation) hr2.navigated++;
                if (p.navigation && p.navigation.drift[0] + p.navigation.drift[1] > 0) hr2.drift++;
                if (sig?.courseAndSpeed.independent) hr2.independent++;
              }
              // FP-A3 / HR-2 she acts independently within the scale's distance of an enemy (SD-42).
              if (sig)
                expect(sig.courseAndSpeed.independent).toBe(
                  sig.nearestEnemyMm !== null &&
                    sig.nearestEnemyMm <= INDEPENDENT_ACTION_MM[p.scale ?? 1200],
                );
              expect(sig !== undefined).toBe(ledger !== null);
              if (ledger && sig) {
                const [me, foe] = p.before.ships;
                ledger.part({
                  uid: p.uid,
                  turn: p.before.turn,
                  signals: sig,
                  orders: p.orders.orders,
                  inIrons: relativeToWind(me.heading, p.before.wind).r <= 2,
                  inStays: p.optional?.navigation?.tack.phase === 'inStays',
                  intendedEnemyMm:
                    foe.fate === 'afloat'
                      ? Math.hypot(foe.pose.x - me.pose.x, foe.pose.y - me.pose.y)
                      : null,
                });
              }
              if (relativeToWind(p.before.ships[0].heading, p.before.wind).r <= 2) inIrons++;
              if (p.orders.orders.includes('prepareBoarding')) boarding++;
              const o = p.orders.orders;
              if (o.includes('reloadPort') || o.includes('reloadStarboard')) gunOrders.reload++;
              if (o.includes('runOutGuns')) gunOrders.runOut++;
              if ((p.optional?.rdcDown ?? 0) > 0) weather.wreck++;
              if (p.optional?.windForce === 'calm') weather.calm++;
              if (p.optional?.windForce === 'storm') weather.storm++;
              if (isHeld(p.before.ships[0])) held++;
              // OR-3 parts in two segments, and broadsides fired in each (SD-47).
              if (p.segments) {
                segmented.parts++;
                for (const f of p.fired) segmented.fired[f.segment === 1 ? 0 : 1]++;
              }
              if (p.orders.orders.includes('unfoul')) unfoul++;
              const n = p.navigation;
              if (n) {
                nav.parts++;
                if (n.tack) nav[n.tack]++;
                if (n.turns[0] !== 0 && n.turns[1] !== 0) nav.spread++;
                if (n.drift[0] + n.drift[1] > 0) nav.drift++;
                if (n.firingWhileTacking.some((x) => x) && p.fired.length > 0)
                  nav.firingWhileTacking++;
              }
              if ((p.optional?.entangled ?? 0) > 0) or7.partsEntangled++;
              if (opts.includes('HR-5')) cardParts++;
              expect(p.before.ships[0].fate).toBe('afloat');
              // OR-7 / SD-68 / SD-69 a move after contact may turn her square on or alongside: that is
              // the rule's doing, not an order, so her course is judged on the heading she had before.
              if (p.headingBeforeContact !== undefined) or7.turnedByContact++;
              const turned =
                p.headingBeforeContact === undefined
                  ? p
                  : { ...p, headingAfter: p.headingBeforeContact };
              // HR-5 / SD-233 cards drawn between her orders and her squadron's card may change her
              // (a rudder hit, a contact ended, a jury rig done, her tangle moved): a fault counts when
              // it shows judged from her orders and from her state at her card alike.
              const atCard = p.beforeMove
                ? new Set(orderViolations({ ...turned, before: p.beforeMove }, p.optional))
                : null;
              const bad = orderViolations(turned, p.optional).filter(
                (v) => !atCard || atCard.has(v),
              );
              if (bad.length > 0)
                throw new Error(`seed ${seed} turn ${p.before.turn} ${p.uid}: ${bad.join('; ')}`);
              for (const r of [
                p.orders.reasons.sail,
                p.orders.reasons.course,
                p.orders.reasons.fire,
                p.targetReason,
                ...p.orders.reasons.guns,
                ...(p.applied ?? []),
              ])
                expect(reasonText(r)).toMatch(/^[^\n]+$/);
              // SD-157 held in contact, the captain says why it unfouls, boards or stays.
              const contact = p.orders.reasons.contact;
              if (isHeld(p.before.ships[0]))
                expect(contact && reasonText(contact)).toMatch(/^[^\n]+$/);
            },
            onTangles: (c) => {
              or7.entangled += c.entangled;
              or7.contactMoves += c.contactMoves;
              or7.pairMoves += c.pairMoves;
              or7.atEntangled += c.atEntangled;
              or7.shared += c.shared;
              or7.screened += c.screened;
            },
          });
          captured += result.ships.filter((s) => s.fate === 'captured').length;
          if (ledger && ledger.faults.length > 0)
            throw new Error(`seed ${seed} signals: ${ledger.faults.join('; ')}`);
        },
      ),
      { numRuns: BATTLES, seed: 13 },
    );
    expect(battles).toBe(BATTLES);
    expect([...options].sort()).toEqual([...BATTLE_OPTIONS].sort());
    // OR-6 the captain's gun orders were written and checked (SD-188), not just allowed.
    expect(gunOrders.reload).toBeGreaterThan(0);
    expect(gunOrders.runOut).toBeGreaterThan(0);
    // OR-3 parts were played in two segments and fired in both (SD-46 / SD-47).
    expect(segmented.parts).toBeGreaterThan(BATTLES);
    expect(segmented.fired[0]).toBeGreaterThan(0);
    expect(segmented.fired[1]).toBeGreaterThan(0);
    // OR-5 the navigation really happened (SD-222..SD-227), every part of it checked above.
    console.log(`battle legality OR-5: ${JSON.stringify(nav)}`);
    expect(nav.parts).toBeGreaterThan(BATTLES);
    for (const k of ['begun', 'completed', 'failedTurn1', 'failedTurn2'] as const)
      expect(nav[k]).toBeGreaterThan(0);
    expect(nav.spread).toBeGreaterThan(100);
    expect(nav.drift).toBeGreaterThan(0);
    expect(nav.firingWhileTacking).toBeGreaterThan(0);
    // Each battle is at least one part a side; the figure is in the report.
    console.log(
      `battle legality: ${battles} battles, ${parts} parts, ${inIrons} begun in irons, ${boarding} calling boarding parties, ${held} held in contact, ${unfoul} unfoul orders, ${captured} ships captured, OR-6 ${gunOrders.reload} reloads and ${gunOrders.runOut} run outs, OR-9 ${weather.wreck} with rigging down, OR-2 ${weather.calm} in a calm and ${weather.storm} in a storm, OR-3 ${segmented.parts} parts in two segments firing ${segmented.fired[0]} broadsides in segment 1 and ${segmented.fired[1]} in segment 2`,
    );
    expect(parts).toBeGreaterThan(10 * BATTLES);
    // The new orders are really exercised (SD-153 / SD-154 / SD-157).
    expect(held).toBeGreaterThan(100);
    expect(unfoul).toBeGreaterThan(50);
    expect(boarding).toBeGreaterThan(100);
    expect(captured).toBeGreaterThan(20);
    // OR-7 entanglement really happened (SD-70), moved ships (SD-68 / SD-101 / SD-230), was fired at (SD-72).
    console.log(
      `battle legality OR-7: ${JSON.stringify(or7)}; HR-5 ${cardParts} parts on squadrons' cards`,
    );
    expect(cardParts).toBeGreaterThan(1000);
    expect(or7.entangled).toBeGreaterThan(20);
    expect(or7.partsEntangled).toBeGreaterThan(20);
    expect(or7.contactMoves).toBeGreaterThan(0);
    expect(or7.pairMoves).toBeGreaterThan(0);
    expect(or7.atEntangled).toBeGreaterThan(0);
    // FP-A3 / OR-11 signals were sent, read and missed, and ships kept course or acted on their own.
    console.log(`battle legality signals: ${JSON.stringify(signals)}`);
    // HR-2 battles at 1:3000 were played and checked, with every part of them exercised.
    console.log(`battle legality HR-2: ${JSON.stringify(hr2)}`);
    expect(hr2.battles).toBeGreaterThan(BATTLES / 8);
    expect(hr2.parts).toBeGreaterThan(2 * BATTLES);
    for (const k of ['fired', 'navigated', 'drift', 'independent'] as const)
      expect(hr2[k]).toBeGreaterThan(0);
    for (const mode of ['FP-A3', 'OR-11'] as const)
      for (const k of ['sent', 'received', 'failed', 'independent', 'kept'] as const)
        expect(signals[mode][k]).toBeGreaterThan(0);
  }, 60_000);
});
