import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, MonitorSmartphone, UserPlus } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FloatingActionButton } from './FloatingActionButton.tsx';
import { floatingActionButtonGuide } from './FloatingActionButton.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { ON_A_PHONE, ON_A_DESKTOP } from '../storyVariants/storyVariants.ts';

const addMenu = () => [
  { key: 'user', label: 'User', icon: <UserPlus size={18} />, onSelect: fn() },
  {
    key: 'scheduler-sign',
    label: 'Scheduler Sign',
    icon: <MonitorSmartphone size={18} />,
    onSelect: fn(),
  },
  {
    key: 'content-sign',
    label: 'Signage Studio Sign',
    icon: <MonitorSmartphone size={18} />,
    onSelect: fn(),
  },
];

const meta = {
  title: 'Components/Floating Action Button',
  component: FloatingActionButton,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // The button is fixed to its window: on the docs page each story gets a frame of its own.
    docs: guideDocs(floatingActionButtonGuide, { frameHeight: 420 }),
  },
  argTypes: { actions: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Add', actions: addMenu() },
} satisfies Meta<typeof FloatingActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileSeveralActions: Story = {
  parameters: {
    ...ON_A_PHONE,
    namedState: [
      { role: 'button', name: 'Add' },
      { role: 'dialog', gone: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const fab = within(canvasElement).getByRole('button', { name: 'Add' });
    await expect(fab).toHaveClass('ah-fab');
    await userEvent.click(fab);
    const panel = within(await screen.findByRole('dialog', { name: 'Add' }));
    await userEvent.click(panel.getByRole('button', { name: 'Scheduler Sign' }));
    await expect(args.actions[1]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.actions[0]?.onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const MobilePanelOpen: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'dialog', name: 'Add' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Add' }));
    await expect(panel.getAllByRole('button')).toHaveLength(4);
  },
};

export const MobileOneActionActsDirectly: Story = {
  parameters: {
    ...ON_A_PHONE,
    namedState: [
      { role: 'button', name: 'Create New Company' },
      { role: 'dialog', gone: true },
    ],
  },
  args: {
    label: 'Add',
    actions: [
      {
        key: 'company',
        label: 'Create New Company',
        icon: <Building2 size={24} />,
        onSelect: fn(),
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Create New Company' }),
    );
    await expect(args.actions[0]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const DesktopOneAction: Story = {
  parameters: { ...ON_A_DESKTOP, namedState: { role: 'button', name: 'Create New Company' } },
  args: { actions: [{ key: 'company', label: 'Create New Company', onSelect: fn() }] },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create New Company' });
    await expect(button).not.toHaveClass('ah-fab');
    await userEvent.click(button);
    await expect(args.actions[0]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const DesktopSeveralActions: Story = {
  parameters: { ...ON_A_DESKTOP, namedState: { role: 'button', name: 'Add' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'User' }));
    await expect(args.actions[0]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

const signLinks = [
  {
    key: 'scheduler-sign',
    label: 'Scheduler Sign',
    href: 'https://scheduler.example.com/signs/add?companyId=1',
  },
  {
    key: 'content-sign',
    label: 'Signage Studio Sign',
    href: 'https://content.example.com/admin/signs/1?addSign=1',
  },
];

export const MobileLinkEntries: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'button', name: 'User' } },
  args: { actions: [addMenu()[0]!, ...signLinks] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Add' }));
    // Sign entries leave for the other apps: real links in the side panel.
    await expect(panel.getByRole('link', { name: 'Scheduler Sign' })).toHaveAttribute(
      'href',
      'https://scheduler.example.com/signs/add?companyId=1',
    );
    await expect(panel.getByRole('button', { name: 'User' })).toBeVisible();
  },
};

export const DesktopLinkEntries: Story = {
  parameters: { ...ON_A_DESKTOP, namedState: { role: 'link', name: 'Signage Studio Sign' } },
  args: { actions: signLinks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('link', { name: 'Signage Studio Sign' })).toHaveAttribute(
      'href',
      'https://content.example.com/admin/signs/1?addSign=1',
    );
  },
};

export const MobileOneLinkActsDirectly: Story = {
  parameters: { ...ON_A_PHONE, namedState: { role: 'link', name: 'Scheduler Sign' } },
  args: { actions: signLinks.slice(0, 1) },
  play: async ({ canvasElement }) => {
    // The only entry: the round button is itself the link.
    await expect(
      within(canvasElement).getByRole('link', { name: 'Scheduler Sign' }),
    ).toHaveAttribute('href', 'https://scheduler.example.com/signs/add?companyId=1');
  },
};
