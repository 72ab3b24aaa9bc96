// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { buildUser } from '@admin-hub/api-mocks';
import { UserList } from './UserList.tsx';

afterEach(cleanup);

it('keeps the same list element when the row checkboxes arrive', () => {
  const users = [buildUser({ email: 'a@example.com' }), buildUser({ email: 'b@example.com' })];
  const { rerender } = render(<UserList users={users} label="Users" />);
  const before = screen.getByRole('list', { name: 'Users' });
  rerender(
    <UserList users={users} label="Users" selectedIds={new Set()} onSelectionChange={() => {}} />,
  );
  expect(screen.getByRole('list', { name: 'Users' })).toBe(before);
  expect(before.querySelectorAll('input[type=checkbox]')).toHaveLength(2);
});
