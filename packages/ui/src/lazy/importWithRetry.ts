import { ChunkLoadError } from './ChunkLoadError.ts';
import type { ChunkLoadFailure } from './ChunkLoadError.ts';

/** What the server says about a chunk's address. */
export type ChunkProbe = 'present' | 'gone' | 'unreachable';

export interface ImportRetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Wait before the second attempt, doubled before each further one. */
  delayMs?: number;
  /** Asks the server whether the chunk at `url` still exists. */
  probe?: (url: string) => Promise<ChunkProbe>;
  isOnline?: () => boolean;
}

// Chromium and Firefox name the module they could not fetch; Vite names a stylesheet it could
// not preload (root-relative). Safari names nothing.
const CHUNK_ADDRESS = /((?:https?:\/\/|\/)[^\s'"]+\.(?:m?js|css))\b/;

/** The address of the chunk a failed import names, if it names one. */
export function failedChunkAddress(error: unknown): string | undefined {
  return error instanceof Error ? CHUNK_ADDRESS.exec(error.message)?.[1] : undefined;
}

/**
 * A HEAD request for the chunk, past every cache. A missing file, or the HTML page a
 * single-page-app server answers for any unknown path, means the build that named it is gone.
 */
async function probeChunk(url: string): Promise<ChunkProbe> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return 'gone';
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) return 'gone';
    return 'present';
  } catch {
    return 'unreachable';
  }
}

const FAILURE_OF_PROBE: Record<ChunkProbe, ChunkLoadFailure> = {
  gone: 'newer-version',
  unreachable: 'offline',
  present: 'unavailable',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function failureOf(
  error: unknown,
  probe: (url: string) => Promise<ChunkProbe>,
  isOnline: () => boolean,
): Promise<ChunkLoadFailure> {
  if (!isOnline()) return 'offline';
  const url = failedChunkAddress(error);
  if (!url) return 'unavailable';
  return FAILURE_OF_PROBE[await probe(url)];
}

/**
 * Runs a dynamic `import()` (wrapped in `load`), retrying a failure after a short wait: a
 * dropped connection or a server restarting during a deploy usually answers the next time.
 * When every attempt failed, throws a `ChunkLoadError` that says why, so the error page can
 * tell the reader that a newer version is available and offer a reload.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  {
    attempts = 3,
    delayMs = 250,
    probe = probeChunk,
    isOnline = () => navigator.onLine,
  }: ImportRetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await wait(delayMs * 2 ** (attempt - 1));
    }
  }
  throw new ChunkLoadError(await failureOf(lastError, probe, isOnline), { cause: lastError });
}
