import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { ActionMenu } from './ActionMenu.tsx';
import { actionMenuGuide } from './ActionMenu.guide.ts';

const meta = {
  title: 'Components/Action Menu',
  component: ActionMenu,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(actionMenuGuide) },
  argTypes: { actions: { control: false }, toggleText: { control: false } },
  // Room below the toggle for the open menu.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Actions for Main Street Billboard',
    actions: [
      { label: 'View sign', href: 'https://scheduler.example.com/signs/1' },
      { label: 'Delete sign', onSelect: fn() },
      {
        label: 'Edit sign',
        onSelect: fn(),
        disabledReason: 'The company’s Signage Studio plan does not include managing signs',
      },
    ],
  },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu open without a click, so its docs page shows the items, their sections and a reason. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { namedState: { role: 'link', name: 'View sign' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'View sign' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete sign' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Edit sign/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Kebab: Story = {
  // Choosing Delete sign closes the menu: the frame is the kebab at rest (Open shows it open).
  parameters: {
    namedState: [
      { role: 'button', name: 'Actions for Main Street Billboard', expanded: false },
      { role: 'link', name: 'View sign', gone: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions for Main Street Billboard' }),
    );
    // A link into the other app is a real link.
    await expect(await canvas.findByRole('link', { name: 'View sign' })).toHaveAttribute(
      'href',
      'https://scheduler.example.com/signs/1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete sign' }));
    await expect(args.actions[1]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const UnavailableWithReason: Story = {
  parameters: { namedState: { role: 'button', name: /^Edit sign/ } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions for Main Street Billboard' }),
    );
    const edit = await canvas.findByRole('button', { name: /^Edit sign/ });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await expect(edit).toHaveAccessibleDescription(
      'The company’s Signage Studio plan does not include managing signs',
    );
    await userEvent.click(edit);
    await expect(args.actions[2]?.onSelect).not.toHaveBeenCalled();
    // The menu stays open so the reason can be read.
    await expect(edit).toBeVisible();
  },
};

export const WithText: Story = {
  parameters: { namedState: { role: 'button', name: 'Actions for Acme Signs' } },
  args: {
    label: 'Actions for Acme Signs',
    toggleText: 'Actions',
    actions: [{ label: 'Edit company', onSelect: fn() }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Actions for Acme Signs' });
    await expect(toggle).toHaveTextContent('Actions');
    await userEvent.click(toggle);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit company' }));
    await expect(args.actions[0]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const NoActions: Story = {
  parameters: {
    namedState: {
      skip: 'No actions: the menu renders nothing, so its state is an absence, which the play asserts (no button)',
    },
  },
  args: { actions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
