import { useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@admin-hub/domain/entities';
import type { ExportButtonProps } from '@admin-hub/ui/ExportButton';
import type { GetUsersArgs } from '../../../api/index.ts';
import { useDialog } from '../../dialogs/useDialog.tsx';
import { UserBulkActions, UsersExport } from '../lazyUserParts.ts';
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
  /** The selection's bar, its confirmation and its runs ('Select all N' too). */
  bulk: ReactNode;
  /**
   * The list header's place for the selection's bar (`SelectionHeader`'s `barRef`): while users
   * are selected the bar takes the header's place; with no header on screen (the rows loading,
   * or none matching) it stands where `bulk` is rendered.
   */
  selectionBarRef: (slot: HTMLDivElement | null) => void;
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
  const [barSlot, setBarSlot] = useState<HTMLDivElement | null>(null);

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
    bulk: selection.used && ruleFor && (
      <UserBulkActions
        ruleFor={ruleFor}
        selection={selection}
        barSlot={barSlot}
        shownUsers={shownUsers}
        allUsers={pagedOnServer && total !== undefined ? { args, total } : undefined}
      />
    ),
    selectionBarRef: setBarSlot,
    dialog,
  };
}
