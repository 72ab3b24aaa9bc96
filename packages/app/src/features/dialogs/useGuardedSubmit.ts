import { useRef, useState } from 'react';
import { useAppDispatch } from '../../store/appHooks.ts';
import type { AppDispatch } from '../../store/createAppStore.ts';
import type { ApiEndpointName } from '../../notifications/toastMessages.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import type { FreshRecord } from './freshRecords.ts';
import { guardedSave } from './guardedSave.ts';
import { guardedSubmitOutcome } from './submitOutcome.ts';
import type { Settled } from './settle.ts';

export interface GuardedSubmitOptions<Values extends object, Record, T> {
  /** What the form starts from; undefined until it is known (a form that fills itself). */
  start: Values | undefined;
  /** The spec's read of the record, afresh (`freshRecords`). */
  read: (dispatch: AppDispatch) => Promise<FreshRecord<Record>>;
  /** Its endpoint, whose error toast's words say a failed read beside Save. */
  readEndpoint: ApiEndpointName;
  valuesOf: (record: Record) => Values;
  save: (values: Values, ifMatch: string) => Promise<Settled<T>>;
  /** The change's endpoint, whose error toast's words say a failed save beside Save. */
  saveEndpoint: ApiEndpointName;
  onDone: (data: T) => unknown;
  /** Said when the record was deleted meanwhile (`GONE_MESSAGES`). */
  goneText: string;
}

/**
 * Issue 36: a form dialog's submit that never overwrites another admin's change unseen. The base
 * is what the form started from, then the record each compare read (so a third change meanwhile
 * conflicts again); the answer is the form's one `SubmitOutcome`.
 */
export function useGuardedSubmit<Values extends object, Record, T>({
  start,
  read,
  readEndpoint,
  valuesOf,
  save,
  saveEndpoint,
  onDone,
  goneText,
}: GuardedSubmitOptions<Values, Record, T>) {
  const dispatch = useAppDispatch();
  const failureText = useFailureText(saveEndpoint);
  const readFailureText = useFailureText(readEndpoint);
  // Kept from the first render it is known on: a refetch meanwhile changes the props, not the form.
  const [opened, setOpened] = useState(start);
  if (opened === undefined && start !== undefined) setOpened(start);
  const compared = useRef<Values | undefined>(undefined);

  return async (mine: Values) => {
    const base = compared.current ?? opened;
    if (base === undefined) return undefined;
    const guarded = await guardedSave({ base, mine, read: () => read(dispatch), valuesOf, save });
    if (guarded.kind === 'changed') compared.current = guarded.theirs;
    return guardedSubmitOutcome(guarded, { onDone, failureText, readFailureText, goneText });
  };
}
