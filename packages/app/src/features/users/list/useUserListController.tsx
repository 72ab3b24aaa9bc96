import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { BulkUserAction } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import type { ExportButtonProps } from '@admin-hub/ui/ExportButton';
import type { GetUsersArgs } from '../../../api/index.ts';
import { useDialog } from '../../dialogs/useDialog.tsx';
import { UserBulkRuns, UserSelectionBar, UsersExport } from '../lazyUserParts.ts';
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
  /**
   * What the selection's bar starts (a bulk action, 'Select all N'), as the runs' host publishes
   * it; and the whole list's count where 'Select all N' is offered (it spans pages).
   */
  bulk: { controls: UserBulkControlsStore; selectAllTotal: number | undefined };
  /**
   * The selection's bar while users are selected: it takes the list header's place, or, with no
   * header on screen (the rows loading, or none matching), stands above the rows' place.
   */
  selectionBar: ReactNode;
  /**
   * A bulk action's confirmation and the runs' panels (the action's, 'Select all N''s): their
   * host, mounted from the first selection until no panel is left.
   */
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
  const [bulkControls] = useState(createUserBulkControlsStore);
  // A run's panel outlives the selection the run clears.
  const [runPanelsOpen, setRunPanelsOpen] = useState(false);
  const selectAllTotal = pagedOnServer ? total : undefined;

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
    bulk: { controls: bulkControls, selectAllTotal },
    // Both mounted only once wanted: their first mount fetches the bulk actions' code.
    selectionBar: ruleFor && selection.users.size > 0 && <UserSelectionBar />,
    bulkRuns: ruleFor && (selection.users.size > 0 || runPanelsOpen) && (
      <UserBulkRuns
        selection={selection}
        ruleFor={ruleFor}
        allUsers={selectAllTotal !== undefined ? { args, total: selectAllTotal } : undefined}
        controls={bulkControls}
        onPanelsChange={setRunPanelsOpen}
      />
    ),
    dialog,
  };
}

/** What the selection's bar starts; published by the runs' host (`UserBulkRuns`) once it is mounted. */
export interface UserBulkControls {
  /** A bulk action or 'Select all N' is running: the bar starts nothing else meanwhile. */
  busy: boolean;
  /**
   * Opens the confirmation of `action` over the selected users; those not in `shown` (the rows
   * on screen; undefined while they load) are said to be out of view.
   */
  ask: (action: BulkUserAction, shown: readonly User[] | undefined) => void;
  /** 'Select all N': fetches every page of the list and selects all its users. */
  selectAll: () => void;
}

/**
 * The runs' host and the bar are drawn in different places (the bar in the list's header, the
 * runs above the rows), and the host's code comes with the first selection, not with the list:
 * the host publishes its controls here and only the bar, which reads them, re-renders.
 */
export interface UserBulkControlsStore {
  get: () => UserBulkControls | null;
  set: (controls: UserBulkControls | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createUserBulkControlsStore(): UserBulkControlsStore {
  let controls: UserBulkControls | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => controls,
    set: (next) => {
      controls = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The bulk controls as the runs' host last published them; null before it has mounted. */
export function useUserBulkControls(store: UserBulkControlsStore): UserBulkControls | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
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
