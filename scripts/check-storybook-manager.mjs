#!/usr/bin/env node
// The built Storybook as a reviewer opens it (a step of `npm test`, after the build): it opens
// branded with the product's name and mark, and a phone story opens at 390 px without locking
// the width (issue 25 items 5 and 7): the reviewer can try another, and a story without a width
// of its own gives the width back.
/* eslint-disable no-console -- a command-line tool: its report is its output */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const PHONE_STORY = 'screens-home--base-user-mobile';
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
