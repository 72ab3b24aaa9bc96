import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildCompany } from '@admin-hub/api-mocks';
import {
  CompanyMfaSwitch,
  MFA_SWITCH_HELP,
  type CompanyMfaSwitchProps,
} from './CompanyMfaSwitch.tsx';

type Change = CompanyMfaSwitchProps['onChange'];
const saves = (ok: boolean) => fn<Change>(() => Promise.resolve(ok));

const meta = {
  title: 'UI/CompanyMfaSwitch',
  component: CompanyMfaSwitch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The 'MFA Enabled' switch of a company: shows the value being saved, and the server's value again after a failure.",
      },
    },
  },
  args: { isMfaEnabled: buildCompany().isMfaEnabled, onChange: saves(true) },
} satisfies Meta<typeof CompanyMfaSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const mfaSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'MFA Enabled' });

/** A company page in miniature: the server's value changes once a save went through. */
function SavingCompany({
  onChange,
  isMfaEnabled,
  reloadMs,
}: CompanyMfaSwitchProps & { reloadMs: number }) {
  const [serverValue, setServerValue] = useState(isMfaEnabled);
  return (
    <CompanyMfaSwitch
      isMfaEnabled={serverValue}
      onChange={async (next) => {
        const ok = await onChange(next);
        // The company reloads a moment after the save answered.
        if (ok) setTimeout(() => setServerValue(next), reloadMs);
        return ok;
      }}
    />
  );
}

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const control = mfaSwitch(canvasElement);
    await expect(control).not.toBeChecked();
    await expect(control).toBeEnabled();
    await expect(control).toHaveAccessibleDescription(MFA_SWITCH_HELP);
  },
};

export const On: Story = {
  args: { isMfaEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(mfaSwitch(canvasElement)).toBeChecked();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Saving: Story = {
  args: { onChange: fn<Change>(() => new Promise(() => {})) },
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    // The pending value shows at once; another flip waits for the answer.
    await expect(control).toBeChecked();
    await expect(control).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const FailedReturnsToServerValue: Story = {
  args: { onChange: saves(false) },
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(control).toBeEnabled());
    await expect(control).not.toBeChecked();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Succeeded: Story = {
  render: (args) => <SavingCompany {...args} reloadMs={400} />,
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    await waitFor(() => expect(control).toBeEnabled());
    // Saved, the company not reloaded yet: the switch keeps the new value, no flicker back.
    await expect(control).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(control).toBeChecked();
    // And it can be switched off again.
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(control).not.toBeChecked());
  },
};

/** The save a story started, answered by its play function when it chooses. */
const pendingSave = { answer: (_ok: boolean) => {} };

export const FocusBackAfterFailure: Story = {
  args: {
    onChange: fn<Change>(
      () =>
        new Promise((resolve) => {
          pendingSave.answer = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    // Disabled while it saves, the switch loses focus to the page.
    await waitFor(() => expect(control).not.toHaveFocus());
    pendingSave.answer(false);
    await waitFor(() => expect(control).toBeEnabled());
    await waitFor(() => expect(control).toHaveFocus());
    await expect(control).not.toBeChecked();
  },
};
