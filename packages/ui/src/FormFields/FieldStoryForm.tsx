import type { ReactNode } from 'react';
import { Formik, Form } from 'formik';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { validateWithSchema } from '../ModalForm/validateWithSchema.ts';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';

export interface FieldStoryFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** A domain schema (or a part of one, e.g. `inviteUserSchema.pick(['email'])`). */
  schema: AnyObjectSchema;
  /** Receives the values as the schema casts them; a promise that never settles keeps the form submitting. */
  onSubmit: (values: Values) => Promise<void> | void;
  children: ReactNode;
}

/**
 * The smallest Formik form around a field, for the field kit's stories: the field sees the same
 * context as in a modal (the same validation, touched on blur and on submit, read-only while
 * submitting) without the modal around it, so each field's own behaviour is what the story shows.
 */
export function FieldStoryForm<Values extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  children,
}: FieldStoryFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validateWithSchema<Values>(schema)}
      onSubmit={async (values) => onSubmit((await schema.validate(values)) as Values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate style={{ maxWidth: 420 }}>
          {children}
          <SubmitButton submitting={isSubmitting}>Submit</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
