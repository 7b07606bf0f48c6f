// OR-9 a broadside fired from the side the wreckage fell on: the gunnery card notes it when it is built
// (from the firer's record) and resolves with the core's -1 (SD-76); the Abilità card's score is left
// as rolled (criticals read it).
import { wreckageFireScore, type HullSide } from '../../rules/index.js';
import type { GunneryCard } from '../chat/card-data-fire.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { wreckFireModifier } from '../ship-wreck.js';

/** The card's field for a firer whose wreckage lies on the firing side (nothing otherwise). */
export function wreckageField(
  firer: Partial<Pick<ShipSystemSource, 'wreck'>>,
  broadside: HullSide,
): { wreckage?: true } {
  return wreckFireModifier(firer, broadside) ? { wreckage: true } : {};
}

/** The card with the -1 folded into its score (once: the result carries no wreckage flag). */
export function wreckageScored(card: GunneryCard): GunneryCard {
  if (!card.wreckage) return card;
  const { wreckage: _, ...rest } = card;
  return {
    ...rest,
    score: wreckageFireScore(card.score, card.broadside, card.broadside).score,
  };
}
