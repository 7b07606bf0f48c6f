// Issue 13 / SD-153 / SD-154: contacts, unfouling and boarding in a simulated part, by rule id.
import { describe, expect, it } from 'vitest';
import { reason } from './reasons.js';
import { currentBf, dcLost } from '../damage.js';
import { broadsideDamage } from '../gunnery.js';
import { pctOfDc } from '../ship.js';
import type { CaptainOrders } from './captain.js';
import { isHeld, makeSimShip, parseDuellist, type DuelSide } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { boardingShare } from './part-contact.js';
import { playShipPart } from './part.js';
import { startTurn, tableEntry, type SimTable, type TableEntry } from './table.js';

function entry(uid: string, side: DuelSide, x: number, y: number, heading: number, who = '74C') {
  return tableEntry(
    makeSimShip(side, parseDuellist(who), { x, y, headingDeg: 0 }, heading),
    uid,
    side,
  );
}

/** Dice that throw the totals given, then 10s (a morale test passes on 10 for a fresh ship). */
function dice(...totals: number[]): DuelRandom & { used: number } {
  const r = {
    used: 0,
    int: (min: number) => min,
    roll3d6: () => totals[r.used++] ?? 10,
  };
  return r;
}

function orders(me: TableEntry, given: CaptainOrders['orders'] = []): CaptainOrders {
  return {
    ship: me.ship.id,
    orders: given,
    sail: me.ship.sail,
    heading: me.ship.heading,
    fire: [],
    reasons: {
      fire: reason('noFireOnBoard'),
      sail: reason('cannotAct'),
      course: reason('cannotAct'),
      guns: [],
    },
  };
}

function table(...entries: TableEntry[]): SimTable {
  return { wind: 0, strength: 'breeze', entries };
}

/** Two ships touching, as a contact of `kind` leaves them. */
function touching(
  a: TableEntry,
  b: TableEntry,
  kind: 'enemyCollision' | 'boarding' | 'friendlyCollision',
) {
  a.ship.contacts = [{ uid: b.uid, kind }];
  b.ship.contacts = [{ uid: a.uid, kind }];
}

describe('issue 13 FP-5.8 / D-9 / D-19 a straight move that makes contact (SD-153)', () => {
  it('FP-5.8 / D-9 an enemy run into at full sail: both lose 50% DC of rigging and are held', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 120, 0, 4);
    me.ship.sail = 'full';
    const played = playShipPart(table(me, enemy), me, orders(me), enemy, dice(10));
    expect(played.contacts).toEqual(['b1']);
    for (const s of [me.ship, enemy.ship]) {
      expect(s.damage.rigging).toBe(pctOfDc(s.profile.dcCapacity, 50));
      expect(isHeld(s)).toBe(true);
    }
    expect(me.ship.contacts).toEqual([{ uid: 'b1', kind: 'enemyCollision', newThisTurn: true }]);
    expect(enemy.ship.contacts).toEqual([{ uid: 'a1', kind: 'enemyCollision', newThisTurn: true }]);
  });

  it('D-19 an enemy touched at easy sail is a deliberate boarding contact: no damage, both held', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 120, 0, 4);
    playShipPart(table(me, enemy), me, orders(me), enemy, dice(10));
    expect(me.ship.damage.rigging).toBe(0);
    expect(enemy.ship.damage.rigging).toBe(0);
    expect(me.ship.contacts).toEqual([{ uid: 'b1', kind: 'boarding', newThisTurn: true }]);
    expect(isHeld(enemy.ship)).toBe(true);
  });

  it('FP-5.8 a friend run into at easy sail: a collision, 20% DC of rigging each', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const friend = entry('a2', 'a', 120, 0, 4);
    playShipPart(table(me, friend), me, orders(me), null, dice(10));
    expect(me.ship.damage.rigging).toBe(pctOfDc(me.ship.profile.dcCapacity, 20));
    expect(friend.ship.damage.rigging).toBe(pctOfDc(friend.ship.profile.dcCapacity, 20));
    expect(me.ship.contacts).toEqual([{ uid: 'a2', kind: 'friendlyCollision', newThisTurn: true }]);
  });
});

