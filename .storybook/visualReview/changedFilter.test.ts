import { describe, expect, it } from 'vitest';
import { changedFilter, reviewWidths } from './changedFilter.ts';
import type { ReviewEntry, ReviewManifest } from './reviewManifest.ts';

const entry = (theme: ReviewEntry['theme'], width: number): ReviewEntry => ({
  status: 'changed',
  theme,
  width,
  baseline: 'baselines/x.png',
  capture: 'captures/x.png',
  diff: 'diffs/x.png',
  diffRatio: 0.01,
});

const manifest: ReviewManifest = {
  createdAt: '2026-01-15T10:00:00Z',
  baselinesDir: '.storybook/baselines',
  stories: {
    'components-pager--default': entry('light', 1280),
    'components-pager--default-in-dark': entry('dark', 1280),
    'screens-users--loaded-on-a-phone': entry('light', 390),
  },
  removed: [],
};

const shown = (facets: Parameters<typeof changedFilter>[1]) => {
  const keep = changedFilter(manifest, facets);
  return [
    { id: 'components-pager--default', type: 'story' },
    { id: 'components-pager--default-in-dark', type: 'story' },
    { id: 'components-pager--empty', type: 'story' },
    { id: 'components-pager--docs', type: 'docs' },
    { id: 'screens-users--loaded-on-a-phone', type: 'story' },
  ]
    .filter(keep)
    .map((item) => item.id);
};

describe('changedFilter', () => {
  it('keeps only the stories the run found changed, no docs page', () => {
    expect(shown({ theme: 'all', width: 'all' })).toEqual([
      'components-pager--default',
      'components-pager--default-in-dark',
      'screens-users--loaded-on-a-phone',
    ]);
  });

  it('narrows them to one theme and one width', () => {
    expect(shown({ theme: 'dark', width: 'all' })).toEqual(['components-pager--default-in-dark']);
    expect(shown({ theme: 'light', width: '390' })).toEqual(['screens-users--loaded-on-a-phone']);
    expect(shown({ theme: 'dark', width: '390' })).toEqual([]);
  });

  it("offers the widths the run's changes have, widest first", () => {
    expect(reviewWidths(manifest)).toEqual([1280, 390]);
  });
});
