// Shared by the Abilità and gunnery card tests (src/foundry/turn/abilita-orders.test.ts and
// gunnery-criticals.test.ts): a ship entry of an Abilità roll with its orders snapshot.
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
