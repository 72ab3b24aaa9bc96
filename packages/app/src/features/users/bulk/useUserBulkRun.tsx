import { useState } from 'react';
import type { ReactNode } from 'react';
import { sortSelection } from '@admin-hub/domain/bulkUserActions';
import type { BulkUserAction, SortedSelection } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import { useAppConfig } from '../../../config/ConfigProvider.tsx';
import { useDialog } from '../../dialogs/useDialog.tsx';
import { useRun } from '../../runs/useRun.ts';
import type { Run } from '../../runs/useRun.ts';
import { ConfirmBulkUserAction } from '../lazyUserParts.ts';
import type { UserActions } from '../useUserActions.tsx';
import { BULK_ENDPOINTS, userBulkStep } from './userBulkStep.ts';
import type { UserSelection } from './useUserSelection.ts';

/** An action over the selection, its users sorted by the action's rule into allowed and skipped. */
interface BulkUserRequest {
  action: BulkUserAction;
  sorted: SortedSelection<User>;
  notShown: ReadonlySet<User['id']>;
}

export interface UserBulkRun {
  /** The confirmation while open (it names what the rules skip), rendered once by the list. */
  dialog: ReactNode;
  run: Run<User>;
  /** The action of the run on its panel and the users its rule skipped; null with no panel. */
  current: { action: BulkUserAction; skipped: SortedSelection<User>['skipped'] } | null;
  /**
   * Opens the confirmation of `action` over the selected users; those not in `shown` (the rows
   * on screen; undefined while they load) are said to be out of view.
   */
  ask: (action: BulkUserAction, shown: readonly User[] | undefined) => void;
  close: () => void;
}

/**
 * Issue 17's bulk action over the selected users: its confirmation, then the run (a few calls at
 * a time, each the row action's own), which the panel shows until closed.
 */
export function useUserBulkRun(
  selection: UserSelection,
  /** The row menus' rules: a bulk action skips exactly the users their menus refuse. */
  ruleFor: UserActions['ruleFor'],
  /** Called as the run starts (the list has one run panel at a time). */
  onStart: () => void,
): UserBulkRun {
  const { productName } = useAppConfig();
  const confirmation = useDialog<BulkUserRequest>();
  const run = useRun<User>();
  const [current, setCurrent] = useState<UserBulkRun['current']>(null);

  const start = ({ action, sorted }: BulkUserRequest) => {
    setCurrent({ action, skipped: sorted.skipped });
    // The run's panel now holds these users; the list is free for the next selection.
    selection.set([]);
    onStart();
    run.start(sorted.allowed, {
      kind: BULK_ENDPOINTS[action],
      noun: 'users',
      step: userBulkStep(action, productName),
    });
  };

  return {
    dialog: confirmation.render(({ payload, close }) => (
      <ConfirmBulkUserAction
        action={payload.action}
        sorted={payload.sorted}
        notShown={payload.notShown}
        onConfirm={() => {
          close();
          start(payload);
        }}
        onCancel={close}
      />
    )),
    run,
    current,
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
    close: () => {
      run.close();
      setCurrent(null);
    },
  };
}
