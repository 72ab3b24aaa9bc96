// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, getDatabase } from '@admin-hub/api-mocks';
import { fakeAuth } from '../../testing/fakeAuth.ts';
import type { DemoEmail } from '../../testing/fakeAuth.ts';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { CreateCompanyDialog } from '../companies/CreateCompanyDialog.tsx';
import { InviteUserDialog } from '../users/InviteUserDialog.tsx';

/*
 * Issue 9: pressing Create twice quickly, or Enter twice, makes one record, counted in the mock
 * database itself rather than in a callback. The server answers slowly so that the second press
 * lands while the first request is still on its way.
 */
const { server, testStore, countRequests, api } = setupMockApiServer();
afterEach(cleanup);

const WAIT = { timeout: 10_000 };

function slowDown(method: 'post', url: string) {
  server.use(
    http[method](url, async () => {
      await delay(300);
      // Falls through to the real handler, which then does the work once.
      return undefined;
    }),
  );
}

function renderDialog(dialog: ReactElement, signedInAs: DemoEmail = 'superadmin@example.com') {
  const store = testStore(fakeAuth(signedInAs).user?.sub);
  render(dialog, { wrapper: appWrapper(store, { signedInAs }) });
}

const companiesNamed = (name: string) =>
  [...getDatabase().companies.values()].filter((company) => company.name === name);
const usersWithEmail = (email: string) =>
  [...getDatabase().users.values()].filter((user) => user.email === email);

describe('a second press while saving creates nothing more', () => {
  it('Create clicked twice at once: one company', { timeout: 20_000 }, async () => {
    slowDown('post', `${api.main}/companies`);
    const closed: string[] = [];
    renderDialog(<CreateCompanyDialog onClose={() => closed.push('closed')} />);
    const name = await screen.findByRole('textbox', { name: /Company Name|Name/ }, WAIT);
    fireEvent.change(name, { target: { value: 'Twice Pressed Signs' } });
    const create = screen.getByRole('button', { name: 'Create' });
    // Two clicks in one task: no render, no await between them.
    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(closed).toEqual(['closed']), WAIT);
    expect(companiesNamed('Twice Pressed Signs')).toHaveLength(1);
  });

  it('Enter pressed twice in the name: one company', { timeout: 20_000 }, async () => {
    slowDown('post', `${api.main}/companies`);
    const user = userEvent.setup();
    const closed: string[] = [];
    renderDialog(<CreateCompanyDialog onClose={() => closed.push('closed')} />);
    const name = await screen.findByRole('textbox', { name: /Company Name|Name/ }, WAIT);
    await user.type(name, 'Enter Twice Signs{Enter}{Enter}');
    await waitFor(() => expect(closed).toEqual(['closed']), WAIT);
    expect(companiesNamed('Enter Twice Signs')).toHaveLength(1);
  });

  it('Invite User, Create double-clicked: one user', { timeout: 20_000 }, async () => {
    slowDown('post', `${api.main}/users`);
    // The server refuses a taken email, so the database alone would hide a second request.
    const creates = countRequests('POST', `${api.main}/users`);
    const user = userEvent.setup();
    const closed: string[] = [];
    renderDialog(
      <InviteUserDialog companyId={ACME_COMPANY_ID} onClose={() => closed.push('closed')} />,
      'admin@acme.example',
    );
    const email = await screen.findByRole('textbox', { name: 'Email' }, WAIT);
    await user.type(email, 'double.click@acme.example');
    await user.dblClick(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(closed).toEqual(['closed']), WAIT);
    expect(usersWithEmail('double.click@acme.example')).toHaveLength(1);
    expect(creates.count).toBe(1);
  });
});
