/**
 * Why a chunk of the app's code stayed unavailable after its retries:
 * - `newer-version`: the server no longer has it, so a newer version was deployed since this
 *   page loaded (each build names its chunks by content hash and keeps only its own);
 * - `offline`: the network could not be reached;
 * - `unavailable`: neither could be established.
 */
export type ChunkLoadFailure = 'newer-version' | 'offline' | 'unavailable';

const MESSAGES: Record<ChunkLoadFailure, string> = {
  'newer-version': 'A newer version of the admin hub is available. Reload the page to use it.',
  offline: 'This part of the admin hub could not be loaded: the network is unreachable.',
  unavailable: 'This part of the admin hub could not be loaded. Reload the page to try again.',
};

/**
 * A lazily loaded chunk of the app's code could not be loaded, even after retrying. Only a
 * reload helps, so error pages recognise it (by class, or by `name` across bundles, as other
 * `ChunkLoadError`s of bundlers) and offer one. The browser's own error is the `cause`.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly failure: ChunkLoadFailure,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[failure], options);
  }

  /** True when a reload will pick up a newer deployment. */
  get newerVersionAvailable(): boolean {
    return this.failure === 'newer-version';
  }
}
