import { useLayoutEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { RotateCw } from 'lucide-react';
import type { SchedulerSign } from '@admin-hub/domain';
import { CheckboxGroupField } from '../FormFields/CheckboxGroupField.tsx';

/** The company's scheduler signs as a form gets them: on their way, failed, or there. */
export type SchedulerSignsLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string; onRetry: () => void }
  | {
      status: 'loaded';
      signs: readonly SchedulerSign[];
      /** Ticked when they arrive: the granted ones for an edit; absent, every sign (spec §6). */
      preselected?: readonly number[];
    };

export interface SchedulerSignsFieldProps {
  /** The Formik field holding the chosen sign ids. */
  name: string;
  load: SchedulerSignsLoad;
}

const SCHEDULER_SIGNS_LEGEND = 'Scheduler Signs';

/**
 * A base user's scheduler signs (spec §6): checkboxes with Select All and Deselect All, or the
 * signs' loading and failed states in their place. The preselection is applied once, when the
 * signs first arrive, so a refetch never undoes what the person ticked.
 */
export function SchedulerSignsField({ name, load }: SchedulerSignsFieldProps) {
  const { setFieldValue } = useFormikContext();
  const filled = useRef(false);
  const preselected =
    load.status === 'loaded' ? (load.preselected ?? load.signs.map((sign) => sign.id)) : undefined;
  // Before paint, so the boxes never show unticked for a frame.
  useLayoutEffect(() => {
    if (preselected === undefined || filled.current) return;
    filled.current = true;
    void setFieldValue(name, [...preselected], false);
  }, [name, preselected, setFieldValue]);

  switch (load.status) {
    case 'loading':
      return (
        <div role="status" className="d-flex align-items-center gap-2 mb-3 text-body-secondary">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading scheduler signs</span>
        </div>
      );
    case 'failed':
      return (
        <Alert
          variant="danger"
          className="d-flex flex-wrap align-items-center justify-content-between gap-2"
        >
          <span>{load.message}</span>
          <Button variant="outline-danger" size="sm" onClick={load.onRetry}>
            <RotateCw size={14} aria-hidden="true" className="me-1" />
            Retry
          </Button>
        </Alert>
      );
    case 'loaded':
      return (
        <CheckboxGroupField
          name={name}
          legend={SCHEDULER_SIGNS_LEGEND}
          emptyText="No Signs Found"
          options={load.signs.map((sign) => ({
            value: sign.id,
            label: sign.name,
            detail: `${sign.city}, ${sign.state}`,
          }))}
        />
      );
  }
}
