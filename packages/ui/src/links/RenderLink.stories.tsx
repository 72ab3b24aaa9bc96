import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { renderAnchor } from './RenderLink.tsx';
import { renderLinkGuide } from './RenderLink.guide.ts';

/**
 * `RenderLink` is a type: ui components take a function that draws a link, so they never import
 * the router. `renderAnchor` is the plain-anchor one, used by stories and links that leave the app.
 */
const meta = {
  title: 'Components/Links',
  component: renderAnchor,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(renderLinkGuide) },
  args: { href: '/admin/users', className: 'link-primary', children: 'Users' },
} satisfies Meta<typeof renderAnchor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {
  parameters: { namedState: { role: 'link', name: 'Users' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Users' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/admin/users');
    await expect(link).toHaveClass('link-primary');
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const CurrentPage: Story = {
  parameters: { namedState: { role: 'link', name: 'Users' } },
  args: { 'aria-current': 'page' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Users' });
    await expect(link).toHaveAttribute('href', '/admin/users');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};
