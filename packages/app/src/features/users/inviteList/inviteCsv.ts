import { roleOfCell } from '@admin-hub/domain/inviteList';
import type { InviteListEntry } from '@admin-hub/domain/inviteList';

/** Why a CSV gave no list: said under 'Upload CSV'. */
export const CSV_NO_EMAIL_COLUMN = 'The CSV has no column named email';

/**
 * The rows of an Invite Users CSV (issue 17): a header row with a column named email and an
 * optional role column, in any case and order; other columns are ignored, blank rows dropped.
 * papaparse loads on the first upload, like the export's.
 */
export async function inviteCsvEntries(
  text: string,
): Promise<{ entries: InviteListEntry[] } | { error: string }> {
  const { default: Papa } = await import('papaparse');
  const { data, meta } = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  if (!meta.fields?.includes('email')) return { error: CSV_NO_EMAIL_COLUMN };
  return {
    entries: data.map((row) => {
      const role = roleOfCell(row.role);
      return { email: (row.email ?? '').trim(), ...(role === undefined ? {} : { role }) };
    }),
  };
}
