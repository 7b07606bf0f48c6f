// HR-5 / SD-187 the morale lists that close a card-driven turn: one per side, each with that side's
// own ships only (raked by any fire of the turn); the FP-3 sequence's SD-16 lists are unchanged.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import type { TableShipData } from './melee.js';
import { buildMoraleList } from './morale.js';

const ship = (id: string, side: string, extra: Record<string, unknown> = {}): TableShipData => ({
  id,
  actorUuid: `Actor.${id}`,
  name: id,
  system: shipData('3rd-74c', 'average', { side, ...extra }),
});

// A French two-decker with two DCs lost this turn, a French ship raked by the British, a British ship
// raked by the French.
const lost = ship('lost', 'F', {
  damage: { port: 240, starboard: 0, rigging: 0, riggingRepaired: 0 },
});
const rakedF = ship('rakedF', 'F');
const rakedB = ship('rakedB', 'B');
const turnHits = [
  { targetUuid: 'Actor.rakedF', firerUuid: 'x', side: 'B', rake: 'bow' as const },
  { targetUuid: 'Actor.rakedB', firerUuid: 'y', side: 'F', rake: 'stern' as const },
];
const list = (side: string, onePart?: boolean) =>
  buildMoraleList({
    turn: 1,
    side,
    ships: [lost, rakedF, rakedB],
    partStart: {},
    turnHits,
    ...(onePart === undefined ? {} : { onePart }),
  }).entries.map((e) => [e.name, e.reasons]);

describe('HR-5 SD-187 the morale lists of a card-driven turn', () => {
  it('HR-5 SD-187 each side lists its own ships, raked by the other side or having lost DCs: no ship on two lists', () => {
    expect(list('F', true)).toEqual([
      ['lost', ['dcLost']],
      ['rakedF', ['raked']],
    ]);
    expect(list('B', true)).toEqual([['rakedB', ['raked']]]);
  });

  it("FP-8.1 SD-16 in the FP-3 sequence a part's list holds either side's ships it hit or raked", () => {
    expect(list('B')).toEqual([
      ['lost', ['dcLost']],
      ['rakedF', ['raked']],
    ]);
    expect(list('F')).toEqual([
      ['lost', ['dcLost']],
      ['rakedB', ['raked']],
    ]);
  });
});
