import { useEffect, useRef, useState, type RefObject } from 'react';

/** A field a person types into or chooses with; hidden ones (a step's set-aside fields) skipped. */
const FIELDS =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

const firstVisibleField = (body: HTMLElement) =>
  [...body.querySelectorAll<HTMLElement>(FIELDS)].find((field) => !field.closest('[hidden]'));

/** A control inside the dialog has focus: the person got there before the dialog had entered. */
const controlHasFocus = (body: HTMLElement) => {
  const dialog = body.closest('.modal');
  const active = document.activeElement;
  return dialog !== null && active !== dialog && dialog.contains(active);
};

/**
 * Whether a control of the dialog's current step took focus while the dialog was entering, even
 * one that has lost it since: a Save clicked at once is disabled while its call runs, and focus
 * leaves it. Initial focus placed after that would jump into the first field under the person's
 * hands, or not, depending on which came first, the click or the end of the opening animation. A
 * new step (its controls replaced) starts again.
 */
function useFocusedWhileEntering(
  body: RefObject<HTMLElement | null>,
  entered: boolean,
  step: string,
) {
  const focused = useRef(false);
  useEffect(() => {
    const dialog = body.current?.closest('.modal');
    if (entered || !dialog) return;
    focused.current = false;
    const onFocusIn = (event: Event) => {
      if (event.target !== dialog) focused.current = true;
    };
    dialog.addEventListener('focusin', onFocusIn);
    return () => dialog.removeEventListener('focusin', onFocusIn);
  }, [body, entered, step]);
  return focused;
}

/**
 * Where focus starts in a dialog, placed once it has entered (its opening animation over, so it
 * replaces the modal's own focus on its box): a form's first field, else the dismiss button, the
 * least destructive choice (Cancel, Close, 'Not now'); unless the person already moved to a
 * control of the dialog meanwhile (even one that has lost focus again since). A new step of the same dialog (a new `step`, its title:
 * 'Discard changes?', 'Confirm Delete Device') starts again the same way; its owner may then
 * move focus elsewhere in its own effect, which runs after this one.
 */
export function useInitialFocus({ form, step }: { form: boolean; step: string }) {
  const body = useRef<HTMLDivElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  const [entered, setEntered] = useState(false);
  const placed = useRef(false);
  const focusedWhileEntering = useFocusedWhileEntering(body, entered, step);

  useEffect(() => {
    if (!entered || !body.current) {
      placed.current = false;
      return;
    }
    const entering = !placed.current;
    placed.current = true;
    if (entering && (focusedWhileEntering.current || controlHasFocus(body.current))) return;
    const field = form ? firstVisibleField(body.current) : undefined;
    (field ?? dismiss.current)?.focus();
  }, [entered, form, step]);

  return {
    body,
    dismiss,
    onEntered: () => setEntered(true),
    onExit: () => setEntered(false),
  };
}
