import { useEffect, useRef } from 'react';

/**
 * While a dialog submits, its buttons are disabled and focus falls out of them. When the call
 * fails and the dialog stays open, focus goes back to the submit button inside `footer`, so a
 * keyboard user can try again at once — unless a control in the dialog took focus meanwhile (the
 * first invalid field after a server's field error).
 *
 * Only a control one can tab to counts as taking focus. The dialog element itself, or a question
 * focused for screen readers (tabindex -1), does not: the modal moves focus to itself whenever it
 * finds it outside (its focus trap runs on a timer after any focus event, so possibly after the
 * button was disabled), and a click on the dialog's text puts it there too. Counting that as
 * "inside" left focus on the dialog after a failed delete, depending on when the trap's timer ran
 * (seen as a flaky story under load).
 */
export function useFocusBackAfterSubmit(submitting: boolean) {
  const footer = useRef<HTMLDivElement>(null);
  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    const settled = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    const dialog = footer.current?.closest('.modal');
    if (!settled || !dialog) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.tabIndex >= 0 && dialog.contains(active)) return;
    footer.current?.querySelector<HTMLButtonElement>('.ah-submit-button')?.focus();
  }, [submitting]);
  return footer;
}
