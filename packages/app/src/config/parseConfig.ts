import type { AppConfig } from './AppConfig.ts';
import { ConfigError } from './ConfigError.ts';

/** Returns what is wrong with a present value, or null when it is fine. */
type Check = (value: unknown) => string | null;

const text: Check = (value) => (typeof value === 'string' ? null : 'must be a string');

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const httpUrl: Check = (value) =>
  typeof value === 'string' && isHttpUrl(value) ? null : 'must be an absolute http(s) URL';

// Auth0 takes a bare tenant host; the SDK also accepts an http(s) URL, which the local demo uses.
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d+)?$/i;
const hostOrUrl: Check = (value) =>
  typeof value === 'string' && (HOST_NAME.test(value) || isHttpUrl(value))
    ? null
    : 'must be a host name or an absolute http(s) URL';

const positiveWholeNumber: Check = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? null
    : 'must be a positive whole number';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email: Check = (value) =>
  typeof value === 'string' && EMAIL.test(value) ? null : 'must be an email address';

/** Every field of AppConfig by its dotted path, in the order an operator reads the file. */
const FIELDS = {
  'auth0.domain': hostOrUrl,
  'auth0.clientId': text,
  'auth0.audience': text,
  'auth0.cookieDomain': text,
  'auth0.sessionCookieDays': positiveWholeNumber,
  'api.main': httpUrl,
  'api.content': httpUrl,
  'api.scheduler': httpUrl,
  'links.marketingSite': httpUrl,
  'links.contentApp': httpUrl,
  'links.canvasApp': httpUrl,
  'links.schedulerApp': httpUrl,
  'links.helpEmail': email,
  productName: text,
} satisfies Record<string, Check>;

type FieldPath = keyof typeof FIELDS;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const valueAt = (root: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), root);

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Validates parsed `config.json` content and returns a typed copy holding only the known
 * fields. Throws ConfigError listing every problem at once, so one fix round is enough.
 */
export function parseConfig(raw: unknown, source = 'config.json'): AppConfig {
  if (!isRecord(raw)) throw new ConfigError(source, [`${source} must hold a JSON object`]);

  const problems: string[] = [];
  const values = {} as Record<FieldPath, unknown>;
  for (const [path, check] of Object.entries(FIELDS) as [FieldPath, Check][]) {
    const value = valueAt(raw, path);
    values[path] = value;
    if (isMissing(value)) problems.push(`${path} is missing`);
    else {
      const problem = check(value);
      if (problem) problems.push(`${path} ${problem}`);
    }
  }
  // Optional (issue 36's proposed If-Match): absent means the APIs do not honour it.
  const ifMatch = raw.ifMatch;
  if (ifMatch !== undefined && typeof ifMatch !== 'boolean')
    problems.push('ifMatch must be true or false');
  if (problems.length > 0) throw new ConfigError(source, problems);

  // Every value passed its check above, so these narrowings hold.
  const str = (path: FieldPath) => values[path] as string;
  return {
    auth0: {
      domain: str('auth0.domain'),
      clientId: str('auth0.clientId'),
      audience: str('auth0.audience'),
      cookieDomain: str('auth0.cookieDomain'),
      sessionCookieDays: values['auth0.sessionCookieDays'] as number,
    },
    api: { main: str('api.main'), content: str('api.content'), scheduler: str('api.scheduler') },
    links: {
      marketingSite: str('links.marketingSite'),
      contentApp: str('links.contentApp'),
      canvasApp: str('links.canvasApp'),
      schedulerApp: str('links.schedulerApp'),
      helpEmail: str('links.helpEmail'),
    },
    productName: str('productName'),
    ifMatch: ifMatch === true,
  };
}
