// Issue 13: OR-7 collisions and entanglement in the battle simulation (part-entangle.ts), by rule id.
import { describe, expect, it } from 'vitest';
import { broadsideDamage } from '../gunnery.js';
import { tangleDamageSplit } from '../entanglement.js';
import { applyEntangledStep, entangledDriftMm, entangledStep } from '../entangled-movement.js';
import { BattleOptionRules } from './battle-options.js';
import { makeSimShip, parseDuellist, type DuelSide } from './duel-state.js';
import { duelRandom } from './duel.js';
import { straightMove } from './part-helm.js';
import { tableEntry, type SimTable } from './table.js';

function entry(uid: string, side: DuelSide, x: number, y: number, heading: number, who = '74C') {
  return tableEntry(
    makeSimShip(side, parseDuellist(who), { x, y, headingDeg: 0 }, heading),
    uid,
    side,
  );
}

/** Ship a sails east into ship b's stern (approach A), b of side `bSide`. */
function astern(bSide: DuelSide = 'b', bWho = '74C') {
  const a = entry('a1', 'a', 0, 0, 4);
  const b = entry('b1', bSide, a.ship.body.lengthMm + 40, 0, 4, bWho);
  const table: SimTable = { wind: 0, strength: 'breeze', entries: [a, b] };
  const rules = BattleOptionRules.of(['OR-7'], duelRandom(1), table)!;
  return { a, b, table, rules };
}

describe('OR-7 in the battle simulation: the move after contact (SD-67 / SD-68 / SD-100) and SD-70', () => {
  it('OR-7 / SD-68 from astern (A) she pushes an equal rate 1/4 of what the contact cut off her move; both entangled', () => {
    const { a, b, table, rules } = astern();
    const bStart = b.ship.pose.x;
    const sweep = straightMove(table, a, table.entries, 240, rules.part);
    expect(sweep.distanceMm).toBeCloseTo(40, 6);
    expect(sweep.afterContact).toBe(true);
    expect(b.ship.pose.x - bStart).toBeCloseTo((240 - 40) / 4, 6);
    expect(a.ship.contacts?.map((c) => c.uid)).toEqual(['b1']);
    expect(rules.tangles!.entangledWith(a)).toEqual([b]);
    expect(rules.tangles!.entangledWith(b)).toEqual([a]);
    expect(rules.tangles!.counts).toMatchObject({ entangled: 1, contactMoves: 1 });
  });

  it('OR-7 / SD-68 two rates or more smaller: the remaining move is lost, nobody pushed; still entangled', () => {
    const a = entry('a1', 'a', 0, 0, 4, '20-28');
    const b = entry('b1', 'b', a.ship.body.lengthMm / 2 + 200, 0, 4, '74C');
    b.ship.pose = {
      x: a.ship.body.lengthMm / 2 + 40 + b.ship.body.lengthMm / 2,
      y: 0,
      headingDeg: 90,
    };
    const table: SimTable = { wind: 0, strength: 'breeze', entries: [a, b] };
    const rules = BattleOptionRules.of(['OR-7'], duelRandom(1), table)!;
    const bStart = b.ship.pose;
    straightMove(table, a, table.entries, 200, rules.part);
    expect(b.ship.pose).toEqual(bStart);
    expect(rules.tangles!.entangledWith(b)).toEqual([a]);
  });

  it('OR-7 off: the same move only stops at the contact (FP-5.8), as Fast Play', () => {
    const { a, b, table } = astern();
    const bStart = b.ship.pose.x;
    const rules = BattleOptionRules.of(['OR-6'], duelRandom(1), table)!;
    const sweep = straightMove(table, a, table.entries, 240, rules.part);
    expect(sweep.afterContact).toBeUndefined();
    expect(b.ship.pose.x).toBe(bStart);
  });
});

describe('OR-7 the entangled pair moves turn by turn (SD-74 / SD-101 / SD-230, footnote 19)', () => {
  it("OR-7 footnote 19 without OR-3: at side a's start the next turn, a (the active ship) turns one point away from the wind, both drift", () => {
    const { a, b, table, rules } = astern();
    rules.startTurn(1);
    straightMove(table, a, table.entries, 240, rules.part);
    const before = { a: a.ship.pose, b: b.ship.pose };
    // The collision's turn: not yet.
    rules.startSide('a');
    expect(a.ship.pose).toEqual(before.a);
    rules.startTurn(2);
    rules.startSide('b');
    // Side b's ship is the rammed one: footnote 19's active ship is b, turning away from the wind (north).
    expect(b.ship.heading).toBe(5);
    expect(a.ship.heading).toBe(5);
    const drift = entangledDriftMm({ wind: 'breeze', segment: null });
    expect(drift).toBeGreaterThan(0);
    // Where the core's schedule puts the pair (footnote 19, the rammed ship b active, both drifting).
    const step = entangledStep({
      turnsSinceCollision: 1,
      twoSegmentTurn: false,
      segment: null,
      windFromDeg: 0,
      rammer: before.a,
      rammed: before.b,
      active: 'rammed',
    });
    expect(step).toMatchObject({ turner: 'rammed', move: 'drift' });
    const want = applyEntangledStep(step, { rammer: before.a, rammed: before.b }, 0, drift);
    expect(a.ship.pose.x).toBeCloseTo(want.rammer.x, 6);
    expect(a.ship.pose.y).toBeCloseTo(want.rammer.y, 6);
    expect(b.ship.pose.x).toBeCloseTo(want.rammed.x, 6);
    expect(b.ship.pose.y).toBeCloseTo(want.rammed.y, 6);
    // Once a turn: side a's start moves it no more.
    const moved = a.ship.pose;
    rules.startSide('a');
    expect(a.ship.pose).toBe(moved);
    expect(rules.tangles!.counts.pairMoves).toBe(1);
  });

  it('OR-7 unfouling ends the tangle: the pair no longer moves', () => {
    const { a, b, table, rules } = astern();
    rules.startTurn(1);
    straightMove(table, a, table.entries, 240, rules.part);
    a.ship.contacts = undefined;
    b.ship.contacts = undefined;
    rules.startTurn(2);
    const pose = a.ship.pose;
    rules.startSide('a');
    expect(a.ship.pose).toBe(pose);
    expect(rules.tangles!.entangledWith(a)).toEqual([]);
  });
});

