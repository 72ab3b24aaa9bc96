import { yupToFormErrors } from 'formik';
import type { FormikErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';

const isValidationError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ValidationError';

/**
 * Formik's `validate` for a domain schema, run on the values exactly as the form holds them.
 * Formik's own `validationSchema` first turns every '' into undefined, so a schema default fills
 * an emptied field (an empty role select passed as the default role) and the values then sent
 * failed the very schema that had just passed them. The domain schemas treat '' themselves.
 */
export const validateWithSchema =
  <Values>(schema: AnyObjectSchema) =>
  async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
