#!/usr/bin/env node
// The built Storybook as a reviewer opens it (a step of `npm test`, after the build): it opens
// branded with the product's name and mark, and a phone story opens at 390 px without locking
// the width (issue 25 items 5 and 7): the reviewer can try another, and a story without a width
// of its own gives the width back. The manager is set in the product's Inter, loaded from the
// build, and every Foundations docs page renders, with what it shows computed (issue 37 item 8);
// a docs page shows a menu open without a click.
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const PHONE_STORY = 'screens-home--base-user-mobile';
/** Each Foundations docs page and a selector of what it computes or draws in the browser. */
const FOUNDATIONS_DOCS = [
  ['foundations-type--docs', '[data-type-step="body"] [data-measure="size"]'],
  ['foundations-colour--docs', '[data-bs-theme="dark"] [data-pair] [data-figure]'],
  ['foundations-spacing-radii-and-elevation--docs', '[data-control-height] [data-measure]'],
  ['foundations-motion--docs', '[data-motion-token] [data-measure="value"]'],
  ['foundations-icons--docs', '[data-icon="Trash2"] svg'],
  ['foundations-writing--docs', 'h1'],
];
const failures = [];
const check = (ok, what) => {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

const server = await startStaticServer(
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
  [6020, 6021, 6022],
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const preview = page.locator('#storybook-preview-iframe');
  const previewWidth = async () => Math.round((await preview.boundingBox())?.width ?? 0);
  const widthBecomes = async (test) => {
    for (let tries = 0; tries < 50; tries += 1) {
      const width = await previewWidth();
      if (test(width)) return width;
      await page.waitForTimeout(100);
    }
    return previewWidth();
  };
  const openInSidebar = async (id) => {
    await page.locator(`[data-item-id="${id}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('path') === `/story/${id}`);
  };

  await page.goto(server.url);
  const brand = page.getByRole('link', { name: /Signage Studio admin hub/ }).first();
  await brand.waitFor();
  check(
    (await brand.locator('img').getAttribute('src'))?.endsWith('brand-logo.svg') === true,
    "the sidebar opens with the product's mark, named 'Signage Studio admin hub'",
  );

  // The manager's own font: Inter declared by manager-head.html, fetched from the build and
  // used (document.fonts.check alone is true for a family nothing declares).
  const managerFont = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      loaded: [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === 'Inter' && face.status === 'loaded',
      ),
      usable: document.fonts.check('12px Inter'),
      sidebar: getComputedStyle(document.querySelector('[data-item-id]') ?? document.body)
        .fontFamily,
    };
  });
  check(
    managerFont.loaded && managerFont.usable && managerFont.sidebar.startsWith('Inter'),
    `the manager's sidebar is set in Inter, loaded from the build (${JSON.stringify(managerFont)})`,
  );

  const docs = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const docsErrors = [];
  docs.on('pageerror', (error) => docsErrors.push(error.message));
  for (const [id, shows] of FOUNDATIONS_DOCS) {
    docsErrors.length = 0;
    await docs.goto(`${server.url}/iframe.html?viewMode=docs&id=${id}`);
    // Rendered, and filled: a figure computed in the browser (an empty cell is a page that broke).
    const target = docs.locator(`#storybook-docs ${shows}`).first();
    const shown = await target.waitFor({ timeout: 15_000 }).then(
      () =>
        target.evaluate((el) => el.tagName.toLowerCase() === 'svg' || el.textContent.trim() !== ''),
      () => false,
    );
    const failed = await docs.locator('body.sb-show-errordisplay').count();
    check(
      shown && failed === 0 && docsErrors.length === 0,
      `the docs page ${id} renders what it computes${docsErrors.length ? ` (${docsErrors[0]})` : ''}`,
    );
  }
  await docs.goto(`${server.url}/iframe.html?viewMode=docs&id=components-action-menu--docs`);
  check(
    await docs
      .getByRole('link', { name: 'View sign' })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false),
    "Action Menu's docs page shows the menu open, without a click",
  );
  await docs.close();

  await page.goto(`${server.url}/?path=/story/${PHONE_STORY}`);
  check((await widthBecomes((w) => w === 390)) === 390, 'a phone story opens at 390 px');
  check(
    new URL(page.url()).searchParams.get('globals') === 'viewport.value:phone390',
    "the width is the reviewer's choice in the address (a user global), not the story's lock",
  );
  await page.getByRole('button', { name: /Phone 390/ }).click();
  await page.getByText('Tablet 768', { exact: true }).click();
  check((await widthBecomes((w) => w === 768)) === 768, 'the reviewer can try 768 px on it');

  await openInSidebar(PHONE_STORY.replace('base-user-mobile', 'super-admin'));
  check((await previewWidth()) === 768, 'another story keeps a width the reviewer chose');
  await openInSidebar(PHONE_STORY);
  check((await widthBecomes((w) => w === 390)) === 390, 'the phone story opens at 390 px again');
  await openInSidebar(PHONE_STORY.replace('base-user-mobile', 'super-admin'));
  check(
    (await widthBecomes((w) => w > 768)) > 768,
    'a story without a width of its own gives the whole canvas back',
  );
} finally {
  await browser.close();
  await server.close();
}
console.log(
  failures.length === 0
    ? 'storybook manager: passed'
    : `storybook manager: ${failures.length} failed`,
);
process.exit(failures.length === 0 ? 0 : 1);
