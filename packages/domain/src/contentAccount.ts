import type { ContentCompany } from './entities.ts';

/**
 * What the company page knows of a company's {product} account: the account, none (the content
 * API's 404), or not yet / not at all known. Rules that depend on the account say which.
 */
export type ContentAccountState = ContentCompany | null | 'loading' | 'failed';

export const hasContentAccount = (account: ContentAccountState): account is ContentCompany =>
  account !== null && typeof account === 'object';
