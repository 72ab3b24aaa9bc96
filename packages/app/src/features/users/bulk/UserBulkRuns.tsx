import { useEffect, useLayoutEffect, useState } from 'react';
import { sortSelection } from '@admin-hub/domain/bulkUserActions';
import type { BulkUserAction, SortedSelection } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import type { GetUsersArgs } from '../../../api/index.ts';
import { useAppConfig } from '../../../config/ConfigProvider.tsx';
import { useDialog } from '../../dialogs/useDialog.tsx';
import { anyActive, useRun } from '../../runs/useRun.ts';
import type { UserBulkControlsStore } from '../list/useUserListController.tsx';
import type { UserActions } from '../useUserActions.tsx';
import { ConfirmBulkUserAction } from './ConfirmBulkUserAction.tsx';
import { SelectAllPagesPanel } from './SelectAllPagesPanel.tsx';
import { UserBulkRunPanel } from './UserBulkRunPanel.tsx';
import type { UserBulkRunPanelProps } from './UserBulkRunPanel.tsx';
import { useSelectAllPages } from './useSelectAllPages.ts';
import { BULK_ENDPOINTS, userBulkStep } from './userBulkStep.ts';
import type { UserSelection } from './useUserSelection.ts';

export interface UserBulkRunsProps {
  selection: UserSelection;
  /** The row menus' rules: a bulk action skips exactly the users their menus refuse. */
  ruleFor: UserActions['ruleFor'];
  /** The whole list where it spans pages on the server: its query as on screen, and its count. */
  allUsers: { args: GetUsersArgs; total: number } | undefined;
  /** Where the selection's bar finds what it starts. */
  controls: UserBulkControlsStore;
  /**
   * True as a run starts (its panel outlives the selection the run clears), false once no panel
   * is left: the list keeps this host mounted in between.
   */
  onPanelsChange: (open: boolean) => void;
}

/** An action over the selection, its users sorted by the action's rule into allowed and skipped. */
interface BulkUserRequest {
  action: BulkUserAction;
  sorted: SortedSelection<User>;
  notShown: ReadonlySet<User['id']>;
}

/**
 * The selection's runs: issue 17's bulk actions (a confirmation naming what the rules skip, then
 * the row action's own call for each user, a few at a time) and 'Select all N' across pages, one
 * panel at a time. Mounted with the first selection, so that their code and state are not part
 * of the list's first load; the bar starts them through `controls`.
 */
export function UserBulkRuns({
  selection,
  ruleFor,
  allUsers,
  controls,
  onPanelsChange,
}: UserBulkRunsProps) {
  const { productName } = useAppConfig();
  const confirmation = useDialog<BulkUserRequest>();
  const run = useRun<User>();
  const [current, setCurrent] = useState<
    (UserBulkRunPanelProps['current'] & { run: number }) | null
  >(null);
  const selectAll = useSelectAllPages(selection, allUsers);

  const start = ({ action, sorted }: BulkUserRequest) => {
    // Each run's panel mounts afresh (`run` as its key), so it takes the focus even where it
    // replaces the last run's panel.
    setCurrent((last) => ({ action, skipped: sorted.skipped, run: (last?.run ?? 0) + 1 }));
    // The run's panel now holds these users; the list is free for the next selection.
    selection.set([]);
    selectAll.run.close();
    onPanelsChange(true);
    run.start(sorted.allowed, {
      kind: BULK_ENDPOINTS[action],
      noun: 'users',
      step: userBulkStep(action, productName),
    });
  };
  const close = () => {
    run.close();
    setCurrent(null);
  };

  const busy = anyActive(run.state, selectAll.run.state);
  useLayoutEffect(() => {
    controls.set({
      busy,
      ask: (action, shown) => {
        if (!ruleFor) return;
        const users = [...selection.users.values()];
        const onScreen = new Set(shown?.map(({ id }) => id));
        confirmation.open({
          action,
          sorted: sortSelection(users, (user) => ruleFor(user, action)),
          notShown: new Set(
            shown ? users.filter(({ id }) => !onScreen.has(id)).map(({ id }) => id) : [],
          ),
        });
      },
      selectAll: () => {
        close();
        selectAll.start();
        onPanelsChange(true);
      },
    });
  });
  useLayoutEffect(() => () => controls.set(null), [controls]);

  const panelsOpen = current !== null || selectAll.run.state !== null;
  useEffect(() => {
    if (!panelsOpen) onPanelsChange(false);
  }, [panelsOpen, onPanelsChange]);

  return (
    <>
      {selectAll.run.state && <SelectAllPagesPanel selectAll={selectAll} />}
      {current && (
        <UserBulkRunPanel key={current.run} run={run} current={current} onClose={close} />
      )}
      {confirmation.render(({ payload, close: closeConfirmation }) => (
        <ConfirmBulkUserAction
          action={payload.action}
          sorted={payload.sorted}
          notShown={payload.notShown}
          onConfirm={() => {
            closeConfirmation();
            start(payload);
          }}
          onCancel={closeConfirmation}
        />
      ))}
    </>
  );
}
