// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SUPER_ADMIN, buildCompany } from '@admin-hub/api-mocks';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { changeAsSomeoneElse } from '../../testing/changeAsSomeoneElse.ts';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { CompanyMfaSwitch } from './CompanyMfaSwitch.tsx';

const { countRequests, testStore, api } = setupMockApiServer();
afterEach(cleanup);

describe('CompanyMfaSwitch meets a company deleted meanwhile (issue 36)', () => {
  it('says so in the confirmation and sends nothing', { timeout: 30_000 }, async () => {
    const store = testStore(DEMO_SUPER_ADMIN.id);
    const puts = countRequests('PUT', `${api.main}/companies/:id/mfa-status`);
    render(<CompanyMfaSwitch company={buildCompany()} userCount={9} />, {
      wrapper: appWrapper(store),
    });
    await userEvent.click(
      await screen.findByRole('switch', { name: 'MFA Enabled' }, { timeout: 10_000 }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: 'Enable MFA' }));
    await changeAsSomeoneElse({
      api: 'main',
      method: 'DELETE',
      path: 'companies/1',
      as: 'superadmin@example.com',
    });
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    await confirm.findByRole(
      'heading',
      { name: 'This company was deleted by someone else since you opened this.' },
      { timeout: 10_000 },
    );
    expect(puts.count).toBe(0);
    expect(store.notify.error).not.toHaveBeenCalled();
  });
});
