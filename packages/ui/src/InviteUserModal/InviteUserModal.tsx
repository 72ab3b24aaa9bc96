import { useFormikContext } from 'formik';
import { ROLE_LABELS, Role } from '@admin-hub/domain/roles';
import { inviteUserFormSchema } from '@admin-hub/domain/schemas/userSchemas';
import { roleOptions } from '@admin-hub/domain/userPermissions';
import type { InviteUserFormValues } from '@admin-hub/domain/schemas/userSchemas';
import type { Actor } from '@admin-hub/domain/userPermissions';
import { CheckboxField, SelectField, TextField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { SchedulerSignsField } from '../SchedulerSignsField/SchedulerSignsField.tsx';
import type { SchedulerSignsLoad } from '../SchedulerSignsField/SchedulerSignsField.tsx';

/** The Invite User form as it is held: a select may be emptied (''). */
export interface InviteUserFormInput {
  email: string;
  role: Role | '';
  sendInviteEmail: boolean;
  signIds: number[];
}

export interface InviteUserModalProps {
  /** Who invites: their role decides the roles offered (spec §6). */
  actor: Actor;
  /** The company's scheduler signs, offered to a base user, all preselected (spec §6). */
  signs: SchedulerSignsLoad;
  /** Gets the values as the schema casts them; `signIds` matter only for a base user. */
  onSubmit: (values: InviteUserFormValues) => Promise<SubmitOutcome<InviteUserFormInput>>;
  onHide: () => void;
}

/**
 * Invite User (spec §2, §5, §9): email, role (base user by default), whether to send the invite
 * email (yes by default), and for a base user the company's scheduler signs with every one
 * ticked. No signup type: that is the Company's (spec §3), set in Edit company, and POST /users
 * does not carry one (§7). Render it only while open.
 */
export function InviteUserModal({ actor, signs, onSubmit, onHide }: InviteUserModalProps) {
  // Spec §9's defaults, as the schema declares them: a base user, invite sent.
  const initialValues: InviteUserFormInput = { ...inviteUserFormSchema.getDefault(), email: '' };
  return (
    <ModalForm
      show
      title="Invite User"
      submitLabel="Create"
      schema={inviteUserFormSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onHide={onHide}
      // A base user's signs are part of the invite: it waits until they can be chosen.
      submitDisabled={(values) => values.role === Role.User && signs.status !== 'loaded'}
    >
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <SelectField
        name="role"
        label="Role"
        emptyOption="Choose a role"
        options={roleOptions(actor, null).map((role) => ({
          value: role,
          label: ROLE_LABELS[role],
        }))}
      />
      <CheckboxField name="sendInviteEmail" label="Send invite email" />
      <BaseUserSigns signs={signs} />
    </ModalForm>
  );
}

/**
 * Shown for the base user role only, but kept mounted while hidden: switching to admin and
 * back keeps the signs the person chose. Also Invite Users' (a form with `role` and `signIds`).
 */
export function BaseUserSigns({ signs }: Pick<InviteUserModalProps, 'signs'>) {
  const { values } = useFormikContext<Pick<InviteUserFormInput, 'role'>>();
  return (
    <div hidden={values.role !== Role.User}>
      <SchedulerSignsField
        name="signIds"
        load={signs}
        failedMessage="The scheduler signs could not be loaded."
      />
    </div>
  );
}
