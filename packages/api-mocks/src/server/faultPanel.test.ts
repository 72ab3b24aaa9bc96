// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../db/database.ts';
import { ENDPOINT_IDS } from '../endpoints.ts';
import { startMockServer, type RunningMockServer } from './startMockServer.ts';
import { startStandInSite } from './startStandInSite.ts';

// The stand-in site's /faults page, run in jsdom against a real mock server on free ports.
let mockServer: RunningMockServer;
let site: Awaited<ReturnType<typeof startStandInSite>>;
beforeAll(async () => {
  resetDatabase();
  mockServer = await startMockServer({
    ports: { main: 0, content: 0, scheduler: 0 },
    verify: false,
  });
  site = await startStandInSite({
    port: 0,
    appUrl: 'http://localhost:5173/home',
    productName: 'Signage Studio',
    faultsUrl: `${new URL(mockServer.urls.main).origin}/__faults`,
  });
});
afterAll(async () => {
  await site.close();
  await mockServer.close();
});

/** Loads the panel into the document, runs its script, and waits until `ready` holds. */
async function openPanel(ready: (document: Document) => boolean) {
  const html = await (await fetch(`${site.url}/faults`)).text();
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    'text/html',
  ).documentElement.innerHTML;
  // Scripts set through innerHTML do not run: run the panel's own, as the browser would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's script, under test
  const script = new Function(document.querySelector('script')?.textContent ?? '') as () => void;
  script();
  await expect.poll(() => ready(document)).toBe(true);
  return document;
}

describe('the fault panel of the stand-in page', () => {
  it('is linked from the stand-in page', async () => {
    expect(await (await fetch(site.url)).text()).toContain('<a href="/faults">fault switches</a>');
  });

  it('lists every endpoint and switches one fault on and off', async () => {
    const document = await openPanel(
      (d) => d.querySelectorAll('select').length === ENDPOINT_IDS.length,
    );
    const select = document.querySelector<HTMLSelectElement>(
      'select[data-endpoint="PUT /users/:id"]',
    )!;
    expect(select.getAttribute('aria-label')).toBe('Answer of PUT /users/{id} (main API)');
    expect([...select.options].map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Normal', 'serverError', 'networkError', 'slow', 'forbidden']),
    );

    select.value = 'serverError';
    select.dispatchEvent(new Event('change'));
    await expect
      .poll(() => mockServer.faults?.get('PUT /users/:id'))
      .toEqual({ fault: 'serverError' });
    await expect
      .poll(() => document.getElementById('status')?.textContent)
      .toBe('PUT /users/{id}: serverError');

    document.getElementById('clear-all')!.click();
    await expect.poll(() => mockServer.faults?.active()).toEqual({});
    await expect
      .poll(() => document.getElementById('status')?.textContent)
      .toBe('Every call answers normally.');
  });

  it('shows the faults already on when it opens', async () => {
    mockServer.faults?.set('scheduler:GET /signs', { fault: 'slow' });
    const document = await openPanel((d) => d.querySelectorAll('tr.faulty').length === 1);
    expect(
      document.querySelector<HTMLSelectElement>('select[data-endpoint="scheduler:GET /signs"]')
        ?.value,
    ).toBe('slow');
    mockServer.faults?.clear();
  });
});
