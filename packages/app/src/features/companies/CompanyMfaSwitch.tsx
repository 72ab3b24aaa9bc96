import { CompanyMfaSwitch as MfaSwitch } from '@admin-hub/ui/CompanyMfaSwitch';
import type { ConfirmOutcome } from '@admin-hub/ui/ConfirmDialog';
import { capabilities } from '@admin-hub/domain/capabilities';
import type { Company } from '@admin-hub/domain/entities';
import { useUpdateMfaStatusMutation } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useAppDispatch } from '../../store/appHooks.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { confirmOutcome } from '../dialogs/confirmOutcome.ts';
import { freshRecords } from '../dialogs/freshRecords.ts';
import { GONE_MESSAGES } from '../dialogs/goneMessages.ts';
import { guardedSave } from '../dialogs/guardedSave.ts';
import { settle } from '../dialogs/settle.ts';

export interface CompanyMfaSwitchProps {
  company: Pick<Company, 'id' | 'name' | 'isMfaEnabled'>;
  /** The count the Users heading shows, named in the confirmation; undefined while loading. */
  userCount: number | undefined;
}

const mfaValues = ({ isMfaEnabled }: Pick<Company, 'isMfaEnabled'>) => ({ isMfaEnabled });

/**
 * The Users section's 'MFA Enabled' switch (spec §2, §4), for super admins and admins: once the
 * person confirmed, PUT /companies/{id}/mfa-status; 'MFA status updated' or 'Error updating MFA
 * status' come from the listener, and after a failure the switch shows the server's value. Issue
 * 36: the company is read afresh first (GET /companies/{id}) and the flag compared like any edit;
 * a flag has two values, so someone else's change meanwhile is either the one asked for (saved
 * again, harmlessly) and never a conflict, but a company deleted meanwhile is said, with Close.
 */
export function CompanyMfaSwitch({ company, userCount }: CompanyMfaSwitchProps) {
  const { user: me } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [updateMfaStatus] = useUpdateMfaStatusMutation();
  const failureText = useFailureText('updateMfaStatus');
  const readFailureText = useFailureText('getCompany');
  if (!me || !capabilities(me.role).toggleMfa) return null;

  const change = async (isMfaEnabled: boolean): Promise<ConfirmOutcome> => {
    const guarded = await guardedSave({
      base: mfaValues(company),
      mine: { isMfaEnabled },
      read: () => freshRecords.company(dispatch, company.id),
      valuesOf: mfaValues,
      save: (values, ifMatch) =>
        settle(updateMfaStatus({ companyId: company.id, ...values, ifMatch })),
    });
    switch (guarded.kind) {
      case 'sent':
        return confirmOutcome(guarded.settled, failureText);
      case 'gone':
        return { ok: false, gone: GONE_MESSAGES.company };
      case 'readFailed':
        return { ok: false, error: readFailureText(guarded.error) };
      case 'changed':
        // Unreachable for a flag (see above); said as a failure rather than saved unseen.
        return { ok: false, error: failureText(undefined) };
    }
  };

  return (
    <div className="mb-3">
      <MfaSwitch
        companyName={company.name}
        userCount={userCount}
        isMfaEnabled={company.isMfaEnabled}
        onChange={change}
      />
    </div>
  );
}
