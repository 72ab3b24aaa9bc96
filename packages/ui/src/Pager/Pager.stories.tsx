import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { Pager, type PagerProps } from './Pager.tsx';
import { pagerGuide } from './Pager.guide.ts';

/** A pager whose page follows its own buttons, as a list page's does. */
function PagingPager({ page: firstPage, onPageChange, ...props }: PagerProps) {
  const [page, setPage] = useState(firstPage);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pager',
  component: Pager,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(pagerGuide) },
  args: { page: 1, perPage: 40, total: 1500, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  parameters: { namedState: { role: 'button', name: 'Next page', disabled: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–40 / 1,500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  parameters: { namedState: { text: '41–80 / 1,500' } },
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41–80 / 1,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  parameters: { namedState: { role: 'button', name: 'Next page', disabled: true } },
  args: { page: 38 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 37 full pages of 40 leave 20 rows on page 38.
    await expect(canvas.getByText('1,481–1,500 / 1,500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(37);
  },
};

/**
 * Page 2 asked for, page 1's rows still on screen: the range stays theirs, the pager marks itself
 * busy and says which page is coming; Next moves on from the page asked for.
 */
export const NextPageLoading: Story = {
  parameters: { namedState: { role: 'button', name: 'Previous page', disabled: false } },
  args: { loadingPage: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(canvas.getByText('1–40 / 1,500')).toBeVisible();
    await expect(pager).toHaveAttribute('aria-busy', 'true');
    await expect(pager.querySelector('[aria-live="polite"]')).toHaveTextContent(
      '1–40 / 1,500, loading page 2',
    );
    await expect(pager.querySelector('.spinner-border')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const HiddenWhenEmpty: Story = {
  parameters: {
    namedState: {
      skip: 'Nothing to page: the pager renders nothing on purpose, which the play asserts',
    },
  },
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const HiddenWhenOnePage: Story = {
  parameters: {
    namedState: { skip: 'One page: the pager renders nothing on purpose, which the play asserts' },
  },
  args: { total: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const TwoPages: Story = {
  parameters: { namedState: { role: 'button', name: 'Next page', disabled: true } },
  args: { total: 41, page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41–41 / 41')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const NextHandsFocusToPreviousAtTheEnd: Story = {
  parameters: { namedState: { role: 'button', name: 'Previous page', focused: true } },
  args: { total: 120, page: 2 },
  render: (args) => <PagingPager {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    // By keyboard: Next to the last page disables itself, and focus goes to Previous.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('81–120 / 120')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();
  },
};

export const PreviousHandsFocusToNextAtTheStart: Story = {
  parameters: { namedState: { role: 'button', name: 'Next page', focused: true } },
  args: { total: 120, page: 2 },
  render: (args) => <PagingPager {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('1–40 / 120')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toHaveFocus();
  },
};
