import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './ChunkLoadError.ts';
import { failedChunkAddress, importWithRetry } from './importWithRetry.ts';
import type { ChunkProbe, ImportRetryOptions } from './importWithRetry.ts';

const CHUNK = 'http://localhost:5173/assets/UsersScreen-DdA1x9.js';
const chromiumError = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

const options = (probe: ChunkProbe = 'present', online = true): ImportRetryOptions => ({
  delayMs: 1,
  probe: vi.fn(() => Promise.resolve(probe)),
  isOnline: () => online,
});

const failing = () => vi.fn(() => Promise.reject(chromiumError()));

describe('importWithRetry', () => {
  it('returns the module of a later attempt after a failed one', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chromiumError())
      .mockResolvedValueOnce('module');
    await expect(importWithRetry(load, options())).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after three attempts with a ChunkLoadError keeping the browser error as cause', async () => {
    const load = failing();
    const error = await importWithRetry(load, options()).catch((caught: unknown) => caught);
    expect(load).toHaveBeenCalledTimes(3);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).cause).toBeInstanceOf(TypeError);
    expect((error as ChunkLoadError).failure).toBe('unavailable');
  });

  it('says a newer version is available when the server no longer has the chunk', async () => {
    const settings = options('gone');
    const error = (await importWithRetry(failing(), settings).catch(
      (e: unknown) => e,
    )) as ChunkLoadError;
    expect(settings.probe).toHaveBeenCalledWith(CHUNK);
    expect(error.newerVersionAvailable).toBe(true);
    expect(error.message).toBe(
      'A newer version of the admin hub is available. Reload the page to use it.',
    );
  });

  it('says the network is unreachable when the browser is offline or the probe fails', async () => {
    for (const settings of [options('present', false), options('unreachable')]) {
      const error = (await importWithRetry(failing(), settings).catch(
        (e: unknown) => e,
      )) as ChunkLoadError;
      expect(error.failure).toBe('offline');
      expect(error.newerVersionAvailable).toBe(false);
    }
  });

  it('cannot tell more when the browser does not name the chunk (Safari)', async () => {
    const settings = options('gone');
    const load = vi.fn(() => Promise.reject(new TypeError('Importing a module script failed.')));
    const error = (await importWithRetry(load, settings).catch(
      (e: unknown) => e,
    )) as ChunkLoadError;
    expect(settings.probe).not.toHaveBeenCalled();
    expect(error.failure).toBe('unavailable');
  });
});

describe('failedChunkAddress', () => {
  it.each([
    [`Failed to fetch dynamically imported module: ${CHUNK}`, CHUNK],
    [`error loading dynamically imported module: ${CHUNK}`, CHUNK],
    ['Unable to preload CSS for /assets/index-B1c2.css', '/assets/index-B1c2.css'],
    ['Importing a module script failed.', undefined],
  ])('finds the chunk in %j', (message, address) => {
    expect(failedChunkAddress(new Error(message))).toBe(address);
  });
});
