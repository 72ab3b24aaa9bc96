import { describe, expect, it } from 'vitest';
import { entityTag } from './entityTag.ts';

describe('entityTag', () => {
  it('is the same for equal records whatever their key order', () => {
    expect(entityTag({ a: 1, b: 'x' })).toBe(entityTag({ b: 'x', a: 1 }));
  });
  it('differs when a field differs', () => {
    expect(entityTag({ lastName: 'Dubois' })).not.toBe(entityTag({ lastName: 'Dubois-Martin' }));
  });
  it('is a quoted strong validator', () => {
    expect(entityTag([1, 2])).toMatch(/^"[0-9a-f]{8}"$/);
  });
});