describe('issue 13 FP-4.4 fire between ships in contact (SD-153)', () => {
  it('FP-4.4 a burning ship that touches another sets her rigging alight', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 120, 0, 4);
    me.ship.fires = { hull: 1, rigging: 0 };
    // Abilità 10 - 1 (fire); Ext not ordered (the test gives no orders).
    playShipPart(table(me, enemy), me, orders(me), enemy, dice(10));
    expect(enemy.ship.fires).toEqual({ hull: 0, rigging: 1 });
  });

  it('FP-4.4 failing to unfoul from a burning ship starts a new rigging fire', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 0, 300, 4);
    touching(me, enemy, 'enemyCollision');
    enemy.ship.fires = { hull: 1, rigging: 0 };
    // 8 - 1 = 7: A only, not enough for an enemy collision.
    playShipPart(table(me, enemy), me, orders(me, ['unfoul']), enemy, dice(8));
    expect(me.ship.contacts).toHaveLength(1);
    expect(me.ship.fires.rigging).toBe(1);
  });
});

describe('issue 13 FP-5.8 / FP-4.1 a ship held in contact (SD-153)', () => {
  it('FP-5.8 held, she does not move nor turn; FP-4.1 hove to -1 and -1 per further ship touched', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const b1 = entry('b1', 'b', 0, 300, 4);
    const b2 = entry('b2', 'b', 0, -300, 4);
    touching(me, b1, 'boarding');
    const one = playShipPart(table(me, b1, b2), me, { ...orders(me), heading: 5 }, b1, dice(12));
    expect(one.score).toBe(11);
    expect(one.movedMm).toBe(0);
    expect(me.ship.heading).toBe(4);
    me.ship.contacts = [
      { uid: 'b1', kind: 'boarding' },
      { uid: 'b2', kind: 'enemyCollision' },
    ];
    b2.ship.contacts = [{ uid: 'a1', kind: 'enemyCollision' }];
    const two = playShipPart(table(me, b1, b2), me, orders(me), b1, dice(12));
    expect(two.score).toBe(10);
    expect(two.movedMm).toBe(0);
  });

  it('FP-5.8 unfouling from an enemy (A/E needed): free at half speed; the enemy stays hove to this turn, then half speed', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 0, 300, 4);
    touching(me, enemy, 'enemyCollision');
    const t = table(me, enemy);
    // 9 - 1 (hove to) = 8: the Unf column gives AE, enough for an enemy collision.
    const played = playShipPart(t, me, orders(me, ['unfoul']), enemy, dice(9));
    expect(played.score).toBe(8);
    expect(me.ship.contacts).toBeUndefined();
    expect(played.allowanceMm).toBe(45);
    expect(played.movedMm).toBe(45);
    expect(enemy.ship.contacts).toBeUndefined();
    expect(enemy.ship.releasedThisTurn).toBe(true);
    const hers = playShipPart(t, enemy, orders(enemy), me, dice(10));
    expect(hers.movedMm).toBe(0);
    startTurn(t);
    expect(enemy.ship.releasedThisTurn).toBeUndefined();
    expect(enemy.ship.halfSpeed).toBe(true);
    expect(playShipPart(t, enemy, orders(enemy), me, dice(10)).allowanceMm).toBe(45);
  });

  it('FP-4.5 an Unf result too weak for the contact leaves her held; FP-5.8 a friend freed from may move at half speed', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 0, 300, 4);
    touching(me, enemy, 'enemyCollision');
    // 8 - 1 = 7: only A, which frees a friendly collision, not an enemy one.
    playShipPart(table(me, enemy), me, orders(me, ['unfoul']), enemy, dice(8));
    expect(me.ship.contacts).toEqual([{ uid: 'b1', kind: 'enemyCollision' }]);
    const friend = entry('a2', 'a', 0, 300, 4);
    const me2 = entry('a1', 'a', 0, 0, 4);
    touching(me2, friend, 'friendlyCollision');
    playShipPart(table(me2, friend), me2, orders(me2, ['unfoul']), null, dice(8));
    expect(me2.ship.contacts).toBeUndefined();
    expect(friend.ship.contacts).toBeUndefined();
    expect(friend.ship.releasedThisTurn).toBeUndefined();
    expect(friend.ship.halfSpeed).toBe(true);
  });

  it('FP-7.3 no ship in a melee may unfoul, whatever the Unf column', () => {
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 0, 300, 4);
    touching(me, enemy, 'boarding');
    me.ship.melee = 'b1';
    enemy.ship.melee = 'a1';
    playShipPart(table(me, enemy), me, orders(me, ['unfoul']), enemy, dice(18));
    expect(me.ship.contacts).toEqual([{ uid: 'b1', kind: 'boarding' }]);
  });
});

