import { entityTag } from '@admin-hub/domain/entityTag';
import { threeWayMerge, type ChangedField } from '@admin-hub/domain/threeWayMerge';
import { isChangedMeanwhileError } from '../../api/ifMatch.ts';
import type { FreshRecord } from './freshRecords.ts';
import type { Settled } from './settle.ts';

/** How a guarded save went. */
export type Guarded<Values, T> =
  /** Sent: its call's outcome (a failure other than 409 is the call's as ever). */
  | { kind: 'sent'; settled: Settled<T> }
  /** Not sent: someone else changed these fields; `theirs` is the new base. */
  | { kind: 'changed'; fields: ChangedField<Values>[]; theirs: Values }
  /** Not sent: the record was deleted meanwhile. */
  | { kind: 'gone' }
  /** Not sent: the fresh read failed. */
  | { kind: 'readFailed'; error: unknown };

export interface GuardedSaveArgs<Values extends object, Record, T> {
  /** What the form started from, or the record the last compare read (the new base). */
  base: Values;
  /** The values being saved. */
  mine: Values;
  /** The spec's read of the record, afresh (`freshRecords`). */
  read: () => Promise<FreshRecord<Record>>;
  /** The record as the form holds it. */
  valuesOf: (record: Record) => Values;
  /** The change, carrying `If-Match` with the version of the record it was compared with. */
  save: (values: Values, ifMatch: string) => Promise<Settled<T>>;
}

/**
 * A 409 means the record changed between the read and the write: read and compare again, a few
 * times; one that keeps changing in that gap is met as the failed save it is.
 */
const MAX_ATTEMPTS = 3;

/**
 * Issue 36, no silent overwrite: reads the record afresh, compares base, mine and theirs
 * (domain's `threeWayMerge`), and saves only when nobody else changed a field the form holds, with
 * `If-Match` naming the record it compared with. An API that ignores the header still gets the
 * compare made just before the write.
 */
export async function guardedSave<Values extends object, Record, T>({
  base,
  mine,
  read,
  valuesOf,
  save,
}: GuardedSaveArgs<Values, Record, T>): Promise<Guarded<Values, T>> {
  let compareWith = base;
  for (let attempt = 1; ; attempt += 1) {
    const fresh = await read();
    if ('gone' in fresh) return { kind: 'gone' };
    if ('failed' in fresh) return { kind: 'readFailed', error: fresh.failed };
    const theirs = valuesOf(fresh.found);
    const { changedByOthers, merged } = threeWayMerge(compareWith, mine, theirs);
    if (changedByOthers.length > 0) return { kind: 'changed', fields: changedByOthers, theirs };
    const settled = await save(merged, entityTag(fresh.found));
    if (settled.ok || !isChangedMeanwhileError(settled.error) || attempt === MAX_ATTEMPTS)
      return { kind: 'sent', settled };
    compareWith = theirs;
  }
}
