// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '@admin-hub/ui/FormFields';
import { HoldBackForwardContext, ModalForm } from '@admin-hub/ui/ModalForm';
import { companySchema } from '@admin-hub/domain/schemas/companySchemas';
import { useBackForwardBlocker } from './useBackForwardBlocker.ts';

/** A page with a company's name form open, as the app's pages hold it (SignedInApp). */
function FormPage({ onSaved }: { onSaved: () => void }) {
  const navigate = useNavigate();
  return (
    <HoldBackForwardContext value={useBackForwardBlocker}>
      <ModalForm
        show
        title="Edit company"
        schema={companySchema}
        initialValues={{ name: 'Acme Signs' }}
        onSubmit={async () => {
          onSaved();
          // The app's own navigation after a save, with the form still changed.
          await navigate('/saved');
        }}
        onHide={() => undefined}
      >
        <TextField name="name" label="Name" autoComplete="off" />
      </ModalForm>
    </HoldBackForwardContext>
  );
}

/** /before, /form (current) and /after: Back and Forward both have somewhere to go. */
function renderFormPage() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage onSaved={vi.fn()} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/before', '/form', '/after'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const question = () => screen.findByRole('dialog', { name: 'Discard changes?' });
const at = (router: ReturnType<typeof renderFormPage>) => router.state.location.pathname;

describe('useBackForwardBlocker', () => {
  afterEach(cleanup);

  it('lets Back through at once while the form is unchanged', async () => {
    const router = renderFormPage();
    await screen.findByRole('dialog', { name: 'Edit company' });
    void router.navigate(-1);
    await waitFor(() => expect(at(router)).toBe('/before'));
  });

  it.each([
    ['Back', -1, '/before'],
    ['Forward', 1, '/after'],
  ])(
    "holds %s on a changed form: 'Discard changes?', Keep editing stays, Discard goes",
    async (_, delta, destination) => {
      const user = userEvent.setup();
      const router = renderFormPage();
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' East');

      void router.navigate(delta);
      await question();
      await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
      // Formik validates the fields shown again: its answer, then the page as it was.
      const name = await screen.findByRole('textbox', { name: 'Name' });
      await waitFor(() => expect(name).toHaveProperty('value', 'Acme Signs East'));
      expect(at(router)).toBe('/form');

      void router.navigate(delta);
      await question();
      expect(at(router)).toBe('/form');
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(at(router)).toBe(destination));
    },
  );

  it("lets the app's own navigation through while the form is changed", async () => {
    const user = userEvent.setup();
    const router = renderFormPage();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' East');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(at(router)).toBe('/saved'));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });
});
