import { useMemo } from 'react';
import { inviteListPreview } from '@admin-hub/domain/inviteList';
import type { EmailCheck, InvitePreviewRow, InviteListEntry } from '@admin-hub/domain/inviteList';
import { Role } from '@admin-hub/domain/roles';

/** What the preview reads of the form; the role select may be empty (''). */
export interface PreviewInput {
  emails: string;
  csvEntries: InviteListEntry[];
  role: Role | '';
}

/**
 * The form's preview (domain's `inviteListPreview`), worked out once per change of the list, the
 * role or the users call's answers: the button's label, whether it may be pressed, the table
 * and what 'Invite N users' hands over all read this one answer.
 */
export function useInvitePreview(
  offered: readonly Role[],
  emailCheck: (email: string) => EmailCheck,
): (input: PreviewInput) => InvitePreviewRow[] {
  return useMemo(() => {
    let last: { input: PreviewInput; rows: InvitePreviewRow[] } | undefined;
    return (input) => {
      if (
        last?.input.emails === input.emails &&
        last.input.csvEntries === input.csvEntries &&
        last.input.role === input.role
      )
        return last.rows;
      // While the select is empty the preview shows the default role.
      const role = input.role || Role.User;
      const rows = inviteListPreview({ ...input, role }, offered, emailCheck);
      last = { input, rows };
      return rows;
    };
  }, [offered, emailCheck]);
}
