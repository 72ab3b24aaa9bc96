import { describe, expect, it } from 'vitest';
import { formatCount, formatRange } from './formatCount.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1500, '1,500'],
    [5000, '5,000'],
    [10000, '10,000'],
    [1000000, '1,000,000'],
    [-2500, '-2,500'],
    // The digits after the point are not grouped.
    [1234.5678, '1,234.5678'],
  ])('writes %d as %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('formatRange', () => {
  it('writes a page of rows with an en dash and grouped digits', () => {
    expect(formatRange(1, 40, 11500)).toBe('1–40 / 11,500');
    expect(formatRange(1001, 1040, 1000000)).toBe('1,001–1,040 / 1,000,000');
  });
});
