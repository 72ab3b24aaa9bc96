import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inDark } from '../storyVariants/storyVariants.ts';
import { guideDocs } from '../guides/guide.ts';
import { ColorThemePicker } from './ColorThemePicker.tsx';
import { colorThemePickerGuide } from './ColorThemePicker.guide.ts';
import type { ColorThemeChoice } from './ColorThemePicker.tsx';

const meta = {
  title: 'Components/App Frame/Color Theme Picker',
  component: ColorThemePicker,
  tags: ['autodocs'],
  parameters: { docs: guideDocs(colorThemePickerGuide) },
  argTypes: { choice: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
  // As wide as the profile menu it sits in.
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { choice: 'system', onChange: fn() },
} satisfies Meta<typeof ColorThemePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const choiceButtons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Theme' })).getAllByRole('button');

/** The default: the operating system's theme. */
export const SystemChosen: Story = {
  parameters: { namedState: { role: 'button', name: 'System', pressed: true } },
  play: async ({ canvasElement }) => {
    const buttons = choiceButtons(canvasElement);
    await expect(buttons.map((button) => button.textContent)).toEqual(['Light', 'Dark', 'System']);
    await expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
    ]);
  },
};

export const DarkChosen: Story = {
  parameters: { namedState: { role: 'button', name: 'System' } },
  args: { choice: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Dark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'System' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** DarkChosen in the dark theme: its picture, and axe's contrast check on the dark colours. */
export const DarkChosenInDark: Story = inDark(DarkChosen);

/** A choice is handed on, and moves the pressed state, one button at a time. */
export const ChoosingMovesThePressedState: Story = {
  tags: ['flow'],
  render: function Render(args) {
    const [choice, setChoice] = useState<ColorThemeChoice>(args.choice);
    return (
      <ColorThemePicker
        choice={choice}
        onChange={(next) => {
          args.onChange(next);
          setChoice(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await expect(args.onChange).toHaveBeenCalledWith('light');
    await expect(canvas.getByRole('button', { name: 'Light' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      choiceButtons(canvasElement).filter((button) => button.ariaPressed === 'true'),
    ).toHaveLength(1);
  },
};
