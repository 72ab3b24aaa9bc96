import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenario } from '@admin-hub/api-mocks';
import { appDecorator } from '../../testing/appDecorator.tsx';
import { MyCompanyScreen } from './MyCompanyScreen.tsx';

const meta = {
  title: 'App/Screens/MyCompany',
  component: MyCompanyScreen,
  decorators: [appDecorator],
  parameters: {
    app: {
      route: '/admin/my-company',
      path: '/admin/my-company',
      signedInAs: 'admin@acme.example',
    },
  },
  args: {},
} satisfies Meta<typeof MyCompanyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyManager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Acme Signs' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Users (9)' })).toBeVisible();
    // A company manager's own company actions: the subscriber only (spec §6).
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Acme Signs' }));
    const card = within(canvas.getByRole('region', { name: 'Acme Signs summary' }));
    await expect((await card.findAllByRole('button')).map((item) => item.textContent)).toEqual([
      'Actions',
      'Edit Subscriber',
    ]);
  },
};

export const SuperAdmin: Story = {
  parameters: {
    app: {
      route: '/admin/my-company',
      path: '/admin/my-company',
      signedInAs: 'superadmin@example.com',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Signage HQ' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: /^Users \(\d+\)$/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { scenarios: [scenario('GET /users/me', 'loading')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading company',
    );
  },
};
