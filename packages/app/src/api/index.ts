export { mainApi } from './mainApi.ts';
export { contentApi } from './contentApi.ts';
export { schedulerApi } from './schedulerApi.ts';
export {
  ACCESS_TOKEN_ERROR,
  createBaseQuery,
  isAccessTokenError,
  retryDelayMs,
} from './baseQuery.ts';
export type { ApiExtraArgument, ApiExtraOptions, Backend } from './baseQuery.ts';
export { LIST } from './tags.ts';

// Every endpoint module exports its injected API and one hook per call of spec §7.
export * from './main/users.ts';
export * from './main/companies.ts';
export * from './main/signManufacturers.ts';
export * from './main/contentSigns.ts';
export * from './content/contentCompanies.ts';
export * from './scheduler/signs.ts';
export * from './scheduler/signPermissions.ts';
