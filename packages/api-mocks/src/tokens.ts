import { API_AUDIENCE } from './config.ts';

/** 2100-01-01: test tokens never expire, so stories and tests stay deterministic. */
const TEST_TOKEN_EXPIRY = 4_102_444_800;

const encodeBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

/**
 * An unsigned, JWT-shaped access token for stories and unit tests. The browser-side handlers
 * decode it without verifying; the Node mock server verifies real tokens instead.
 */
export const createTestToken = (authId: string): string =>
  [
    encodeBase64Url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    encodeBase64Url(JSON.stringify({ sub: authId, aud: API_AUDIENCE, exp: TEST_TOKEN_EXPIRY })),
    '',
  ].join('.');

/** The bearer token of a request, or null when it has none. */
export const bearerToken = (request: Request): string | null => {
  const header = request.headers.get('Authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

/** The `sub` claim of a JWT, read without checking its signature; null when malformed. */
export const decodeTokenSubject = (token: string): string | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  } catch {
    return null;
  }
};
