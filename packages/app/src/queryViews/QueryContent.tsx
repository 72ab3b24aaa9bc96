import type { ReactNode } from 'react';
import { LoadableContent } from '@admin-hub/ui/LoadableContent';
import { useQueryView } from './useQueryView.ts';
import type { QueryState } from './useQueryView.ts';

export type { QueryState } from './useQueryView.ts';

export interface QueryContentProps<T> {
  query: QueryState<T>;
  loadingLabel: string;
  failedMessage: string;
  /** Placeholders in the shape of what loads (skeleton rows); the loading line when omitted. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, failed (with retry) or loaded, for one query: each part of a page fails on its own. */
export function QueryContent<T>({ query, children, ...labels }: QueryContentProps<T>) {
  return (
    <LoadableContent load={useQueryView(query)} {...labels}>
      {(data) => children(data)}
    </LoadableContent>
  );
}
