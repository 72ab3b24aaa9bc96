import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { submitButtonGuide } from './SubmitButton.guide.ts';

const meta = {
  title: 'Components/Submit Button',
  component: SubmitButton,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(submitButtonGuide) },
  argTypes: {
    children: { control: 'text' },
    variant: { control: 'inline-radio', options: ['primary', 'danger', 'dark'] },
    size: { control: 'inline-radio', options: ['sm', 'lg'] },
    type: { control: 'inline-radio', options: ['submit', 'button'] },
    disabled: { control: 'boolean' },
  },
  args: { submitting: false, children: 'Save', type: 'button', onClick: fn() },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { namedState: { role: 'button', name: 'Save', disabled: false } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  parameters: { namedState: { role: 'button', name: 'Save', disabled: true } },
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.querySelector('.spinner-border')).not.toBeNull();
  },
};

export const Create: Story = {
  parameters: { namedState: { role: 'button', name: 'Create', disabled: false } },
  args: { children: 'Create' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

export const Danger: Story = {
  parameters: { namedState: { role: 'button', name: 'Delete' } },
  args: { children: 'Delete', variant: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveClass(
      'btn-danger',
    );
  },
};
