// The data of the cards that close a part and the battle: boarding melees (FP-7), the morale list and
// each morale test (FP-8.1, FP-8.2, HR-4), the end-of-part fires (FP-4.4, FP-6.7, D-7) and the summary
// (FP-8.3). One family of the `Card` union in card-data.ts, kept in its own file for size.
import type { MeleeParty, MoraleConditions } from '../../rules/index.js';
import type { Faces, ShipRef } from './card-data-common.js';

/** FP-7.5 / FP-7.6 one boarding melee (or a capture without melee, FP-7.2). */
export interface MeleeCard {
  kind: 'melee';
  turn: number;
  side: string;
  attacker: ShipRef;
  defender: ShipRef;
  attackerSupports: ShipRef[];
  defenderSupports: ShipRef[];
  /** FP-7.2 a struck or captured ship is taken without a melee. */
  withoutMelee: boolean;
  faces: Faces | null;
  own: MeleeParty;
  enemy: MeleeParty;
  /** HR-1 setting at the time of the melee. */
  meleeDamage: boolean;
  /** The side the defender belonged to (capture moves it to the attacker's side). */
  defenderSide: string;
}

export interface MoraleListEntry extends ShipRef {
  /** FP-8.1 raked or DC lost; HR-4 `fleetBreak`: the fleet's all-ships test at 0. */
  reasons: Array<'raked' | 'dcLost' | 'fleetBreak'>;
  hits: number;
  bowRakes: number;
  sternRakes: number;
  /** OR-2 +N for the opponent's refusals of the scenario (absent: none). */
  refusalBonus?: number;
}

/** FP-8.1 the ships that must test morale at the end of a part. */
export interface MoraleListCard {
  kind: 'moraleList';
  turn: number;
  side: string;
  entries: MoraleListEntry[];
  /** HR-4 the side whose fleet reached 0: every ship of it tests at once (not the part's list). */
  fleetBreak?: string;
}

/** FP-8.2 one morale test. */
export interface MoraleCard {
  kind: 'morale';
  turn: number;
  side: string;
  listMessageId: string;
  ship: ShipRef;
  faces: Faces;
  conditions: MoraleConditions;
}

export interface EndOfPartEntry extends ShipRef {
  /** FP-4.4 fires not put out, FP-6.7 a lit fireship burning, or FP-4.4 fire reaching a ship in contact. */
  cause: 'fire' | 'fireship' | 'spread';
  /** For 'spread': the burning ship in contact it catches fire from. */
  from?: ShipRef;
  /** FP-4.4 ships within short range that catch fire if this one explodes. */
  neighbours: ShipRef[];
}

/** FP-4.4 / FP-6.7 / D-7 fires at the end of a side's part. */
export interface EndOfPartCard {
  kind: 'endOfPart';
  turn: number;
  side: string;
  entries: EndOfPartEntry[];
}

export interface SummaryShip extends ShipRef {
  side: string;
  originalSide: string;
  fate: 'afloat' | 'struck' | 'destroyed' | 'captured';
  dcLost: number;
  initialBf: number;
}

/** FP-8.3 the end of the battle. */
export interface SummaryCard {
  kind: 'summary';
  turn: number;
  side: string;
  scoring: 'standard' | 'detailed';
  sides: Array<{ id: string; points: number; exact: number }>;
  ships: SummaryShip[];
  /** HR-4 the fleet that broke first (it loses, whatever its points); absent: none broke or the option is off. */
  fleetMoraleLoser?: string;
}
