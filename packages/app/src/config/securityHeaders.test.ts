import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildSecurityHeaders,
  contentSecurityPolicy,
  formatSecurityHeaders,
  inlineScriptHashes,
  securityHeaders,
} from '../../../../scripts/security-headers.mjs';
import { DEMO_CONFIG } from './DEMO_CONFIG.ts';
import type { AppConfig } from './AppConfig.ts';
import { parseConfig } from './parseConfig.ts';

const BASE =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** A production deployment: an Auth0 tenant named by host, APIs on their own hosts. */
const PRODUCTION: AppConfig = {
  ...DEMO_CONFIG,
  auth0: { ...DEMO_CONFIG.auth0, domain: 'login.signage.example' },
  api: {
    main: 'https://api.signage.example/api',
    content: 'https://content-api.signage.example/api',
    scheduler: 'https://api.signage.example/scheduler/api',
  },
};

const DEMO_CONFIG_FILE = new URL('../../public/config.json', import.meta.url);

describe('the production security headers (scripts/security-headers.mjs)', () => {
  it('allow exactly the configured identity provider and API origins beyond the strict base', () => {
    expect(contentSecurityPolicy(PRODUCTION)).toBe(
      `${BASE}; connect-src 'self' https://api.signage.example https://content-api.signage.example https://login.signage.example; frame-src https://login.signage.example; img-src 'self' data:; form-action 'self'`,
    );
  });

  it('take the demo’s origins from its config.json', () => {
    const demo = parseConfig(JSON.parse(readFileSync(DEMO_CONFIG_FILE, 'utf8')));
    expect(contentSecurityPolicy(demo)).toBe(
      `${BASE}; connect-src 'self' http://localhost:4001 http://localhost:4002 http://localhost:4003 http://localhost:4000; frame-src http://localhost:4000; img-src 'self' data:; form-action 'self'`,
    );
  });

  it('allow no inline script or style, no eval and no other origin for scripts', () => {
    const policy = contentSecurityPolicy(PRODUCTION);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*|blob:/);
    // The links to other apps are navigations, which the policy does not govern: not allowed in.
    expect(policy).not.toContain(new URL(PRODUCTION.links.contentApp).origin);
  });

  it('add nosniff, a referrer policy and no framing', () => {
    expect(securityHeaders(PRODUCTION)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('refuse a config whose origins cannot be read', () => {
    expect(() =>
      contentSecurityPolicy({ ...PRODUCTION, api: { ...PRODUCTION.api, content: 'ftp://x' } }),
    ).toThrow('api.content must be an absolute http(s) URL');
  });

  it('print a _headers file and nginx lines for hosts', () => {
    const file = formatSecurityHeaders(DEMO_CONFIG_FILE.pathname, 'headers');
    expect(file.split('\n').slice(0, 3)).toEqual([
      '/*',
      expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'self'; /),
      '  X-Content-Type-Options: nosniff',
    ]);
    expect(formatSecurityHeaders(DEMO_CONFIG_FILE.pathname, 'nginx')).toContain(
      'add_header X-Frame-Options "DENY" always;',
    );
  });

  it('allow the page’s inline scripts by the hash of their exact text, and no other inline script', () => {
    const theme = "\n(function () { document.documentElement.dataset.x = '1'; })();\n";
    const html = `<head><script>${theme}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`;
    const hash = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);

    const policy = contentSecurityPolicy(PRODUCTION, { scriptHashes: [hash] });
    expect(policy).toContain(`script-src 'self' ${hash};`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    // One character more is another script: its hash is not the one allowed.
    expect(inlineScriptHashes(`<script>${theme} </script>`)).not.toContain(hash);
  });

  it('take the hashes from the index.html beside the build’s config.json', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    writeFileSync(path.join(dist, 'config.json'), readFileSync(DEMO_CONFIG_FILE));
    writeFileSync(path.join(dist, 'index.html'), '<script>window.x = 1;</script>');
    const [hash] = inlineScriptHashes('<script>window.x = 1;</script>');
    expect(buildSecurityHeaders(path.join(dist, 'config.json'))['Content-Security-Policy']).toMatch(
      new RegExp(`^default-src 'self'; script-src 'self' ${hash!.replace(/[+/]/g, '\\$&')}; `),
    );
  });
});