describe('OR-7 fire at entangled ships (SD-72, footnote 20 / SD-73 / SD-85)', () => {
  it('OR-7 / SD-72 +1 to the score at an entangled target only', () => {
    const { a, b, table, rules } = astern();
    straightMove(table, a, table.entries, 240, rules.part);
    const c = entry('b2', 'b', 0, 400, 4);
    table.entries.push(c);
    expect(rules.part.shotScore!(b, 10)).toBe(11);
    expect(rules.part.shotScore!(b, 18)).toBe(18);
    expect(rules.part.shotScore!(c, 10)).toBe(10);
  });

  it('OR-7 footnote 20: a friend in the tangle takes its share of the exact damage (each share rounded, D-16)', () => {
    const { a, b, table, rules } = astern();
    straightMove(table, a, table.entries, 240, rules.part);
    // A second ship of side a, south of the pair, fires her port broadside north at b.
    const c = entry('a2', 'a', b.ship.pose.x, -300, 12);
    table.entries.push(c);
    const pose = c.ship.pose;
    const side = 'starboard' as const;
    const tangle = rules.tangles!.friendInTangle(c, b, pose, side)!;
    expect(tangle.friend).toBe(a);
    // b is nearer to her than a: fire, the friend takes 1/3.
    expect(tangle.fire).toEqual({ fire: true, friendShare: 1 / 3, case: 'enemyNearer' });
    expect(rules.part.screened!(c, b, pose, side)).toBe(false);
    // Damage in points, as the ship's record keeps it.
    const lost = (e: typeof a) => e.ship.damage.port + e.ship.damage.starboard;
    const before = { a: lost(a), b: lost(b) };
    const shot = { target: b, pose, side, rake: null, broadside: 'normal' as const };
    expect(rules.part.tangleHit!(c, shot, 'medium', 12, false)).toBe(true);
    const exact = broadsideDamage({
      bf: 12,
      band: 'medium',
      aim: 'hull',
      targetSail: 'easy',
    }).exact;
    const split = tangleDamageSplit(exact, tangle.fire.friendShare);
    expect(lost(b) - before.b).toBe(split.enemy);
    expect(lost(a) - before.a).toBe(split.friend);
    expect(split.enemy).toBeGreaterThan(split.friend);
  });

  it('OR-7 footnote 20: the friend on the centre line and nearer screens the enemy, no fire', () => {
    const { a, b, table, rules } = astern();
    straightMove(table, a, table.entries, 240, rules.part);
    // South of a, heading west: her starboard arc looks north across a, then b beyond.
    const c = entry('a2', 'a', a.ship.pose.x, -300, 12);
    table.entries.push(c);
    const tangle = rules.tangles!.friendInTangle(c, b, c.ship.pose, 'starboard')!;
    expect(tangle.fire).toEqual({ fire: false, friendShare: 0, case: 'friendScreens' });
    expect(rules.part.screened!(c, b, c.ship.pose, 'starboard')).toBe(true);
    expect(rules.tangles!.counts.screened).toBe(1);
  });

  it('OR-7 footnote 20: no friend of the firer in the tangle, no share (FP-6.3 / D-19 as usual)', () => {
    const { a, b, table, rules } = astern();
    straightMove(table, a, table.entries, 240, rules.part);
    // a fires at b: a is b's tangle partner, but she is the firer; a ship of b's side has no friend there.
    expect(rules.tangles!.friendInTangle(a, b, a.ship.pose, 'port')).toBeNull();
    // A ship of a's side firing at a (her own side) or at a ship in no tangle: no share.
    const c = entry('a2', 'a', 0, -300, 12);
    const d = entry('b2', 'b', 0, 300, 12);
    table.entries.push(c, d);
    expect(rules.tangles!.friendInTangle(c, a, c.ship.pose, 'port')).toBeNull();
    expect(rules.tangles!.friendInTangle(c, d, c.ship.pose, 'port')).toBeNull();
    const shot = {
      target: d,
      pose: c.ship.pose,
      side: 'port' as const,
      rake: null,
      broadside: 'normal' as const,
    };
    expect(rules.part.tangleHit!(c, shot, 'medium', 12, false)).toBe(false);
  });
});
