// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildUser, buildUsers } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { useCompanyUserSearch } from './useCompanyUserSearch.tsx';

const { testStore } = setupMockApiServer();

// Twelve users: the first an admin, the last three invited.
const USERS = [
  ...buildUsers(9),
  ...[10, 11, 12].map((n) =>
    buildUser({ id: `auth0|invited-${n}`, email: `invited${n}@acme.example`, lastName: null }),
  ),
];
const emails = (users: readonly { email: string }[] | undefined) =>
  users?.map(({ email }) => email);

const renderAt = (route: string, total = USERS.length) =>
  renderHook(() => ({ search: useCompanyUserSearch(USERS, total), location: useLocation() }), {
    wrapper: appWrapper(testStore(), { route }),
  });

describe("a company's users filtered from the address (useCompanyUserSearch)", () => {
  it('shows and exports only what ?status=invited keeps', () => {
    const { result } = renderAt('/admin/companies/1?status=invited');
    const invited = USERS.slice(9);
    expect(emails(result.current.search.matches)).toEqual(emails(invited));
    // The export fetches its own copy of the users: the same filter narrows it.
    expect(emails(result.current.search.filter?.([...USERS].reverse()))).toEqual(
      emails([...invited].reverse()),
    );
  });

  it('shows and exports every user without a filter in the address', () => {
    const { result } = renderAt('/admin/companies/1');
    expect(result.current.search.matches).toHaveLength(USERS.length);
    expect(result.current.search.filter).toBeUndefined();
  });

  it('counts each choice, and clears both filters from the empty list keeping the rest of the address', async () => {
    const { result } = renderAt(`/admin/companies/1?user=x&role=${Role.SuperAdmin}`);
    expect(result.current.search.matches).toEqual([]);
    const { unmount } = render(<>{result.current.search.box}</>, {
      wrapper: appWrapper(testStore()),
    });
    // Each choice counts what it would show: no super admin is among the twelve.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Super Admin (0)' }).checked).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Invited (0)' }).checked).toBe(
      false,
    );
    unmount();
    render(<>{result.current.search.emptyState}</>);
    expect(screen.getByText('No users match Super Admin.')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    // Other parameters of the address stay (a data router's navigation settles after the click).
    await waitFor(() => expect(result.current.location.search).toBe('?user=x'));
    expect(result.current.search.matches).toHaveLength(USERS.length);
  });

  it('leaves out a choice no user of the company has, unless the address chose it', () => {
    const { result } = renderAt('/admin/companies/1');
    const { unmount } = render(<>{result.current.search.box}</>, {
      wrapper: appWrapper(testStore()),
    });
    const roles = () =>
      screen.getAllByRole('radio').map((radio) => radio.getAttribute('value') ?? '');
    // No super admin among the twelve: choosing one could only empty the list.
    expect(roles()).toEqual(['all', 'admin', 'user', 'all', 'invited', 'active']);
    expect(screen.queryByRole('radio', { name: /^Super Admin/ })).toBeNull();
    unmount();
    const chosen = renderAt(`/admin/companies/1?role=${Role.SuperAdmin}`);
    render(<>{chosen.result.current.search.box}</>, { wrapper: appWrapper(testStore()) });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Super Admin (0)' }).checked).toBe(
      true,
    );
  });

  it('reads its search from the address, and clears it there, keeping the rest', async () => {
    // More users than one page of 200: the search is offered.
    const found = renderAt('/admin/companies/1?user=x&search=invited11', 500);
    expect(emails(found.result.current.search.matches)).toEqual(['invited11@acme.example']);
    found.unmount();

    const { result } = renderAt('/admin/companies/1?user=x&search=nobody-here', 500);
    expect(result.current.search.matches).toEqual([]);
    render(<>{result.current.search.emptyState}</>);
    act(() => screen.getByRole('button', { name: 'Clear search' }).click());
    await waitFor(() => expect(result.current.location.search).toBe('?user=x'));
    expect(result.current.search.matches).toHaveLength(USERS.length);
  });

  it('clears filters and search in one change of the address', async () => {
    const { result } = renderAt(
      `/admin/companies/1?search=invited&role=${Role.SuperAdmin}&user=x`,
      500,
    );
    render(<>{result.current.search.emptyState}</>);
    act(() => screen.getByRole('button', { name: 'Clear filters and search' }).click());
    await waitFor(() => expect(result.current.location.search).toBe('?user=x'));
  });
});
