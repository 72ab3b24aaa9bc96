import { createContext, useContext } from 'react';

/** Records a field's value as where the form starts, so it does not count as a change. */
export type FormStart = (name: string, value: unknown) => void;

/** Given by `ModalForm`; outside one (a field's own story) there is nothing to record. */
export const FormStartContext = createContext<FormStart>(() => {});

/**
 * For a field that fills itself once its data arrives (the preselected scheduler signs): what it
 * fills in is the form's starting point, not something the person changed, so Cancel on an
 * untouched form still closes at once instead of asking whether to discard changes.
 */
export const useFormStart = (): FormStart => useContext(FormStartContext);
