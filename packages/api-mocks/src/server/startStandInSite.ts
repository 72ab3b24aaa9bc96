import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_FAULTS_URL } from './faultsCommand.ts';
import { renderFaultPanel } from './renderFaultPanel.ts';

export interface StandInSiteOptions {
  port: number;
  /** Where the page links back to. */
  appUrl: string;
  productName: string;
  /** The mock server's fault control route, for the panel at /faults. */
  faultsUrl?: string;
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
 * The demo runs with no network, so the apps the hub links out to (the marketing site that
 * Sign Out returns to, the content app, Canvas, the scheduler) are stood in for by one local
 * page that names where the visitor would have landed and links back to the admin hub.
 */
export async function startStandInSite(
  options: StandInSiteOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in.invalid').pathname;
    if (path === '/faults') {
      const faultsUrl = options.faultsUrl ?? DEFAULT_FAULTS_URL;
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(renderFaultPanel({ faultsUrl, appUrl: options.appUrl }));
      return;
    }
    const title = TITLES[path.split('/')[1] ?? ''] ?? 'External app';
    const product = escapeHtml(options.productName);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · ${product}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
a{color:#4338ca}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p>In production this address is ${product}'s ${escapeHtml(title.toLowerCase())} (<code>${escapeHtml(path)}</code>). The demo has no network, so this page stands in for it.</p>
<p><a href="${escapeHtml(options.appUrl)}">Back to the admin hub</a></p>
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
