import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ICON_SIZES, IconSet, IconSizes, PRODUCT_ICONS } from './IconSet.tsx';

/** The product's icons and their sizes; docs in Icons.mdx. */
const meta = {
  title: 'Foundations/Icons',
  component: IconSet,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    // Every icon listed is drawn (an icon renamed by lucide-react would draw nothing).
    const drawn = [...canvasElement.querySelectorAll('[data-icon]')].filter(
      (item) =>
        item.querySelector('svg path, svg circle, svg rect, svg line, svg polyline') !== null,
    );
    await expect(drawn).toHaveLength(PRODUCT_ICONS.flatMap(({ icons }) => icons).length);
  },
};

export const Sizes: Story = {
  render: () => <IconSizes />,
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-icon-size] svg')].map(
      (svg) => svg.getBoundingClientRect().width,
    );
    await expect(widths).toEqual(ICON_SIZES.map(({ px }) => px));
  },
};
