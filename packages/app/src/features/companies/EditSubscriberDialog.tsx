import { EditSubscriberModal } from '@admin-hub/ui/EditSubscriberModal';
import type { User } from '@admin-hub/domain/entities';
import { useUpdateCompanySubscriberMutation } from '../../api/index.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';
import type { ContentAccountDialogProps } from './CompanyActionDialog.tsx';

/** Edit Subscriber (spec §2, §5): one of the company's users, sent as subscriberAuthId. */
export function EditSubscriberDialog({
  account,
  users,
  onClose,
}: ContentAccountDialogProps & { users: readonly User[] }) {
  const [updateSubscriber] = useUpdateCompanySubscriberMutation();
  const failureText = useFailureText('updateCompanySubscriber');
  return (
    <EditSubscriberModal
      users={users}
      subscriberAuthId={account.subscriberUser?.authId ?? null}
      onSubmit={async ({ subscriberAuthId }) =>
        submitOutcome(
          await settle(updateSubscriber({ companyId: account.id, subscriberAuthId })),
          onClose,
          failureText,
        )
      }
      onHide={onClose}
    />
  );
}
