import type { Company, ContentCompany, User } from '@admin-hub/domain/entities';
import type { ActionDialogProps } from '../dialogs/useDialog.tsx';
import { DeleteCompanyDialog } from './DeleteCompanyDialog.tsx';
import { EditCompanyDialog } from './EditCompanyDialog.tsx';
import { EditCreditsDialog } from './EditCreditsDialog.tsx';
import { EditSubscriberDialog } from './EditSubscriberDialog.tsx';

/** A company action that opens a dialog (emulation acts at once), and what it acts on. */
type CompanyDialog =
  | { action: 'edit' | 'delete'; company: Company }
  | { action: 'editCredits'; account: ContentCompany }
  | { action: 'editSubscriber'; account: ContentCompany; users: readonly User[] };

/** The props of the edit and delete company dialogs. */
export interface CompanyDialogProps {
  company: Company;
  onClose: () => void;
}

/** The props of the dialogs of a company's {product} account; the account's id is the company's. */
export interface ContentAccountDialogProps {
  account: ContentCompany;
  onClose: () => void;
}

export type CompanyActionDialogProps = ActionDialogProps<CompanyDialog>;

/** The dialog of one company action, for `useDialog`. */
export function CompanyActionDialog({ dialog, onClose }: CompanyActionDialogProps) {
  switch (dialog.action) {
    case 'edit':
      return <EditCompanyDialog company={dialog.company} onClose={onClose} />;
    case 'delete':
      return <DeleteCompanyDialog company={dialog.company} onClose={onClose} />;
    case 'editCredits':
      return <EditCreditsDialog account={dialog.account} onClose={onClose} />;
    case 'editSubscriber':
      return (
        <EditSubscriberDialog account={dialog.account} users={dialog.users} onClose={onClose} />
      );
  }
}
