import { describe, expect, it } from 'vitest';
import { readActivityFilters } from './useActivityParams.ts';

describe('readActivityFilters', () => {
  it('reads every filter of GET /activity from the address', () => {
    const address = new URLSearchParams(
      'companyId=1&userId=auth0%7Cacme-user&actorId=auth0%7Cacme-admin&kind=user.updated&from=2026-01-01&to=2026-01-15&page=3',
    );
    expect(readActivityFilters(address)).toEqual({
      companyId: 1,
      userId: 'auth0|acme-user',
      actorId: 'auth0|acme-admin',
      kind: 'user.updated',
      from: '2026-01-01',
      to: '2026-01-15',
      page: 3,
    });
  });

  it('leaves out what is none of them: an unknown kind, a day that is no day, page 1, a bad id', () => {
    const address = new URLSearchParams('companyId=abc&kind=user.hacked&from=yesterday&page=1');
    expect(readActivityFilters(address)).toEqual({});
  });
});
