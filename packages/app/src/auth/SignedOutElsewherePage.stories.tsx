import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appDecorator } from '../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../testing/appDecorator.tsx';
import { SignedOutElsewherePage } from './SignedOutElsewherePage.tsx';
import { signedOutElsewherePageGuide } from './SignedOutElsewherePage.guide.ts';
import { inDark } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';

const loginSpy = (parameters: Record<string, unknown>) =>
  (parameters.app as AppStoryParameters).auth?.login;

/** What a tab shows once the visitor signed out in another tab of the app. */
const meta = {
  title: 'Screens/Signed Out Elsewhere',
  component: SignedOutElsewherePage,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    layout: 'fullscreen',
    docs: screenDocs(signedOutElsewherePageGuide),
    msw: { handlers: { scenarios: [] } },
    app: {
      route: '/admin/users?page=2&search=acme',
      auth: { login: fn(() => Promise.resolve()) },
    } satisfies AppStoryParameters,
  },
  args: {},
} satisfies Meta<typeof SignedOutElsewherePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says what happened; Sign in again comes back to the same path and query. */
export const SignInAgain: Story = {
  parameters: { namedState: { text: 'You signed out in another tab.' } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Signed out' }),
    ).toBeVisible();
    await expect(canvas.getByText('You signed out in another tab.')).toBeVisible();
    await expect(loginSpy(parameters)).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }));
    await expect(loginSpy(parameters)).toHaveBeenCalledOnce();
    await expect(loginSpy(parameters)).toHaveBeenCalledWith('/admin/users?page=2&search=acme');
  },
};

/** SignInAgain in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const SignInAgainInDark: Story = inDark(SignInAgain);