describe('issue 13 FP-7.2 / FP-7.5 / FP-7.6 / HR-1 boarding at the end of the owner part (SD-154)', () => {
  /** An elite 80 against a poor 74: better crew +1, larger +1 (FP-7.5). */
  function board() {
    const me = entry('a1', 'a', 0, 0, 4, '80L:elite');
    const enemy = entry('b1', 'b', 0, 300, 4, '74C:poor');
    touching(me, enemy, 'boarding');
    me.ship.partiesReady = true;
    return { me, enemy, t: table(me, enemy) };
  }

  it('FP-7.5 a melee result of 3 or more captures her: she passes to the boarders, the boarding is over', () => {
    const { me, enemy, t } = board();
    // Abilità 10, then the melee: 12 (+1) + 2 = 3.
    playShipPart(t, me, orders(me), enemy, dice(10, 12));
    expect(enemy.ship.fate).toBe('captured');
    expect(me.ship.partiesReady).toBeUndefined();
    expect(me.ship.melee).toBeUndefined();
    // FP-7.5 the prize sails with her captor now: their contact is a friendly one.
    expect(me.ship.contacts).toEqual([{ uid: 'b1', kind: 'friendlyCollision' }]);
  });

  it('FP-7.5 a result of 1-2 goes on next turn (both locked, FP-7.3); 0 or less repels and spends the parties', () => {
    const go = board();
    playShipPart(go.t, go.me, orders(go.me), go.enemy, dice(10, 8));
    expect(go.enemy.ship.fate).toBe('afloat');
    expect(go.me.ship.melee).toBe('b1');
    expect(go.enemy.ship.melee).toBe('a1');
    expect(go.me.ship.partiesReady).toBe(true);
    const back = board();
    playShipPart(back.t, back.me, orders(back.me), back.enemy, dice(10, 4));
    expect(back.enemy.ship.fate).toBe('afloat');
    expect(back.me.ship.partiesReady).toBeUndefined();
    expect(back.me.ship.melee).toBeUndefined();
  });

  it('FP-7.6 one melee test a turn against a given ship; a new turn allows the next', () => {
    const { me, enemy, t } = board();
    const r = dice(10, 8, 10, 10, 12);
    playShipPart(t, me, orders(me), enemy, r);
    expect(r.used).toBe(2);
    playShipPart(t, me, orders(me), enemy, r);
    // The second part rolled only its Abilità: no second melee against her this turn.
    expect(r.used).toBe(3);
    expect(enemy.ship.fate).toBe('afloat');
    startTurn(t);
    playShipPart(t, me, orders(me), enemy, r);
    expect(enemy.ship.fate).toBe('captured');
  });

  it('FP-7.6 supporters touching count +1 each; supporters on both sides cancel', () => {
    // Average 74 against average 74: no modifier but the supporters (with parties ready, touching her).
    const me = entry('a1', 'a', 0, 0, 4);
    const enemy = entry('b1', 'b', 0, 300, 4);
    const mate = entry('a2', 'a', 0, 600, 4);
    const mate2 = entry('a3', 'a', 0, 900, 4);
    me.ship.contacts = [{ uid: 'b1', kind: 'boarding' }];
    mate.ship.contacts = [{ uid: 'b1', kind: 'boarding' }];
    mate2.ship.contacts = [{ uid: 'b1', kind: 'boarding' }];
    enemy.ship.contacts = [
      { uid: 'a1', kind: 'boarding' },
      { uid: 'a2', kind: 'boarding' },
      { uid: 'a3', kind: 'boarding' },
    ];
    for (const e of [me, mate, mate2]) e.ship.partiesReady = true;
    const t = table(me, enemy, mate, mate2);
    // Two supporters: 11 (+1) + 2 = 3, captured.
    playShipPart(t, me, orders(me), enemy, dice(10, 11));
    expect(enemy.ship.fate).toBe('captured');
    // The same with a defender touching the boarding ship: no support for either side, 1: continues.
    const me2 = entry('a1', 'a', 0, 0, 4);
    const enemy2 = entry('b1', 'b', 0, 300, 4);
    const mateB = entry('a2', 'a', 0, 600, 4);
    const mateC = entry('a3', 'a', 0, 900, 4);
    const helper = entry('b2', 'b', 0, -300, 4);
    me2.ship.contacts = [
      { uid: 'b1', kind: 'boarding' },
      { uid: 'b2', kind: 'boarding' },
    ];
    helper.ship.contacts = [{ uid: 'a1', kind: 'boarding' }];
    mateB.ship.contacts = [{ uid: 'b1', kind: 'boarding' }];
    mateC.ship.contacts = [{ uid: 'b1', kind: 'boarding' }];
    enemy2.ship.contacts = [
      { uid: 'a1', kind: 'boarding' },
      { uid: 'a2', kind: 'boarding' },
      { uid: 'a3', kind: 'boarding' },
    ];
    for (const e of [me2, mateB, mateC]) e.ship.partiesReady = true;
    // The melee: 11 (+1), the two supporters cancelled by the one defender: 1, it goes on.
    playShipPart(table(me2, enemy2, mateB, mateC, helper), me2, orders(me2), enemy2, dice(12, 11));
    expect(enemy2.ship.fate).toBe('afloat');
    expect(me2.ship.melee).toBe('b1');
  });

  it('FP-7.6 a supporter whose contact was a collision at full sail this turn supports from the next turn', () => {
    const setUp = () => {
      const me = entry('a1', 'a', 0, 0, 4);
      const enemy = entry('b1', 'b', 0, 300, 4);
      const mate = entry('a2', 'a', 0, 600, 4);
      me.ship.contacts = [{ uid: 'b1', kind: 'boarding' }];
      mate.ship.contacts = [{ uid: 'b1', kind: 'enemyCollision', newThisTurn: true }];
      enemy.ship.contacts = [
        { uid: 'a1', kind: 'boarding' },
        { uid: 'a2', kind: 'enemyCollision', newThisTurn: true },
      ];
      me.ship.partiesReady = true;
      mate.ship.partiesReady = true;
      return { me, enemy, t: table(me, enemy, mate) };
    };
    // 15 (+2), like against like: 2 alone (continues), 3 with the supporter (captured).
    const now = setUp();
    playShipPart(now.t, now.me, orders(now.me), now.enemy, dice(10, 15));
    expect(now.enemy.ship.fate).toBe('afloat');
    const next = setUp();
    startTurn(next.t);
    playShipPart(next.t, next.me, orders(next.me), next.enemy, dice(10, 15));
    expect(next.enemy.ship.fate).toBe('captured');
  });

  it('FP-7.2 a struck enemy touched with parties ready is taken without a melee', () => {
    const { me, enemy, t } = board();
    enemy.ship.fate = 'struck';
    const r = dice(10);
    playShipPart(t, me, orders(me), enemy, r);
    expect(enemy.ship.fate).toBe('captured');
    expect(r.used).toBe(1);
  });

  it('HR-1 (battle option) each melee round: 10% DC hull and rigging, to the ship the result names', () => {
    const cont = board();
    cont.t.meleeDamage = true;
    playShipPart(cont.t, cont.me, orders(cont.me), cont.enemy, dice(10, 8));
    // Continues: both take it.
    for (const s of [cont.me.ship, cont.enemy.ship]) {
      expect(s.damage.rigging).toBe(pctOfDc(s.profile.dcCapacity, 10));
      expect(s.damage.port + s.damage.starboard).toBe(pctOfDc(s.profile.dcCapacity, 10));
    }
    const back = board();
    back.t.meleeDamage = true;
    playShipPart(back.t, back.me, orders(back.me), back.enemy, dice(10, 4));
    // Repelled: the boarders only.
    expect(back.me.ship.damage.rigging).toBe(pctOfDc(back.me.ship.profile.dcCapacity, 10));
    expect(dcLost(back.enemy.ship.profile, back.enemy.ship.damage).total).toBe(0);
    expect(back.enemy.ship.damage.rigging).toBe(0);
    const off = board();
    playShipPart(off.t, off.me, orders(off.me), off.enemy, dice(10, 8));
    expect(off.me.ship.damage.rigging).toBe(0);
  });

  it('SD-154 a ship that ordered unfoul starts no new melee, and parties stand down with no enemy touched', () => {
    const { me, enemy, t } = board();
    const r = dice(10);
    // 10 - 1 = 9: AEB frees a boarding contact.
    playShipPart(t, me, orders(me, ['unfoul']), enemy, r);
    expect(r.used).toBe(1);
    expect(me.ship.contacts).toBeUndefined();
    expect(me.ship.partiesReady).toBeUndefined();
  });
});

