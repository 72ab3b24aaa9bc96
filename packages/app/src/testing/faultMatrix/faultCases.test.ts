import { describe, expect, it } from 'vitest';
import { ENDPOINT_IDS } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import { FAULTS, faultCases } from './faultCases.ts';

const everyCall = Object.fromEntries(ENDPOINT_IDS.map((id) => [id, { id }]));

describe('faultCases', () => {
  it('crosses every call of the endpoint table with every fault', () => {
    const cases = faultCases(everyCall);
    expect(cases).toHaveLength(ENDPOINT_IDS.length * FAULTS.length);
    expect(new Set(cases.map(({ id, fault }) => `${id} × ${fault}`)).size).toBe(cases.length);
    expect(cases.every(({ id, call }) => call.id === id)).toBe(true);
  });

  it('fails loudly, naming it, when a call has no case', () => {
    const { ['DELETE /companies/:id']: _forgotten, ...rest } = everyCall;
    expect(() => faultCases(rest)).toThrow(/no case for DELETE \/companies\/:id$/);
  });

  it('fails loudly when a case names a call the table does not have', () => {
    const renamed = { ...everyCall, 'GET /companies/:id/everything': { id: 'gone' } };
    expect(() => faultCases(renamed)).toThrow(/not in ENDPOINTS: GET \/companies\/:id\/everything/);
  });

  it('follows the table it is given, so a new endpoint needs its case', () => {
    const grown = [...ENDPOINT_IDS, 'GET /widgets' as EndpointId];
    expect(() => faultCases(everyCall, grown)).toThrow(/no case for GET \/widgets/);
  });
});
