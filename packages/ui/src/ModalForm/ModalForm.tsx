import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Formik, useFormikContext } from 'formik';
import type { FormikErrors, FormikHelpers, FormikTouched, FormikValues } from 'formik';
import type { AnyObjectSchema, InferType } from 'yup';
import { useBusy } from '../hooks/useBusy.ts';
import { ModalFrame } from '../ModalFrame/ModalFrame.tsx';
import { validateWithSchema } from './validateWithSchema.ts';

/** What a submit handler answers: nothing when it went through, or errors to show on fields. */
export type SubmitOutcome<Values> = void | { fieldErrors: FormikErrors<Values> };

export interface ModalFormProps<Values extends FormikValues, Schema extends AnyObjectSchema> {
  show: boolean;
  title: string;
  /** Cancel, Close, Esc or a backdrop click; never called while submitting. */
  onHide: () => void;
  submitLabel?: 'Save' | 'Create';
  size?: 'sm' | 'lg';
  /** Keeps Save disabled, e.g. while what the form needs is still loading; may read the values. */
  submitDisabled?: boolean | ((values: Values) => boolean);
  /** A schema from `@admin-hub/domain`: the same rules the server applies. */
  schema: Schema;
  initialValues: Values;
  /**
   * Receives the values as the schema casts them (trimmed, typed). The modal stays open with
   * everything typed until the parent hides it, which it does once the call has succeeded.
   */
  onSubmit: (values: InferType<Schema>) => Promise<SubmitOutcome<Values>>;
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
 * that has one.
 */
export function ModalForm<Values extends FormikValues, Schema extends AnyObjectSchema>({
  schema,
  initialValues,
  onSubmit,
  intro,
  submitDisabled = false,
  submitLabel = 'Save',
  children,
  ...modal
}: ModalFormProps<Values, Schema>) {
  const { busy, run } = useBusy();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const outcome = await onSubmit(await schema.validate(values));
    if (outcome?.fieldErrors) {
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
      {(formik) => {
        const disabled =
          typeof submitDisabled === 'function' ? submitDisabled(formik.values) : submitDisabled;
        const send = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!disabled) void run(() => formik.submitForm());
        };
        return (
          <ModalFrame
            {...modal}
            busy={busy}
            action={{ label: submitLabel, disabled }}
            onSubmit={send}
          >
            <FocusFirstError />
            {intro}
            {children}
          </ModalFrame>
        );
      }}
    </Formik>
  );
}

/**
 * After a submit that ends with errors (the schema's or the server's), focus the first one: once
 * per submit, when it has settled, so later typing that breaks a rule never moves the cursor.
 */
function FocusFirstError() {
  const { isSubmitting, submitCount } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const settledSubmits = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === settledSubmits.current) return;
    settledSubmits.current = submitCount;
    const form = marker.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, submitCount]);
  return <span ref={marker} hidden />;
}
