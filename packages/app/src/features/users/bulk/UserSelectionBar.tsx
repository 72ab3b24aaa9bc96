import { Download, KeyRound, Mail, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import {
  BULK_USER_ACTION_LABELS,
  BULK_USER_ACTION_SHORT_LABELS,
  bulkUserActions,
} from '@admin-hub/domain/bulkUserActions';
import type { BulkUserAction } from '@admin-hub/domain/bulkUserActions';
import { userNameAndEmail } from '@admin-hub/domain/userDisplayName';
import { BulkActionBar } from '@admin-hub/ui/BulkActionBar';
import { useCurrentUser } from '../../../auth/useCurrentUser.ts';
import { useAppDispatch } from '../../../store/appHooks.ts';
import { exportUserSelection } from './exportUserSelection.ts';
import { useUserBulkControls, useUserListContext } from '../list/useUserListController.tsx';

/** The bar's icon of each action (it shows them alone where its labelled line does not fit). */
const BULK_ACTION_ICONS: Record<BulkUserAction, ReactNode> = {
  sendInviteEmail: <Mail size={16} />,
  sendPasswordResetEmail: <KeyRound size={16} />,
  delete: <Trash2 size={16} />,
};

/**
 * The selection's bar, wherever the list puts it (its header, or above the rows' place while no
 * header is on screen): what the role may do with the selected users, 'Select all N' across
 * pages once every row on screen is ticked, and the export of the selection.
 */
export function UserSelectionBar() {
  const { selection, shownUsers, bulk } = useUserListContext();
  const dispatch = useAppDispatch();
  const { user: me } = useCurrentUser();
  const controls = useUserBulkControls(bulk.controls);

  const count = selection.users.size;
  const everyShownSelected =
    shownUsers !== undefined &&
    shownUsers.length > 0 &&
    shownUsers.every(({ id }) => selection.users.has(id));
  const selectedItems = useMemo(() => {
    // While the rows load nothing is known to be hidden: no 'not shown' flickers in.
    const onScreen = shownUsers && new Set(shownUsers.map(({ id }) => id));
    return [...selection.users.values()].map((user) => ({
      key: user.id,
      label: userNameAndEmail(user),
      notShown: onScreen !== undefined && !onScreen.has(user.id),
    }));
  }, [selection.users, shownUsers]);

  // Nothing to start until the runs' host has mounted (it publishes its controls before paint).
  if (count === 0 || !me || !controls) return null;
  const total = bulk.selectAllTotal;
  return (
    <BulkActionBar
      count={count}
      noun="users"
      busy={controls.busy}
      onClear={() => selection.set([])}
      notShown={selectedItems.filter((item) => item.notShown).length}
      selected={{
        items: selectedItems,
        onDeselect: (id) => {
          const user = selection.users.get(id);
          if (user) selection.change([user], false);
        },
      }}
      selectAll={
        total !== undefined && everyShownSelected && total > count
          ? { total, onSelect: controls.selectAll }
          : undefined
      }
      actions={[
        ...bulkUserActions(me.role).map((action) => ({
          label: BULK_USER_ACTION_LABELS[action],
          shortLabel: BULK_USER_ACTION_SHORT_LABELS[action],
          icon: BULK_ACTION_ICONS[action],
          variant: action === 'delete' ? ('danger' as const) : ('primary' as const),
          onSelect: () => controls.ask(action, shownUsers),
        })),
        {
          label: 'Export',
          icon: <Download size={16} />,
          onSelect: () => exportUserSelection([...selection.users.values()], dispatch),
        },
      ]}
    />
  );
}
