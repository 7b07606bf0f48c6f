// HR-4 the break records the referee keeps on the battle's Combat (public: every client reads them),
// and what they bind: a broken fleet's ships make for its edge (SD-125, SD-182).
import type { TableEdge } from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { setting } from '../settings.js';
import { FLEET_MORALE_FLAG, isFleetMoraleStore, type FleetMoraleStore } from './fleet-morale.js';
import { battleCombat } from './battle-store.js';

export function readFleetMoraleStore(): FleetMoraleStore {
  const combat = battleCombat<{ getFlag(s: string, k: string): unknown }>();
  const v = combat?.getFlag(SYSTEM_ID, FLEET_MORALE_FLAG);
  return isFleetMoraleStore(v) ? v : { records: [] };
}

/** HR-4 / SD-182 the edge a side's ships must make for: its fleet broke (null: not broken, or HR-4 off). */
export function brokenFleetEdge(side: string): TableEdge | null {
  if (!setting('fleetMorale')) return null;
  const r = readFleetMoraleStore().records.find((x) => x.side === side);
  return r?.phase === 'broken' ? (r.edge ?? null) : null;
}
