import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from '@admin-hub/ui/Logo';

const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** The mark's shapes and colours, with the gradient's id (React's useId) left out. */
function markShapes(markup: string): string[] {
  return [...markup.matchAll(/<(rect|stop|linearGradient)\b[^>]*>/g)].map(([tag]) =>
    tag
      .replace(/ (id="[^"]*"|fill="url\(#[^"]*\)")/g, '')
      .replace(/stop-color|stopColor/g, 'stop-color')
      .replace(/\s*\/?>$/, '>')
      .replace(/\s+/g, ' '),
  );
}

// index.html paints the splash before any script (issue 38), so it carries the mark as markup of
// its own rather than ui's Logo: the two must stay one drawing.
describe("index.html's splash", () => {
  it("draws ui's Logo, shape for shape", () => {
    const splash = INDEX_HTML.slice(INDEX_HTML.indexOf('ah-splash__logo'));
    const html = splash.slice(0, splash.indexOf('</svg>'));
    const logo = renderToStaticMarkup(<Logo size={56} />);
    expect(markShapes(html).length).toBeGreaterThan(5);
    expect(markShapes(html)).toEqual(markShapes(logo));
  });
});
