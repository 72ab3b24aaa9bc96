import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JWK } from 'oidc-provider';

/** The identity provider's secrets: the RS256 signing key and the cookie-signing keys. */
export interface ProviderKeys {
  signingKey: JWK;
  cookieKeys: string[];
}

/**
 * Git-ignored; kept beside the package so that a restarted provider still signs
 * with the key the mock API and the browser's cached tokens already know.
 */
const DEFAULT_KEY_FILE = fileURLToPath(new URL('../../.idp-keys.json', import.meta.url));

/**
 * Reads the keys from `keyFile`, or generates them and writes them there.
 * `keyFile: null` keeps freshly generated keys in memory only (tests that want
 * no file on disk).
 */
export function loadProviderKeys(keyFile: string | null = DEFAULT_KEY_FILE): ProviderKeys {
  if (keyFile !== null) {
    const stored = readStoredKeys(keyFile);
    if (stored) return stored;
  }
  const keys = generateProviderKeys();
  if (keyFile !== null)
    writeFileSync(keyFile, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

function generateProviderKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    signingKey: { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function readStoredKeys(keyFile: string): ProviderKeys | undefined {
  let text: string;
  try {
    text = readFileSync(keyFile, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isProviderKeys(parsed) ? parsed : undefined;
  } catch {
    // A damaged file is replaced rather than stopping the demo.
    return undefined;
  }
}

function isProviderKeys(value: unknown): value is ProviderKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { signingKey, cookieKeys } = value as Record<string, unknown>;
  return (
    typeof signingKey === 'object' &&
    signingKey !== null &&
    (signingKey as Record<string, unknown>).kty === 'RSA' &&
    typeof (signingKey as Record<string, unknown>).d === 'string' &&
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((key) => typeof key === 'string')
  );
}
