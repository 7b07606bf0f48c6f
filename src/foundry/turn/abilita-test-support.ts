// Shared by the Abilità and gunnery card tests (abilita-orders.test.ts, gunnery-criticals.test.ts):
// a ship entry of an Abilità roll with its orders snapshot.
import { shipData } from '../../../tests/turn/ships.js';
import { snapshotOrders } from './orders.js';

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
