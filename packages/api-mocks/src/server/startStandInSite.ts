import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_FAULTS_URL, DEFAULT_SESSION_URL } from './faultsCommand.ts';
import { renderFaultPanel } from './renderFaultPanel.ts';

export interface StandInSiteOptions {
  port: number;
  /** Where the page links back to. */
  appUrl: string;
  productName: string;
  /** The mock server's fault control route, for the panel at /faults. */
  faultsUrl?: string;
  /** The identity provider's session switches, for the same panel. */
  sessionUrl?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<string, string> = {
  '': 'Marketing hub',
  content: 'Templates',
  canvas: 'Canvas',
  scheduler: 'Schedule My Sign',
};

/**
 * Where the page sends the visitor back: the `redirectUrl` the hub passed (spec §2: the page a
 * sign link left from), when it is an address of the hub itself; otherwise the hub's home.
 */
export function backLink(query: URLSearchParams, appUrl: string): string {
  const redirectUrl = query.get('redirectUrl');
  if (redirectUrl === null) return appUrl;
  try {
    return new URL(redirectUrl).origin === new URL(appUrl).origin ? redirectUrl : appUrl;
  } catch {
    return appUrl;
  }
}

/** What the page was asked: its path, each query parameter, and where it will send the visitor back. */
function requestSummary(path: string, query: URLSearchParams, back: string): string {
  const rows = [...query]
    .map(
      ([name, value]) =>
        `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td><code>${escapeHtml(value)}</code></td></tr>`,
    )
    .join('');
  return `<h2>What the hub asked for</h2>
<dl><dt>Path</dt><dd><code id="requested-path">${escapeHtml(path)}</code></dd></dl>
${rows ? `<table aria-label="Query parameters"><tbody>${rows}</tbody></table>` : '<p>No query parameters.</p>'}
<p><a href="${escapeHtml(back)}">${back === query.get('redirectUrl') ? 'Back to where you were (redirectUrl)' : 'Back to the admin hub'}</a></p>`;
}

/**
 * The demo runs with no network, so the apps the hub links out to (the marketing site that
 * Sign Out returns to, the content app, Canvas, the scheduler) are stood in for by one local
 * page that names where the visitor would have landed, shows what it was asked (path, query,
 * redirectUrl) and links back, so a sign link's round trip can be followed and tested offline.
 */
export async function startStandInSite(
  options: StandInSiteOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const { pathname: path, searchParams: query } = new URL(
      request.url ?? '/',
      'http://stand-in.invalid',
    );
    if (path === '/faults') {
      const faultsUrl = options.faultsUrl ?? DEFAULT_FAULTS_URL;
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(
        renderFaultPanel({
          faultsUrl,
          appUrl: options.appUrl,
          sessionUrl: options.sessionUrl ?? DEFAULT_SESSION_URL,
          panelUrl: `http://${request.headers.host ?? `localhost:${options.port}`}/faults`,
        }),
      );
      return;
    }
    const title = TITLES[path.split('/')[1] ?? ''] ?? 'External app';
    const product = escapeHtml(options.productName);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · ${product}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
a{color:#4338ca}table{border-collapse:collapse}th,td{text-align:left;padding:.25rem .75rem .25rem 0;vertical-align:top}
td code{word-break:break-all}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>In production this address is ${product}'s ${escapeHtml(title.toLowerCase())} (<code>${escapeHtml(path)}</code>). The demo has no network, so this page stands in for it.</p>
${requestSummary(path, query, backLink(query, options.appUrl))}
<p><small>Demo only: <a href="/faults">fault switches</a> make the mock APIs fail on purpose.</small></p></main></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, 'localhost', resolve);
  });
  // Port 0 asks the system for a free one: name the one it gave.
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
