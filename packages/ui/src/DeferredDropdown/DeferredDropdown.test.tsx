// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Dropdown from 'react-bootstrap/Dropdown';
import { afterEach, expect, it } from 'vitest';
import { SortMenu } from '../SortMenu/SortMenu.tsx';
import { DropdownTogglePlaceholder } from './DropdownTogglePlaceholder.tsx';

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
])('the placeholder is the closed Dropdown’s markup (%o)', (look) => {
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

it('a click before the Dropdown is loaded opens the menu when it arrives, focus on its toggle', async () => {
  render(
    <SortMenu
      label="Sort users"
      options={[
        { key: 'name', label: 'Name A-Z' },
        { key: 'email', label: 'Email A-Z' },
      ]}
      value="name"
      onChange={() => undefined}
    />,
  );
  const placeholder = screen.getByRole('button', { name: 'Sort users: Name A-Z' });
  // The first render has no Dropdown yet: no menu, nothing registered with Popper.
  expect(placeholder).toHaveProperty('id', '');
  placeholder.focus();
  fireEvent.click(placeholder);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Email A-Z' })).toBeTruthy());
  const toggle = screen.getByRole('button', { name: 'Sort users: Name A-Z' });
  expect(toggle).not.toBe(placeholder);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(toggle);
});
