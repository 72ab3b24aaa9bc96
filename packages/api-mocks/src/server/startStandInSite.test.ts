import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backLink, startStandInSite } from './startStandInSite.ts';

const APP = 'http://localhost:5173/home';

describe('backLink', () => {
  it('returns to the redirectUrl when it is an address of the hub', () => {
    const back = 'http://localhost:5173/admin/companies/1?from=signs';
    expect(backLink(new URLSearchParams({ redirectUrl: back }), APP)).toBe(back);
  });

  it('falls back to the hub for a missing, foreign or malformed redirectUrl', () => {
    expect(backLink(new URLSearchParams(), APP)).toBe(APP);
    expect(backLink(new URLSearchParams({ redirectUrl: 'https://evil.example/x' }), APP)).toBe(APP);
    expect(backLink(new URLSearchParams({ redirectUrl: 'not a url' }), APP)).toBe(APP);
  });
});

describe('the stand-in page', () => {
  let site: Awaited<ReturnType<typeof startStandInSite>>;
  beforeAll(async () => {
    site = await startStandInSite({ port: 0, appUrl: APP, productName: 'Signage Studio' });
  });
  afterAll(() => site.close());

  it('shows the path, each query parameter and links back to the redirectUrl', async () => {
    const back = 'http://localhost:5173/admin/companies/1?from=signs&x=<b>';
    const query = new URLSearchParams({ editSignId: '4', redirectUrl: back });
    const html = await (await fetch(`${site.url}/content/admin/signs/1?${query}`)).text();
    expect(html).toContain('<code id="requested-path">/content/admin/signs/1</code>');
    expect(html).toContain('<th scope="row"><code>editSignId</code></th><td><code>4</code></td>');
    // Escaped, never markup.
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<a href="http://localhost:5173/admin/companies/1?from=signs&#38;x=&#60;b&#62;">Back to where you were (redirectUrl)</a>',
    );
  });

  it('links to the hub when it was not given a redirectUrl', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('<p>No query parameters.</p>');
    expect(html).toContain(`<a href="${APP}">Back to the admin hub</a>`);
  });
});
