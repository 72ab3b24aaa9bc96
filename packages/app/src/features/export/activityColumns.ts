import { ACTIVITY_KINDS, type ActivityEntry } from '@admin-hub/domain/activity';
import { changeText } from '@admin-hub/ui/ActivityList';
import type { CsvColumns } from './csv.ts';

/**
 * An Activity entry as a row: when (ISO 8601, to the second, UTC: a sheet sorts it), what, who
 * (and whom they were emulating, a column of its own so a sheet can filter it), what it acted
 * on, each field before and after as the page says it, and whether the API accepted it.
 */
export const ACTIVITY_COLUMNS: CsvColumns<ActivityEntry> = [
  ['When', (entry) => entry.at],
  ['Kind', (entry) => ACTIVITY_KINDS[entry.kind]],
  ['Actor', (entry) => entry.actor.email],
  ['Emulating', (entry) => entry.emulating?.email ?? ''],
  ['Company', (entry) => entry.companyName ?? ''],
  ['User', (entry) => entry.user?.email ?? ''],
  ['Target', (entry) => entry.target ?? ''],
  ['Changes', (entry) => entry.changes.map(changeText).join('; ')],
  ['Outcome', (entry) => (entry.ok ? 'Accepted' : `Refused (${entry.status})`)],
];
