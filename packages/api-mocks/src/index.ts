// Browser-safe entry: Storybook bundles it, so nothing here may import Node-only code.
// The Node server lives behind src/server/.
export { DEFAULT_API_URLS } from './config.ts';
export { ENDPOINTS, ENDPOINT_IDS, endpointUrl, type EndpointId } from './endpoints.ts';
export { createHandlers } from './handlers/createHandlers.ts';
export { passwordResetLink } from './handlers/userActionResolvers.ts';
export { scenario, scenarioResolver, type ScenarioName } from './scenarios.ts';
export { getDatabase, resetDatabase } from './db/database.ts';
export { EMPTY_COMPANY_ID, LARGE_COMPANY_ID, SCALE_COMPANY } from './db/seedData.ts';
export { addLargeCompany } from './db/seedLargeCompany.ts';
export { addActivityEntries } from './db/addActivityEntries.ts';
export { createTestToken } from './tokens.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_SUPER_ADMIN,
  DEMO_ADMIN,
  DEMO_USER,
  ACME_COMPANY_ID,
  SIGNAGE_HQ_COMPANY_ID,
} from './demoAccounts.ts';
export * from './factories/index.ts';
