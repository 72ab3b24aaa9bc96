/** Business constants and limits of spec §9. */
export const MOBILE_BREAKPOINT_PX = 992;
export const SEARCH_DEBOUNCE_MS = 500;
export const USERS_PAGE_SIZE = 40;
export const COMPANIES_PAGE_SIZE = 40;
export const COMPANY_DETAIL_USERS_PAGE_SIZE = 200;
export const LIST_PREVIEW_ROWS = 5;
/**
 * Not in the spec: the page size when every page of a list is fetched (an export, 'Select all'),
 * the largest the API is known to serve (the company page's 200, spec §7).
 */
export const BULK_PAGE_SIZE = 200;
export const PASSWORD_RESET_LINK_VALID_DAYS = 30;
export const SOFTWARE_VERSION = '1.0.0';

/** Cache staleness of spec §9, in seconds (RTK Query's keepUnusedDataFor). */
export const CACHE_SECONDS = {
  users: 60,
  companies: 60,
  mfaDevices: 60,
  company: 15,
  contentCompany: 15,
  signManufacturers: 3600,
  schedulerSigns: 60,
  signPermissions: 60,
  contentSigns: 60,
} as const;

export const RETRY = { attempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;

export const TOAST = { autoCloseMs: 2000, dragPercent: 80, position: 'top-right' } as const;

/** Company sort options (spec §9); the first is the default. */
export const COMPANY_SORTS = [
  { key: 'name-asc', label: 'A - Z', field: 'name', direction: 'asc' },
  { key: 'name-desc', label: 'Z - A', field: 'name', direction: 'desc' },
  { key: 'created-desc', label: 'Date Created', field: 'createdAt', direction: 'desc' },
] as const;

/** User sort options (spec §2); the first is the default. */
export const USER_SORTS = [
  { key: 'name-asc', label: 'Name A-Z', field: 'name', direction: 'asc' },
  { key: 'name-desc', label: 'Name Z-A', field: 'name', direction: 'desc' },
  { key: 'email-asc', label: 'Email A-Z', field: 'email', direction: 'asc' },
  { key: 'email-desc', label: 'Email Z-A', field: 'email', direction: 'desc' },
] as const;

export type CompanySortKey = (typeof COMPANY_SORTS)[number]['key'];
export type UserSortKey = (typeof USER_SORTS)[number]['key'];
