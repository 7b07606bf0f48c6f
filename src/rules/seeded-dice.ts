// Seeded PRNG dice for the CLI, simulations and tests (pure-rand's xoroshiro128+).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Dice3, DiceSource } from './dice.js';

export function seededDice(seed: number): DiceSource {
  const rng = xoroshiro128plus(seed);
  return {
    roll3d6(): Dice3 {
      return [uniformInt(rng, 1, 6), uniformInt(rng, 1, 6), uniformInt(rng, 1, 6)];
    },
  };
}
