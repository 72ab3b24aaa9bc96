import { EditCompanyModal } from '@admin-hub/ui/EditCompanyModal';
import { capabilities } from '@admin-hub/domain/capabilities';
import { useGetSignManufacturersQuery, useUpdateCompanyMutation } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';
import type { CompanyDialogProps } from './CompanyActionDialog.tsx';

/**
 * Edit company (spec §2): the name, and for super admins the verified manufacturer (GET
 * /sign-manufacturers, cached an hour) and the signup experience. Closes once saved; a failure
 * keeps everything typed (its toast comes from the listener).
 */
export function EditCompanyDialog({ company, onClose }: CompanyDialogProps) {
  const { user: me } = useCurrentUser();
  const showSignupFields = me !== undefined && capabilities(me.role).editSignupFields;
  const manufacturers = useGetSignManufacturersQuery(undefined, { skip: !showSignupFields });
  const [updateCompany] = useUpdateCompanyMutation();
  const failureText = useFailureText('updateCompany');
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
        submitOutcome(
          await settle(updateCompany({ companyId: company.id, ...values })),
          onClose,
          failureText,
        )
      }
      onHide={onClose}
    />
  );
}
