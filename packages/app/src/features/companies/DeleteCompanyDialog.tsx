import { useNavigate } from 'react-router-dom';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { useDeleteCompanyMutation } from '../../api/index.ts';
import { ConfirmActionDialog } from '../dialogs/ConfirmActionDialog.tsx';
import { settle } from '../dialogs/settle.ts';
import type { CompanyDialogProps } from './CompanyActionDialog.tsx';

/**
 * Delete company (spec §7, §8 name the call and its toasts, not its place): the stronger
 * confirmation, naming the company and what goes with it; afterwards the companies list, since
 * the page being looked at no longer exists.
 */
export function DeleteCompanyDialog({ company, onClose }: CompanyDialogProps) {
  const [deleteCompany] = useDeleteCompanyMutation();
  const navigate = useNavigate();
  return (
    <ConfirmActionDialog
      title="Delete company"
      confirmLabel="Confirm"
      confirmVariant="danger"
      requireAcknowledgement
      endpoint="deleteCompany"
      run={async () => {
        const settled = await settle(deleteCompany(company.id));
        if (settled.ok) await navigate(ROUTE_ACCESS.companies.path);
        return settled;
      }}
      onClose={onClose}
    >
      {`Are you sure you want to permanently delete the company ${company.name}? Its users and its signs will be deleted with it.`}
    </ConfirmActionDialog>
  );
}
