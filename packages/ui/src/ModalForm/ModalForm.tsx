import { useCallback, useState, type ReactNode } from 'react';
import { Formik } from 'formik';
import type { FormikErrors, FormikHelpers, FormikTouched, FormikValues } from 'formik';
import type { AnyObjectSchema, InferType } from 'yup';
import type { ConflictChoice } from '../EditConflictPanel/EditConflictPanel.tsx';
import {
  changedElsewhere,
  type ChangedElsewhere,
  type ChangedField,
  type FieldTexts,
} from './changedElsewhere.ts';
import { ModalFormFrame, type SubmitFailure } from './ModalFormFrame.tsx';
import { FormStartContext, type FormStart } from './useFormStart.ts';
import { validateWithSchema } from './validateWithSchema.ts';

/**
 * What a submit handler answers: nothing when it went through, errors to show on fields, or why
 * it failed when no field is to blame (the error toast's words, shown beside Save). Issue 36, for
 * an edit: nothing was saved because someone else changed fields since the form opened (shown
 * field by field, for the person to settle), or deleted the record (said, with only Close).
 */
export type SubmitOutcome<Values> =
  | void
  | { fieldErrors: FormikErrors<Values> }
  | { error: string }
  | { changedElsewhere: ChangedField<Values>[] }
  | { gone: string };

export interface ModalFormProps<Values extends FormikValues, Schema extends AnyObjectSchema> {
  show: boolean;
  title: string;
  /**
   * Cancel, Close, Esc or a backdrop click on an unchanged form, or Discard once a changed one
   * asked; never called while submitting.
   */
  onHide: () => void;
  /** 'Save' or 'Create'; a form that acts on a count may say it ('Invite 3 users'). */
  submitLabel?: 'Save' | 'Create' | ((values: Values) => string);
  size?: 'sm' | 'lg';
  /** Keeps Save disabled, e.g. while what the form needs is still loading; may read the values. */
  submitDisabled?: boolean | ((values: Values) => boolean);
  /** What Save or Create will do, at the footer's start (ModalFrame's `status`); reads the values. */
  status?: (values: Values) => string | undefined;
  /** A schema from `@admin-hub/domain`: the same rules the server applies. */
  schema: Schema;
  initialValues: Values;
  /**
   * Receives the values as the schema casts them (trimmed, typed). The modal stays open with
   * everything typed until the parent hides it, which it does once the call has succeeded.
   */
  onSubmit: (values: InferType<Schema>) => Promise<SubmitOutcome<Values>>;
  /** How a field someone else changed is named and read (`changedElsewhere`): its label. */
  fieldTexts?: FieldTexts<Values>;
  /** Read before the fields, e.g. a rule that limits what can be changed. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A create or edit form in a modal (spec §2, §4), validated by a domain schema: Cancel, and Save or
 * Create with a spinner. Render it only while open (one mount per opening), so each opening starts
 * from `initialValues` and a refetch meanwhile never overwrites what the person typed. The submit
 * runs through `useBusy`, like every dialog's call, so the form is never sent twice and the modal
 * cannot be dismissed while it runs; a submit that finds errors moves focus to the first field
 * that has one; a failure no field is to blame for is said beside Save until the next try or
 * edit. A changed form is never lost to a stray key: dismissing it asks first, and so
 * does closing the tab (`ModalFormFrame`).
 */
export function ModalForm<Values extends FormikValues, Schema extends AnyObjectSchema>({
  schema,
  initialValues,
  onSubmit,
  submitDisabled = false,
  submitLabel = 'Save',
  fieldTexts = {},
  ...frame
}: ModalFormProps<Values, Schema>) {
  const [start, setStart] = useState(initialValues);
  const startFrom = useCallback<FormStart>(
    (name, value) => setStart((values) => ({ ...values, [name]: value })),
    [],
  );
  const [failure, setFailure] = useState<SubmitFailure<Values> | null>(null);
  const clearFailure = useCallback(() => setFailure(null), []);
  const [changed, setChanged] = useState<ChangedElsewhere<Values> | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const choose = useCallback(
    (field: string, choice: ConflictChoice) =>
      setChanged((state) => state && { ...state, choices: { ...state.choices, [field]: choice } }),
    [],
  );
  const refuseSave = useCallback(
    () => setChanged((state) => state && { ...state, refusedSaves: state.refusedSaves + 1 }),
    [],
  );
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    const outcome = await onSubmit(await schema.validate(values));
    if (outcome && 'changedElsewhere' in outcome) {
      // The form shows what Save would send: a field only they changed takes their value.
      for (const { field, theirs, conflict } of outcome.changedElsewhere)
        if (!conflict) await helpers.setFieldValue(field, theirs, false);
      setChanged((last) => changedElsewhere(outcome.changedElsewhere, last));
      return;
    }
    setChanged(null);
    if (outcome && 'gone' in outcome) setGone(outcome.gone);
    if (outcome && 'error' in outcome) setFailure({ error: outcome.error, values });
    if (outcome && 'fieldErrors' in outcome) {
      helpers.setErrors(outcome.fieldErrors);
      // Errors show on touched fields; a server error belongs to a field the person sent.
      const touched = Object.fromEntries(
        Object.keys(outcome.fieldErrors).map((key) => [key, true]),
      ) as FormikTouched<Values>;
      await helpers.setTouched(touched, false);
    }
  };
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validateWithSchema<Values>(schema)}
      onSubmit={submit}
    >
      <FormStartContext value={startFrom}>
        <ModalFormFrame
          {...frame}
          start={start}
          failure={failure}
          changed={changed}
          gone={gone}
          fieldTexts={fieldTexts}
          onChoose={choose}
          onUnsettledSave={refuseSave}
          onEdited={clearFailure}
          submitDisabled={submitDisabled}
          submitLabel={submitLabel}
        />
      </FormStartContext>
    </Formik>
  );
}
