import type { ReviewManifest } from './reviewManifest.ts';

/** The sidebar's facets of the changed stories: 'all', or one theme, or one width in px. */
export interface ReviewFacets {
  theme: 'all' | 'light' | 'dark';
  width: 'all' | `${number}`;
}

export const ALL_FACETS: ReviewFacets = { theme: 'all', width: 'all' };

/**
 * The sidebar filter of the changed stories: a story the last run found changed or new, of the
 * chosen theme and width. Docs entries and unchanged stories are left out; the sidebar keeps its
 * own tree, so what remains stays grouped by component.
 */
export function changedFilter(manifest: ReviewManifest, facets: ReviewFacets) {
  return (item: { id: string; type: string }): boolean => {
    const entry = item.type === 'story' ? manifest.stories[item.id] : undefined;
    if (!entry) return false;
    if (facets.theme !== 'all' && entry.theme !== facets.theme) return false;
    return facets.width === 'all' || String(entry.width) === facets.width;
  };
}

/** The widths the run's changes were photographed at, for the width facet's choices. */
export function reviewWidths(manifest: ReviewManifest): number[] {
  return [...new Set(Object.values(manifest.stories).map((entry) => entry.width))].sort(
    (a, b) => b - a,
  );
}
