import { ENDPOINT_IDS } from '@admin-hub/api-mocks';
import type { EndpointId, ScenarioName } from '@admin-hub/api-mocks';

/** The faults every call of spec §7 is proven against (issue 9, 'Every call's faults, proven'). */
export const FAULTS = [
  'serverError',
  'networkError',
  'slow',
  'forbidden',
] as const satisfies readonly ScenarioName[];
export type Fault = (typeof FAULTS)[number];

export interface FaultCase<Call> {
  id: EndpointId;
  fault: Fault;
  call: Call;
}

/**
 * Every call of the endpoint table × every fault, each with its call description. Throws, naming
 * them, when a call of the table has no description (a new endpoint must get its cases) or a
 * description names no call of the table (a renamed or removed one), so the matrix can never
 * quietly shrink. Levels (Vitest, stories, browser) each pass their own table of descriptions.
 */
export function faultCases<Call>(
  calls: Partial<Record<string, Call>>,
  endpointIds: readonly EndpointId[] = ENDPOINT_IDS,
): FaultCase<Call>[] {
  const known = new Set<string>(endpointIds);
  const missing = endpointIds.filter((id) => calls[id] === undefined);
  const unknown = Object.keys(calls).filter((id) => !known.has(id));
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      missing.length > 0 ? `no case for ${missing.join(', ')}` : '',
      unknown.length > 0 ? `cases for calls not in ENDPOINTS: ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new Error(
      `The fault matrix must cover exactly the endpoint table: ${problems.join('; ')}`,
    );
  }
  return endpointIds.flatMap((id) =>
    FAULTS.map((fault) => ({ id, fault, call: calls[id] as Call })),
  );
}
