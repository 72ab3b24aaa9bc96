// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { editUserSchema } from '@admin-hub/domain/schemas/userSchemas';
import { FieldStoryForm } from './FieldStoryForm.tsx';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

const emailForm = () =>
  render(
    <FieldStoryForm
      initialValues={{ email: '' }}
      schema={editUserSchema.pick(['email'])}
      onSubmit={() => {}}
    >
      <TextField name="email" label="Email" />
    </FieldStoryForm>,
  );

/** Lets Formik's validation settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('shows no error for a field focused and left with nothing typed', async () => {
  emailForm();
  const email = screen.getByRole('textbox', { name: 'Email' });
  fireEvent.focus(email);
  fireEvent.blur(email);
  await settle();
  expect(email.getAttribute('aria-invalid')).toBe('false');
  expect(screen.queryByText('Email is required')).toBeNull();
});

it('shows the error once something was typed, even if erased again', async () => {
  emailForm();
  const email = screen.getByRole('textbox', { name: 'Email' });
  fireEvent.focus(email);
  fireEvent.change(email, { target: { value: 'a' } });
  fireEvent.change(email, { target: { value: '' } });
  fireEvent.blur(email);
  await waitFor(() => expect(screen.getByText('Email is required')).toBeTruthy());
  expect(email.getAttribute('aria-invalid')).toBe('true');
});
