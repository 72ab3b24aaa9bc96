import type {
  ActivityKind,
  ActivityPerson,
  FieldChange,
  FieldValue,
} from '@admin-hub/domain/activity';
import { sameValue } from '@admin-hub/domain/threeWayMerge';
import type { Database, UserRecord } from '../db/database.ts';

/**
 * What a writing call's resolver tells the activity record (issue 36), filled in as it goes: the
 * wrapper every resolver passes (toMswResolver) writes the entry once the call is answered,
 * accepted or refused. A resolver names its subject only once the caller may see it, so a call
 * refused for being outside the caller's company names no company (super admins alone see it).
 */
export interface ActivityRecorder {
  /** The user acted on; the change belongs to their company. */
  user(user: UserRecord): void;
  /** The company acted on, when no user is. */
  company(companyId: number): void;
  /** What else was acted on ('Lobby screen', a device's method). */
  target(text: string): void;
  /** An edit's fields before and after, only those whose value changed. */
  changes(changes: readonly FieldChange[]): void;
}

const person = (user: Pick<UserRecord, 'id' | 'email'>): ActivityPerson => ({
  id: user.id,
  email: user.email,
});

/** One recorder per call; `record` adds the call's entry to the database's activity. */
export function activityRecorder(db: Database) {
  let companyId: number | null = null;
  // Names as they were when named: a deleted company or user still reads as what it was.
  let companyName: string | null = null;
  let user: ActivityPerson | null = null;
  let target: string | null = null;
  let changes: FieldChange[] = [];

  const recorder: ActivityRecorder = {
    user(acted) {
      user = person(acted);
      recorder.company(acted.companyId);
    },
    company(id) {
      companyId = id;
      companyName = db.companies.get(id)?.name ?? null;
    },
    target(text) {
      target = text;
    },
    changes(fields) {
      changes = [...fields];
    },
  };

  const record = (
    kind: ActivityKind,
    realCaller: UserRecord,
    caller: UserRecord,
    status: number,
  ): void => {
    // An edit renames: the entry names the user and company as they are after it.
    const current = user ? db.users.get(user.id) : undefined;
    const company = companyId === null ? undefined : db.companies.get(companyId);
    db.sequences.activity += 1;
    db.activity.push({
      id: db.sequences.activity,
      at: new Date().toISOString(),
      actor: person(realCaller),
      emulating: caller.id === realCaller.id ? null : person(caller),
      kind,
      companyId,
      companyName: company?.name ?? companyName,
      user: current ? person(current) : user,
      target,
      changes,
      ok: status < 400,
      status,
    });
  };

  return { recorder, record };
}

/**
 * The fields of `before` and `after` whose values differ, in the order `fields` lists them:
 * different as the hub's compare of an edit reads them (domain's `sameValue`).
 */
export function fieldChanges<T extends Record<F, FieldValue>, F extends string>(
  before: T,
  after: T,
  fields: readonly F[],
): FieldChange[] {
  return fields
    .filter((field) => !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}
