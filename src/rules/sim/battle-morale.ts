// Issue 13 / HR-4: a battle's fleet morale, split from battle.ts to keep files small: each fleet's
// morale state, the events since a snapshot of the table (morale tests taken, own ships struck, sunk,
// exploded or captured, enemy ships lost) and, for a fleet at 0, every ship afloat testing at once
// (FP-8.2; any strike breaks it, SD-121). runBattle (battle.ts) asks for it only when HR-4 is in play.
import {
  applyFleetMoraleEvent,
  fleetMoraleShip,
  initialFleetMoraleState,
  type FleetMoraleEvent,
  type FleetMoraleShip,
  type FleetMoraleState,
} from '../fleet-morale.js';
import { otherSide, type DuelSide, type ShipFateInDuel } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { takeMoraleTest } from './part.js';
import type { SimTable } from './table.js';

export interface Morale {
  ships: Record<DuelSide, FleetMoraleShip[]>;
  state: Record<DuelSide, FleetMoraleState>;
  /** Sides in the order they broke. */
  broke: DuelSide[];
}

export interface Snapshot {
  fate: ShipFateInDuel;
  tests: number;
}

export function snapshot(table: SimTable): Snapshot[] {
  return table.entries.map((e) => ({ fate: e.ship.fate, tests: e.ship.moraleTests }));
}

export function initMorale(table: SimTable): Morale {
  const ships = { a: [] as FleetMoraleShip[], b: [] as FleetMoraleShip[] };
  for (const e of table.entries) ships[e.side].push(fleetMoraleShip(e.uid, e.ship.profile));
  return {
    ships,
    state: { a: initialFleetMoraleState(ships.a), b: initialFleetMoraleState(ships.b) },
    broke: [],
  };
}

function apply(m: Morale, side: DuelSide, event: FleetMoraleEvent): void {
  m.state[side] = applyFleetMoraleEvent(m.state[side], m.ships[side], event).state;
  if (m.state[side].phase === 'broken' && !m.broke.includes(side)) m.broke.push(side);
}

/** HR-4 the events since the snapshot: tests taken, own losses, enemy ships captured, sunk or exploded. */
export function moraleEvents(m: Morale, table: SimTable, before: readonly Snapshot[]): void {
  table.entries.forEach((e, i) => {
    const was = before[i]!;
    for (let t = was.tests; t < e.ship.moraleTests; t++)
      apply(m, e.side, { kind: 'moraleTest', shipId: e.uid });
    const fate = e.ship.fate;
    if (fate === was.fate || fate === 'afloat') return;
    apply(m, e.side, { kind: fate, shipId: e.uid });
    if (fate === 'sunk' || fate === 'exploded' || fate === 'captured')
      apply(m, otherSide(e.side), {
        kind:
          fate === 'sunk' ? 'enemySunk' : fate === 'exploded' ? 'enemyExploded' : 'enemyCaptured',
        shipId: e.uid,
        points: e.ship.profile.cost,
      });
  });
}

/** HR-4 a fleet at 0: every ship of it afloat tests morale at once; any strike breaks it (SD-121). */
export function breakTests(m: Morale, table: SimTable, rng: DuelRandom, first: DuelSide): void {
  for (const side of [first, otherSide(first)]) {
    if (m.state[side].phase !== 'breakTest') continue;
    let anyStruck = false;
    for (const e of table.entries) {
      if (e.side !== side || e.ship.fate !== 'afloat') continue;
      const struck = takeMoraleTest(e.ship, rng);
      apply(m, side, { kind: 'moraleTest', shipId: e.uid });
      if (struck) {
        anyStruck = true;
        apply(m, side, { kind: 'struck', shipId: e.uid });
      }
    }
    apply(m, side, { kind: 'breakTest', anyStruck });
  }
}
