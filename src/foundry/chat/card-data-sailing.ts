// The data of the sailing cards: the rigging damage test (OR-9), a signal and its reception rolls
// (FP-A3, OR-11), a grounding (HR-3) and the moves the referee completed at a close (FP-5.7, SD-150).
// One family of the `Card` union in card-data.ts, kept in its own file for size.
import type {
  CrewQuality,
  NavWind,
  RiggingCollision,
  RiggingSail,
  RiggingTestCause,
} from '../../rules/index.js';
import type { Faces, ShipRef } from './card-data-common.js';

/** OR-9 one rigging damage test, with the inputs of its score (the referee rolled the dice). */
export interface RiggingTestCard {
  kind: 'riggingTest';
  turn: number;
  side: string;
  ship: ShipRef;
  cause: RiggingTestCause;
  faces: Faces;
  /** The crew that kept the ship (a prize's original crew). */
  crew: CrewQuality;
  sail: RiggingSail;
  wind: NavWind;
  /** OR-2 the wind was a storm (tested as a strong wind). */
  storm: boolean;
  rdcLost: number;
  collision: RiggingCollision | null;
  rateDiff: number | null;
  partiesReady: boolean;
  /** A collision with a ship: the damage is a share of that ship's DC (OR-9). */
  other: ShipRef | null;
  /** What put the ship to the test once (e.g. one wind change), so it is not taken twice. */
  trigger?: string;
  /** OR-9 the lee side the wreckage falls on if RDC are lost (the referee's roll when head or stern to wind). */
  leeSide?: 'port' | 'starboard';
}

export interface SignalEntry extends ShipRef {
  faces: Faces;
  /** FP-A3 the reception modifiers read from the battle at the roll. */
  conditions: {
    underEnemyFire: boolean;
    orderedToFire: boolean;
    boarding: boolean;
    fireOnBoard: boolean;
    otherNation: boolean;
  };
  /** FP-A3 within 200 mm of an enemy (80 at 1:3000) at the roll: it acts independently. */
  independent: boolean;
}

/** FP-A3 / OR-11 one signal, sent at the end of a side's part, and each ship's reception roll. */
export interface SignalCard {
  kind: 'signal';
  turn: number;
  side: string;
  mode: 'fastPlay' | 'fullGame';
  sender: ShipRef;
  /** The officer (user) who sent it (OR-11: one signal a turn each, SD-45). */
  senderUserId: string;
  /** One or two elements, as the sender wrote them. */
  elements: string[];
  entries: SignalEntry[];
}

/**
 * HR-3 a ship ran aground: where (scene, token, shoal region, re-checked when applied), on what
 * bottom and at what sail; with the OR-9 test on (SD-132) the test replaces the fixed hull damage.
 */
export interface GroundingCard {
  kind: 'grounding';
  turn: number;
  side: string;
  ship: ShipRef;
  sceneId: string;
  tokenId: string;
  regionId: string;
  /** The move that ran it aground: one card per move. */
  moveId: string;
  bottom: 'rock' | 'sand';
  sail: 'easy' | 'full';
  byTest: boolean;
}

/** FP-5.7 / SD-150 one ship whose straight move the referee completed at a close. */
export interface MoveCompletedEntry extends ShipRef {
  /** What the referee sailed for her (mm), straight ahead. */
  movedMm: number;
  /** FP-5.8 the ships she ran into on the way (their names; empty: none). */
  contactWith: string[];
  /** HR-3 she ran aground on the way. */
  aground: boolean;
}

/**
 * FP-5.7 / SD-150 the whole move is compulsory: at the close of a side's movement-and-fire step
 * (OR-3: of a segment's; HR-5: of a squadron's card) the referee sailed the rest of these ships' moves.
 */
export interface MoveCompletedCard {
  kind: 'moveCompleted';
  turn: number;
  side: string;
  segment: 1 | 2 | null;
  ships: MoveCompletedEntry[];
}
