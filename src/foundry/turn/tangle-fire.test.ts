// OR-7 / SD-72 the gunnery card against an entangled target: +1 to the firer's score for that
// broadside, re-derived from the card (the target entry says it was entangled).
import { describe, expect, it } from 'vitest';
import { RANGE_LIMITS_MM } from '../../rules/index.js';
import type { GunneryCard, TargetEntry } from '../chat/card-data.js';
import { resolveGunnery } from './gunnery.js';
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
});
