import { EditSubscriberModal } from '@admin-hub/ui/EditSubscriberModal';
import type { ContentCompany, User } from '@admin-hub/domain/entities';
import type { SubscriberValues } from '@admin-hub/domain/schemas/contentCompanySchemas';
import { useUpdateCompanySubscriberMutation } from '../../api/index.ts';
import { freshRecords } from '../dialogs/freshRecords.ts';
import { GONE_MESSAGES } from '../dialogs/goneMessages.ts';
import { settle } from '../dialogs/settle.ts';
import { useGuardedSubmit } from '../dialogs/useGuardedSubmit.ts';
import type { ContentAccountDialogProps } from './CompanyActionDialog.tsx';

const subscriberValues = (account: ContentCompany): SubscriberValues => ({
  subscriberAuthId: account.subscriberUser?.authId ?? '',
});

/**
 * Edit Subscriber (spec §2, §5): one of the company's users, sent as subscriberAuthId. Before it
 * saves, the account is read afresh (GET /company/{id}) and compared with what the form started
 * from (issue 36).
 */
export function EditSubscriberDialog({
  account,
  users,
  onClose,
}: ContentAccountDialogProps & { users: readonly User[] }) {
  const [updateSubscriber] = useUpdateCompanySubscriberMutation();
  const submit = useGuardedSubmit({
    start: subscriberValues(account),
    read: (dispatch) => freshRecords.contentCompany(dispatch, account.id),
    readEndpoint: 'getContentCompany',
    valuesOf: subscriberValues,
    save: ({ subscriberAuthId }, ifMatch) =>
      settle(updateSubscriber({ companyId: account.id, subscriberAuthId, ifMatch })),
    saveEndpoint: 'updateCompanySubscriber',
    onDone: onClose,
    goneText: GONE_MESSAGES.company,
  });
  return (
    <EditSubscriberModal
      users={users}
      subscriberAuthId={account.subscriberUser?.authId ?? null}
      onSubmit={submit}
      onHide={onClose}
    />
  );
}
