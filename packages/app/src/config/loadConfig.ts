import type { AppConfig } from './AppConfig.ts';
import { ConfigError } from './ConfigError.ts';
import { parseConfig } from './parseConfig.ts';

/**
 * Fetches and validates the run-time configuration. Every failure (unreachable, not found,
 * not JSON, invalid fields) becomes a ConfigError naming the file, for the error page.
 */
export async function loadConfig(
  url = '/config.json',
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<AppConfig> {
  let response: Response;
  try {
    // no-store: a redeployed config.json must take effect on the next load.
    response = await fetchFn(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(url, [`${url} could not be loaded (${reason})`]);
  }
  if (!response.ok) {
    throw new ConfigError(url, [`${url} could not be loaded (HTTP ${response.status})`]);
  }

  let raw: unknown;
  try {
    raw = JSON.parse(await response.text());
  } catch {
    throw new ConfigError(url, [`${url} is not valid JSON`]);
  }
  return parseConfig(raw, url);
}
