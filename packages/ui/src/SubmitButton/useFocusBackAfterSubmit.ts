import { useEffect, useRef } from 'react';

/**
 * While a dialog submits, its buttons are disabled and the browser drops focus to the page body,
 * outside the dialog. When the call fails and the dialog stays open, focus goes back to the
 * submit button inside `footer`, so a keyboard user can try again at once — unless something in
 * the dialog took focus meanwhile (the first invalid field after a server's field error).
 */
export function useFocusBackAfterSubmit(submitting: boolean) {
  const footer = useRef<HTMLDivElement>(null);
  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    const settled = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    const dialog = footer.current?.closest('.modal');
    if (!settled || !dialog || dialog.contains(document.activeElement)) return;
    footer.current?.querySelector<HTMLButtonElement>('.ah-submit-button')?.focus();
  }, [submitting]);
  return footer;
}
