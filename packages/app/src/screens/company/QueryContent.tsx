import type { ReactNode } from 'react';
import { LoadFailed } from '../list/LoadFailed.tsx';
import { LoadingStatus } from '../list/LoadingStatus.tsx';

/**
 * The parts of an RTK Query hook result this component reads. `currentData` rather than `data`:
 * moving from one company to another must not show the previous company's rows meanwhile.
 */
export interface QueryState<T> {
  currentData?: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryContentProps<T> {
  query: QueryState<T>;
  loadingLabel: string;
  failedMessage: string;
  children: (data: T) => ReactNode;
}

/** Loading, failed (with retry) or loaded: each list of the company page fails on its own. */
export function QueryContent<T>({
  query,
  loadingLabel,
  failedMessage,
  children,
}: QueryContentProps<T>) {
  if (query.isError) {
    return <LoadFailed message={failedMessage} onRetry={() => void query.refetch()} />;
  }
  if (query.currentData === undefined) return <LoadingStatus label={loadingLabel} />;
  return <>{children(query.currentData)}</>;
}
