import { expect, test } from './fixtures.ts';

test('the production policy blocks inline styles, inline scripts and other origins, and tests hear it', async ({
  page,
  cspViolations,
}) => {
  // Any document of the app's origin is served under the policy; this one needs no sign-in.
  await page.goto('/config.json');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red; }';
    document.head.append(style);
  });
  await page.evaluate(() => fetch('https://evil.example/collect').catch(() => undefined));
  await page.addScriptTag({ content: 'window.inlineScriptRan = true;' }).catch(() => undefined);

  const directives = () =>
    cspViolations
      .filter((violation) => violation.directive !== 'console')
      .map((violation) => violation.directive)
      .sort();
  await expect.poll(directives).toEqual(['connect-src', 'script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
  // Heard and checked: forgotten, so that this test, unlike any other, passes with violations.
  cspViolations.length = 0;
});
