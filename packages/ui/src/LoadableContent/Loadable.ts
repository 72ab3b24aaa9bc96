/** A load whose last attempt failed, tried again: the attempt on its way, of how many. */
export interface LoadRetrying {
  attempt: number;
  attempts: number;
}

/**
 * Data on its way, there, or failed with a way to ask again: what every page, card and dialog
 * shows while it depends on a call. `retrying`: an attempt failed and another is on its way.
 * `refreshing`: a newer answer is on its way (the data shown may be the previous one, kept).
 */
export type Loadable<T> =
  | { status: 'loading'; retrying?: LoadRetrying }
  | { status: 'failed'; retry: () => void }
  | { status: 'loaded'; data: T; refreshing?: boolean };

/**
 * Where the state stands, which sets its spacing: alone on a page (centred, roomy), as a
 * dialog's whole body, in place of a form field, or within a line of a card.
 */
export type LoadPlacement = 'page' | 'dialog' | 'field' | 'inline';
