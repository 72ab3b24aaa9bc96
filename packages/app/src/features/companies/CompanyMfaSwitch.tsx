import { CompanyMfaSwitch as MfaSwitch } from '@admin-hub/ui';
import { capabilities } from '@admin-hub/domain';
import type { Company } from '@admin-hub/domain';
import { useUpdateMfaStatusMutation } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { settle } from '../dialogs/settle.ts';

/**
 * The Users section's 'MFA Enabled' switch (spec §2, §4), for super admins and admins: PUT
 * /companies/{id}/mfa-status; 'MFA status updated' or 'Error updating MFA status' come from the
 * listener, and after a failure the switch shows the server's value again.
 */
export function CompanyMfaSwitch({ company }: { company: Pick<Company, 'id' | 'isMfaEnabled'> }) {
  const { user: me } = useCurrentUser();
  const [updateMfaStatus] = useUpdateMfaStatusMutation();
  if (!me || !capabilities(me.role).toggleMfa) return null;
  return (
    <div className="mb-3">
      <MfaSwitch
        isMfaEnabled={company.isMfaEnabled}
        onChange={async (isMfaEnabled) =>
          (await settle(updateMfaStatus({ companyId: company.id, isMfaEnabled }))).ok
        }
      />
    </div>
  );
}
