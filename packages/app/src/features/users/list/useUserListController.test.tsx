// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { Fragment, useLayoutEffect } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_USER } from '@admin-hub/api-mocks';
import { USERS_PAGE_SIZE } from '@admin-hub/domain/constants';
import { appWrapper } from '../../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../../testing/mockApiServer.ts';
import type { UsersExportProps } from '../../export/UsersExport.tsx';
import { useCompanyUserList } from './useCompanyUserList.ts';
import type { UserListController } from './useUserListController.tsx';
import { useUsersList } from './useUsersList.ts';

const { testStore } = setupMockApiServer();

// The bulk runs' host is a lazy part (the chunk the app fetches at the first press on the page).
// Vitest transforms that chunk at its first import, which can outlast waitFor's one second on a
// busy machine (a clean-clone run failed waiting for the host): loaded here, the wait below is
// for the host's mount alone.
beforeAll(() => import('../userPartsChunk.ts'));

// The controller hands the screens the export's progress as an element of its lazy part (in the
// keyed fragment of its opening): its props are the export's wiring.
const propsOf = <P,>(node: unknown): P => {
  const element = node as ReactElement<P & { children?: unknown }>;
  return element.type === Fragment ? propsOf<P>(element.props.children) : element.props;
};

/**
 * A list's hook in a component that draws its runs' host where a screen does: 'Select all N' and
 * the bulk actions run there, mounted with the first selection.
 */
function renderList<T extends UserListController>(
  useList: () => T,
  wrapper: ComponentType<{ children: ReactNode }>,
) {
  const result = {} as { current: T };
  function ListScreen() {
    const list = useList();
    useLayoutEffect(() => {
      result.current = list;
    });
    return <>{list.bulkRuns}</>;
  }
  render(<ListScreen />, { wrapper });
  return { result };
}

describe('useUserListController, through each list', () => {
  it('the users list: a page on screen, its selection, Select all across pages, its export', async () => {
    const { result } = renderList(
      useUsersList,
      appWrapper(testStore(), { route: '/admin/users?search=a&sort=email-desc' }),
    );
    await waitFor(() => expect(result.current.query.currentData).toBeDefined());
    const { meta, data } = result.current.query.currentData!;
    expect(meta.total).toBeGreaterThan(USERS_PAGE_SIZE);
    expect(result.current.selectionBar).toBeFalsy();

    act(() => result.current.onSelectionChange?.(data.slice(0, 2), true));
    expect(result.current.selection.users.size).toBe(2);
    expect(result.current.selectionBar).toBeTruthy();
    expect(result.current.shownUsers).toBe(data);
    // 'Select all N' fetches the address's search and sort, every page of it.
    expect(result.current.bulk.selectAllTotal).toBe(meta.total);
    await waitFor(() => expect(result.current.bulk.controls.get()).not.toBeNull());
    act(() => result.current.bulk.controls.get()?.selectAll());
    await waitFor(() => expect(result.current.selection.users.size).toBe(meta.total));
    // In the list's order: the page on screen comes first.
    const selected = [...result.current.selection.users.keys()];
    expect(selected.slice(0, data.length)).toEqual(data.map(({ id }) => id));

    expect(result.current.exportButton.disabled).toBe(false);
    act(() => result.current.exportButton.onClick());
    // Busy, not disabled: the button keeps the focus it was pressed with.
    expect(result.current.exportButton).toMatchObject({ disabled: false, busy: true });
    const exported = propsOf<UsersExportProps>(result.current.exportRun);
    expect(exported).toMatchObject({ list: 'users', total: meta.total, shown: undefined });
    act(() => exported.onDone());
    expect(result.current.exportRun).toBeFalsy();
    expect(result.current.exportButton).toMatchObject({ disabled: false, busy: false });
  });

  it("a company's users: every user loaded, selected in the browser, exported as shown", async () => {
    const { result } = renderList(
      () => useCompanyUserList(ACME_COMPANY_ID, 'Acme Signs'),
      appWrapper(testStore()),
    );
    await waitFor(() => expect(result.current.users.users).toBeDefined());
    const users = result.current.users.users!;
    expect(result.current.shownUsers).toBe(users);

    act(() => result.current.onSelectionChange?.(users, true));
    expect(result.current.selection.users.size).toBe(users.length);
    // The whole company is on screen: nothing to fetch for 'Select all'.
    expect(result.current.bulk.selectAllTotal).toBeUndefined();

    act(() => result.current.exportButton.onClick());
    const exported = propsOf<UsersExportProps>(result.current.exportRun);
    expect(exported.list).toBe('Acme Signs users');
    expect(exported.args.companyId).toBe(ACME_COMPANY_ID);
  });

  it('offers no selection to a role without bulk actions, and rows to select to one with them', async () => {
    const { result } = renderList(
      () => useCompanyUserList(ACME_COMPANY_ID, 'Acme Signs'),
      appWrapper(testStore(DEMO_ADMIN.id), { signedInAs: 'admin@acme.example' }),
    );
    await waitFor(() => expect(result.current.actionsFor).toBeDefined());
    expect(result.current.onSelectionChange).toBeDefined();

    const base = renderList(
      () => useCompanyUserList(ACME_COMPANY_ID, 'Acme Signs'),
      appWrapper(testStore(DEMO_USER.id), { signedInAs: 'user@acme.example' }),
    );
    await waitFor(() => expect(base.result.current.actionsFor).toBeDefined());
    expect(base.result.current.onSelectionChange).toBeUndefined();
  });
});
