import { api } from './api.ts';

/**
 * The app's RTK Query APIs: one, over the three back-ends (api.ts). Kept as a list for the
 * reload-equivalence test, which reads every API's cache through it.
 */
export const APIS = [api] as const;
