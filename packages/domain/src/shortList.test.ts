import { describe, expect, it } from 'vitest';
import { andMore, shortList } from './shortList.ts';

describe('shortList', () => {
  it('keeps a list that fits whole', () => {
    expect(shortList([1, 2, 3], 3)).toEqual({ head: [1, 2, 3], more: 0 });
  });
  it('keeps the first items and counts the rest', () => {
    expect(shortList([1, 2, 3, 4, 5], 2)).toEqual({ head: [1, 2], more: 3 });
  });
  it("closes with 'and N more'", () => {
    expect(andMore(3)).toBe('and 3 more');
  });
});
