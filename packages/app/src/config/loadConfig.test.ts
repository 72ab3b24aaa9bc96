import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from './ConfigError.ts';
import { DEMO_CONFIG } from './DEMO_CONFIG.ts';
import { loadConfig } from './loadConfig.ts';

const respondWith = (body: string, status = 200) =>
  vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status })));

const loadError = async (promise: Promise<unknown>): Promise<ConfigError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ConfigError))
    throw new Error(`expected a ConfigError, got ${String(error)}`);
  return error;
};

describe('loadConfig', () => {
  it('fetches /config.json uncached and returns the validated configuration', async () => {
    const fetchFn = respondWith(JSON.stringify(DEMO_CONFIG));
    await expect(loadConfig(undefined, fetchFn)).resolves.toEqual(DEMO_CONFIG);
    expect(fetchFn).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('names the file when it is not found', async () => {
    const error = await loadError(loadConfig('/config.json', respondWith('Not found', 404)));
    expect(error.source).toBe('/config.json');
    expect(error.problems).toEqual(['/config.json could not be loaded (HTTP 404)']);
  });

  it('names the file when the network fails', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await loadError(loadConfig('/settings/config.json', fetchFn));
    expect(error.problems).toEqual(['/settings/config.json could not be loaded (Failed to fetch)']);
  });

  it('names the file when it is not valid JSON', async () => {
    const error = await loadError(loadConfig('/config.json', respondWith('{ "auth0": ')));
    expect(error.problems).toEqual(['/config.json is not valid JSON']);
  });

  it('names each invalid field, with the file in the message', async () => {
    const { api, ...withoutApi } = DEMO_CONFIG;
    const raw = { ...withoutApi, api: { ...api, main: 'localhost:4001' }, productName: '' };
    const error = await loadError(loadConfig('/config.json', respondWith(JSON.stringify(raw))));
    expect(error.problems).toEqual([
      'api.main must be an absolute http(s) URL',
      'productName is missing',
    ]);
    expect(error.message).toContain('/config.json');
  });
});
