#!/usr/bin/env node
// The production response headers of the admin hub, derived from the run-time configuration
// (config.json beside the built files): a strict Content-Security-Policy that allows exactly the
// identity provider and API origins that configuration names, and the inline scripts of the built
// index.html beside it by their hashes, plus the other security headers.
// Used by the production preview (packages/app/vite.security.ts) and by hosts at deploy time:
//
//   node scripts/security-headers.mjs <config.json> [--format=headers|nginx|json]
//
//   headers  a `_headers` file (Netlify, Cloudflare Pages): `/*` then one `Name: value` a line
//   nginx    `add_header` lines for the server block that serves the files
//   json     { "Header-Name": "value", ... }
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The policy every deployment starts from (issue 9); origins from the config are added to it. */
const BASE_POLICY = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['frame-ancestors', "'none'"],
];

const httpOrigin = (value, field) => {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${field} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${field} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url.origin;
};

const textAt = (config, field) => {
  const value = field.split('.').reduce((node, key) => node?.[key], config);
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${field} is missing`);
  return value.trim();
};

/**
 * The identity provider's origin: Auth0 takes a bare tenant host (always https), the local
 * provider an http(s) URL (as the app's Auth0 SDK does).
 */
export function identityProviderOrigin(config) {
  const domain = textAt(config, 'auth0.domain');
  return /^https?:\/\//i.test(domain)
    ? httpOrigin(domain, 'auth0.domain')
    : httpOrigin(`https://${domain}`, 'auth0.domain');
}

/** The API origins, each once, in the config's order. */
export function apiOrigins(config) {
  const origins = ['api.main', 'api.content', 'api.scheduler'].map((field) =>
    httpOrigin(textAt(config, field), field),
  );
  return [...new Set(origins)];
}

// A classic script written in the page (no src): the theme of the first paint.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source of each inline script of `html`, `'sha256-<base64>'` of its exact text: the
 * browser runs an inline script only if its hash is listed, so a changed or injected one is
 * refused (no 'unsafe-inline').
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy for one configuration. Beyond the base policy:
 * - script-src: the hashes `scriptHashes` of the page's inline scripts (`inlineScriptHashes`);
 * - connect-src: the app's own files (config.json), the three APIs, and the identity provider
 *   (token exchange and refresh, from the Auth0 SDK's worker);
 * - frame-src: the identity provider (the SDK's hidden frame renews the session);
 * - img-src: data: too, for Bootstrap's inline SVG icons in its stylesheet (select arrows,
 *   checkboxes, close buttons) and the favicon; data: images cannot run script;
 * - form-action: no form posts anywhere else (form-action does not fall back to default-src).
 * Fonts are bundled (font-src stays 'self' through default-src); no origin of a font service.
 */
export function contentSecurityPolicy(config, { scriptHashes = [] } = {}) {
  const identityProvider = identityProviderOrigin(config);
  const directives = [
    ...BASE_POLICY.map(([name, value]) =>
      name === 'script-src' ? [name, [value, ...scriptHashes].join(' ')] : [name, value],
    ),
    ['connect-src', ["'self'", ...new Set([...apiOrigins(config), identityProvider])].join(' ')],
    ['frame-src', identityProvider],
    ['img-src', "'self' data:"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every security header of a response of the built app, by name. */
export function securityHeaders(config, { scriptHashes = [] } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, { scriptHashes }),
    'X-Content-Type-Options': 'nosniff',
    // Other origins learn only our origin, never a path or query (searches hold emails).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' in the policy; this for browsers that predate it.
    'X-Frame-Options': 'DENY',
    // Sites this window opens get no handle on it, except the popups it opens itself: the
    // identity provider's sign-in popup must post its answer back (signing in again after a
    // session ended keeps the page). Links to other apps open with noopener anyway.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Ignored over http (the local demo); behind TLS, browsers keep to https for a year.
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

const FORMATS = {
  headers: (headers) =>
    `/*\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`,
  nginx: (headers) =>
    `${Object.entries(headers)
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
      .join('\n')}\n`,
  json: (headers) => `${JSON.stringify(headers, null, 2)}\n`,
};

/**
 * The headers of the build whose `config.json` is `configFile`: its configuration, and the
 * hashes of the inline scripts of the `index.html` beside it (the build's, as served).
 */
export function buildSecurityHeaders(configFile) {
  const page = path.join(path.dirname(configFile), 'index.html');
  const scriptHashes = existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
  return securityHeaders(JSON.parse(readFileSync(configFile, 'utf8')), { scriptHashes });
}

/** The headers of `configFile` (see `buildSecurityHeaders`) in one of FORMATS. */
export function formatSecurityHeaders(configFile, format = 'headers') {
  const render = FORMATS[format];
  if (!render) throw new Error(`Unknown format ${format}: use ${Object.keys(FORMATS).join(', ')}`);
  return render(buildSecurityHeaders(configFile));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const configFile = args.find((arg) => !arg.startsWith('--'));
  const format = args.find((arg) => arg.startsWith('--format='))?.slice('--format='.length);
  if (!configFile) {
    console.error(
      'usage: node scripts/security-headers.mjs <config.json> [--format=headers|nginx|json]',
    );
    process.exit(2);
  }
  try {
    process.stdout.write(formatSecurityHeaders(configFile, format));
  } catch (error) {
    console.error(`${configFile}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
