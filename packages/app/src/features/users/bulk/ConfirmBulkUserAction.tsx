import type { BulkUserAction, SortedSelection } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import { andMore, CONFIRMATION_NAMES_LIMIT, shortList } from '@admin-hub/domain/shortList';
import { userNameAndEmail } from '@admin-hub/domain/userDisplayName';
import { ConfirmDialog } from '@admin-hub/ui/ConfirmDialog';
import { ScrollRegion } from '@admin-hub/ui/ScrollRegion';
import { formatCount } from '@admin-hub/domain/formatCount';

export interface ConfirmBulkUserActionProps {
  action: BulkUserAction;
  sorted: SortedSelection<User>;
  /** The selected users the list does not show now (a search, a filter, another page). */
  notShown?: ReadonlySet<User['id']>;
  onConfirm: () => void;
  onCancel: () => void;
}

const users = (n: number) => `${formatCount(n)} ${n === 1 ? 'user' : 'users'}`;

/** The single action's confirmation (spec §2, §5), worded for many users. */
const DIALOGS: Record<
  BulkUserAction,
  {
    title: string;
    question: (n: number) => string;
    strong?: boolean;
    /** A destructive action lists the users it acts on under this name. */
    names?: string;
  }
> = {
  sendInviteEmail: {
    title: 'Confirm Invite Email Send',
    question: (n) => `Send an invite email to ${users(n)}?`,
  },
  sendPasswordResetEmail: {
    title: 'Confirm Password Reset Send',
    question: (n) => `Send a password reset email to ${users(n)}?`,
  },
  delete: {
    title: 'Confirm Delete',
    question: (n) =>
      `Are you sure you want to delete ${users(n)}? ${n === 1 ? 'This user' : 'These users'} will be permanently deleted.`,
    strong: true,
    names: 'Users to delete',
  },
};

/** 'Two of them are not shown…', or of a single user, 'This user is not shown…'. */
const hiddenSentence = (hidden: number, of: number) =>
  of === 1
    ? 'This user is not shown in the list now.'
    : `${formatCount(hidden)} of them ${hidden === 1 ? 'is' : 'are'} not shown in the list now.`;

/**
 * Asks before a bulk action sends anything: how many users it goes to and, listed with the
 * rule's exact message, each selected user it will skip. Delete needs 'I understand', like the
 * single delete, and names the users it deletes (the first ten, then 'and N more'): a selection
 * may hold users the list no longer shows. With nobody left to act on there is nothing to confirm.
 */
export function ConfirmBulkUserAction({
  action,
  sorted,
  notShown,
  onConfirm,
  onCancel,
}: ConfirmBulkUserActionProps) {
  const dialog = DIALOGS[action];
  const { allowed, skipped } = sorted;
  // What the action reaches beyond what the person sees is said, not left to be remembered.
  const hidden = notShown ? allowed.filter((user) => notShown.has(user.id)).length : 0;
  // A destructive action names whom it acts on; the emails keep their wording.
  const named =
    dialog.names && allowed.length > 0 ? shortList(allowed, CONFIRMATION_NAMES_LIMIT) : undefined;
  return (
    <ConfirmDialog
      show
      title={dialog.title}
      confirmVariant={dialog.strong ? 'danger' : 'primary'}
      requireAcknowledgement={dialog.strong && allowed.length > 0}
      confirmDisabled={allowed.length === 0}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className={skipped.length > 0 || named ? undefined : 'mb-0'}>
        {allowed.length > 0
          ? dialog.question(allowed.length)
          : 'None of the selected users can be acted on this way.'}
        {hidden > 0 && ` ${hiddenSentence(hidden, allowed.length)}`}
      </p>
      {named && (
        <div className={skipped.length > 0 ? 'mb-3' : undefined}>
          <ul className="mb-0" aria-label={dialog.names}>
            {named.head.map((user) => (
              <li key={user.id}>
                {userNameAndEmail(user)}
                {notShown?.has(user.id) && (
                  <span className="text-body-secondary"> (not shown)</span>
                )}
              </li>
            ))}
          </ul>
          {named.more > 0 && <p className="mb-0">{andMore(named.more)}</p>}
        </div>
      )}
      {skipped.length > 0 && (
        <>
          <p className="mb-1">{`${users(skipped.length)} will be skipped:`}</p>
          <ScrollRegion className="ah-skipped-list" label="Skipped users">
            <ul className="small mb-0">
              {skipped.map(({ user, message }) => (
                <li key={user.id}>
                  <span className="fw-semibold">{user.email}</span>: {message}
                </li>
              ))}
            </ul>
          </ScrollRegion>
        </>
      )}
    </ConfirmDialog>
  );
}
