import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildCompany } from '@admin-hub/api-mocks';
import { guideDocs } from '../guides/guide.ts';
import { CompanyMfaSwitch, type CompanyMfaSwitchProps } from './CompanyMfaSwitch.tsx';
import { companyMfaSwitchGuide } from './CompanyMfaSwitch.guide.ts';
import { fitsALaptop, fitsAPhone } from '../storyVariants/dialogFit.ts';

type Change = CompanyMfaSwitchProps['onChange'];
const saves = fn<Change>(() => Promise.resolve({ ok: true }));
/** Refused, with the words the app's error toast has. */
const fails = fn<Change>(() => Promise.resolve({ ok: false, error: 'Error updating MFA status' }));

const company = buildCompany();

const meta = {
  title: 'Components/Company MFA Switch',
  component: CompanyMfaSwitch,
  tags: ['autodocs'],
  // Each open confirmation gets its own frame on the docs page instead of stacking over it.
  parameters: { docs: guideDocs(companyMfaSwitchGuide, { frameHeight: 360 }) },
  argTypes: { userCount: { control: 'number' } },
  args: {
    companyName: company.name,
    userCount: 9,
    isMfaEnabled: company.isMfaEnabled,
    onChange: saves,
  },
} satisfies Meta<typeof CompanyMfaSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const mfaSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'MFA Enabled' });

const confirmation = (title: 'Enable MFA' | 'Disable MFA') =>
  screen.findByRole('dialog', { name: title });

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** A company page in miniature: the server's value changes once a save went through. */
function SavingCompany({
  onChange,
  isMfaEnabled,
  reloadMs,
  ...props
}: CompanyMfaSwitchProps & { reloadMs: number }) {
  const [serverValue, setServerValue] = useState(isMfaEnabled);
  return (
    <CompanyMfaSwitch
      {...props}
      isMfaEnabled={serverValue}
      onChange={async (next) => {
        const outcome = await onChange(next);
        // The company reloads a moment after the save answered.
        if (outcome.ok) setTimeout(() => setServerValue(next), reloadMs);
        return outcome;
      }}
    />
  );
}

export const Off: Story = {
  parameters: { namedState: [{ text: 'Off' }, { role: 'dialog', gone: true }] },
  play: async ({ canvasElement }) => {
    const control = mfaSwitch(canvasElement);
    await expect(control).not.toBeChecked();
    await expect(control).toBeEnabled();
    // The label names the setting; the word beside it says the switch is off.
    await expect(within(canvasElement).getByText('Off')).toBeVisible();
    // The help text written out, not read from the component: a story that followed it would pass
    // whatever it became.
    await expect(control).toHaveAccessibleDescription(
      'Enabling MFA enforces multi-factor authentication for all users of this company.',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const On: Story = {
  parameters: { namedState: { text: 'On' } },
  args: { isMfaEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(mfaSwitch(canvasElement)).toBeChecked();
    await expect(within(canvasElement).getByText('On')).toBeVisible();
    await expect(within(canvasElement).queryByText('Off')).toBeNull();
  },
};

export const AsksBeforeEnabling: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Enable MFA' },
      { role: 'switch', checked: false },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    const dialog = await confirmation('Enable MFA');
    await expect(dialog).toHaveTextContent(
      'Enforce multi-factor authentication for all 9 users of Acme Signs? Each of them will need an MFA device to sign in.',
    );
    // Nothing is saved, nor shown as saved, before the person confirms.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(control).not.toBeChecked();
  },
};

export const AsksBeforeDisabling: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Disable MFA' },
      { role: 'switch', checked: true },
    ],
  },
  args: { isMfaEnabled: true, userCount: 1 },
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    const dialog = await confirmation('Disable MFA');
    await expect(dialog).toHaveTextContent(
      'Stop enforcing multi-factor authentication for the 1 user of Acme Signs? They will be able to sign in without MFA.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(control).toBeChecked();
  },
};

export const CancelLeavesItAsItWas: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', gone: true },
      { role: 'switch', checked: false, focused: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    const dialog = within(await confirmation('Enable MFA'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await closed();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(control).not.toBeChecked();
    await waitFor(() => expect(control).toHaveFocus());
  },
};

export const Saving: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', name: 'Enable MFA' },
      { role: 'button', name: /^Confirm/, disabled: true },
      { role: 'button', name: 'Cancel', disabled: true },
    ],
    focusOnBody:
      'While the change is saved the switch is disabled (nothing is sent twice) and holds no focus; Succeeded shows it back',
  },
  args: { onChange: fn<Change>(() => new Promise(() => {})) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(mfaSwitch(canvasElement));
    const dialog = within(await confirmation('Enable MFA'));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    // Locked while the server answers: no second save, no way out.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: /Confirm/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Enable MFA' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const FailedStaysOpen: Story = {
  parameters: { namedState: { role: 'dialog', name: 'Enable MFA' } },
  args: { onChange: fails },
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    const dialog = within(await confirmation('Enable MFA'));
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    // Open for another try, saying why beside Confirm, which has focus; the switch shows the
    // server's value.
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(dialog.getByRole('alert')).toHaveTextContent('Error updating MFA status');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(screen.getByRole('dialog', { name: 'Enable MFA' })).toBeVisible();
    await expect(control).not.toBeChecked();
  },
};

export const Succeeded: Story = {
  parameters: {
    namedState: [
      { role: 'dialog', gone: true },
      { role: 'switch', checked: false },
    ],
  },
  render: (args) => <SavingCompany {...args} reloadMs={2000} />,
  play: async ({ canvasElement, args }) => {
    const control = mfaSwitch(canvasElement);
    await userEvent.click(control);
    await userEvent.click(
      within(await confirmation('Enable MFA')).getByRole('button', { name: 'Confirm' }),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    // Saved, the company not reloaded yet: the switch keeps the new value, no flicker back.
    await closed();
    await expect(control).toBeChecked();
    await waitFor(() => expect(control).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await expect(control).toBeChecked();
    // And it can be switched off again, by keyboard, asking the other question.
    await userEvent.keyboard(' ');
    await userEvent.click(
      within(await confirmation('Disable MFA')).getByRole('button', { name: 'Confirm' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await closed();
    await waitFor(() => expect(control).not.toBeChecked());
  },
};

/** Issue 36: the company was deleted before the person confirmed: said, only Close. */
export const DeletedMeanwhile: Story = {
  parameters: { namedState: { text: 'Close' } },
  args: {
    onChange: fn<Change>(() =>
      Promise.resolve({
        ok: false,
        gone: 'This company was deleted by someone else since you opened this.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(mfaSwitch(canvasElement));
    const asked = within(await confirmation('Enable MFA'));
    await userEvent.click(asked.getByRole('button', { name: 'Confirm' }));
    const said = await asked.findByRole('heading', {
      name: 'This company was deleted by someone else since you opened this.',
    });
    await waitFor(() => expect(said).toHaveFocus());
    await expect(asked.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(asked.getByText('Close', { selector: 'button' })).toBeVisible();
    // Nothing was saved: the switch still shows the server's value.
    await expect(mfaSwitch(canvasElement)).not.toBeChecked();
  },
};

// Issue 37: the dialog fits a laptop's window and a phone's screen (storyVariants/dialogFit.ts).
export const AsksBeforeEnablingFitsALaptop: Story = fitsALaptop(AsksBeforeEnabling);
export const AsksBeforeEnablingFitsAPhone: Story = fitsAPhone(AsksBeforeEnabling);
