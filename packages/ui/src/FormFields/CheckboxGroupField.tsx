import { useId } from 'react';
import { formatCount } from '@admin-hub/domain/formatCount';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFocusKept } from '../hooks/useFocusKept.ts';
import { useFieldControl } from './useFieldControl.ts';

export interface CheckboxOption {
  value: number;
  label: string;
  /** A second line, e.g. a sign's city and state. */
  detail?: string;
}

export interface CheckboxGroupFieldProps {
  /** A Formik field holding the chosen values (numbers). */
  name: string;
  legend: string;
  options: readonly CheckboxOption[];
  /** Shown instead of the boxes when there is nothing to choose from. */
  emptyText: string;
}

/**
 * Several choices from a list, with Select All and Deselect All (spec §6: scheduler sign
 * permissions). The chosen values keep the options' order, whatever order they were ticked in.
 */
export function CheckboxGroupField({ name, legend, options, emptyText }: CheckboxGroupFieldProps) {
  const { field, helpers, id, error, errorId, isSubmitting } =
    useFieldControl<readonly number[]>(name);
  const legendId = useId();
  const chosen = new Set(field.value ?? []);
  const allChosen = chosen.size === options.length;
  const noneChosen = chosen.size === 0;
  // Select All disables itself once pressed: focus goes on to Deselect All, and back.
  const buttons = useFocusKept<HTMLDivElement>(
    `${String(isSubmitting || allChosen)} ${String(isSubmitting || noneChosen)}`,
  );
  const choose = (values: Set<number>) =>
    void helpers.setValue(options.map((o) => o.value).filter((value) => values.has(value)));

  return (
    <fieldset
      className="mb-3"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <legend id={legendId} className="fs-6 fw-semibold mb-0 me-auto w-auto float-none">
          {legend}{' '}
          <span className="fw-normal text-body-secondary">
            ({formatCount(chosen.size)} of {formatCount(options.length)})
          </span>
        </legend>
        {options.length > 0 && (
          // One group, so on a narrow screen both buttons wrap below the legend together.
          <div ref={buttons} className="ah-checkbox-group__actions d-flex gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              disabled={isSubmitting || allChosen}
              onClick={() => choose(new Set(options.map((o) => o.value)))}
            >
              Select All
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={isSubmitting || noneChosen}
              onClick={() => choose(new Set())}
            >
              Deselect All
            </Button>
          </div>
        )}
      </div>
      {options.length === 0 ? (
        <p className="text-body-secondary mb-0">{emptyText}</p>
      ) : (
        <div className="ah-checkbox-group border rounded p-2">
          {options.map((option) => (
            <Form.Check
              key={option.value}
              id={`${id}-${option.value}`}
              type="checkbox"
              name={field.name}
              disabled={isSubmitting}
              checked={chosen.has(option.value)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(option.value);
                else next.delete(option.value);
                choose(next);
              }}
              label={
                <>
                  {option.label}
                  {option.detail && (
                    <span className="d-block small text-body-secondary">{option.detail}</span>
                  )}
                </>
              }
            />
          ))}
        </div>
      )}
      {error && (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
