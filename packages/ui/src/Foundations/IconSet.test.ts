import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { PRODUCT_ICONS } from './IconSet.tsx';

const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));

/** Every lucide-react icon the product's own code imports (stories, tests and this page aside). */
function importedIcons(): Set<string> {
  const icons = new Set<string>();
  const sources = ['ui', 'app'].flatMap((pkg) =>
    readdirSync(path.join(PACKAGES, pkg, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
      .filter((file) => !file.startsWith(`Foundations${path.sep}`))
      .map((file) => path.join(PACKAGES, pkg, 'src', file)),
  );
  for (const file of sources) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g,
    )) {
      for (const name of names!.split(',').map((n) => n.trim())) {
        if (name && !name.startsWith('type ')) icons.add(name);
      }
    }
  }
  return icons;
}

it('the Icons page lists exactly the icons the product draws', () => {
  const listed = PRODUCT_ICONS.flatMap(({ icons }) => icons.map(({ name }) => name)).sort();
  const used = [...importedIcons()].sort();
  expect(used.length).toBeGreaterThan(20);
  expect(listed).toEqual(used);
});
