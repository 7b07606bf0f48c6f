// Issue 13 performance: packedMap is Array.prototype.map (same elements, order and index).
import { describe, expect, it } from 'vitest';
import { packedMap } from './packed-map.js';

describe('issue 13 packedMap', () => {
  it('gives what map gives, element by element, with each index', () => {
    const list = [3, 1.5, -2, 0, 7];
    const f = (x: number, i: number) => ({ twice: x * 2, at: i });
    expect(packedMap(list, f)).toEqual(list.map(f));
    expect(packedMap([], f)).toEqual([]);
  });
  it('returns a new array and leaves the list alone', () => {
    const list = ['a', 'b'];
    const out = packedMap(list, (s) => s.toUpperCase());
    expect(out).toEqual(['A', 'B']);
    expect(out).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});
