// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUsers } from '@admin-hub/api-mocks';
import { ConfirmBulkUserAction } from './ConfirmBulkUserAction.tsx';

afterEach(cleanup);

const confirm = (action: 'delete' | 'sendInviteEmail', count: number, hidden = 0) => {
  const allowed = buildUsers(count);
  render(
    <ConfirmBulkUserAction
      action={action}
      sorted={{ allowed, skipped: [] }}
      notShown={new Set(allowed.slice(0, hidden).map(({ id }) => id))}
      onConfirm={() => {}}
      onCancel={() => {}}
    />,
  );
  return { allowed, dialog: within(screen.getByRole('dialog')) };
};

describe('ConfirmBulkUserAction', () => {
  it("names the first ten users a delete removes, then 'and N more'", () => {
    const { dialog } = confirm('delete', 13);
    const names = within(dialog.getByRole('list', { name: 'Users to delete' }));
    const items = names.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(10);
    expect(items[0]).toBe('Avery Mitchell · avery.mitchell@acme.example');
    expect(items[9]).toBe('Olu Mitchell · olu.mitchell@acme.example');
    expect(dialog.getByText('and 3 more')).toBeTruthy();
  });

  it('names every user of a delete of ten, with no more to count', () => {
    const { dialog } = confirm('delete', 10);
    expect(
      within(dialog.getByRole('list', { name: 'Users to delete' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(dialog.queryByText(/^and \d+ more$/)).toBeNull();
  });

  it('keeps the wording of an email action, with no names', () => {
    const { dialog } = confirm('sendInviteEmail', 12);
    expect(dialog.getByText('Send an invite email to 12 users?')).toBeTruthy();
    expect(dialog.queryByRole('list')).toBeNull();
  });

  it('says how many of the users the list does not show now, for every action', () => {
    const { dialog } = confirm('sendInviteEmail', 4, 1);
    expect(
      dialog.getByText('Send an invite email to 4 users? 1 of them is not shown in the list now.'),
    ).toBeTruthy();
    cleanup();
    const single = confirm('delete', 1, 1).dialog;
    expect(
      single.getByText(
        'Are you sure you want to delete 1 user? This user will be permanently deleted. This user is not shown in the list now.',
      ),
    ).toBeTruthy();
  });
});
