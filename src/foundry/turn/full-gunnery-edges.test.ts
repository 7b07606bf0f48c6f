// OR-6 edge cases on the cards: a well laid "double" doubles all three figures (SD-36), each its own
// line; an OR-7 tangle split shares each of the three figures (SD-85, D-16 once at the end); the
// criticals do not wait for a broadside whose side is spent (SD-11); the OR-5 tack BF -1 counts too.
import { describe, expect, it } from 'vitest';
import {
  freshGuns,
  fullGunneryDamage,
  roundHalfUp,
  sideSpent,
  tangleDamageSplit,
} from '../../rules/index.js';
import { shipData } from '../../../tests/turn/ships.js';
import type { CriticalCard, GunneryCard, TargetEntry } from '../chat/card-data-fire.js';
import { buildAbilitaCard } from './abilita.js';
import { allBroadsidesFired, wellLaidKey, wellLaidPart, wellLaidPlan } from './criticals.js';
import { resolveGunnery, wellLaidExtras } from './gunnery.js';
import { snapshotOrders } from './orders.js';
import { targetEntry as tgt } from '../../../tests/support/abilita-fixtures.js';

const gunnery = (f: Partial<GunneryCard> = {}, target: TargetEntry = tgt('t')): GunneryCard => ({
  kind: 'gunnery',
  turn: 2,
  side: 'British',
  abilitaMessageId: 'm',
  shipIndex: 0,
  firerUuid: 'f',
  firerName: 'Bellona',
  broadside: 'port',
  aim: 'hull',
  score: 17,
  bf: 7,
  carronades: false,
  candidates: [target],
  choices: [target.actorUuid],
  targetUuid: target.actorUuid,
  fullGunnery: { broadside: 'normal' },
  ...f,
});

/** A critical card whose well laid shot (faces 3,3,3 = 9: double) falls on `g`'s target. */
const critical = (g: GunneryCard, faces: [number, number, number] = [3, 3, 3]): CriticalCard => ({
  kind: 'critical',
  turn: g.turn,
  side: g.side,
  abilitaMessageId: 'm',
  gunneryMessageIds: ['g'],
  unlucky: null,
  wellLaid: {
    gunneryMessageId: 'g',
    firerUuid: g.firerUuid,
    targetUuid: g.targetUuid!,
    targetName: g.targetUuid!,
    aim: g.aim,
    faces,
    neighbours: [],
  },
});

const damageOf = (plan: { changes: Record<string, unknown> }) =>
  plan.changes.damage as Record<string, number>;

