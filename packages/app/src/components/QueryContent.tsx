import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import { useQueryView } from './useQueryView.ts';
import type { QueryState, QueryView } from './useQueryView.ts';

export type { QueryState } from './useQueryView.ts';

export interface QueryViewContentProps<T> {
  view: QueryView<T>;
  loadingLabel: string;
  failedMessage: string;
  children: (data: T, refreshing: boolean) => ReactNode;
}

/** Renders a `QueryView`: the failed message with a Retry, the loading status, or the data. */
export function QueryViewContent<T>({
  view,
  loadingLabel,
  failedMessage,
  children,
}: QueryViewContentProps<T>) {
  switch (view.status) {
    case 'failed':
      return <LoadFailed message={failedMessage} onRetry={view.retry} />;
    case 'loading':
      return <LoadingStatus label={loadingLabel} />;
    case 'loaded':
      return <>{children(view.data, view.refreshing)}</>;
  }
}

export interface QueryContentProps<T> {
  query: QueryState<T>;
  loadingLabel: string;
  failedMessage: string;
  children: (data: T) => ReactNode;
}

/** Loading, failed (with retry) or loaded, for one query: each part of a page fails on its own. */
export function QueryContent<T>({ query, children, ...labels }: QueryContentProps<T>) {
  const view = useQueryView(query);
  return (
    <QueryViewContent view={view} {...labels}>
      {(data) => children(data)}
    </QueryViewContent>
  );
}
