// The GM's advance to a labelled step of the part in the example battle, written alike in the OR-3
// two-segment and OR-5 tack tests.
import { expect } from 'vitest';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { label } from '../support/segment-steps.js';
import type { Battle } from './support.js';

/** The GM advances until the part reaches `at` ("course@1", "moveFire@2", "orders"…). */
export async function stepTo(b: Battle, at: string): Promise<void> {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 12 && label() !== at; i++) await advanceStep();
  expect(label()).toBe(at);
}
