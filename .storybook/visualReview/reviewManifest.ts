/**
 * The manifest of a story run's visual changes, as scripts/test-stories.mjs writes it
 * (`<results>/visual-review/manifest.json`) and the Visual review panel reads it. Image paths are
 * relative to the manifest's folder.
 */
export interface ReviewEntry {
  status: 'changed' | 'new';
  theme: 'light' | 'dark';
  /** The viewport width the story is photographed at: 1280, or 390 for a phone story. */
  width: number;
  /** The baseline as the run compared it; null for a new story. */
  baseline: string | null;
  capture: string;
  diff: string | null;
  /** The share of pixels that differ (0–1), on a canvas of both sizes; null for a new story. */
  diffRatio: number | null;
  /** Served by the dev server only: the baseline in the working copy is this capture now. */
  accepted?: boolean;
}

export interface ReviewManifest {
  createdAt: string;
  /** Where the baselines live, relative to the repository. */
  baselinesDir: string;
  stories: Record<string, ReviewEntry>;
  /** Baselines whose story is gone (`npm run update-baselines` deletes them). */
  removed: string[];
  /** Set by the dev server: Accept is possible (never in a built Storybook). */
  canAccept?: boolean;
}

/** The folder the manifest and its images are served from, in dev and in the build alike. */
export const REVIEW_PATH = 'visual-review';

/** A story id as Storybook makes them: nothing that could name another folder. */
export const STORY_ID = /^[a-z0-9][a-z0-9-]*--[a-z0-9-]+$/;
