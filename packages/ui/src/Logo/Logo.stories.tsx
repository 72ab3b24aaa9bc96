import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { Logo } from './Logo.tsx';
import { logoGuide } from './Logo.guide.ts';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(logoGuide) },
  args: { title: 'Signage Studio' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithWordmark: Story = {
  parameters: { namedState: [{ text: 'Signage Studio' }, { role: 'img', gone: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signage Studio')).toBeVisible();
    // The wordmark names it: the mark beside it steps back, so the name is read once.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const MarkOnly: Story = {
  parameters: { namedState: { role: 'img', name: 'Signage Studio' } },
  args: { wordmark: false, size: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Signage Studio' })).toBeVisible();
  },
};

export const Decorative: Story = {
  parameters: {
    namedState: {
      skip: 'The decorative mark is hidden from assistive technology on purpose (no role, no text): the play checks it is aria-hidden',
    },
  },
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
