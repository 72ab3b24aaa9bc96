import { EditSubscriberModal } from '@admin-hub/ui';
import type { User } from '@admin-hub/domain';
import { useUpdateCompanySubscriberMutation } from '../../api/index.ts';
import { fieldErrorsOf, settle } from '../dialogs/settle.ts';
import type { ContentAccountDialogProps } from './CompanyActionDialog.tsx';

/** Edit Subscriber (spec §2, §5): one of the company's users, sent as subscriberAuthId. */
export function EditSubscriberDialog({
  account,
  users,
  onClose,
}: ContentAccountDialogProps & { users: readonly User[] }) {
  const [updateSubscriber] = useUpdateCompanySubscriberMutation();
  return (
    <EditSubscriberModal
      users={users}
      subscriberAuthId={account.subscriberUser?.authId ?? null}
      onSubmit={async ({ subscriberAuthId }) => {
        const result = await settle(updateSubscriber({ companyId: account.id, subscriberAuthId }));
        if (result.ok) return onClose();
        const fieldErrors = fieldErrorsOf(result.error);
        return fieldErrors ? { fieldErrors } : undefined;
      }}
      onHide={onClose}
    />
  );
}
