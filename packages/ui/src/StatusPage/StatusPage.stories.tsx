import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from 'react-bootstrap/Button';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { StatusPage } from './StatusPage.tsx';
import { statusPageGuide } from './StatusPage.guide.ts';

const goHome = fn();

const meta = {
  title: 'Components/Status Page',
  component: StatusPage,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(statusPageGuide) },
  argTypes: {
    code: { control: 'text' },
    children: { control: 'text' },
    action: { control: false },
  },
  args: {
    code: '404',
    title: 'Page not found',
    children: 'The page you are looking for does not exist or has moved.',
    action: <Button onClick={goHome}>Homepage</Button>,
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTextAndAction: Story = {
  parameters: { namedState: { text: '404' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section is named by its title.
    const page = within(canvas.getByRole('region', { name: 'Page not found' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for does not exist or has moved.'),
    ).toBeVisible();
    // The code is decoration: seen, not read out.
    const code = page.getByText('404');
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Homepage' }));
    await expect(goHome).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  parameters: {
    namedState: [
      { role: 'heading', name: 'Unauthorized' },
      { role: 'link', gone: true },
    ],
  },
  args: { code: '403', title: 'Unauthorized', children: undefined, action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expect(canvasElement.querySelector('p')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
