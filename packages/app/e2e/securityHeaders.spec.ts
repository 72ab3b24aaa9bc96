import { inlineScriptHashes, securityHeaders } from '../../../scripts/security-headers.mjs';
import { expect, test } from './fixtures.ts';
import { DEMO_APP_CONFIG } from './session.ts';

test('every response of the production build carries the security headers of its config and page', async ({
  request,
}) => {
  const index = await request.get('/');
  const html = await index.text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script, 'the entry script of index.html').toBeTruthy();
  // The theme of the first paint, inline in the page: allowed by its hash, and nothing else is.
  const scriptHashes = inlineScriptHashes(html);
  expect(scriptHashes).toEqual([expect.stringMatching(/^'sha256-[\w+/]{43}='$/)]);
  const EXPECTED = securityHeaders(DEMO_APP_CONFIG, { scriptHashes });

  // The page, a deep link answered with the page, the run-time config and a script.
  for (const path of ['/', '/admin/users?search=acme', '/config.json', script ?? '']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(EXPECTED)) {
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  }
  expect(EXPECTED['Content-Security-Policy']).toMatch(
    /^default-src 'self'; script-src 'self' 'sha256-[\w+/]{43}='; style-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; /,
  );
});

test('no source map is published with the production files', async ({ request }) => {
  const index = await request.get('/');
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await index.text())?.[1];
  const code = await (await request.get(script ?? '')).text();
  expect(code).not.toMatch(/sourceMappingURL=index-/);
  const map = await request.get(`${script}.map`);
  expect(await map.text()).not.toContain('"mappings"');
});
