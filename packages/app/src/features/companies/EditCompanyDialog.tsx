import { EditCompanyModal } from '@admin-hub/ui/EditCompanyModal';
import { capabilities } from '@admin-hub/domain/capabilities';
import type { Company, CompanyPayload } from '@admin-hub/domain/entities';
import { useGetSignManufacturersQuery, useUpdateCompanyMutation } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { freshRecords } from '../dialogs/freshRecords.ts';
import { GONE_MESSAGES } from '../dialogs/goneMessages.ts';
import { settle } from '../dialogs/settle.ts';
import { useGuardedSubmit } from '../dialogs/useGuardedSubmit.ts';
import type { CompanyDialogProps } from './CompanyActionDialog.tsx';

/** The company as the form holds it. */
const companyValues = ({
  name,
  signManufacturerId,
  manufacturerSignupType,
}: Company): CompanyPayload => ({ name, signManufacturerId, manufacturerSignupType });

/**
 * Edit company (spec §2): the name, and for super admins the verified manufacturer (GET
 * /sign-manufacturers, cached an hour) and the signup experience. Closes once saved; a failure
 * keeps everything typed (its toast comes from the listener). Before it saves, the company is
 * read afresh (GET /companies/{id}) and compared with what the form started from (issue 36).
 */
export function EditCompanyDialog({ company, onClose }: CompanyDialogProps) {
  const { user: me } = useCurrentUser();
  const showSignupFields = me !== undefined && capabilities(me.role).editSignupFields;
  const manufacturers = useGetSignManufacturersQuery(undefined, { skip: !showSignupFields });
  const [updateCompany] = useUpdateCompanyMutation();
  const submit = useGuardedSubmit({
    start: companyValues(company),
    read: (dispatch) => freshRecords.company(dispatch, company.id),
    readEndpoint: 'getCompany',
    valuesOf: companyValues,
    save: (values, ifMatch) => settle(updateCompany({ companyId: company.id, ...values, ifMatch })),
    saveEndpoint: 'updateCompany',
    onDone: onClose,
    goneText: GONE_MESSAGES.company,
  });
  return (
    <EditCompanyModal
      company={companyValues(company)}
      showSignupFields={showSignupFields}
      signManufacturers={manufacturers.data}
      signManufacturersFailed={manufacturers.isError}
      onSubmit={submit}
      onHide={onClose}
    />
  );
}
