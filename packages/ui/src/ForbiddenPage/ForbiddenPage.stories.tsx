import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { forbiddenPageGuide } from './ForbiddenPage.guide.ts';
import { inDark, onAPhone } from '../storyVariants/storyVariants.ts';

const meta = {
  title: 'Components/Forbidden Page',
  component: ForbiddenPage,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(forbiddenPageGuide) },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { namedState: { role: 'link', name: 'Homepage' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expect(canvas.getByText('You do not have access to this page')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/home');
  },
};

/** Default in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const DefaultInDark: Story = inDark(Default);

/** Default at 390 px, the phone width of the design review. */
export const DefaultOnAPhone: Story = onAPhone(Default);
