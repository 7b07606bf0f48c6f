import { describe, expect, it } from 'vitest';
import { wreckageFireScore } from './rigging-test.js';

describe('OR-9 firing from the side the wreckage fell on', () => {
  it('OR-9 / SD-76 -1 to the broadside score from the lee side, within 3..18; none from the other side or with no wreckage', () => {
    expect(wreckageFireScore(10, 'port', 'port')).toMatchObject({
      score: 9,
      modifier: { key: 'wreckage', value: -1, rule: 'OR-9' },
    });
    expect(wreckageFireScore(3, 'port', 'port').score).toBe(3);
    expect(wreckageFireScore(10, 'starboard', 'port')).toEqual({ score: 10, modifier: null });
    expect(wreckageFireScore(10, 'port', null)).toEqual({ score: 10, modifier: null });
    expect(() => wreckageFireScore(2, 'port', 'port')).toThrow(/3 to 18/);
  });
});
