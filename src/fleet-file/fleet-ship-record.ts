// One ship of a fleet file as the reader gives it (pure: shared by the glue's import and the CLI).
import { NATIONS, type CrewQuality, type Nation } from '../rules/index.js';

export interface FleetDamage {
  port: number;
  starboard: number;
  rigging: number;
  /** D-4 rigging DCs repaired (absent: none). */
  riggingRepaired?: number;
}

export interface FleetShip {
  name: string;
  /** The FP-2.1 row id (never a fortification). */
  classId: string;
  crew: CrewQuality;
  /** FP-7.5 the crew a prize had before its capture (absent: the same as crew). */
  originalCrew?: CrewQuality;
  nation: Nation | '';
  squadron: string;
  side: string;
  damage: FleetDamage;
}

export const NO_FLEET_DAMAGE: Readonly<FleetDamage> = Object.freeze({
  port: 0,
  starboard: 0,
  rigging: 0,
});

export function isNation(value: unknown): value is Nation {
  return typeof value === 'string' && (NATIONS as readonly string[]).includes(value);
}
