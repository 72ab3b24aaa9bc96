import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';
import { inDark } from '@admin-hub/ui/storyVariants';
import { screenDocs } from '@admin-hub/ui/ScreenDocs';
import { configErrorPageGuide } from './ConfigErrorPage.guide.ts';

/** Shown instead of the app when config.json is missing or malformed. */
const meta = {
  title: 'Screens/Configuration Error',
  component: ConfigErrorPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: screenDocs(configErrorPageGuide) },
  argTypes: { problems: { control: false } },
  args: {
    source: '/config.json',
    problems: ['auth0.clientId is missing', 'api.main must be an absolute http(s) URL'],
  },
} satisfies Meta<typeof ConfigErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MalformedFields: Story = {
  parameters: { namedState: { text: '/config.json' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The app is not configured' }),
    ).toBeVisible();
    await expect(canvas.getByText('/config.json')).toBeVisible();
    const problems = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(problems.map((item) => item.textContent)).toEqual([
      'auth0.clientId is missing',
      'api.main must be an absolute http(s) URL',
    ]);
  },
};

export const MissingFile: Story = {
  parameters: { namedState: { role: 'heading', name: 'The app is not configured' } },
  args: { problems: ['/config.json could not be loaded (HTTP 404)'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One problem, listed as such under the page's own explanation.
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The app is not configured' }),
    ).toBeVisible();
    const problems = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(problems.map((item) => item.textContent)).toEqual([
      '/config.json could not be loaded (HTTP 404)',
    ]);
  },
};

/** MissingFile in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const MissingFileInDark: Story = inDark(MissingFile);
