import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { scenario } from '@admin-hub/api-mocks';
import { appDecorator } from '../../testing/appDecorator.tsx';
import { companyPageAs } from '../../testing/companyPage.ts';
import { checkedSignNames, openRowAction } from '../../testing/companyUsersSection.ts';
import { expectDialogKept } from '../../testing/expectDialogKept.ts';
import { expectToast } from '../../testing/expectToast.ts';
import { CompanyDetailScreen } from '../../screens/company/CompanyDetailScreen.tsx';
import { MyCompanyScreen } from '../../screens/company/MyCompanyScreen.tsx';

// Seeded: Jordan Lee (user@acme.example) may use Acme's first three of six scheduler signs.
const meta = {
  title: 'Flows/Dialogs/Scheduler Sign Permissions',
  // Tests through several states (the dialog in the app: open, submit, fail, close): the
  // dialog's look is reviewed in Dialogs/; these run in npm test, hidden from the sidebar.
  tags: ['flow'],
  component: CompanyDetailScreen,
  decorators: [appDecorator],
  parameters: { app: companyPageAs.superAdmin },
  args: { companyId: 1 },
} satisfies Meta<typeof CompanyDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPermissions = (canvasElement: HTMLElement) =>
  openRowAction(
    canvasElement,
    'user@acme.example',
    'Edit scheduler permissions',
    'Scheduler Sign Permissions',
  );

const JORDANS_SIGNS = ['Main Street Billboard', 'Highway 55 North', 'Riverside Mall Entrance'];

export const SuperAdminChangesPermissions: Story = {
  parameters: { namedState: [{ text: '(3 of 6)' }, { role: 'dialog', gone: true }] },
  play: async ({ canvasElement }) => {
    let modal = await openPermissions(canvasElement);
    await waitFor(() => expect(checkedSignNames(modal)).toEqual(JORDANS_SIGNS));
    await expect(modal.getByText('(3 of 6)')).toBeVisible();
    await userEvent.click(modal.getByRole('checkbox', { name: /Main Street Billboard/ }));
    await userEvent.click(modal.getByRole('checkbox', { name: /Café Zoë Window/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Scheduler sign permissions updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Opened again, it shows what the server now holds.
    modal = await openPermissions(canvasElement);
    await waitFor(() =>
      expect(checkedSignNames(modal)).toEqual([
        'Highway 55 North',
        'Riverside Mall Entrance',
        'Café Zoë Window',
      ]),
    );
  },
};

export const CompanyAdminSelectsAll: Story = {
  parameters: {
    namedState: { role: 'dialog', name: 'Scheduler Sign Permissions' },
    app: companyPageAs.companyAdmin,
  },
  render: () => <MyCompanyScreen />,
  play: async ({ canvasElement }) => {
    let modal = await openPermissions(canvasElement);
    await waitFor(() => expect(checkedSignNames(modal)).toEqual(JORDANS_SIGNS));
    await userEvent.click(modal.getByRole('button', { name: 'Select All' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Scheduler sign permissions updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    modal = await openPermissions(canvasElement);
    await waitFor(() => expect(checkedSignNames(modal)).toHaveLength(6));
  },
};

export const Loading: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Save', disabled: true },
    msw: {
      handlers: {
        scenarios: [scenario('scheduler:GET /users/:userId/signs/permissions', 'loading')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openPermissions(canvasElement);
    await expect(modal.getByRole('status')).toHaveTextContent('Loading scheduler signs');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: {
    namedState: { role: 'button', name: 'Retry', disabled: false },
    focusOnBody:
      "A loss left to the failed-load states' owner: Retry leaves with the loading state it starts (LoadableContent), inside a modal, where the shell's landing does not reach",
    msw: {
      handlers: {
        scenarios: [scenario('scheduler:GET /users/:userId/signs/permissions', 'serverError')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openPermissions(canvasElement);
    // Reads are retried with backoff before they fail (spec §9).
    await expectToast(canvasElement, 'Error loading scheduler sign permissions', 12_000);
    await expect(
      modal.getByText('The scheduler sign permissions could not be loaded.'),
    ).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Retry asks again (and, the server still failing, says so again).
    await userEvent.click(modal.getByRole('button', { name: 'Retry' }));
    await expect(await modal.findByRole('status')).toHaveTextContent('Loading scheduler signs');
    await expectToast(canvasElement, 'Error loading scheduler sign permissions', 12_000);
    await expect(modal.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const SaveFails: Story = {
  parameters: {
    namedState: { role: 'dialog', name: 'Scheduler Sign Permissions' },
    msw: {
      handlers: {
        scenarios: [scenario('scheduler:PUT /users/:userId/signs/permissions', 'serverError')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openPermissions(canvasElement);
    await waitFor(() => expect(checkedSignNames(modal)).toEqual(JORDANS_SIGNS));
    await userEvent.click(modal.getByRole('button', { name: 'Deselect All' }));
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expectToast(canvasElement, 'Error updating scheduler sign permissions');
    // Still open with the boxes as they were left, saying why beside Save.
    await expectDialogKept(
      'Scheduler Sign Permissions',
      'Error updating scheduler sign permissions',
    );
    await expect(checkedSignNames(modal)).toEqual([]);
  },
};
