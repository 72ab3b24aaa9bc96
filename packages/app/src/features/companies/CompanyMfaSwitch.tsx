import { CompanyMfaSwitch as MfaSwitch } from '@admin-hub/ui/CompanyMfaSwitch';
import { capabilities } from '@admin-hub/domain/capabilities';
import type { Company } from '@admin-hub/domain/entities';
import { useUpdateMfaStatusMutation } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { confirmOutcome } from '../dialogs/confirmOutcome.ts';
import { settle } from '../dialogs/settle.ts';

export interface CompanyMfaSwitchProps {
  company: Pick<Company, 'id' | 'name' | 'isMfaEnabled'>;
  /** The count the Users heading shows, named in the confirmation; undefined while loading. */
  userCount: number | undefined;
}

/**
 * The Users section's 'MFA Enabled' switch (spec §2, §4), for super admins and admins: once the
 * person confirmed, PUT /companies/{id}/mfa-status; 'MFA status updated' or 'Error updating MFA
 * status' come from the listener, and after a failure the switch shows the server's value.
 */
export function CompanyMfaSwitch({ company, userCount }: CompanyMfaSwitchProps) {
  const { user: me } = useCurrentUser();
  const [updateMfaStatus] = useUpdateMfaStatusMutation();
  const failureText = useFailureText('updateMfaStatus');
  if (!me || !capabilities(me.role).toggleMfa) return null;
  return (
    <div className="mb-3">
      <MfaSwitch
        companyName={company.name}
        userCount={userCount}
        isMfaEnabled={company.isMfaEnabled}
        onChange={async (isMfaEnabled) =>
          confirmOutcome(
            await settle(updateMfaStatus({ companyId: company.id, isMfaEnabled })),
            failureText,
          )
        }
      />
    </div>
  );
}
