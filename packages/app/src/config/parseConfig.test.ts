import { describe, expect, it } from 'vitest';
import { ConfigError } from './ConfigError.ts';
import { DEMO_CONFIG } from './DEMO_CONFIG.ts';
import { parseConfig } from './parseConfig.ts';

/** A deep copy of the demo config as plain JSON, with one field replaced or removed. */
const withField = (path: string, value: unknown): Record<string, unknown> => {
  const raw = JSON.parse(JSON.stringify(DEMO_CONFIG)) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, raw);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return raw;
};

const problemsOf = (raw: unknown): readonly string[] => {
  try {
    parseConfig(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('parseConfig accepted an invalid configuration');
};

const ALL_FIELDS = [
  'auth0.domain',
  'auth0.clientId',
  'auth0.audience',
  'auth0.cookieDomain',
  'auth0.sessionCookieDays',
  'api.main',
  'api.content',
  'api.scheduler',
  'links.marketingSite',
  'links.contentApp',
  'links.canvasApp',
  'links.schedulerApp',
  'links.helpEmail',
  'productName',
];

describe('parseConfig', () => {
  it('accepts the demo configuration and returns an equal copy', () => {
    const raw = JSON.parse(JSON.stringify(DEMO_CONFIG)) as unknown;
    expect(parseConfig(raw)).toEqual(DEMO_CONFIG);
  });

  it('accepts a bare Auth0 tenant host as the domain', () => {
    expect(parseConfig(withField('auth0.domain', 'acme.eu.auth0.com')).auth0.domain).toBe(
      'acme.eu.auth0.com',
    );
  });

  it('drops fields it does not know', () => {
    const config = parseConfig({ ...withField('productName', 'Signage Studio'), extra: 'ignored' });
    expect(config).not.toHaveProperty('extra');
  });

  it.each(ALL_FIELDS)('names %s when it is missing', (path) => {
    expect(problemsOf(withField(path, undefined))).toEqual([`${path} is missing`]);
  });

  it('takes the proposed If-Match as off when absent, and only a boolean', () => {
    expect(parseConfig(withField('ifMatch', undefined)).ifMatch).toBe(false);
    expect(problemsOf(withField('ifMatch', 'yes'))).toEqual(['ifMatch must be true or false']);
  });

  it('treats an empty string as missing', () => {
    expect(problemsOf(withField('auth0.clientId', '  '))).toEqual(['auth0.clientId is missing']);
  });

  it.each([
    ['api.main', 'localhost:4001/api', 'api.main must be an absolute http(s) URL'],
    ['api.content', '/api', 'api.content must be an absolute http(s) URL'],
    [
      'api.scheduler',
      'ftp://files.example.com/api',
      'api.scheduler must be an absolute http(s) URL',
    ],
    ['links.canvasApp', 42, 'links.canvasApp must be an absolute http(s) URL'],
    ['links.helpEmail', 'support', 'links.helpEmail must be an email address'],
    ['auth0.sessionCookieDays', '7', 'auth0.sessionCookieDays must be a positive whole number'],
    ['auth0.sessionCookieDays', 0, 'auth0.sessionCookieDays must be a positive whole number'],
    ['auth0.sessionCookieDays', 1.5, 'auth0.sessionCookieDays must be a positive whole number'],
    ['auth0.domain', 'not a host', 'auth0.domain must be a host name or an absolute http(s) URL'],
    ['auth0.clientId', 123, 'auth0.clientId must be a string'],
    ['productName', ['Signage Studio'], 'productName must be a string'],
  ])('names %s when it is %j', (path, value, problem) => {
    expect(problemsOf(withField(path, value))).toEqual([problem]);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ auth0: { clientId: 'admin-hub-demo' }, api: 'nope' })).toEqual(
      ALL_FIELDS.filter((path) => path !== 'auth0.clientId').map((path) => `${path} is missing`),
    );
  });

  it.each([null, [], 'config', 7])('rejects %j, which is not an object', (raw) => {
    expect(problemsOf(raw)).toEqual(['config.json must hold a JSON object']);
  });
});
