// What `npm run test:changed` tests: the files changed since a commit, and the story files those
// changes reach through the Storybook build's module graph (`storybook build --stats-json` writes
// preview-stats.json: each module with the modules that import it), as Chromatic's TurboSnap does.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const git = (cwd, args) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The files changed against `ref` (committed since it, staged or not) and the new files git does
 * not ignore, relative to the repository root; deleted files left out.
 */
export function changedFiles(root, ref = 'HEAD') {
  const files = new Set([
    ...git(root, ['diff', '--name-only', '--diff-filter=d', ref]),
    ...git(root, ['ls-files', '--others', '--exclude-standard']),
  ]);
  return [...files].sort();
}

/**
 * Files whose change can alter any story, though the graph shows no story importing them: the
 * preview, the test-runner's checks and how they run, and the theme's Sass partials (Sass reads
 * them itself: the graph has only the theme's entry, which the preview imports).
 */
const EVERY_STORY = [
  /^\.storybook\//,
  /\.scss$/,
  /^test-runner-jest\.config\.js$/,
  /^scripts\/(test-stories|static-server|story-[\w-]+)\.m?js$/,
  /^package-lock\.json$/,
];

const STORY_FILE = /\.stories\.[jt]sx?$/;

/**
 * The story files `files` reach: `{ all: true, why }` when every story is reached, else
 * `{ all: false, direct, dependent }`: the stories beside a changed file (in its folder) and the
 * others that import one, each a sorted list of paths relative to `root`.
 */
export function storiesReached(root, files, statsFile) {
  const everyStory = files.find((file) => EVERY_STORY.some((pattern) => pattern.test(file)));
  if (everyStory) return { all: true, why: `${everyStory} reaches every story` };
  if (!existsSync(statsFile)) return { all: true, why: `no module graph at ${statsFile}` };
  const { modules } = JSON.parse(readFileSync(statsFile, 'utf8'));
  const importers = new Map();
  const normalize = (name) => path.relative(root, path.resolve(root, name.split('?')[0]));
  for (const module of modules) {
    const id = normalize(module.id);
    importers.set(id, [...(importers.get(id) ?? []), ...module.reasons.map((r) => r.moduleName)]);
  }
  const reached = new Set();
  for (const file of files) {
    const queue = [file];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const current = queue.pop();
      const isStory = STORY_FILE.test(current);
      if (isStory) reached.add(current);
      for (const importer of importers.get(current) ?? []) {
        const next = importer.startsWith('/') ? importer : normalize(importer);
        // A story file is imported by Storybook's index of stories, and by a story that builds
        // on it: only the latter is followed.
        if (isStory && !STORY_FILE.test(next)) continue;
        // The preview's entry and its virtual modules: every story is rendered through them.
        if (next.startsWith('/') || next.startsWith('.storybook/'))
          return { all: true, why: `${file} reaches the preview (${next})` };
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  const folders = new Set(files.map((file) => path.dirname(file)));
  const direct = [...reached].filter((story) => folders.has(path.dirname(story))).sort();
  const dependent = [...reached].filter((story) => !direct.includes(story)).sort();
  return { all: false, direct, dependent };
}
