/**
 * What browsers and bundlers say when a lazily loaded module cannot be fetched: Chromium's
 * failed `import()`, Safari's, and the `ChunkLoadError` name webpack-style loaders (and our own
 * retrying loader, once it gives up) use.
 */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
];
const CHUNK_LOAD_ERROR_NAME = 'ChunkLoadError';

/**
 * True when `error` is a failed load of a code chunk rather than a bug: offline, or a deploy
 * removed the chunk an open tab still asks for. Either way only a reload helps, so the error
 * page says so. Loaders that throw their own error after retrying should name it
 * `ChunkLoadError` (see `chunkLoadError`).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === CHUNK_LOAD_ERROR_NAME) return true;
  const message = error.message.toLowerCase();
  return CHUNK_LOAD_MESSAGES.some((known) => message.includes(known.toLowerCase()));
}

/** A recognisable error for a chunk that stayed unavailable, keeping the browser's as its cause. */
export function chunkLoadError(message: string, cause?: unknown): Error {
  const error = new Error(message, { cause });
  error.name = CHUNK_LOAD_ERROR_NAME;
  return error;
}
