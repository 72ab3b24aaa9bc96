import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadableContent } from './LoadableContent.tsx';
import { SkeletonRows } from '../SkeletonRows/SkeletonRows.tsx';
import type { Loadable } from './Loadable.ts';
import { guideDocs } from '../guides/guide.ts';
import { loadableContentGuide } from './LoadableContent.guide.ts';

const retry = fn();

/** A list of names as a page would render them once loaded. */
function Names({ load, skeleton }: { load: Loadable<string[]>; skeleton?: ReactNode }) {
  return (
    <LoadableContent
      load={load}
      loadingLabel="Loading users"
      failedMessage="The users could not be loaded."
      skeleton={skeleton}
    >
      {(names, refreshing) => (
        <ul aria-busy={refreshing}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </LoadableContent>
  );
}

const meta = {
  title: 'Components/Loadable Content',
  component: Names,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(loadableContentGuide) },
  argTypes: { load: { control: false }, skeleton: { control: false } },
  args: { load: { status: 'loaded', data: ['Jordan Lee', 'Ada Byron'] } },
} satisfies Meta<typeof Names>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'Loading users' },
      { role: 'button', name: 'Retry', gone: true },
    ],
  },
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading users');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** An attempt failed and the next is on its way: said at once, where the data will be. */
export const Retrying: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'Loading users failed; trying again (attempt 2 of 4)' },
      { role: 'button', name: 'Retry', gone: true },
    ],
  },
  args: { load: { status: 'loading', retrying: { attempt: 2, attempts: 4 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Loading users failed; trying again (attempt 2 of 4)',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Over the rows' shape, the retry is seen, not only heard: a line above the skeleton. */
export const RetryingOverASkeleton: Story = {
  parameters: {
    namedState: [
      { role: 'status' },
      { text: 'Loading users failed; trying again (attempt 3 of 4)' },
    ],
  },
  args: {
    load: { status: 'loading', retrying: { attempt: 3, attempts: 4 } },
    skeleton: <SkeletonRows count={3} />,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading users failed; trying again (attempt 3 of 4)');
    await expect(status).toBeVisible();
    await expect(status).not.toHaveClass('visually-hidden');
  },
};

export const Loaded: Story = {
  parameters: { namedState: [{ role: 'list' }, { role: 'status', gone: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const FailedThenRetry: Story = {
  parameters: { namedState: [{ role: 'alert' }, { role: 'list', gone: true }] },
  args: { load: { status: 'failed', retry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The users could not be loaded.');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
