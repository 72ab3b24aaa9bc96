// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SUPER_ADMIN, buildUser, createTestToken } from '@admin-hub/api-mocks';
import type { Paged, User } from '@admin-hub/domain/entities';
import { appWrapper } from '../../testing/appWrapper.tsx';
import { changeAsSomeoneElse } from '../../testing/changeAsSomeoneElse.ts';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { EditUserDialog } from './EditUserDialog.tsx';

const { countRequests, testStore, api } = setupMockApiServer();
afterEach(cleanup);

// Seeded Acme: Amélie Dubois, a base user.
const amelie = buildUser({
  id: 'auth0|acme-staff-4',
  firstName: 'Amélie',
  lastName: 'Dubois',
  email: 'amelie.dubois@acme.example',
});
const asSaved = {
  id: amelie.id,
  firstName: 'Amélie',
  lastName: 'Dubois',
  email: amelie.email,
  role: 'user',
};

async function heldByServer(): Promise<User | undefined> {
  const response = await fetch(`${api.main}/users?search=amelie.dubois&page=1&perPage=40`, {
    headers: { Authorization: `Bearer ${createTestToken(DEMO_SUPER_ADMIN.id)}` },
  });
  return ((await response.json()) as Paged<User>).data.find((user) => user.id === amelie.id);
}

describe('EditUserDialog meets another admin’s change (issue 36)', () => {
  it(
    'shows the last name changed elsewhere, then saves both changes',
    { timeout: 30_000 },
    async () => {
      const store = testStore(DEMO_SUPER_ADMIN.id);
      const onClose = vi.fn();
      const puts = countRequests('PUT', `${api.main}/users/:id`);
      render(<EditUserDialog user={amelie} onClose={onClose} />, { wrapper: appWrapper(store) });
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Edit user' }, { timeout: 10_000 }),
      );
      const firstName = dialog.getByRole('textbox', { name: 'First name' });
      await userEvent.clear(firstName);
      await userEvent.type(firstName, 'Amy');
      await changeAsSomeoneElse({
        api: 'main',
        method: 'PUT',
        path: `users/${encodeURIComponent(amelie.id)}`,
        body: { ...asSaved, lastName: 'Dubois-Martin' },
      });

      // The other admin's PUT is counted too: the dialog's own come after it.
      const theirPuts = puts.count;

      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await dialog.findByRole(
        'group',
        { name: 'Last name: changed to "Dubois-Martin" by someone else since you opened this' },
        { timeout: 10_000 },
      );
      expect(puts.count).toBe(theirPuts);
      expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveProperty(
        'value',
        'Dubois-Martin',
      );
      expect(firstName).toHaveProperty('value', 'Amy');

      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      expect(puts.count).toBe(theirPuts + 1);
      expect(store.notify.success).toHaveBeenCalledWith('User updated');
      expect(store.notify.error).not.toHaveBeenCalled();
      expect(await heldByServer()).toMatchObject({ firstName: 'Amy', lastName: 'Dubois-Martin' });
    },
  );
});
