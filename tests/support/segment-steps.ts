// Where the turn stands, as the OR-3 / OR-5 segment tests name it ("course@1", "moveFire@2",
// "orders"): the step, with the segment when the turn has two. Written alike in four test files.
import { battle } from '../../src/foundry/turn/flow.js';

export const label = () => {
  const s = battle();
  return s.segment ? `${s.step}@${s.segment}` : s.step;
};
