// Shared by the Abilità and gunnery card tests (src/foundry/turn/abilita-orders.test.ts,
// gunnery-criticals.test.ts, full-gunnery-edges.test.ts, parties-fire.test.ts): a ship entry of an
// Abilità roll with its orders snapshot, and a broadside's target entry.
import type { TargetEntry } from '../../src/foundry/chat/card-data-fire.js';
import { shipData } from '../turn/ships.js';
import { snapshotOrders } from '../../src/foundry/turn/orders.js';

const orders = (o: Record<string, unknown>) => ({
  orders: { ...snapshotOrders(o), turn: 1, locked: false },
});
export const ship = (
  uuid: string,
  classId: string,
  crew: 'good' | 'average' | 'poor',
  o: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => ({
  actorUuid: uuid,
  name: uuid,
  system: shipData(classId, crew, { ...orders(o), ...extra }),
  headingIndex: 4,
});

/** A target at short range on the fore half, hit on her port side, under full sail (`f` overrides). */
export const targetEntry = (uuid: string, f: Partial<TargetEntry> = {}): TargetEntry => ({
  actorUuid: uuid,
  name: uuid,
  rangeMm: 80,
  band: 'short',
  half: 'fore',
  rake: null,
  hitSide: 'port',
  boardingWith: [],
  sail: 'full',
  ...f,
});
