import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator } from '../testing/appDecorator.tsx';
import { expectToast } from '../testing/expectToast.ts';
import { startEmulation } from '../testing/startEmulation.ts';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { emulationGuide } from './Emulation.guide.ts';

/** Ending an emulation (spec §4) through the real routes, guards and layout. */
const meta = {
  title: 'Screens/Emulation',
  render: () => <Outlet />,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: {
    layout: 'fullscreen',
    app: { route: '/admin/users', signedInAs: 'superadmin@example.com', appRoutes: true },
    docs: screenDocs(emulationGuide),
  },
  beforeEach: () => startEmulation('superadmin@example.com', 'admin@acme.example'),
  args: {},
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE_TIMEOUT = { timeout: 8000 };

/**
 * Cancel on /admin/users, the page it returns to: the page loads again as the super admin
 * (no full reload), and the 'User emulation exited' toast stays on screen.
 */
export const CancelWhereItReturns: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Users (1,500)' },
      { role: 'region', name: 'Emulation', gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The emulated admin may not see the users page.
    await canvas.findByRole('heading', { level: 1, name: 'Unauthorized' }, PAGE_TIMEOUT);
    const banner = canvas.getByRole('region', { name: 'Emulation' });

    await userEvent.click(within(banner).getByRole('button', { name: 'Cancel' }));

    await expectToast(canvasElement, 'User emulation exited');
    const list = await canvas.findByRole('list', { name: 'Users' }, PAGE_TIMEOUT);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(40);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users (1,500)' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Emulation' })).toBeNull());
  },
};
