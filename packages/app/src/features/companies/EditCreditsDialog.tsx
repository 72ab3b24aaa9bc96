import { EditCreditsModal } from '@admin-hub/ui/EditCreditsModal';
import { useUpdateCompanyCreditsMutation } from '../../api/index.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';
import type { ContentAccountDialogProps } from './CompanyActionDialog.tsx';

/**
 * Edit Credits (spec §2, §5): PUT /company/{id}/credits with the two numbers only (the id
 * addresses the account and is not sent). The summary card shows the saved figures.
 */
export function EditCreditsDialog({ account, onClose }: ContentAccountDialogProps) {
  const [updateCredits] = useUpdateCompanyCreditsMutation();
  const failureText = useFailureText('updateCompanyCredits');
  return (
    <EditCreditsModal
      credits={{ downloadCredits: account.downloadCredits, requestCredits: account.requestCredits }}
      onSubmit={async ({ downloadCredits, requestCredits }) =>
        submitOutcome(
          await settle(updateCredits({ companyId: account.id, downloadCredits, requestCredits })),
          onClose,
          failureText,
        )
      }
      onHide={onClose}
    />
  );
}
