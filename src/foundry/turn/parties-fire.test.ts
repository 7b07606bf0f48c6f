// FP-7.3 a ship with boarding parties ready fires from one side only that turn; a failed preparation
// leaves both broadsides free.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import type { GunneryCard } from '../chat/card-data-fire.js';
import { buildAbilitaCard } from './abilita.js';
import { allBroadsidesFired, mayFireBroadside, type GunneryRecord } from './criticals.js';
import { buildGunneryCard } from './gunnery.js';
import { orderErrors } from './orders-errors.js';
import { snapshotOrders } from './orders.js';
import { targetEntry as tgt } from '../../../tests/support/abilita-fixtures.js';

const both = { firePort: 'hull', fireStarboard: 'hull', prepareBoarding: true } as const;
const roll = (faces: [number, number, number], extra: Record<string, unknown> = {}) => {
  const system = shipData('3rd-74c', 'average', {
    orders: { ...snapshotOrders(both), turn: 1, locked: false },
    ...extra,
  });
  return {
    system,
    card: buildAbilitaCard({
      turn: 1,
      side: 'B',
      faces,
      wind: 0,
      ships: [{ actorUuid: 'a', name: 'a', system, headingIndex: 4 }],
    }),
  };
};
const fired = (
  card: ReturnType<typeof roll>['card'],
  system: ReturnType<typeof roll>['system'],
  broadside: 'port' | 'starboard',
): GunneryRecord => ({
  messageId: `g-${broadside}`,
  card: buildGunneryCard({
    abilita: card,
    abilitaMessageId: 'm',
    shipIndex: 0,
    broadside,
    firer: system,
    targeting: { candidates: [tgt('t')], chosen: 't', choices: ['t'] },
  }) as GunneryCard,
});

describe('FP-7.3 one side only with boarding parties ready', () => {
  it('FP-7.3 ordering the preparation does not refuse both broadsides; parties already ready do', () => {
    const ctx = (system = shipData('3rd-74c')) => ({
      system,
      headingIndex: 4,
      wind: 0,
      struckMayFightFire: false,
    });
    expect(orderErrors(snapshotOrders(both), ctx())).toEqual([]);
    const ready = shipData('3rd-74c', 'average', {
      boarding: { partiesReady: true, inMelee: false, boardedNotRepelled: false },
    });
    expect(
      orderErrors(snapshotOrders({ firePort: 'hull', fireStarboard: 'hull' }), ctx(ready)),
    ).toEqual(['SCA.Turn.Orders.Error.OneSideWithParties']);
  });
  it('FP-7.3 once the preparation succeeds, the ship fires one side only: the other broadside is refused', () => {
    const { system, card } = roll([4, 4, 4]); // 12: Brd ok
    expect(mayFireBroadside(card, 0, 'port', [], system)).toBe(true);
    const port = fired(card, system, 'port');
    expect(mayFireBroadside(card, 0, 'starboard', [port], system)).toBe(false);
    // FP-4.3 the criticals do not wait for the broadside it may not fire.
    expect(allBroadsidesFired(card, [port])).toBe(true);
  });
  it('FP-7.3 a failed preparation leaves both broadsides to fire', () => {
    const { system, card } = roll([2, 2, 2]); // 6: Brd F
    const port = fired(card, system, 'port');
    expect(mayFireBroadside(card, 0, 'starboard', [port], system)).toBe(true);
    expect(allBroadsidesFired(card, [port])).toBe(false);
  });
});
