import type { ContentCompany, CreditsPayload } from '@admin-hub/domain/entities';
import { EditCreditsModal } from '@admin-hub/ui/EditCreditsModal';
import { useUpdateCompanyCreditsMutation } from '../../api/index.ts';
import { freshRecords } from '../dialogs/freshRecords.ts';
import { GONE_MESSAGES } from '../dialogs/goneMessages.ts';
import { settle } from '../dialogs/settle.ts';
import { useGuardedSubmit } from '../dialogs/useGuardedSubmit.ts';
import type { ContentAccountDialogProps } from './CompanyActionDialog.tsx';

const creditValues = ({ downloadCredits, requestCredits }: ContentCompany): CreditsPayload => ({
  downloadCredits,
  requestCredits,
});

/**
 * Edit Credits (spec §2, §5): PUT /company/{id}/credits with the two numbers only (the id
 * addresses the account and is not sent). The summary card shows the saved figures. Before it
 * saves, the account is read afresh (GET /company/{id}) and compared with what the form started
 * from (issue 36).
 */
export function EditCreditsDialog({ account, onClose }: ContentAccountDialogProps) {
  const [updateCredits] = useUpdateCompanyCreditsMutation();
  const submit = useGuardedSubmit({
    start: creditValues(account),
    read: (dispatch) => freshRecords.contentCompany(dispatch, account.id),
    readEndpoint: 'getContentCompany',
    valuesOf: creditValues,
    save: (values, ifMatch) => settle(updateCredits({ companyId: account.id, ...values, ifMatch })),
    saveEndpoint: 'updateCompanyCredits',
    onDone: onClose,
    goneText: GONE_MESSAGES.company,
  });
  return <EditCreditsModal credits={creditValues(account)} onSubmit={submit} onHide={onClose} />;
}
