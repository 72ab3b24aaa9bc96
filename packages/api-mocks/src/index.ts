// Browser-safe entry: Storybook bundles it, so nothing here may import Node-only code.
// The Node server lives behind src/server/.
export { DEFAULT_API_URLS, API_AUDIENCE, AUTH_HOST, type ApiUrls } from './config.ts';
export {
  ENDPOINTS,
  ENDPOINT_IDS,
  endpointUrl,
  type Api,
  type Endpoint,
  type EndpointId,
} from './endpoints.ts';
export {
  createHandlers,
  decodeBearerCaller,
  type HandlerOptions,
} from './handlers/createHandlers.ts';
export type { CallerResolver } from './handlers/apiRequest.ts';
export { FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE, UNAUTHORIZED_MESSAGE } from './handlers/apiError.ts';
export { passwordResetLink } from './handlers/userActionResolvers.ts';
export {
  scenario,
  scenarioResolver,
  SCENARIO_NAMES,
  SLOW_RESPONSE_MS,
  SERVER_ERROR_MESSAGE,
  type ScenarioName,
  type ScenarioOptions,
} from './scenarios.ts';
export {
  createFaultSwitchboard,
  endpointLabel,
  FAULT_NAMES,
  isFaultName,
  parseEndpointId,
  type ActiveFault,
  type FaultName,
  type FaultSwitchboard,
} from './faults/faultSwitchboard.ts';
export {
  getDatabase,
  resetDatabase,
  DEFAULT_SEED,
  type Database,
  type UserRecord,
  type CompanyRecord,
  type ContentAccountRecord,
  type OutboxEntry,
} from './db/database.ts';
export { seedDatabase } from './db/seedDatabase.ts';
export { EMPTY_COMPANY_ID, LARGE_COMPANY_ID, REF_DATE } from './db/seedData.ts';
export { createTestToken, decodeTokenSubject } from './tokens.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_SUPER_ADMIN,
  DEMO_ADMIN,
  DEMO_USER,
  ACME_COMPANY_ID,
  SIGNAGE_HQ_COMPANY_ID,
  type DemoAccount,
} from './demoAccounts.ts';
export * from './factories/index.ts';
