import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appDecorator, inTheAppFrame } from '../../testing/appDecorator.tsx';
import type { AppStoryParameters } from '../../testing/appDecorator.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import { inDark, ON_A_PHONE } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { homeScreenGuide } from './HomeScreen.guide.ts';

const app = (overrides: AppStoryParameters): { app: AppStoryParameters } => ({
  app: { route: '/home', path: '/home', ...overrides },
});

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  tags: ['autodocs'],
  decorators: [appDecorator],
  parameters: { ...inTheAppFrame(app({}).app), docs: screenDocs(homeScreenGuide) },
  args: {},
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The titles of the menu entries, in order. */
async function entryTitles(canvasElement: HTMLElement): Promise<string[]> {
  await within(canvasElement).findByRole('heading', {
    level: 1,
    name: 'Manage your company & users',
  });
  return [...canvasElement.querySelectorAll('.ah-home-entry__title')].map(
    (title) => title.textContent ?? '',
  );
}

/** A Home entry's link, in the page: the app frame's navigation has links of the same names. */
const entryLink = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement.querySelector('main') ?? canvasElement).getByRole('link', {
    name: new RegExp(`^${title}`),
  });

export const SuperAdmin: Story = {
  parameters: {
    ...app({ signedInAs: 'superadmin@example.com' }),
    namedState: [
      { role: 'heading', name: 'Manage your company & users' },
      { role: 'link', name: /^Companies/ },
      { role: 'link', name: /^Activity/ },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await entryTitles(canvasElement)).toEqual([
      'Companies',
      'Users',
      'Activity',
      'My Company',
      'Templates',
      'Canvas',
      'Schedule My Sign',
    ]);
    await expect(entryLink(canvasElement, 'Companies')).toHaveAttribute('href', '/admin/companies');
    await expect(entryLink(canvasElement, 'Users')).toHaveAttribute('href', '/admin/users');
    await expect(entryLink(canvasElement, 'Activity')).toHaveAttribute('href', '/admin/activity');
    await expect(entryLink(canvasElement, 'My Company')).toHaveAttribute(
      'href',
      '/admin/my-company',
    );
    await expect(entryLink(canvasElement, 'Templates')).toHaveAttribute(
      'href',
      'https://content.example.com/dashboard',
    );
    await expect(entryLink(canvasElement, 'Canvas')).toHaveAttribute(
      'href',
      'https://canvas.example.com',
    );
    await expect(entryLink(canvasElement, 'Schedule My Sign')).toHaveAttribute(
      'href',
      'https://scheduler.example.com/schedule',
    );
  },
};

export const Admin: Story = {
  parameters: {
    ...app({ signedInAs: 'admin@acme.example' }),
    namedState: [
      { role: 'heading', name: 'Manage your company & users' },
      { role: 'link', name: /^My Company/ },
      { role: 'link', name: /^Companies/, gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await entryTitles(canvasElement)).toEqual([
      'My Company',
      'Templates',
      'Canvas',
      'Schedule My Sign',
    ]);
  },
};

export const BaseUser: Story = {
  parameters: {
    ...app({ signedInAs: 'user@acme.example' }),
    namedState: [
      { role: 'heading', name: 'Manage your company & users' },
      { role: 'link', name: /^Schedule My Sign/ },
      { role: 'link', name: /^My Company/, gone: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await entryTitles(canvasElement)).toEqual([
      'Templates',
      'Canvas',
      'Schedule My Sign',
    ]);
  },
};

/** Opening a section goes to its route. */
export const OpensSection: Story = {
  tags: ['flow'],
  parameters: {
    ...app({ signedInAs: 'admin@acme.example' }),
    focusOnBody:
      "No shell in this story (no parameters.layout): in the app, the shell (usePageFocusKept) lands focus on the new page's heading; see AppShell FocusLandsOnTheNewPagesHeading and the e2e keyboard day",
  },
  play: async ({ canvasElement }) => {
    await entryTitles(canvasElement);
    await userEvent.click(entryLink(canvasElement, 'My Company'));
    await expect(
      await within(canvasElement).findByText('Navigated to /admin/my-company'),
    ).toBeVisible();
  },
};

/** Below 992 px Templates and Canvas are disabled, with the tooltip 'Not available on mobile'. */
export const BaseUserMobile: Story = {
  parameters: {
    namedState: { role: 'tooltip' },
    ...app({ signedInAs: 'user@acme.example' }),
    ...ON_A_PHONE,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await entryTitles(canvasElement)).toEqual([
      'Templates',
      'Canvas',
      'Schedule My Sign',
    ]);
    const templates = canvas.getByRole('link', { name: /^Templates/ });
    await expect(templates).toHaveAttribute('aria-disabled', 'true');
    await expect(templates).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: /^Canvas/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(entryLink(canvasElement, 'Schedule My Sign')).toHaveAttribute(
      'href',
      'https://scheduler.example.com/schedule',
    );
    await userEvent.hover(templates);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByRole('tooltip')).toHaveTextContent('Not available on mobile'),
    );
  },
};

/** SuperAdmin in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const SuperAdminInDark: Story = inDark(SuperAdmin);
