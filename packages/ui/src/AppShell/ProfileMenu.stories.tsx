import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { renderAnchor } from '../links/RenderLink.tsx';
import type { ColorThemeChoice } from './ColorThemePicker.tsx';
import { guideDocs } from '../guides/guide.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { profileMenuGuide } from './ProfileMenu.guide.ts';

const meta = {
  title: 'Components/App Frame/Profile Menu',
  component: ProfileMenu,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(profileMenuGuide) },
  argTypes: {
    user: { control: false },
    adminDashboardHref: { control: 'text' },
    colorTheme: { control: false },
    renderLink: { control: false },
  },
  // Room below the toggle for the open menu, aligned to the end as in the top bar.
  decorators: [
    (Story) => (
      <div className="d-flex justify-content-end" style={{ minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    user: { fullName: 'Sam Super', email: 'superadmin@example.com' },
    adminDashboardHref: '/admin',
    onSignOut: fn(),
    colorTheme: { choice: 'system', onChange: fn() },
    renderLink: renderAnchor,
    compact: false,
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  parameters: { namedState: { role: 'button', name: 'Dark' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Profile menu for Sam Super' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvasElement.querySelector<HTMLElement>('.ah-profile__menu');
    await expect(menu).not.toBeNull();
    const inMenu = within(menu!);
    await expect(inMenu.getByText('Sam Super')).toBeVisible();
    await expect(inMenu.getByText('superadmin@example.com')).toBeVisible();
    await expect(inMenu.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(inMenu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // The theme follows the system until the user chooses.
    const theme = inMenu.getByRole('group', { name: 'Theme' });
    await expect(within(theme).getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(theme).getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The user picks Dark: the choice is pressed at once and the menu stays open over the page. */
export const DarkChosen: Story = {
  globals: { theme: 'dark' },
  parameters: {
    namedState: { role: 'button', name: 'Profile menu for Sam Super' },
    focusOnBody:
      'The menu alone: a click on a theme closes the menu with the item it focused; in the app the shell (usePageFocusKept) lands that focus on the page',
  },
  render: function ControlledTheme(args) {
    const [choice, setChoice] = useState(args.colorTheme.choice);
    const onChange = (next: ColorThemeChoice) => {
      args.colorTheme.onChange(next);
      setChoice(next);
    };
    return <ProfileMenu {...args} colorTheme={{ choice, onChange }} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Profile menu for Sam Super' });
    await userEvent.click(toggle);
    const theme = within(await canvas.findByRole('group', { name: 'Theme' }));
    const dark = theme.getByRole('button', { name: 'Dark' });
    await userEvent.click(dark);
    await expect(args.colorTheme.onChange).toHaveBeenCalledWith('dark');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // At rest: the state, not the click's focus ring.
    dark.blur();
  },
};

/**
 * By keys alone: the arrows move through the theme's three choices as through the menu's links,
 * Space and Enter choose, and the menu stays open on the choice until Escape.
 */
export const ThemeChosenByKeys: Story = {
  tags: ['flow'],
  parameters: {
    screenshot: { skip: 'ends closed with focus on the toggle, as the Open story starts' },
  },
  render: DarkChosen.render,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = () => canvas.getByRole('button', { name: 'Profile menu for Sam Super' });
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(toggle()).toHaveFocus());
    const theme = within(canvas.getByRole('group', { name: 'Theme' }));
    const choice = (name: string) => theme.getByRole('button', { name });

    await userEvent.keyboard('{ArrowDown}');
    await expect(choice('Light')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(choice('Dark')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.colorTheme.onChange).toHaveBeenLastCalledWith('dark');
    await expect(choice('Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice('System')).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await expect(choice('Dark')).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(choice('System')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Admin Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(choice('System')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.colorTheme.onChange).toHaveBeenLastCalledWith('system');
    await expect(choice('System')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice('Dark')).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    await expect(toggle()).toHaveFocus();
  },
};

export const SignOut: Story = {
  parameters: { namedState: { role: 'button', name: 'Profile menu for Sam Super' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Profile menu for Sam Super' });
    await userEvent.click(toggle);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const WithoutNameOrDashboard: Story = {
  parameters: { namedState: { role: 'button', name: 'Sign Out' } },
  args: {
    user: { fullName: null, email: 'user@acme.example' },
    adminDashboardHref: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without a name the toggle falls back to the email.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Profile menu for user@acme.example' }),
    );
    const menu = within(canvasElement.querySelector<HTMLElement>('.ah-profile__menu')!);
    await expect(menu.getByText('-')).toBeVisible();
    await expect(menu.getByText('user@acme.example')).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

export const Compact: Story = {
  parameters: { namedState: { text: 'SS' } },
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: 'Profile menu for Sam Super',
    });
    // The name is hidden beside the avatar on narrow screens but still names the button.
    await expect(within(toggle).getByText('Sam Super')).toHaveClass('visually-hidden');
    await expect(within(toggle).getByText('SS')).toBeVisible();
  },
};
