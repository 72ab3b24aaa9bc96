import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * After a submit that ends with errors (the schema's or the server's), focus the first one: once
 * per submit, when it has settled, so later typing that breaks a rule never moves the cursor.
 */
export function FocusFirstError() {
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
