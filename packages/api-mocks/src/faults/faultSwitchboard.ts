import { ENDPOINT_IDS, ENDPOINTS, type Endpoint, type EndpointId } from '../endpoints.ts';
import { SCENARIO_NAMES, type ScenarioName } from '../scenarios.ts';

/**
 * Faults a person or a test switches on per endpoint while the mock server runs: the named
 * scenarios (serverError, networkError, slow, forbidden, and empty, loading) of `scenarios.ts`.
 */
export type FaultName = ScenarioName;
export const FAULT_NAMES: readonly FaultName[] = SCENARIO_NAMES;

interface ActiveFault {
  fault: FaultName;
  /** For 'slow': how long the answer waits (default SLOW_RESPONSE_MS). */
  delayMs?: number;
}

export interface FaultSwitchboard {
  get(id: EndpointId): ActiveFault | undefined;
  set(id: EndpointId, fault: ActiveFault): void;
  /** Back to normal: one endpoint, or every endpoint. */
  clear(id?: EndpointId): void;
  active(): Partial<Record<EndpointId, ActiveFault>>;
}

export function createFaultSwitchboard(): FaultSwitchboard {
  const faults = new Map<EndpointId, ActiveFault>();
  return {
    get: (id) => faults.get(id),
    set: (id, fault) => void faults.set(id, fault),
    clear: (id) => (id ? void faults.delete(id) : faults.clear()),
    active: () => Object.fromEntries(faults),
  };
}

export const isFaultName = (value: unknown): value is FaultName =>
  FAULT_NAMES.some((name) => name === value);

/** 'content:PUT /company/:id/credits' as the spec writes it: 'PUT /company/{id}/credits'. */
export const endpointLabel = (id: EndpointId): string => {
  const endpoint: Endpoint = ENDPOINTS[id];
  return `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
};

const withoutApi = (id: string): string => id.replace(/^\w+:/, '');

/**
 * An endpoint named the way a person would: its id ('PUT /users/:id'), or the spec's form
 * ('PUT /users/{id}', 'GET users/{userId}/signs/permissions'), with or without its API's prefix
 * ('content:') when the rest names one endpoint only; the method in any case. Else null.
 */
export function parseEndpointId(text: string): EndpointId | null {
  const match = /^\s*(?:(\w+):)?\s*(\w+)\s+\/?(\S*)\s*$/.exec(text);
  if (!match) return null;
  const [, api, method = '', path = ''] = match;
  const normalised = `${method.toUpperCase()} /${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const candidates = ENDPOINT_IDS.filter((id) =>
    api
      ? id === `${api}:${normalised}` || (api === 'main' && id === normalised)
      : withoutApi(id) === normalised,
  );
  // An unprefixed main-API id wins over another API's endpoint of the same path.
  const exact = candidates.find((id) => id === normalised);
  if (exact) return exact;
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}
