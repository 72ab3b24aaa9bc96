// The production build must not carry the mock back-ends: no module of packages/api-mocks,
// msw or faker among the bundle's sources (read from the source maps, which the build keeps
// beside dist in dist-sourcemaps/), and none of the mocks' tell-tale strings in the shipped
// files. It also checks that no source map is published: none in dist, and no shipped file
// pointing at one. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../packages/app/dist');
const SOURCE_MAPS = path.resolve(import.meta.dirname, '../packages/app/dist-sourcemaps');
const FORBIDDEN_SOURCES = [
  /(^|\/)api-mocks\/src\//,
  /node_modules\/msw\//,
  /node_modules\/@mswjs\//,
  /@faker-js\//,
];
const FORBIDDEN_TEXT = [
  'mockServiceWorker',
  'superadmin@example.com',
  'createTestToken',
  '@faker-js',
];

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });

const problems = [];
const all = files(DIST);
for (const file of all) {
  const relative = path.relative(DIST, file);
  if (file.endsWith('.map')) {
    problems.push(`${relative}: a source map among the published files`);
  } else if (/\.(js|html|css|json)$/.test(file)) {
    const text = readFileSync(file, 'utf8');
    for (const marker of FORBIDDEN_TEXT)
      if (text.includes(marker)) problems.push(`${relative}: contains "${marker}"`);
    if (/^\s*(\/\/|\/\*)[#@] sourceMappingURL=/m.test(text))
      problems.push(`${relative}: points at a source map`);
  }
}

const maps = existsSync(SOURCE_MAPS) ? files(SOURCE_MAPS).filter((f) => f.endsWith('.map')) : [];
for (const file of maps) {
  const { sources = [] } = JSON.parse(readFileSync(file, 'utf8'));
  for (const source of sources) {
    if (FORBIDDEN_SOURCES.some((pattern) => pattern.test(source)))
      problems.push(`${path.relative(SOURCE_MAPS, file)}: bundles ${source}`);
  }
}
if (maps.length === 0)
  problems.push('no source maps beside the build: the check cannot see what was bundled');
if (problems.length > 0) {
  console.error(
    `Mock code found in the production build:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
process.stdout.write(
  `No mock code in the production build (${all.length} files, ${maps.length} source maps read), and no source map published.\n`,
);
