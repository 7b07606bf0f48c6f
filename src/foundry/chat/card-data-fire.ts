// The data of the fire cards: the Abilità roll (FP-3 / FP-4, OR-3 seven dice), each ordered broadside
// with its candidate targets (FP-6, D-12, D-18, OR-6, OR-7) and the criticals of a roll (FP-4.3, FP-6.5,
// FP-6.6). One family of the `Card` union in card-data.ts, kept in its own file for size.
import type { Aim, Band, DiceGroup, HullSide, RakeKind, SailSetting } from '../../rules/index.js';
import type { Faces, OrdersSnapshot, ShipRef, StoredModifier } from './card-data-common.js';

export interface AbilitaShipEntry extends ShipRef {
  orders: OrdersSnapshot;
  /** FP-4.1 modifiers at the moment of the roll. */
  modifiers: StoredModifier[];
  /** FP-4.1 clamped score, fixed for the turn. */
  score: number;
  /** Compass point index of the ship's heading at the roll (null when not on the scene). */
  headingIndex: number | null;
  /** FP-5.6 the tack state at the roll (this turn's tack step starts from it). */
  tack: { phase: 'none' | 'inStays' | 'completed'; startHeading: number | null; rotation: number };
  /**
   * OR-3 seven dice: each group's clamped score (common + pair + the same modifiers); `score` is then
   * the red group's (SD-90). Read every score through `orderScore` / `groupScore`, never `score`.
   */
  groupScores?: Record<DiceGroup, number>;
}

/** FP-3 / FP-4 one roll for one ship, a squadron or the whole fleet. */
export interface AbilitaCard {
  kind: 'abilita';
  turn: number;
  side: string;
  faces: Faces;
  /** Wind direction (compass index) at the roll, for course and tack orders. */
  wind: number | null;
  ships: AbilitaShipEntry[];
  /**
   * OR-3 seven dice: all seven faces (common, yellow, yellow, blue, blue, red, red), from the card's four
   * Rolls; `faces` then repeats the red group's three (SD-90). Absent: the one 3d6 roll.
   */
  sevenDice?: number[];
}

export interface TargetEntry extends ShipRef {
  rangeMm: number;
  band: Band;
  half: 'fore' | 'aft';
  rake: RakeKind | null;
  /** D-12 the target's side facing the firer. */
  hitSide: HullSide;
  /** FP-7.1 ships this one is boarding or boarded by (actor uuids). */
  boardingWith: string[];
  sail: SailSetting;
  /** OR-7 the target is entangled (the option on): +1 to the shot. */
  entangled?: boolean;
  /** OR-7 footnote 20: a friend of the firer entangled with this (enemy) target. */
  tangle?: TangleFriend;
}

/** OR-7 footnote 20: the friend in the tangle and where both lay in the firer's arc when it fired. */
export interface TangleFriend extends ShipRef {
  hitSide: HullSide;
  friendPlace: 'fore' | 'aft' | 'centre';
  friendRangeMm: number;
  enemyPlace: 'fore' | 'aft' | 'centre';
  enemyRangeMm: number;
}

/** FP-6 one ordered broadside. */
export interface GunneryCard {
  kind: 'gunnery';
  turn: number;
  side: string;
  abilitaMessageId: string;
  shipIndex: number;
  firerUuid: string;
  firerName: string;
  broadside: HullSide;
  aim: Aim;
  score: number;
  /** FP-2.2 current BF of the firing side when it fired. */
  bf: number;
  /** OR-5 BF -1 for a ship firing while tacking (absent: none). */
  tackBf?: number;
  carronades: boolean;
  candidates: TargetEntry[];
  /** D-18 ids the player may choose between (two: one per half), or the forced one. */
  choices: string[];
  /** The target fired at (null until the player chooses, or when there is none). */
  targetUuid: string | null;
  /** OR-6 full gunnery: the broadside's kind, fixed when it fires (absent: Fast Play damage). */
  fullGunnery?: { broadside: 'normal' | 'initial' };
  /** OR-9 the firer's wreckage lies on this side: -1 to the score (absent: none). */
  wreckage?: true;
}

/** FP-4.3 / FP-6.5 / FP-6.6 the criticals of one Abilità roll, once every broadside is fired. */
export interface CriticalCard {
  kind: 'critical';
  turn: number;
  side: string;
  abilitaMessageId: string;
  gunneryMessageIds: string[];
  unlucky: null | {
    gunneryMessageId: string;
    firerUuid: string;
    firerName: string;
    broadside: HullSide;
    faces: Faces;
  };
  wellLaid: null | {
    gunneryMessageId: string;
    /** The ship that fired it: its commander applies the effect. */
    firerUuid: string;
    targetUuid: string;
    targetName: string;
    aim: Aim;
    faces: Faces;
    /** FP-4.4 ships within short range of the target, set on fire if its magazine explodes. */
    neighbours: ShipRef[];
  };
}