describe('OR-6 / SD-36 a well laid double under full gunnery doubles all three figures', () => {
  const normal = fullGunneryDamage({
    bf: 7,
    band: 'short',
    broadside: 'normal',
    aim: 'hull',
    targetSail: 'full',
  });
  const doubled = fullGunneryDamage({
    bf: 7,
    band: 'short',
    broadside: 'normal',
    aim: 'hull',
    targetSail: 'full',
    double: true,
  });

  it('SD-36 one line per figure: target to the side hit, collateral to the rigging, opposite to the other side', () => {
    expect(wellLaidExtras(gunnery(), 1200)).toEqual([
      { part: 'target', track: 'port', points: doubled.target - normal.target },
      { part: 'collateral', track: 'rigging', points: doubled.collateral - normal.collateral },
      { part: 'opposite', track: 'starboard', points: doubled.opposite - normal.opposite },
    ]);
  });

  it('SD-36 each line applies its own figure on its own track (the plan re-derives it from the cards)', () => {
    const g = gunnery();
    const c = critical(g);
    const ship = shipData('3rd-74c');
    expect(damageOf(wellLaidPlan(c, g, ship, 1200, 'target')).port).toBe(
      doubled.target - normal.target,
    );
    expect(damageOf(wellLaidPlan(c, g, ship, 1200, 'collateral')).rigging).toBe(
      doubled.collateral - normal.collateral,
    );
    expect(damageOf(wellLaidPlan(c, g, ship, 1200, 'opposite')).starboard).toBe(
      doubled.opposite - normal.opposite,
    );
    // No figure named: the target figure's line (the card's own key).
    expect(wellLaidPlan(c, g, ship, 1200).changes).toEqual(
      wellLaidPlan(c, g, ship, 1200, 'target').changes,
    );
  });

  it('SD-36 aimed at the rigging: two lines (rigging, then the side hit); no opposite line to apply', () => {
    const g = gunnery({ aim: 'rigging' });
    expect(wellLaidExtras(g, 1200).map((x) => [x.part, x.track])).toEqual([
      ['target', 'rigging'],
      ['collateral', 'port'],
    ]);
    expect(() => wellLaidPlan(critical(g), g, shipData('3rd-74c'), 1200, 'opposite')).toThrow(
      /adds nothing/,
    );
  });

  it('SD-36 only a double has a line per figure; Fast Play keeps one line', () => {
    const g = gunnery();
    expect(() =>
      wellLaidPlan(critical(g, [1, 1, 1]), g, shipData('3rd-74c'), 1200, 'collateral'),
    ).toThrow(/only a double/);
    const fast = gunnery({ fullGunnery: undefined });
    expect(wellLaidExtras(fast, 1200)).toHaveLength(1);
    expect(wellLaidExtras(fast, 1200)[0]!.part).toBeNull();
  });

  it('SD-36 / SD-19 a boarding split doubles the well laid target share of each figure only', () => {
    const t = tgt('t', { boardingWith: ['u'] });
    const g = gunnery({ candidates: [t, tgt('u', { rangeMm: 85 })] }, t);
    g.candidates = [t, tgt('u', { rangeMm: 85 })];
    const half = (x: number) => roundHalfUp(x / 2);
    const extras = wellLaidExtras(g, 1200);
    expect(extras.find((x) => x.part === 'target')!.points).toBe(
      half(doubled.exact.target) - half(normal.exact.target),
    );
  });

  it('SD-36 the figure a button names is one of the three; anything else is refused', () => {
    expect(wellLaidPart(undefined)).toBeNull();
    expect(wellLaidPart({ part: 'opposite' })).toBe('opposite');
    for (const part of ['hull', 7, { a: 1 }, '']) expect(() => wellLaidPart({ part })).toThrow();
    expect(wellLaidKey('msg', null)).toBe('msg:wellLaid');
    expect(wellLaidKey('msg', 'target')).toBe('msg:wellLaid');
    expect(wellLaidKey('msg', 'collateral')).toBe('msg:wellLaid:collateral');
  });
});

