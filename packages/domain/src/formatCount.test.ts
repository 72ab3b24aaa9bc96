import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1500, '1,500'],
    [10000, '10,000'],
    [1000000, '1,000,000'],
  ])('writes %d as %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});
