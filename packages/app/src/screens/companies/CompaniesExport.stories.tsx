import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getDatabase } from '@admin-hub/api-mocks';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import { expectRunToast } from '../../testing/expectToast.ts';
import { recordDownloads } from '../../testing/recordDownloads.ts';
import { CompaniesScreen } from './CompaniesScreen.tsx';

const meta = {
  title: 'Screens/Companies/Export',
  component: CompaniesScreen,
  decorators: [appDecorator],
  parameters: {
    ...inTheAppFrame({ route: '/admin/companies?sort=created-desc', path: '/admin/companies' }),
  },
  args: {},
} satisfies Meta<typeof CompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const downloads = recordDownloads();

/** Every company, newest first as the list shows them: name, id, date created, users. */
export const ExportsEveryCompany: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: /^Companies \(/ },
      { role: 'button', name: 'Export CSV', disabled: false, focused: true },
    ],
  },
  beforeEach: downloads.install,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: /^Companies \([\d,]+\)$/ },
      { timeout: 5000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 8000 });
    await expect(downloads.files[0]!.name).toBe('companies-2026-01-15.csv');
    const text = await downloads.files[0]!.text;
    const lines = text.slice(1).split('\r\n').slice(0, -1);
    await expect(lines[0]).toBe('Name,ID,Date created,Number of users');
    const companies = [...getDatabase().companies.values()];
    await expect(lines).toHaveLength(1 + companies.length);
    const dates = lines.slice(1).map((line) => line.split(',').at(-2)!);
    await expect([...dates].sort().reverse()).toEqual(dates);
    const acme = lines.find((line) => line.startsWith('Acme Signs,1,'));
    await expect(acme).toMatch(/^Acme Signs,1,\d{4}-\d{2}-\d{2},9$/);
    await expectRunToast(canvasElement, 'Exported 120 companies', 'success');
  },
};
