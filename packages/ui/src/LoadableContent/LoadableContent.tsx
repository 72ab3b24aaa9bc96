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
  children: (data: T, refreshing: boolean) => ReactNode;
}

/** Exactly one of: the loading status, the failure with Retry, or what the data renders to. */
export function LoadableContent<T>({
  load,
  loadingLabel,
  failedMessage,
  placement,
  children,
}: LoadableContentProps<T>) {
  switch (load.status) {
    case 'loading':
      return <LoadingStatus label={loadingLabel} placement={placement} />;
    case 'failed':
      return <LoadFailed message={failedMessage} onRetry={load.retry} placement={placement} />;
    case 'loaded':
      return <>{children(load.data, load.refreshing ?? false)}</>;
  }
}
