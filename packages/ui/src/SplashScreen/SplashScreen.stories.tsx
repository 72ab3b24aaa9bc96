import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SplashScreen } from './SplashScreen.tsx';
import { splashScreenGuide } from './SplashScreen.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark } from '../storyVariants/storyVariants.ts';

const meta = {
  title: 'Components/Splash Screen',
  component: SplashScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: guideDocs(splashScreenGuide, { frameHeight: 360 }),
  },
  args: { productName: 'Signage Studio' },
} satisfies Meta<typeof SplashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  parameters: { namedState: { text: 'Signage Studio' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Signing in…');
    await expect(within(status).getByText('Signing in…')).toHaveClass('visually-hidden');
    await expect(within(status).getByText('Signage Studio')).toBeVisible();
  },
};

export const WithVisibleMessage: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'Signing in…' }] },
  args: { showMessage: true },
  play: async ({ canvasElement }) => {
    // Shown under the logo now, not only announced (compare SigningIn).
    const message = within(canvasElement).getByText('Signing in…');
    await expect(message).not.toHaveClass('visually-hidden');
    await expect(message).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toContainElement(message);
  },
};

export const BeforeConfiguration: Story = {
  parameters: { namedState: [{ role: 'status' }, { text: 'Signing in…' }] },
  args: { productName: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Signing in…');
    await expect(status.querySelector('svg')).not.toBeNull();
  },
};

/** SigningIn in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const SigningInInDark: Story = inDark(SigningIn);
