import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import type { Loadable, LoadPlacement } from './Loadable.ts';

export interface LoadableContentProps<T> {
  load: Loadable<T>;
  /** Beside the spinner, e.g. 'Loading users'. */
  loadingLabel: string;
  /** Beside Retry, e.g. 'The users could not be loaded.' */
  failedMessage: string;
  placement?: LoadPlacement;
  /** Drawn under the loading status in the shape of what will come (`SkeletonRows`). */
  skeleton?: ReactNode;
  children: (data: T, refreshing: boolean) => ReactNode;
}

/** Exactly one of: the loading status, the failure with Retry, or what the data renders to. */
export function LoadableContent<T>({
  load,
  loadingLabel,
  failedMessage,
  placement,
  skeleton,
  children,
}: LoadableContentProps<T>) {
  switch (load.status) {
    case 'loading':
      return skeleton === undefined ? (
        <LoadingStatus label={loadingLabel} placement={placement} />
      ) : (
        // The status stays, named for screen readers; the eye sees the rows' shape.
        <>
          <LoadingStatus label={loadingLabel} hidden />
          {skeleton}
        </>
      );
    case 'failed':
      return <LoadFailed message={failedMessage} onRetry={load.retry} placement={placement} />;
    case 'loaded':
      return <>{children(load.data, load.refreshing ?? false)}</>;
  }
}