describe('OR-6 + OR-7 / SD-85 full gunnery against a tangle split shares the three figures', () => {
  const entangled = (friendPlace: 'fore' | 'aft', friendRangeMm: number) =>
    tgt('t', {
      entangled: true,
      tangle: {
        actorUuid: 'friend',
        name: 'Ajax',
        hitSide: 'starboard',
        friendPlace,
        friendRangeMm,
        enemyPlace: 'aft',
        enemyRangeMm: 80,
      },
    });
  const exact = fullGunneryDamage({
    bf: 7,
    band: 'short',
    broadside: 'normal',
    aim: 'hull',
    targetSail: 'full',
  }).exact;

  it('OR-7 footnote 20 friend nearer in the other half: the enemy takes 1/3 of each figure, the friend 2/3 (D-16 once)', () => {
    const r = resolveGunnery(gunnery({ score: 12 }, entangled('fore', 60)), 1200);
    const split = (x: number) => tangleDamageSplit(x, 2 / 3);
    expect(r.recipients.map((x) => [x.actorUuid, x.part, x.track, x.points])).toEqual([
      ['t', 'target', 'port', split(exact.target).enemy],
      ['t', 'collateral', 'rigging', split(exact.collateral).enemy],
      ['t', 'opposite', 'starboard', split(exact.opposite).enemy],
      ['friend', 'target', 'starboard', split(exact.target).friend],
      ['friend', 'collateral', 'rigging', split(exact.collateral).friend],
      ['friend', 'opposite', 'port', split(exact.opposite).friend],
    ]);
    // Not the Fast Play figure any more: the target line is a share of the OR-6 figure.
    expect(r.full?.target).toBe(roundHalfUp(exact.target));
  });

  it('OR-7 footnote 20 the enemy nearer: the friend takes 1/3 of each figure', () => {
    const r = resolveGunnery(gunnery({ score: 12 }, entangled('aft', 600)), 1200);
    const friend = r.recipients.filter((x) => x.actorUuid === 'friend').map((x) => x.points);
    expect(friend).toEqual(
      [
        tangleDamageSplit(exact.target, 1 / 3).friend,
        tangleDamageSplit(exact.collateral, 1 / 3).friend,
        tangleDamageSplit(exact.opposite, 1 / 3).friend,
      ].filter((p) => p > 0),
    );
  });

  it('SD-36 / SD-19 a well laid double on the split doubles the enemy share of each figure only', () => {
    const g = gunnery({ score: 17 }, entangled('fore', 60));
    const enemy = (x: number) => tangleDamageSplit(x, 2 / 3).enemy;
    expect(wellLaidExtras(g, 1200).map((x) => [x.part, x.points])).toEqual(
      (['target', 'collateral', 'opposite'] as const)
        .map((p) => [p, enemy(exact[p] * 2) - enemy(exact[p])] as const)
        .filter(([, points]) => points > 0),
    );
  });
});

describe('OR-5 + OR-6 the tack BF -1 counts in the three figures', () => {
  it('OR-5 a ship firing while tacking resolves the OR-6 figures with BF - 1', () => {
    const r = resolveGunnery(gunnery({ score: 12, tackBf: -1 }), 1200);
    const want = fullGunneryDamage({
      bf: 6,
      band: 'short',
      broadside: 'normal',
      aim: 'hull',
      targetSail: 'full',
    });
    expect(r.full).toMatchObject({ target: want.target, collateral: want.collateral });
  });
});

describe('OR-6 / SD-11 the criticals do not wait for a spent side', () => {
  const abilita = buildAbilitaCard({
    turn: 2,
    side: 'x',
    faces: [1, 1, 2],
    wind: 0,
    ships: ['a', 'b'].map((uuid) => ({
      actorUuid: uuid,
      name: uuid,
      system: shipData('2nd-98s', 'good', {
        orders: { ...snapshotOrders({ firePort: 'hull' }), turn: 2, locked: false },
      }),
      headingIndex: 4,
    })),
  });
  const fired = { messageId: 'g', card: gunnery({ shipIndex: 0, score: 4 }) };

  it('SD-11 a broadside not fired is awaited, unless its side cannot fire in this part', () => {
    expect(allBroadsidesFired(abilita, [fired])).toBe(false);
    expect(allBroadsidesFired(abilita, [fired], (i) => i === 1)).toBe(true);
    // A spent side that has no record is not awaited; a fired one still counts as fired.
    expect(allBroadsidesFired(abilita, [], (i) => i === 1)).toBe(false);
  });

  it('OR-6 sideSpent: fired and not being reloaded; a side reloading (or loaded) is not spent', () => {
    const phase = { turn: 2, segment: 1 as const };
    const g = freshGuns();
    expect(sideSpent(g, 'port', phase)).toBe(false);
    const firedSide = { ...g, port: { ...g.port, status: 'fired' as const, hasFired: true } };
    expect(sideSpent(firedSide, 'port', phase)).toBe(true);
    const reloading = {
      ...g,
      port: { ...g.port, status: 'reloading' as const, lastReload: phase },
    };
    expect(sideSpent(reloading, 'port', phase)).toBe(false);
    expect(sideSpent(reloading, 'port', { turn: 2, segment: 2 })).toBe(false);
  });
});
