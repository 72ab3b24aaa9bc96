import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage.tsx';
import { notFoundPageGuide } from './NotFoundPage.guide.ts';
import { guideDocs } from '../guides/guide.ts';
import { inDark, onAPhone } from '../storyVariants/storyVariants.ts';

const meta = {
  title: 'Components/Not Found Page',
  component: NotFoundPage,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(notFoundPageGuide) },
  argTypes: { renderLink: { control: false } },
  args: {},
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  parameters: { namedState: { role: 'link', name: 'Homepage' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/home');
  },
};

export const WithRouterLink: Story = {
  parameters: { namedState: { role: 'link', name: 'Homepage' } },
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Homepage' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveClass('btn', 'btn-primary');
  },
};

export const WithCallback: Story = {
  parameters: { namedState: { role: 'button', name: 'Homepage' } },
  args: { onHomepage: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Homepage' }));
    await expect(args.onHomepage).toHaveBeenCalledTimes(1);
  },
};

/** WithLink in the dark theme: its screenshot, and axe's contrast check on the dark colours. */
export const WithLinkInDark: Story = inDark(WithLink);

/** WithLink at 390 px, the phone width of the design review. */
export const WithLinkOnAPhone: Story = onAPhone(WithLink);
