import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Guide } from '@admin-hub/ui/guides';

/**
 * The designers' guides (`*.guide.ts`, shown on each docs page): every component, screen and
 * dialog of the sidebar has one, its states are stories of its file, and a text marked as the
 * spec's is the spec's, word for word, in the section it names. The spec sits beside the
 * checkout (../shared), as CI has it.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SPEC = readFileSync(join(ROOT, '../shared/spec/admin-hub-spec.md'), 'utf8')
  // The one typo the product fixes (DEVELOPERS.md).
  .replaceAll('cannnot', 'cannot');

const guides = import.meta.glob<Record<string, Guide>>('/packages/*/src/**/*.guide.ts', {
  eager: true,
});
const storyFiles = import.meta.glob<string>('/packages/*/src/**/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The body of the spec's section `§n` (its '## n.' heading up to the next one). */
function specSection(section: string): string {
  const number = section.replace('§', '');
  const start = SPEC.indexOf(`\n## ${number}. `);
  if (start < 0) throw new Error(`The spec has no section ${section}`);
  const end = SPEC.indexOf('\n## ', start + 1);
  return SPEC.slice(start, end < 0 ? undefined : end);
}

/** A sidebar entry for review: a component, a screen or a dialog (not a screen's test folders, not flows). */
const REVIEWED_ENTRY = /title: '(Components\/[^']+|(?:Screens|Dialogs)\/[^/']+)'/;

const reviewedFiles = Object.entries(storyFiles).flatMap(([path, source]) => {
  const title = REVIEWED_ENTRY.exec(source)?.[1];
  return title ? [{ path, source, title }] : [];
});

/** Names a story by its export or its `name`, spaces and case aside (Storybook's start case). */
const squash = (name: string) => name.replaceAll(' ', '').toLowerCase();
function storyNames(source: string): Set<string> {
  const exported = [...source.matchAll(/export const (\w+)\s*:/g)].map((m) => m[1] ?? '');
  const named = [...source.matchAll(/\bname: '([^']+)'/g)].map((m) => m[1] ?? '');
  return new Set([...exported, ...named].map(squash));
}

function guideOf(path: string, source: string): Guide | undefined {
  const match = /import \{ (\w+) \} from '(\.\/[\w.]+\.guide\.ts)'/.exec(source);
  const [, name = '', file = ''] = match ?? [];
  return guides[join(dirname(path), file)]?.[name];
}

describe('designers’ guides', () => {
  it('finds the sidebar’s entries and the spec', () => {
    // An assertion on the finding itself: a glob or a title pattern that matched nothing would
    // pass every check below.
    expect(reviewedFiles.length).toBeGreaterThan(60);
    expect(specSection('§2')).toContain('Page not found');
  });

  it.each(reviewedFiles.map((f) => [f.title, f]))('%s has a guide on its docs page', (_, file) => {
    const guide = guideOf(file.path, file.source);
    expect(guide, `${file.path} imports no guide from a sibling *.guide.ts`).toBeDefined();
    expect(file.source).toMatch(/docs: (guideDocs|screenDocs)\(\w+(, \{[^}]*\})?\)/);
    expect(file.source).toMatch(/tags: \[[^\]]*'autodocs'/);
    expect(guide!.purpose.length).toBeGreaterThan(20);
    expect(guide!.whenToUse.length).toBeGreaterThan(20);
    const names = storyNames(file.source);
    expect(guide!.states.length).toBeGreaterThan(0);
    for (const state of guide!.states) {
      expect(names, `'${state}' is not a story of ${file.path}`).toContain(squash(state));
    }
  });

  const specTexts = Object.entries(guides).flatMap(([path, module]) =>
    // A guide file may also export texts it shares with another (UserRow's cells).
    Object.values(module).flatMap((guide) =>
      !('texts' in guide)
        ? []
        : guide.texts.flatMap((t) =>
            'spec' in t.from ? [{ path, ...t, section: t.from.spec }] : [],
          ),
    ),
  );

  it.each(specTexts.map((t) => [t.text, t.section, t]))('‘%s’ is in the spec’s %s', (_, __, t) => {
    expect(specSection(t.section), `${t.path}`).toContain(t.text);
  });
});
