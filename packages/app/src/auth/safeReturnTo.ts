/** Where the app lands after sign-in when no usable return target was kept. */
const DEFAULT_RETURN_TO = '/home';

const PROBE_ORIGIN = 'http://return-target.invalid';
// Returning to the sign-in routes themselves would loop.
const AUTH_PATHS = new Set(['/login', '/logout']);

const isProtocolRelative = (path: string): boolean => path.startsWith('//');

/**
 * The return target to navigate to after sign-in: a same-origin path (with its
 * query string and hash) or the default. Anything that could leave the app —
 * a scheme, a protocol-relative `//host`, a backslash trick — is refused, so the
 * sign-in round trip cannot be used as an open redirect.
 */
export function safeReturnTo(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return DEFAULT_RETURN_TO;
  // Browsers treat `\` like `/`, and strip tabs and newlines before parsing.
  if (isProtocolRelative(target) || target.includes('\\') || hasControlCharacter(target))
    return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== PROBE_ORIGIN || AUTH_PATHS.has(url.pathname)) return DEFAULT_RETURN_TO;
  // Dot segments collapse while parsing: `/.//host`, `/%2e%2e//host` and `/a/..//host` all
  // become `//host`, which the router (and the browser) would read as another origin. So the
  // resolved path, the one returned, is checked again.
  if (isProtocolRelative(url.pathname)) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