describe('issue 13 D-19 / FP-7.1 firing at ships in a boarding (SD-154)', () => {
  /** A1 (hove to, port side north) fires on B1, which is boarding A2 alongside her. */
  function scene() {
    const me = entry('a1', 'a', 0, 0, 4);
    me.ship.sail = 'furled';
    const enemy = entry('b1', 'b', 30, 150, 4);
    const friend = entry('a2', 'a', 60, 200, 4);
    touching(enemy, friend, 'boarding');
    return { me, enemy, friend, t: table(me, enemy, friend) };
  }

  it('D-19 the ships of the boarding in the same half-arc share the damage evenly, friend or foe', () => {
    const { me, enemy, friend, t } = scene();
    expect(boardingShare(t, me, enemy, me.ship.pose, 'port')).toEqual([enemy, friend]);
    // Abilità 15 - 1 (hove to) = 14: a hit at any range, no critical.
    const played = playShipPart(
      t,
      me,
      {
        ...orders(me, ['firePort']),
        fire: [{ side: 'port', aim: 'hull', reason: reason('fireAtHull', { side: 'port' }) }],
      },
      enemy,
      dice(15),
    );
    expect(played.score).toBe(14);
    const each = broadsideDamage({
      bf: currentBf(me.ship.profile, me.ship.damage, 'port'),
      band: 'medium',
      aim: 'hull',
      splitBetween: 2,
    }).damage;
    expect(each).toBeGreaterThan(0);
    for (const s of [enemy.ship, friend.ship])
      expect(s.damage.port + s.damage.starboard).toBe(each);
  });

  it('D-19 a ship of the boarding in the other half of the arc, or not in a boarding, takes none of it', () => {
    const { me, enemy, friend, t } = scene();
    friend.ship.pose = { ...friend.ship.pose, x: -200 };
    expect(boardingShare(t, me, enemy, me.ship.pose, 'port')).toBeNull();
    enemy.ship.contacts = [{ uid: 'a2', kind: 'enemyCollision' }];
    friend.ship.pose = { ...friend.ship.pose, x: 60 };
    expect(boardingShare(t, me, enemy, me.ship.pose, 'port')).toBeNull();
  });
});
