import type { Company, ContentCompany, Role } from '@admin-hub/domain';
import { DeleteCompanyDialog } from './DeleteCompanyDialog.tsx';
import { EditCompanyDialog } from './EditCompanyDialog.tsx';
import { EditCreditsDialog } from './EditCreditsDialog.tsx';
import { EditSubscriberDialog } from './EditSubscriberDialog.tsx';

/** A company action that opens a dialog (emulation acts at once). */
export type CompanyDialog =
  | { action: 'edit' | 'delete' }
  | { action: 'editCredits' | 'editSubscriber'; account: ContentCompany };

export interface CompanyActionDialogProps {
  open: CompanyDialog;
  company: Company;
  role: Role;
  onClose: () => void;
}

/** The dialog of one company action, mounted anew for each opening. */
export function CompanyActionDialog({ open, company, role, onClose }: CompanyActionDialogProps) {
  switch (open.action) {
    case 'edit':
      return <EditCompanyDialog company={company} role={role} onClose={onClose} />;
    case 'delete':
      return <DeleteCompanyDialog company={company} onClose={onClose} />;
    case 'editCredits':
      return <EditCreditsDialog companyId={company.id} account={open.account} onClose={onClose} />;
    case 'editSubscriber':
      return (
        <EditSubscriberDialog
          companyId={company.id}
          account={open.account}
          users={company.users}
          onClose={onClose}
        />
      );
  }
}
