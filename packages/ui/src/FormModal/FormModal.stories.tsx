import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FormModal, type FormModalProps } from './FormModal.tsx';

const CompanyNameField = () => (
  <Form.Group controlId="company-name">
    <Form.Label>Name</Form.Label>
    <Form.Control name="name" defaultValue="Acme Signs" />
  </Form.Group>
);

const meta = {
  title: 'UI/FormModal',
  component: FormModal,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A form in a modal with Cancel and Save or Create; it cannot be dismissed or sent twice while submitting.',
      },
      story: { inline: false, iframeHeight: 380 },
    },
  },
  args: {
    show: true,
    title: 'Edit company',
    onHide: fn(),
    onSubmit: fn(),
    submitting: false,
    children: <CompanyNameField />,
  },
} satisfies Meta<typeof FormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('dialog', { name });

export const Edit: Story = {
  play: async ({ args }) => {
    const modal = within(await findDialog('Edit company'));
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Signs');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Create: Story = {
  args: { title: 'Create New Company', submitLabel: 'Create' },
  play: async ({ args }) => {
    const modal = within(await findDialog('Create New Company'));
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CloseButtonAndEscape: Story = {
  args: { title: 'Password Reset link', cancelLabel: 'Close' },
  play: async ({ args }) => {
    const modal = within(await findDialog('Password Reset link'));
    await userEvent.click(modal.getAllByRole('button', { name: 'Close' })[0]!);
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onHide).toHaveBeenCalledTimes(2);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    const modal = within(await findDialog('Edit company'));
    const save = modal.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(modal.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), '{Enter}');
    await expect(args.onHide).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A parent that starts submitting on submit and never finishes, like a slow server. */
function SlowSaveHarness(props: FormModalProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <FormModal
      {...props}
      submitting={submitting}
      onSubmit={() => {
        props.onSubmit();
        setSubmitting(true);
      }}
    />
  );
}

export const EnterSubmitsOnce: Story = {
  render: (args) => <SlowSaveHarness {...args} />,
  play: async ({ args }) => {
    const modal = within(await findDialog('Edit company'));
    const name = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Ltd{Enter}{Enter}');
    await userEvent.click(modal.getByRole('button', { name: 'Save' }), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(name).toHaveValue('Acme Signs Ltd');
  },
};
