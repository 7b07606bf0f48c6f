// What the turn flow needs from the table, behind small interfaces: the canvas implementation is in
// scene-table.ts; tests give fakes with known targets and poses.
import type { HullSide } from '../../rules/index.js';
import type { ApplyOutcome } from '../referee/relay.js';
import type { ShipRef } from '../chat/card-data-common.js';
import type { EffectState } from '../chat/view-common.js';
import type { TargetingSnapshot } from './gunnery.js';
import type { PoseChange } from './plans.js';
import type { BattleStore } from './battle-store.js';

/** FP-6.2 targeting of one broadside on the battle's table, with actor uuids and D-12 hit sides. */
export interface TargetingProvider {
  broadsideTargets(
    firerUuid: string,
    side: HullSide,
  ): TargetingSnapshot | Promise<TargetingSnapshot>;
}

/** The ships' poses on the table, the wind, and turning a ship with an undoable record. */
export interface TableAccess {
  /** Compass index of the ship's heading, or null when it has no token on the battle's scene. */
  headingOf(actorUuid: string): number | null;
  /** The compass index the wind blows from, or null when the scene has no wind. */
  windDirection(): number | null;
  /** The ship's base centre on the battle's table (mm), or null when it has no token there (FP-6.7 start position). */
  positionOf(actorUuid: string): { x: number; y: number } | null;
  /**
   * FP-5 whether the ship made (part of) its straight move this battle turn (the referee's record on
   * its token); OR-3 in that segment of the turn when `segment` is given.
   */
  movedThisTurn(actorUuid: string, turn: number, segment?: 1 | 2): boolean;
  /** FP-4.4 ships whose nearest mast is within short range of this one's (an explosion's reach). */
  shipsInExplosionReach(actorUuid: string): ShipRef[];
  /** Turns the ship's token (owner or GM); applied once per key, recorded for the GM's undo. */
  turnShip(
    actorUuid: string,
    change: PoseChange,
    record: { key: string; label: string },
  ): Promise<ApplyOutcome>;
  undoTurn(actorUuid: string, key: string): Promise<ApplyOutcome>;
  turnState(actorUuid: string, key: string): EffectState;
  /**
   * HR-4 the table's rectangle and the ship's base centre and length there (mm, y northwards), or null
   * when the ship has no token on the battle's scene. Optional: a table without it saves no ship.
   */
  edgeFacts?(actorUuid: string): EdgeFacts | null;
  /** HR-4 (GM) takes a saved ship's token off the battle's scene. */
  removeShip?(actorUuid: string): Promise<void>;
}

export interface EdgeFacts {
  centre: { x: number; y: number };
  baseLengthMm: number;
  table: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface TurnServices {
  targeting: TargetingProvider;
  table: TableAccess;
  battle: BattleStore;
}

let services: TurnServices | null = null;

export function setTurnServices(next: TurnServices): void {
  services = next;
}

export function turnServices(): TurnServices {
  if (!services) throw new Error('the turn flow is not registered (registerTurn)');
  return services;
}
