// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, getDatabase } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';
import { companyUsersArgs, usersApi } from '../../../api/index.ts';
import { appWrapper } from '../../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../../testing/mockApiServer.ts';
import { useEmailChecks } from './useEmailChecks.ts';

const { countRequests, testStore, api } = setupMockApiServer();

// Seeded: Acme Signs has 9 users (one page), user@acme.example among them.
const IN_ACME = 'user@acme.example';
const NEW = ['new.one@acme.example', 'new.two@acme.example'];
const elsewhere = () =>
  [...getDatabase().users.values()].find(({ companyId }) => companyId !== ACME_COMPANY_ID)!.email;

function renderChecks(signedInAs: string, hubWide: boolean) {
  const store = testStore(signedInAs);
  const usersCalls = countRequests('GET', `${api.main}/users`);
  const { result } = renderHook(() => useEmailChecks(ACME_COMPANY_ID, hubWide), {
    wrapper: appWrapper(store),
  });
  const answersOf = async (emails: string[]) => {
    act(() => result.current.check(emails));
    // A state, not a time: up to 10 s, as a loaded machine's requests to the mock API take.
    await waitFor(
      () =>
        expect(emails.map((email) => result.current.emailCheck(email))).not.toContain('checking'),
      { timeout: 10_000 },
    );
    return emails.map((email) => result.current.emailCheck(email));
  };
  return { store, usersCalls, answersOf };
}

describe('useEmailChecks', () => {
  it("a company admin's list is answered by one read of the company's users", async () => {
    const { usersCalls, answersOf } = renderChecks(DEMO_ADMIN.id, false);
    await expect(answersOf([IN_ACME.toUpperCase(), NEW[0]!, NEW[0]!])).resolves.toEqual([
      'inUse',
      'free',
      'free',
    ]);
    await expect(answersOf([NEW[1]!])).resolves.toEqual(['free']);
    expect(usersCalls.count).toBe(1);
  });

  it("that read is the company page's own: cached there, no request at all", async () => {
    const { store, usersCalls, answersOf } = renderChecks(DEMO_ADMIN.id, false);
    await store.dispatch(usersApi.endpoints.getUsers.initiate(companyUsersArgs(ACME_COMPANY_ID)));
    const before = usersCalls.count;
    await expect(answersOf([IN_ACME, NEW[0]!])).resolves.toEqual(['inUse', 'free']);
    expect(usersCalls.count).toBe(before);
  });

  it("a super admin's check is hub-wide: each address searched for, once", async () => {
    const { usersCalls, answersOf } = renderChecks(DEMO_SUPER_ADMIN.id, true);
    await expect(answersOf([IN_ACME, elsewhere(), NEW[0]!, NEW[0]!])).resolves.toEqual([
      'inUse',
      'inUse',
      'free',
      'free',
    ]);
    expect(usersCalls.count).toBe(3);
  });

  it('a long hub-wide list reads the hub page by page: fewer requests than a search each', async () => {
    const { usersCalls, answersOf } = renderChecks(DEMO_SUPER_ADMIN.id, true);
    const addresses = Array.from({ length: 30 }, (_, n) => `someone.${n}@new.example`);
    const answers = await answersOf([IN_ACME, elsewhere(), ...addresses]);
    expect(answers.slice(0, 2)).toEqual(['inUse', 'inUse']);
    expect(answers.slice(2).every((answer) => answer === 'free')).toBe(true);
    // The hub's pages of 200, each once; the seeded hub is far smaller than 32 searches.
    const pages = Math.ceil(getDatabase().users.size / 200);
    expect(pages).toBeLessThan(32);
    expect(usersCalls.count).toBe(pages);
  });

  it('a company past one page: its other pages are read when fewer than the searches', async () => {
    // 200 more users: Acme's first page (perPage 200) no longer holds them all.
    const more = Array.from({ length: 200 }, (_, n) => `more.${n}@acme.example`);
    more.forEach((email, n) =>
      getDatabase().users.set(`auth0|more${n}`, {
        id: `auth0|more${n}`,
        firstName: 'More',
        lastName: String(n),
        email,
        role: Role.User,
        companyId: ACME_COMPANY_ID,
      }),
    );
    const { usersCalls, answersOf } = renderChecks(DEMO_ADMIN.id, false);
    const answers = await answersOf([...more, NEW[0]!]);
    expect(answers.slice(0, -1).every((answer) => answer === 'inUse')).toBe(true);
    expect(answers.at(-1)).toBe('free');
    // Its first page and its second, not a search for each of the ~10 the first did not hold.
    expect(usersCalls.count).toBe(2);
  });
});
