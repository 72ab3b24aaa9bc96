import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildCompany, buildUsers } from '@admin-hub/api-mocks';
import { recordingAnchor } from '../links/RenderLink.tsx';
import { guideDocs } from '../guides/guide.ts';
import { CompanyList } from './CompanyList.tsx';
import { companyListGuide } from './CompanyList.guide.ts';

// A row shows only the name and the team's size.
const company = (id: number, name: string, teamSize: number) =>
  buildCompany({ id, name, users: buildUsers(teamSize, { companyId: id }) });

const followLink = fn();
// Records the click instead of leaving the story (the app passes a router link).
const renderLink = recordingAnchor(followLink);

const meta = {
  title: 'Components/Company List',
  component: CompanyList,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(companyListGuide) },
  argTypes: {
    companies: { control: false },
    companyHref: { control: false },
    renderLink: { control: false },
  },
  args: {
    companies: [
      company(1, 'Acme Signs', 3),
      company(2, 'Signage HQ', 1),
      company(3, 'Brightway Displays', 0),
    ],
    label: 'Companies',
    companyHref: (row) => `/admin/companies/${row.id}`,
    renderLink,
  },
} satisfies Meta<typeof CompanyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Companies: Story = {
  parameters: { namedState: { text: 'Team Members (0)' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Companies' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(canvas.getByText('Team Members (3)')).toBeVisible();
    await expect(canvas.getByText('Team Members (0)')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Signage HQ/ }));
    await expect(followLink).toHaveBeenCalledWith('/admin/companies/2');
  },
};

export const LongName: Story = {
  parameters: { namedState: { text: 'Team Members (12)' } },
  args: {
    companies: [
      company(
        4,
        'The Very Long Named Regional Digital Signage Cooperative of the Northern Counties',
        12,
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Team Members (12)')).toBeVisible();
  },
};
