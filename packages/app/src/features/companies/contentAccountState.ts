import type { ContentAccountState, ContentCompany } from '@admin-hub/domain';

/** The {product} account as the company page's rules read it, from its query's state. */
export function contentAccountState(query: {
  currentData?: ContentCompany | null | undefined;
  isError: boolean;
}): ContentAccountState {
  if (query.isError) return 'failed';
  return query.currentData === undefined ? 'loading' : query.currentData;
}
