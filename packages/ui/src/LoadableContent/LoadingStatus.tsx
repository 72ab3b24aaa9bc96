import Spinner from 'react-bootstrap/Spinner';
import type { LoadPlacement, LoadRetrying } from './Loadable.ts';

const SPACING: Record<LoadPlacement, string> = {
  page: 'justify-content-center py-5',
  dialog: 'py-3',
  field: 'mb-3',
  inline: '',
};

export interface LoadingStatusProps {
  /** What is on its way, e.g. 'Loading users'. */
  label: string;
  placement?: LoadPlacement;
  /** Heard, not seen: a skeleton shows what is loading (seen again while it is retried). */
  hidden?: boolean;
  /** An attempt failed and another is on its way: said at once, not after the last one. */
  retrying?: LoadRetrying;
}

/** The words for a load tried again: 'failed; trying again (attempt 2 of 4)', after the label. */
const retryingText = ({ attempt, attempts }: LoadRetrying): string =>
  `failed; trying again (attempt ${attempt} of ${attempts})`;

/**
 * A spinner and what is loading, announced to screen readers; after a failed attempt, that it
 * is being tried again. One live region throughout, so the retry is announced as it comes.
 */
export function LoadingStatus({
  label,
  placement = 'page',
  hidden = false,
  retrying,
}: LoadingStatusProps) {
  // Over a skeleton, a retry shows as a line above the rows' shape, which stays.
  const className =
    hidden && retrying === undefined
      ? 'visually-hidden'
      : `d-flex align-items-center gap-2 text-body-secondary ${hidden ? 'mb-2' : SPACING[placement]}`;
  return (
    <div role="status" className={className}>
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>
        {label}
        {retrying !== undefined && ` ${retryingText(retrying)}`}
      </span>
    </div>
  );
}
