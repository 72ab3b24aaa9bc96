import { EditCompanyModal } from '@admin-hub/ui';
import { capabilities } from '@admin-hub/domain';
import type { Company, Role } from '@admin-hub/domain';
import { useGetSignManufacturersQuery, useUpdateCompanyMutation } from '../../api/index.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';

export interface CompanyDialogProps {
  company: Company;
  onClose: () => void;
}

/**
 * Edit company (spec §2): the name, and for super admins the verified manufacturer (GET
 * /sign-manufacturers, cached an hour) and the signup experience. Closes once saved; a failure
 * keeps everything typed (its toast comes from the listener).
 */
export function EditCompanyDialog({ company, role, onClose }: CompanyDialogProps & { role: Role }) {
  const showSignupFields = capabilities(role).editSignupFields;
  const manufacturers = useGetSignManufacturersQuery(undefined, { skip: !showSignupFields });
  const [updateCompany] = useUpdateCompanyMutation();
  return (
    <EditCompanyModal
      company={{
        name: company.name,
        signManufacturerId: company.signManufacturerId,
        manufacturerSignupType: company.manufacturerSignupType,
      }}
      showSignupFields={showSignupFields}
      signManufacturers={manufacturers.data}
      signManufacturersFailed={manufacturers.isError}
      onSubmit={async (values) =>
        submitOutcome(await settle(updateCompany({ id: company.id, ...values })), onClose)
      }
      onHide={onClose}
    />
  );
}
