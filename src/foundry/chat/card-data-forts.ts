// The data of the coastal batteries card (HR-5, SD-177, SD-178): one fort's fire, its target and the
// hull damage. One family of the `Card` union in card-data.ts, kept in its own file for size.
import type { HullSide } from '../../rules/index.js';
import type { Faces, ShipRef, StoredModifier } from './card-data-common.js';

/** HR-5 SD-177 the ship a fort fired at: range from the fort's centre, band, and the hull side facing it. */
export interface FortTargetEntry extends ShipRef {
  rangeMm: number;
  band: 'short' | 'medium' | 'long';
  /** D-12 the target's side facing the fort's centre (the hull track that takes the damage). */
  hitSide: HullSide;
}

/**
 * HR-5 SD-177 / SD-178 one fort's fire on the coastal batteries card, posted by the referee with its
 * Roll: the Abilità as rolled (faces, modifiers, score), the fort's current BF, the target and result,
 * and the hull damage (0 when nothing hits). The referee re-derives the damage from these when applying.
 */
export interface FortFireCard {
  kind: 'fortFire';
  turn: number;
  /** The fort's side. */
  side: string;
  fort: ShipRef;
  faces: Faces;
  modifiers: StoredModifier[];
  score: number;
  bf: number;
  target: FortTargetEntry | null;
  result: 'hit' | 'miss' | 'unlucky' | 'wellLaid' | 'noTarget';
  damage: number;
}
