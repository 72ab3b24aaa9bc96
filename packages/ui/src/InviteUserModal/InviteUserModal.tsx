import { useFormikContext } from 'formik';
import {
  MANUFACTURER_SIGNUP_TYPES,
  MANUFACTURER_SIGNUP_TYPE_LABELS,
  ManufacturerSignupType,
  ROLE_LABELS,
  Role,
  capabilities,
  inviteUserFormSchema,
  roleOptions,
} from '@admin-hub/domain';
import type { Actor, InviteUserFormValues } from '@admin-hub/domain';
import { CheckboxField, SelectField, TextField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { SchedulerSignsField } from '../SchedulerSignsField/SchedulerSignsField.tsx';
import type { SchedulerSignsLoad } from '../SchedulerSignsField/SchedulerSignsField.tsx';

/** The Invite User form as it is held: a select may be emptied (''). */
export interface InviteUserFormInput {
  email: string;
  role: Role | '';
  sendInviteEmail: boolean;
  manufacturerSignupType: ManufacturerSignupType | '';
  signIds: number[];
}

export interface InviteUserModalProps {
  /** Who invites: a super admin also picks the manufacturer signup type (spec §6). */
  actor: Actor;
  /** The company's scheduler signs, offered to a base user, all preselected (spec §6). */
  signs: SchedulerSignsLoad;
  /** The signup type the select starts on, e.g. the company's; Standard otherwise. */
  defaultSignupType?: ManufacturerSignupType;
  /** Gets the values as the schema casts them; `signIds` matter only for a base user. */
  onSubmit: (values: InviteUserFormValues) => Promise<SubmitOutcome<InviteUserFormInput>>;
  onHide: () => void;
}

/**
 * Invite User (spec §2, §5, §9): email, role (base user by default), whether to send the invite
 * email (yes by default), the signup type for super admins, and for a base user the company's
 * scheduler signs with every one ticked. Render it only while open.
 */
export function InviteUserModal({
  actor,
  signs,
  defaultSignupType = ManufacturerSignupType.Standard,
  onSubmit,
  onHide,
}: InviteUserModalProps) {
  const initialValues: InviteUserFormInput = {
    email: '',
    role: Role.User,
    sendInviteEmail: true,
    manufacturerSignupType: defaultSignupType,
    signIds: [],
  };
  const choosesSignupType = capabilities(actor.role).editSignupFields;
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
      {choosesSignupType && (
        <SelectField
          name="manufacturerSignupType"
          label="Manufacturer signup type"
          options={MANUFACTURER_SIGNUP_TYPES.map((type) => ({
            value: type,
            label: MANUFACTURER_SIGNUP_TYPE_LABELS[type],
          }))}
        />
      )}
      <CheckboxField name="sendInviteEmail" label="Send invite email" />
      <BaseUserSigns signs={signs} />
    </ModalForm>
  );
}

/**
 * Shown for the base user role only, but kept mounted while hidden: switching to admin and
 * back keeps the signs the person chose.
 */
function BaseUserSigns({ signs }: Pick<InviteUserModalProps, 'signs'>) {
  const { values } = useFormikContext<InviteUserFormInput>();
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
