import type { ActivityEntry } from '@admin-hub/domain/activity';
import type { Database } from './database.ts';

/**
 * Adds entries to the activity record as if the API had written them, oldest first, each taking
 * the record's next id (whatever id it was built with), so a change a story or test makes
 * afterwards comes after them. The record starts empty: a story showing earlier activity adds
 * it in a loader (`buildActivityEntry`).
 */
export function addActivityEntries(db: Database, entries: readonly ActivityEntry[]): void {
  for (const entry of entries) {
    db.sequences.activity += 1;
    db.activity.push({ ...entry, id: db.sequences.activity });
  }
}
