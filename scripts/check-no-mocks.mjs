// The production build must not carry the mock back-ends: no module of packages/api-mocks,
// msw or faker among the bundle's sources (read from the source maps), and none of the mocks'
// tell-tale strings in the shipped files. Run after `npm run build`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../packages/app/dist');
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
    const { sources = [] } = JSON.parse(readFileSync(file, 'utf8'));
    for (const source of sources) {
      if (FORBIDDEN_SOURCES.some((pattern) => pattern.test(source)))
        problems.push(`${relative}: bundles ${source}`);
    }
  } else if (/\.(js|html|css|json)$/.test(file)) {
    const text = readFileSync(file, 'utf8');
    for (const marker of FORBIDDEN_TEXT)
      if (text.includes(marker)) problems.push(`${relative}: contains "${marker}"`);
  }
}

const maps = all.filter((file) => file.endsWith('.map')).length;
if (maps === 0) problems.push('no source maps in the build: the check cannot see what was bundled');
if (problems.length > 0) {
  console.error(
    `Mock code found in the production build:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
process.stdout.write(
  `No mock code in the production build (${all.length} files, ${maps} source maps read).\n`,
);
