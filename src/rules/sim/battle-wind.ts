// Issue 13 OR-2 the wind of a simulated battle: the set-up roll's strength at the start (SD-199), the
// start-of-turn change with its two-consecutive-turns memory (windChange), calm (only oared ships move,
// at half speed: SD-59) and storm (the OR-9 test above easy sail whether or not OR-9 is on: SD-60).
import { setupRoll } from '../setup-rolls.js';
import { relativeToWind } from '../sailing.js';
import type { WindForce } from '../tables/setup-rolls.js';
import {
  FP_STRENGTH_OF_FORCE,
  isOared,
  stormRiggingTestDue,
  windChange,
  windSpeedFactor,
} from '../wind-or2.js';
import type { SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import type { SimTable } from './table.js';

export interface Or2Wind {
  /** OR-2 strength (calm to storm); the table's Fast Play strength follows it (SD-56). */
  force: WindForce;
  /** OR-2 last turn's change roll: a component happens only when it comes up twice running. */
  previousRoll: number | null;
}

/**
 * OR-2 / SD-199 the set-up roll: its strength sets the battle's wind. Its direction and north edge
 * orient an open table without edges, where the fleets are placed relative to the wind (SD-145): the
 * wind stays from the north of the table.
 */
export function setupWind(table: SimTable, rng: DuelRandom): Or2Wind {
  const roll = setupRoll(rng.roll3d6());
  table.strength = FP_STRENGTH_OF_FORCE[roll.strength];
  return { force: roll.strength, previousRoll: null };
}

/**
 * OR-2 the start-of-turn change (turn 1 included, SD-65). Returns the ships afloat a backing or veering
 * wind newly put in irons (SD-24: not one already in irons under the old wind), for FP-5.4 / OR-9.
 */
export function startOfTurnWind(table: SimTable, w: Or2Wind, rng: DuelRandom): SimShip[] {
  const roll = rng.roll3d6();
  const change = windChange({
    wind: { direction: table.wind, force: w.force },
    previousRoll: w.previousRoll,
    roll,
  });
  w.previousRoll = roll;
  w.force = change.wind.force;
  table.strength = FP_STRENGTH_OF_FORCE[w.force];
  const before = table.wind;
  table.wind = change.wind.direction;
  if (change.direction === 'steady') return [];
  const inIrons = (h: number, wind: number) => relativeToWind(h, wind).r <= 2;
  return table.entries
    .map((e) => e.ship)
    .filter(
      (s) => s.fate === 'afloat' && inIrons(s.heading, table.wind) && !inIrons(s.heading, before),
    );
}

/** OR-2 / SD-59 the share of her allowance a ship has in this wind: calm, oared ships half, others none. */
export function calmFactor(s: SimShip, w: Or2Wind): number {
  return windSpeedFactor(w.force, isOared(s.profile.classId));
}

/** OR-2 / SD-60 a storm: a ship at full sail takes the OR-9 test at the end of her part. */
export function stormTestDue(s: SimShip, w: Or2Wind): boolean {
  return s.fate === 'afloat' && stormRiggingTestDue(w.force, s.sail);
}
