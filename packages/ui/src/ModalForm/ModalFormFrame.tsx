import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFormikContext, type FormikValues } from 'formik';
import isEqual from 'react-fast-compare';
import { useBusy } from '../hooks/useBusy.ts';
import { ModalFrame } from '../ModalFrame/ModalFrame.tsx';
import { EditConflictPanel, type ConflictChoice } from '../EditConflictPanel/EditConflictPanel.tsx';
import { EditGoneNotice } from '../EditConflictPanel/EditGoneNotice.tsx';
import {
  conflictRows,
  unsettled,
  type ChangedElsewhere,
  type FieldTexts,
} from './changedElsewhere.ts';
import { FocusFirstError } from './FocusFirstError.tsx';
import { useHoldBackForward } from './useHoldBackForward.ts';
import { usePromptBeforeUnload } from './usePromptBeforeUnload.ts';

/** A failed submit's words, and the values it sent: an edit since then clears them. */
export interface SubmitFailure<Values> {
  error: string;
  values: Values;
}

export interface ModalFormFrameProps<Values> {
  show: boolean;
  title: string;
  onHide: () => void;
  submitLabel: string | ((values: Values) => string);
  size?: 'sm' | 'lg';
  submitDisabled: boolean | ((values: Values) => boolean);
  status?: (values: Values) => string | undefined;
  intro?: ReactNode;
  children: ReactNode;
  /** Where the form started: values equal to these are no change, and close at once. */
  start: Values;
  /** The last submit's failure, if no field was to blame; said beside Save. */
  failure: SubmitFailure<Values> | null;
  /** The values differ from those the failure sent: it is no longer about them. */
  onEdited: () => void;
  /** Fields someone else changed since the form opened, while the person settles them. */
  changed: ChangedElsewhere<Values> | null;
  /** The record was deleted meanwhile: said in place of the fields, with only Close. */
  gone: string | null;
  fieldTexts: FieldTexts<Values>;
  onChoose: (field: string, choice: ConflictChoice) => void;
  /** Save was pressed while a field both changed had no choice. */
  onUnsettledSave: () => void;
}

/**
 * The frame of a `ModalForm`, inside its Formik form. Dismissing a changed form (Cancel, Esc, the
 * close button, a click outside) asks 'Discard changes?' in place of the fields, in the same
 * dialog: one focus trap, like MFA Devices' delete step. The fields stay mounted but hidden, so
 * Keep editing finds them as they were, focus included; Esc, the close button or a click outside
 * also keep editing, since only Discard loses what was typed. While the form is changed, the
 * browser's Back and Forward ask the same question (the app's `HoldBackForwardContext`), and
 * closing the tab asks too. A failed save's words stand above Save until the next try or an edit.
 * An edit that met someone else's change (issue 36) shows it field by field above the fields, each
 * choice setting the field to the value it names, and Save waits until every field both changed
 * has one; a record deleted meanwhile is said in place of the fields, with only Close.
 */
export function ModalFormFrame<Values extends FormikValues>({
  start,
  failure,
  onEdited,
  changed: changedElsewhere,
  gone,
  fieldTexts,
  onChoose,
  onUnsettledSave,
  submitDisabled,
  submitLabel,
  status,
  intro,
  children,
  onHide,
  ...modal
}: ModalFormFrameProps<Values>) {
  const formik = useFormikContext<Values>();
  const { busy, run } = useBusy();
  const [dismissing, setDismissing] = useState(false);
  const changed = !isEqual(start, formik.values);
  usePromptBeforeUnload(changed);
  const held = useHoldBackForward(changed);
  const asking = dismissing || held.state === 'blocked';
  // Cleared for good on an edit, so typing the failed values back does not bring it back.
  const edited = failure !== null && !isEqual(failure.values, formik.values);
  useEffect(() => {
    if (edited) onEdited();
  }, [edited, onEdited]);

  const fields = useRef<HTMLDivElement>(null);
  const focusBack = useRef<{ to: HTMLElement | null } | null>(null);
  // Asking, the frame focuses 'Keep editing' (its dismiss button: a new step, no field shown).
  // Back to the fields, this runs after the frame's first-field focus and may replace it.
  useEffect(() => {
    if (asking || !focusBack.current) return;
    const target = focusBack.current.to ?? firstControl(fields.current);
    focusBack.current = null;
    target?.focus();
  }, [asking]);

  const dismiss = () => {
    // Deleted meanwhile: there is nothing left to save the changes to.
    if (!changed || gone !== null) {
      onHide();
      return;
    }
    // Back to the field the person was in (Esc while typing), else to the first one.
    const active = document.activeElement;
    const inFields = active instanceof HTMLElement && fields.current?.contains(active);
    focusBack.current = { to: inFields ? active : null };
    setDismissing(true);
  };
  const keepEditing = () => {
    focusBack.current ??= { to: null };
    setDismissing(false);
    held.reset?.();
  };
  const discard = () => {
    held.proceed?.();
    onHide();
  };

  const disabled =
    typeof submitDisabled === 'function' ? submitDisabled(formik.values) : submitDisabled;
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || asking || gone !== null) return;
    if (unsettled(changedElsewhere)) {
      onUnsettledSave();
      return;
    }
    void run(() => formik.submitForm());
  };
  const choose = (field: string, choice: ConflictChoice) => {
    const changedField = changedElsewhere?.fields.find((candidate) => candidate.field === field);
    if (!changedField) return;
    void formik.setFieldValue(
      field,
      choice === 'theirs' ? changedField.theirs : changedField.mine,
      false,
    );
    onChoose(field, choice);
  };

  return (
    <ModalFrame
      {...modal}
      title={asking ? 'Discard changes?' : modal.title}
      onHide={asking ? keepEditing : dismiss}
      busy={busy}
      // 'Discard changes?' asks about the edits, not the save: the failure waits behind it.
      error={failure && !edited && !asking ? failure.error : undefined}
      status={asking || gone !== null ? undefined : status?.(formik.values)}
      dismissLabel={asking ? 'Keep editing' : gone !== null ? 'Close' : 'Cancel'}
      action={
        asking
          ? { label: 'Discard', variant: 'danger', onClick: discard }
          : gone !== null
            ? undefined
            : {
                label: typeof submitLabel === 'function' ? submitLabel(formik.values) : submitLabel,
                disabled,
              }
      }
      onSubmit={send}
      // The question is read out with its title; the fields, hidden meanwhile, are not.
      describedByBody={asking}
    >
      {asking ? <p className="mb-0">Your changes to this form will be lost.</p> : null}
      {gone !== null && !asking ? <EditGoneNotice message={gone} /> : null}
      <div ref={fields} hidden={asking || gone !== null}>
        <FocusFirstError />
        {changedElsewhere && (
          <EditConflictPanel
            key={changedElsewhere.key}
            rows={conflictRows(changedElsewhere.fields, fieldTexts)}
            choices={changedElsewhere.choices}
            onChoose={choose}
            refusedSaves={changedElsewhere.refusedSaves}
          />
        )}
        {intro}
        {children}
      </div>
    </ModalFrame>
  );
}

const firstControl = (container: HTMLElement | null) =>
  container?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
  ) ?? null;
