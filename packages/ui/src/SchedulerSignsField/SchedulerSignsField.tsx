import { useLayoutEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import type { SchedulerSign } from '@admin-hub/domain/entities';
import { CheckboxGroupField } from '../FormFields/CheckboxGroupField.tsx';
import { LoadableContent } from '../LoadableContent/LoadableContent.tsx';
import type { Loadable } from '../LoadableContent/Loadable.ts';
import { useFormStart } from '../ModalForm/useFormStart.ts';

/** The company's scheduler signs as a form gets them: on their way, failed, or there. */
export type SchedulerSignsLoad = Loadable<{
  signs: readonly SchedulerSign[];
  /** Ticked when they arrive: the granted ones for an edit; absent, every sign (spec §6). */
  preselected?: readonly number[];
}>;

export interface SchedulerSignsFieldProps {
  /** The Formik field holding the chosen sign ids. */
  name: string;
  load: SchedulerSignsLoad;
  /** Beside Retry when the signs (or what preselects them) could not be loaded. */
  failedMessage: string;
}

const SCHEDULER_SIGNS_LEGEND = 'Scheduler Signs';

/**
 * A base user's scheduler signs (spec §6): checkboxes with Select All and Deselect All, or the
 * signs' loading and failed states in their place. The preselection is applied once, when the
 * signs first arrive, so a refetch never undoes what the person ticked; it is where the form
 * starts, not a change of the person's, so closing the form untouched does not ask to discard.
 */
export function SchedulerSignsField({ name, load, failedMessage }: SchedulerSignsFieldProps) {
  const { setFieldValue } = useFormikContext();
  const startFrom = useFormStart();
  const filled = useRef(false);
  const preselected =
    load.status === 'loaded'
      ? (load.data.preselected ?? load.data.signs.map((sign) => sign.id))
      : undefined;
  // Before paint, so the boxes never show unticked for a frame.
  useLayoutEffect(() => {
    if (preselected === undefined || filled.current) return;
    filled.current = true;
    startFrom(name, [...preselected]);
    void setFieldValue(name, [...preselected], false);
  }, [name, preselected, setFieldValue, startFrom]);

  return (
    <LoadableContent
      load={load}
      placement="field"
      loadingLabel="Loading scheduler signs"
      failedMessage={failedMessage}
    >
      {({ signs }) => (
        <CheckboxGroupField
          name={name}
          legend={SCHEDULER_SIGNS_LEGEND}
          emptyText="No Signs Found"
          options={signs.map((sign) => ({
            value: sign.id,
            label: sign.name,
            detail: `${sign.city}, ${sign.state}`,
          }))}
        />
      )}
    </LoadableContent>
  );
}
