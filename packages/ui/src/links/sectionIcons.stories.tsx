import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guideDocs } from '../guides/guide.ts';
import { SectionIcon } from './sectionIcons.tsx';
import { sectionIconsGuide } from './sectionIcons.guide.ts';

// The domain's section keys that have their own icon (sectionIcons.tsx keeps the map private).
const SECTION_KEYS = [
  'home',
  'companies',
  'users',
  'activity',
  'myCompany',
  'templates',
  'canvas',
  'scheduleMySign',
] as const;
const UNKNOWN_KEY = 'reports';
const FALLBACK_CLASS = 'lucide-compass';

const meta = {
  title: 'Components/Section Icons',
  component: SectionIcon,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(sectionIconsGuide) },
  argTypes: { sectionKey: { control: 'select', options: [...SECTION_KEYS, UNKNOWN_KEY] } },
  args: { sectionKey: 'home', size: 20 },
} satisfies Meta<typeof SectionIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  parameters: {
    namedState: {
      skip: 'A gallery of the section icons, not a state of the product: the play checks each key has its own icon',
    },
  },
  render: ({ size }) => (
    <ul className="list-unstyled d-flex flex-wrap gap-4 m-0">
      {[...SECTION_KEYS, UNKNOWN_KEY].map((sectionKey) => (
        <li key={sectionKey}>
          <figure
            className="d-flex flex-column align-items-center gap-2 m-0"
            style={{ width: 112 }}
          >
            <SectionIcon sectionKey={sectionKey} size={size} />
            <figcaption className="small font-monospace">{sectionKey}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  ),
  args: { size: 28 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iconOf = (sectionKey: string) =>
      canvas.getByText(sectionKey).closest('figure')?.querySelector('svg');
    const iconClasses = new Set<string>();
    for (const sectionKey of SECTION_KEYS) {
      const icon = iconOf(sectionKey);
      await expect(icon).toBeInstanceOf(SVGSVGElement);
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('width', '28');
      // A known key has its own icon, not the fallback.
      await expect(icon).not.toHaveClass(FALLBACK_CLASS);
      iconClasses.add(icon?.getAttribute('class') ?? '');
    }
    await expect(iconClasses.size).toBe(SECTION_KEYS.length);
    await expect(iconOf(UNKNOWN_KEY)).toHaveClass(FALLBACK_CLASS);
  },
};

export const UnknownKey: Story = {
  parameters: {
    namedState: {
      skip: 'One decorative icon (aria-hidden, no role or text): the play checks the fallback icon is drawn',
    },
  },
  args: { sectionKey: UNKNOWN_KEY },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveClass(FALLBACK_CLASS);
    await expect(icon).toHaveAttribute('width', '20');
  },
};
