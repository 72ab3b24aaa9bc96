import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadableContent } from './LoadableContent.tsx';
import type { Loadable } from './Loadable.ts';
import { guideDocs } from '../guides/guide.ts';
import { loadableContentGuide } from './LoadableContent.guide.ts';

const retry = fn();

/** A list of names as a page would render them once loaded. */
function Names({ load }: { load: Loadable<string[]> }) {
  return (
    <LoadableContent
      load={load}
      loadingLabel="Loading users"
      failedMessage="The users could not be loaded."
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
  argTypes: { load: { control: false } },
  args: { load: { status: 'loaded', data: ['Jordan Lee', 'Ada Byron'] } },
} satisfies Meta<typeof Names>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading users');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const FailedThenRetry: Story = {
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
