// A PostCSS plugin for production builds (the app's and Storybook's): drops the Bootstrap
// utility classes that no source file names. Bootstrap's utility API writes every value of every
// utility at every breakpoint (about 70 KB of the theme's 190 KB raw CSS); the app uses a few
// dozen. Development servers keep them all, so a class added while working shows at once.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Where class names are written: our sources, and the libraries that add classes themselves. */
const SOURCES = [
  { dir: 'packages', pattern: /\.(tsx?|mdx)$/, skip: /node_modules|dist/ },
  { dir: '.storybook', pattern: /\.(tsx?|mdx)$/ },
  { dir: 'node_modules/react-bootstrap/esm', pattern: /\.js$/ },
  { dir: 'node_modules/@restart/ui/esm', pattern: /\.js$/ },
];

// Colour utilities follow component props at run time (react-bootstrap's `text-${variant}`,
// `bg-${bg}`): kept whole, they cost little.
const ALWAYS_KEPT = /^(text|bg|border)-/;

function* sourceFiles(dir, pattern, skip) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (skip?.test(file)) continue;
    if (entry.isDirectory()) yield* sourceFiles(file, pattern, skip);
    else if (pattern.test(entry.name)) yield file;
  }
}

/**
 * Every word that could be a class name in the sources, plus patterns for class names built in
 * template literals that start with a literal prefix (`bg-${tone}-subtle` keeps every
 * `bg-…-subtle`; `${prefix}-end` says too little to keep anything by).
 */
function collectClassNames(texts) {
  const names = new Set();
  const patterns = [];
  for (const text of texts) {
    for (const [word] of text.matchAll(/[A-Za-z][\w-]*/g)) names.add(word);
    for (const [, literal] of text.matchAll(/`([^`]*)`/g)) {
      for (const piece of literal.split(/\s+/)) {
        const parts = piece.split(/\$\{[^}]*\}/);
        if (parts.length < 2 || !/^[A-Za-z][\w-]*-$/.test(parts[0])) continue;
        const tail = parts.slice(1).map((part) => part.replace(/[^\w-]/g, ''));
        patterns.push(new RegExp(`^${[parts[0], ...tail].join('[\\w-]+')}$`));
      }
    }
  }
  return { has: (name) => names.has(name) || patterns.some((pattern) => pattern.test(name)) };
}

const sourcesByRoot = new Map();
function readSources(root) {
  if (sourcesByRoot.has(root)) return sourcesByRoot.get(root);
  const texts = [];
  for (const { dir, pattern, skip } of SOURCES) {
    for (const file of sourceFiles(path.join(root, dir), pattern, skip)) {
      texts.push(readFileSync(file, 'utf8'));
    }
  }
  // Read once per build: the plugin runs only in production builds, never while files change.
  sourcesByRoot.set(root, texts);
  return texts;
}

// A utility rule: one class (maybe with a state such as :hover) per selector, and every
// declaration !important, as Bootstrap's utility API writes them. Component rules are never so.
const UTILITY_SELECTOR = /^\.([A-Za-z][\w-]*)(?::[\w-]+)*$/;
const isUtilityRule = (rule) =>
  rule.nodes.length > 0 &&
  rule.nodes.every((node) => node.type === 'decl' && node.important) &&
  rule.selectors.every((selector) => UTILITY_SELECTOR.test(selector));

/**
 * @param {{ used?: { has: (name: string) => boolean }, root?: string, enabled?: boolean }} options
 */
export function purgeUnusedUtilities({
  used,
  root = ROOT,
  enabled = process.env.NODE_ENV === 'production',
} = {}) {
  return {
    postcssPlugin: 'admin-hub-purge-unused-utilities',
    Once(css) {
      if (!enabled) return;
      const classNames = used ?? collectClassNames(readSources(root));
      css.walkRules((rule) => {
        if (!isUtilityRule(rule)) return;
        const kept = rule.selectors.filter((selector) => {
          const name = UTILITY_SELECTOR.exec(selector)[1];
          return ALWAYS_KEPT.test(name) || classNames.has(name);
        });
        if (kept.length === 0) rule.remove();
        else rule.selectors = kept;
      });
      // Media queries left empty by the removals.
      css.walkAtRules('media', (atRule) => {
        if (atRule.nodes?.length === 0) atRule.remove();
      });
    },
  };
}
purgeUnusedUtilities.postcss = true;
