import { describe, expect, it } from 'vitest';
import { sameValue, threeWayMerge } from './threeWayMerge.ts';

const base = { firstName: 'Claire', lastName: 'Dubois', role: 'user' };

describe('threeWayMerge', () => {
  it('saves my change without asking when nobody else changed anything', () => {
    const mine = { ...base, firstName: 'Clara' };
    expect(threeWayMerge(base, mine, base)).toEqual({ changedByOthers: [], merged: mine });
  });

  it('shows a field only someone else changed, theirs to keep', () => {
    const mine = { ...base, firstName: 'Clara' };
    const theirs = { ...base, lastName: 'Dubois-Martin' };
    expect(threeWayMerge(base, mine, theirs).changedByOthers).toEqual([
      { field: 'lastName', theirs: 'Dubois-Martin', mine: 'Dubois', conflict: false },
    ]);
  });

  it('makes a field both changed to different values a conflict', () => {
    const mine = { ...base, lastName: 'Durand' };
    const theirs = { ...base, lastName: 'Dubois-Martin' };
    expect(threeWayMerge(base, mine, theirs).changedByOthers).toEqual([
      { field: 'lastName', theirs: 'Dubois-Martin', mine: 'Durand', conflict: true },
    ]);
  });

  it('asks nothing of a field both changed to the same value', () => {
    const mine = { ...base, lastName: 'Dubois-Martin' };
    const theirs = { ...base, lastName: 'Dubois-Martin' };
    expect(threeWayMerge(base, mine, theirs).changedByOthers).toEqual([]);
  });

  it('reads a re-read record as the new base: a third change conflicts again', () => {
    const first = { ...base, lastName: 'Dubois-Martin' };
    const mine = { ...first, firstName: 'Clara' };
    expect(threeWayMerge(first, mine, first).changedByOthers).toEqual([]);
    const third = { ...first, firstName: 'Claudine' };
    expect(threeWayMerge(first, mine, third).changedByOthers).toEqual([
      { field: 'firstName', theirs: 'Claudine', mine: 'Clara', conflict: true },
    ]);
  });

  it('compares lists item by item', () => {
    const signs = { signIds: [1, 2] };
    expect(threeWayMerge(signs, { signIds: [1, 2, 3] }, { signIds: [2] }).changedByOthers).toEqual(
      [{ field: 'signIds', theirs: [2], mine: [1, 2, 3], conflict: true }],
    );
  });
});

describe('sameValue', () => {
  it('reads no name and an empty one as the same', () => {
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', 'Dubois')).toBe(false);
  });
});
