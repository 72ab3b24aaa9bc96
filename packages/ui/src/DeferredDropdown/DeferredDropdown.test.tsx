// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ActionMenu } from '../ActionMenu/ActionMenu.tsx';
import { SortMenu } from '../SortMenu/SortMenu.tsx';
import { DropdownTogglePlaceholder } from './DropdownTogglePlaceholder.tsx';
import { preloadDropdown } from './useDropdown.ts';

afterEach(cleanup);

const withoutIds = (html: string) => html.replaceAll(/ id="[^"]*"/g, '');

it.each([
  [
    {
      className: 'ah-sort-menu',
      variant: 'light',
      size: 'sm' as const,
      toggleClassName: 'ah-btn-toolbar',
    },
  ],
  [{ variant: 'link', toggleClassName: 'p-1', bsPrefix: 'ah-action-menu-kebab' }],
  [{ variant: 'outline-primary' }],
  [{ className: 'ah-fab-inline', variant: 'primary' }],
])('the placeholder is the closed Dropdown’s markup (%o)', async (look) => {
  // Its code, downloaded only: the row menu's test below still meets a Dropdown not handed out.
  const Dropdown = await preloadDropdown();
  const { className, toggleClassName, ...toggle } = look as typeof look & {
    className?: string;
    toggleClassName?: string;
  };
  const placeholder = render(
    <DropdownTogglePlaceholder {...look} aria-label="Sort users" onOpen={() => undefined}>
      Name A-Z
    </DropdownTogglePlaceholder>,
  ).container.innerHTML;
  cleanup();
  const real = render(
    <Dropdown className={className}>
      <Dropdown.Toggle {...toggle} className={toggleClassName} aria-label="Sort users">
        Name A-Z
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item>Email A-Z</Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>,
  ).container.innerHTML;
  expect(withoutIds(placeholder)).toBe(withoutIds(real));
});

const sortMenu = () => (
  <SortMenu
    label="Sort users"
    options={[
      { key: 'name', label: 'Name A-Z' },
      { key: 'email', label: 'Email A-Z' },
    ]}
    value="name"
    onChange={() => undefined}
  />
);

it('a pointer over the toggle or focus on it downloads the Dropdown ahead, replacing nothing', async () => {
  render(sortMenu());
  const placeholder = screen.getByRole('button', { name: 'Sort users: Name A-Z' });
  fireEvent.pointerEnter(placeholder);
  fireEvent.focus(placeholder);
  await preloadDropdown();
  // Downloaded, yet the toggle under the pointer is the same element: no press can start on
  // one toggle and end on another.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('button', { name: 'Sort users: Name A-Z' })).toBe(placeholder);
  expect(placeholder).toHaveProperty('id', '');
});

it('a row menu clicked before the Dropdown is loaded opens when it arrives (its show is controlled)', async () => {
  // The first load of this file's module: the next test's sort menu then meets a loaded one.
  render(
    <ActionMenu
      label="Actions for ada@acme.example"
      actions={[{ label: 'Edit user', onSelect: () => undefined }]}
    />,
  );
  const placeholder = screen.getByRole('button', { name: 'Actions for ada@acme.example' });
  expect(placeholder).toHaveProperty('id', '');
  placeholder.focus();
  fireEvent.click(placeholder);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit user' })).toBeTruthy());
  const toggle = screen.getByRole('button', { name: 'Actions for ada@acme.example' });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(toggle);
});

it('a sort menu clicked once the Dropdown is loaded opens at once', async () => {
  render(sortMenu());
  const toggle = screen.getByRole('button', { name: 'Sort users: Name A-Z' });
  // Loaded by the test before: the real toggle from the first render.
  expect(toggle.id).not.toBe('');
  fireEvent.click(toggle);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Email A-Z' })).toBeTruthy());
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
});
