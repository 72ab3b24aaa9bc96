import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@admin-hub/domain/entities';
import type { ExportButtonProps } from '@admin-hub/ui/ExportButton';
import type { GetUsersArgs } from '../../../api/index.ts';
import { useDialog } from '../../dialogs/useDialog.tsx';
import { anyActive } from '../../runs/useRun.ts';
import {
  SelectAllPagesPanel,
  UserBulkRunPanel,
  UserSelectionBar,
  UsersExport,
} from '../lazyUserParts.ts';
import { useSelectAllPages } from '../bulk/useSelectAllPages.ts';
import type { SelectAllPages } from '../bulk/useSelectAllPages.ts';
import { useUserBulkRun } from '../bulk/useUserBulkRun.tsx';
import type { UserBulkRun } from '../bulk/useUserBulkRun.tsx';
import { useUserSelection } from '../bulk/useUserSelection.ts';
import type { UserSelection } from '../bulk/useUserSelection.ts';
import { useUserActions } from '../useUserActions.tsx';
import type { UserActions } from '../useUserActions.tsx';

/** What a list of users is, as its source hook (`useUsersList`, `useCompanyUserList`) knows it. */
export interface UserListSource {
  /** The list's query as on screen (search, sort, company): an export fetches every page of it. */
  args: GetUsersArgs;
  /** Users of the whole list, as the server counts them; undefined until the first answer. */
  total: number | undefined;
  /** The rows on screen. */
  shownUsers: readonly User[] | undefined;
  /** The list spans pages on the server: once every row on screen is ticked, 'Select all N' fetches them. */
  pagedOnServer: boolean;
  /** How the export's file and toast name the list ('users', 'Acme Signs users'). */
  exportName: string;
  /** Of the users an export fetches, those the list shows (a search made in the browser). */
  exportFilter?: (users: readonly User[]) => readonly User[];
  /** Rows the export would hold: none disables it. */
  exportableCount: number;
}

export interface UserListController {
  selection: UserSelection;
  /** A row's menu; undefined while the signed-in user loads. */
  actionsFor: UserActions['actionsFor'];
  /** Ticking rows; undefined until the signed-in role's bulk actions are known, or for none. */
  onSelectionChange: UserSelection['change'] | undefined;
  /** The list's 'Export CSV'. */
  exportButton: ExportButtonProps;
  /** The export's progress while it runs. */
  exportRun: ReactNode;
  /** The rows on screen. */
  shownUsers: readonly User[] | undefined;
  /** What the selection's bar starts: a bulk action, 'Select all N'; busy while either runs. */
  bulk: { run: UserBulkRun; selectAll: SelectAllPages; busy: boolean };
  /**
   * The selection's bar while users are selected: it takes the list header's place, or, with no
   * header on screen (the rows loading, or none matching), stands above the rows' place.
   */
  selectionBar: ReactNode;
  /** A bulk action's confirmation and the runs' panels (the action's, 'Select all N''s). */
  bulkRuns: ReactNode;
  /** The open row dialog, rendered once by the screen. */
  dialog: ReactNode;
}

/**
 * The one owner of what a list of users does beyond showing its rows (after react-admin's
 * `useListController`): the row menus and their dialog, the selection, the bulk actions and their
 * runs, and the export. The users list and a company's users feed it their source; a new bulk
 * action or export changes this, not the screens.
 */
export function useUserListController(source: UserListSource): UserListController {
  const { args, total, shownUsers, pagedOnServer, exportName, exportFilter } = source;
  const { actionsFor, dialog, ruleFor } = useUserActions();
  const selection = useUserSelection();
  // The export's progress opens like a dialog: afresh each time, closed when it is done.
  const exporting = useDialog();
  const selectAll = useSelectAllPages(
    selection,
    pagedOnServer && total !== undefined ? { args, total } : undefined,
  );
  // One run panel at a time: each run closes the other's as it starts.
  const bulkRun = useUserBulkRun(selection, ruleFor, selectAll.run.close);

  return {
    selection,
    actionsFor,
    // Selecting is for acting: offered once the signed-in role's bulk actions are known.
    onSelectionChange: ruleFor && selection.change,
    exportButton: {
      disabled: exporting.isOpen || source.exportableCount === 0,
      onClick: () => exporting.open(),
    },
    exportRun:
      total !== undefined &&
      exporting.render(({ close }) => (
        <UsersExport
          args={args}
          total={total}
          list={exportName}
          shown={exportFilter}
          onDone={close}
        />
      )),
    shownUsers,
    bulk: {
      run: bulkRun,
      selectAll: {
        ...selectAll,
        start: () => {
          bulkRun.close();
          selectAll.start();
        },
      },
      busy: anyActive(bulkRun.run.state, selectAll.run.state),
    },
    // Mounted only once wanted: its first mount fetches the bulk actions' code.
    selectionBar: ruleFor && selection.users.size > 0 && <UserSelectionBar />,
    bulkRuns: (
      <>
        {selectAll.run.state && <SelectAllPagesPanel selectAll={selectAll} />}
        {bulkRun.current && <UserBulkRunPanel bulkRun={bulkRun} />}
        {bulkRun.dialog}
      </>
    ),
    dialog,
  };
}

/**
 * The controller of the users list on screen (after react-admin's `ListContext`), provided by its
 * screen: the list's header, selection bar and rows read it here, however deep they are drawn.
 */
export const UserListContext = createContext<UserListController | null>(null);

export function useUserListContext(): UserListController {
  const list = useContext(UserListContext);
  if (!list) throw new Error('useUserListContext: render this inside <UserListContext value={…}>');
  return list;
}
