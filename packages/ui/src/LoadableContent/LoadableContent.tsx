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

/**
 * Exactly one of: the loading status (saying so when an attempt failed and another is on its
 * way), the failure with Retry, or what the data renders to.
 */
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
      // Over a skeleton the status is heard, not seen (the eye sees the rows' shape) until a
      // retry. One status node with or without it, so a retry is announced where the load was.
      return (
        <>
          <LoadingStatus
            label={loadingLabel}
            placement={placement}
            hidden={skeleton !== undefined}
            retrying={load.retrying}
          />
          {skeleton}
        </>
      );
    case 'failed':
      return <LoadFailed message={failedMessage} onRetry={load.retry} placement={placement} />;
    case 'loaded':
      return <>{children(load.data, load.refreshing ?? false)}</>;
  }
}
