// OR-7 / SD-72 the gunnery card against an entangled target: +1 to the firer's score for that
// broadside, re-derived from the card (the target entry says it was entangled).
import { describe, expect, it } from 'vitest';
import { RANGE_LIMITS_MM, broadsideDamage, roundHalfUp } from '../../rules/index.js';
import { shipData } from '../../../tests/turn/ships.js';
import type { GunneryCard, TargetEntry } from '../chat/card-data-fire.js';
import { damagePlan, doubleExtra, resolveGunnery } from './gunnery.js';
import { checkGunnery } from './cards/checks.js';
import { tangleShotScore } from './tangle-fire.js';

const target = (entangled: boolean): TargetEntry => ({
  actorUuid: 'Actor.t',
  name: 'Généreux',
  rangeMm: RANGE_LIMITS_MM[1200].medium,
  band: 'medium',
  half: 'fore',
  rake: null,
  hitSide: 'port',
  boardingWith: [],
  sail: 'full',
  ...(entangled ? { entangled: true } : {}),
});

const card = (entangled: boolean, score: number): GunneryCard => ({
  kind: 'gunnery',
  turn: 2,
  side: 'British',
  abilitaMessageId: 'm',
  shipIndex: 0,
  firerUuid: 'Actor.f',
  firerName: 'Bellona',
  broadside: 'port',
  aim: 'hull',
  score,
  bf: 7,
  carronades: false,
  candidates: [target(entangled)],
  choices: ['Actor.t'],
  targetUuid: 'Actor.t',
});

describe('OR-7 fire at entangled ships in the gunnery card', () => {
  it('OR-7 +1: a 7 misses at medium range, the same 7 hits an entangled target', () => {
    expect(resolveGunnery(card(false, 7), 1200).shot?.result).toBe('miss');
    expect(resolveGunnery(card(true, 7), 1200).shot?.result).toBe('hit');
  });
  it('OR-7 / SD-72 the score stays within 18', () => {
    expect(tangleShotScore(18, { entangled: true })).toBe(18);
    expect(tangleShotScore(12, {})).toBe(12);
  });

  const withFriend = (
    friendPlace: 'fore' | 'aft' | 'centre',
    friendRangeMm: number,
  ): GunneryCard => {
    const c = card(true, 10);
    const t: TargetEntry = {
      ...c.candidates[0]!,
      tangle: {
        actorUuid: 'Actor.friend',
        name: 'Ajax',
        hitSide: 'starboard',
        friendPlace,
        friendRangeMm,
        enemyPlace: 'aft',
        enemyRangeMm: RANGE_LIMITS_MM[1200].medium,
      },
    };
    return { ...c, candidates: [t] };
  };
  const exact = broadsideDamage({ bf: 7, band: 'medium', aim: 'hull' }).exact;

  it('OR-7 footnote 20: friend in the other half and nearer -> the enemy takes 1/3, the friend 2/3 (D-16)', () => {
    const c = withFriend('fore', 100);
    const r = resolveGunnery(c, 1200);
    expect(r.recipients.map((x) => [x.name, x.track, x.points])).toEqual([
      ['Généreux', 'port', roundHalfUp((exact * 1) / 3)],
      ['Ajax', 'starboard', roundHalfUp((exact * 2) / 3)],
    ]);
    // The friend's apply button applies its own share.
    const plan = damagePlan(c, 1, shipData('3rd-74c'), 1200);
    expect(plan.label.data).toMatchObject({ points: roundHalfUp((exact * 2) / 3) });
  });
  it('OR-7 footnote 20: the enemy nearer than the friend -> the friend takes 1/3', () => {
    const r = resolveGunnery(withFriend('aft', 900), 1200);
    expect(r.recipients.map((x) => x.points)).toEqual([
      roundHalfUp((exact * 2) / 3),
      roundHalfUp(exact / 3),
    ]);
  });
  it('OR-7 footnote 20: the friend nearer on the centre line screens the enemy: no fire, no damage', () => {
    const r = resolveGunnery(withFriend('centre', 100), 1200);
    expect(r).toMatchObject({ screened: true, recipients: [], damage: null });
  });
  it('OR-7 the stored tangle is checked like the rest of the card', () => {
    const c = withFriend('fore', 100) as unknown as Record<string, unknown>;
    expect(() => checkGunnery(c)).not.toThrow();
    const bad = withFriend('fore', 100);
    (bad.candidates[0]!.tangle as unknown as Record<string, unknown>).friendPlace = 'beyond';
    expect(() => checkGunnery(bad as unknown as Record<string, unknown>)).toThrow();
  });

  it('OR-7 / SD-19 a well laid double on a tangle split doubles the enemy share only', () => {
    const c = withFriend('fore', 100);
    expect(doubleExtra(c, 1200)).toBe(roundHalfUp((exact * 2) / 3) - roundHalfUp(exact / 3));
  });
});
