// Dice come from outside the core: Foundry evaluates a Roll and passes the faces in,
// the CLI and simulations use a seeded PRNG (see ./seeded-dice.ts).
import { RuleError } from './errors.js';

export type Dice3 = readonly [number, number, number];

/** Anything that can produce three d6 faces. */
export interface DiceSource {
  roll3d6(): Dice3;
}

export function isFace(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6;
}

/** Checks three faces 1..6 and returns them as a tuple. */
export function toDice3(faces: readonly unknown[]): Dice3 {
  if (faces.length !== 3 || !faces.every(isFace)) {
    throw new RuleError(`dice must be three faces 1-6, got ${JSON.stringify(faces)}`);
  }
  return [faces[0], faces[1], faces[2]] as Dice3;
}

export function diceTotal(dice: Dice3): number {
  return dice[0] + dice[1] + dice[2];
}

/** A 3d6 total 3..18 (accepted where only the total matters). */
export function assertTotal3d6(total: number): void {
  if (!Number.isInteger(total) || total < 3 || total > 18) {
    throw new RuleError(`a 3d6 total must be an integer 3-18, got ${total}`);
  }
}

/** Number of the 216 outcomes of 3d6 giving each total, indexed by total (0..18). */
export const THREE_D6_COUNTS: readonly number[] = (() => {
  const counts = new Array<number>(19).fill(0);
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) counts[a + b + c]! += 1;
  return counts;
})();

export const THREE_D6_OUTCOMES = 216;

/** Dice from a fixed list, for tests and replays. */
export function fixedDice(...rolls: Dice3[]): DiceSource {
  let i = 0;
  return {
    roll3d6() {
      const r = rolls[i++];
      if (!r) throw new RuleError('fixed dice exhausted');
      return r;
    },
  };
}
