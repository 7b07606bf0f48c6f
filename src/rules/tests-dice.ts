// The dice modifier shared by the melee (FP-7.5), morale (FP-8.2) and rigging damage (OR-9) tests.
import { assertTotal3d6 } from './dice.js';
import { TEST_DICE_MODIFIER } from './tables/abilita.js';

export function testDiceModifier(total: number): number {
  assertTotal3d6(total);
  const band = TEST_DICE_MODIFIER.find((b) => total >= b.min && total <= b.max);
  return band!.value;
}
