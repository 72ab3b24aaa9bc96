import { useId, useRef } from 'react';
import { useField, useFormikContext } from 'formik';
import type { FieldHookConfig } from 'formik';
import isEqual from 'react-fast-compare';

/**
 * What every Formik-bound control needs: its field, the error to show (once touched: left
 * changed, or by a submit, which touches every field), ids that tie label and error to the control, and whether the form
 * is being sent (controls are read-only meanwhile, so nothing typed changes under the request).
 */
export function useFieldControl<V>(config: string | FieldHookConfig<V>) {
  const [field, meta, helpers] = useField<V>(config);
  const { isSubmitting } = useFormikContext();
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  // Focus that came and went with nothing typed (a dialog's first field, focused as it opens)
  // does not touch the field: no 'Email Required' before anything was typed. Typing (even typed
  // away again) or a submit does.
  const typed = useRef(false);
  const onChange: typeof field.onChange = (event: unknown) => {
    typed.current = true;
    return field.onChange(event);
  };
  const onBlur: typeof field.onBlur = (event: unknown) => {
    if (meta.touched || typed.current || !isEqual(field.value, meta.initialValue))
      field.onBlur(event);
  };
  return {
    field: { ...field, onChange, onBlur },
    meta,
    helpers,
    id,
    error,
    errorId,
    helpId,
    isSubmitting,
  };
}

/** `aria-describedby` from the parts that are present. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;
