import { EditCreditsModal } from '@admin-hub/ui';
import type { ContentCompany } from '@admin-hub/domain';
import { useUpdateCompanyCreditsMutation } from '../../api/index.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';

export interface ContentAccountDialogProps {
  companyId: number;
  account: ContentCompany;
  onClose: () => void;
}

/**
 * Edit Credits (spec §2, §5): PUT /company/{id}/credits with the two numbers only (the id
 * addresses the account and is not sent). The summary card shows the saved figures.
 */
export function EditCreditsDialog({ companyId, account, onClose }: ContentAccountDialogProps) {
  const [updateCredits] = useUpdateCompanyCreditsMutation();
  return (
    <EditCreditsModal
      credits={{ downloadCredits: account.downloadCredits, requestCredits: account.requestCredits }}
      onSubmit={async ({ downloadCredits, requestCredits }) =>
        submitOutcome(
          await settle(updateCredits({ id: companyId, downloadCredits, requestCredits })),
          onClose,
        )
      }
      onHide={onClose}
    />
  );
}
