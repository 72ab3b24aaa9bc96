import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { namesEmptiedShowInvited } from '@admin-hub/domain/isInvited';
import { MESSAGES } from '@admin-hub/domain/messages';
import { ROLE_LABELS } from '@admin-hub/domain/roles';
import { editUserFormSchema } from '@admin-hub/domain/schemas/userSchemas';
import { canEditRole, roleOptions } from '@admin-hub/domain/userPermissions';
import type { User } from '@admin-hub/domain/entities';
import type { Role } from '@admin-hub/domain/roles';
import type { EditUserValues } from '@admin-hub/domain/schemas/userSchemas';
import type { Actor } from '@admin-hub/domain/userPermissions';
import { SelectField, TextField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { FIELD_LABELS } from '../FormFields/fieldLabels.ts';
import type { FieldTexts } from '../ModalForm/changedElsewhere.ts';

const FIELD_TEXTS: FieldTexts<EditUserFormInput> = {
  firstName: { label: FIELD_LABELS.firstName },
  lastName: { label: FIELD_LABELS.lastName },
  email: { label: FIELD_LABELS.email },
  role: { label: FIELD_LABELS.role, text: (role) => (role === '' ? '' : ROLE_LABELS[role]) },
};

/** The Edit user form as it is held: names may be missing (an invited user has none yet). */
export interface EditUserFormInput {
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role | '';
}

export interface EditUserModalProps {
  actor: Actor;
  user: User;
  /**
   * Admins of the user's company, the user included, when every user of the company is known:
   * then demoting the last admin is refused on the field before the server is asked.
   */
  companyAdminCount?: number;
  onSubmit: (values: EditUserValues) => Promise<SubmitOutcome<EditUserFormInput>>;
  onHide: () => void;
}

/**
 * Edit user (spec §2, §5, §6): names, email and role. The role offers what the actor may give
 * this user (super admin only to a super admin editing a super admin), and the role rules speak
 * on the field as soon as a choice breaks them. Render it only while open.
 */
export function EditUserModal({
  actor,
  user,
  companyAdminCount,
  onSubmit,
  onHide,
}: EditUserModalProps) {
  const schema = useMemo(
    () => editUserFormSchema(actor, user, companyAdminCount),
    [actor, user, companyAdminCount],
  );
  const editable = canEditRole(actor, user);
  const initialValues: EditUserFormInput = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
  };
  return (
    <ModalForm
      show
      title="Edit user"
      schema={schema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onHide={onHide}
      fieldTexts={FIELD_TEXTS}
      submitDisabled={!editable.allowed}
      intro={
        editable.allowed ? undefined : (
          <Alert variant="warning" className="mb-3">
            {editable.message}
          </Alert>
        )
      }
    >
      <TextField name="firstName" label={FIELD_LABELS.firstName} autoComplete="off" />
      <TextField name="lastName" label={FIELD_LABELS.lastName} autoComplete="off" />
      <NamesEmptiedWarning user={user} />
      <TextField name="email" label={FIELD_LABELS.email} type="email" autoComplete="off" />
      <SelectField
        name="role"
        label={FIELD_LABELS.role}
        options={shownRoles(actor, user).map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
    </ModalForm>
  );
}

/**
 * Said as soon as a name is emptied, before Save: a user without first or last name shows as
 * Invited (spec §4). The live region is always there so that a screen reader hears it appear.
 */
function NamesEmptiedWarning({ user }: { user: User }) {
  const { values } = useFormikContext<EditUserFormInput>();
  return (
    <div aria-live="polite">
      {namesEmptiedShowInvited(user, values) && (
        <Alert variant="warning" className="mb-3 py-2">
          {MESSAGES.namesEmptiedShowsInvited}
        </Alert>
      )}
    </div>
  );
}

/**
 * The roles the actor may give, plus the user's own when it is not among them (an admin looking
 * at a super admin), so the select says truthfully what the user is.
 */
function shownRoles(actor: Actor, user: User): Role[] {
  const offered = roleOptions(actor, user);
  return offered.includes(user.role) ? offered : [user.role, ...offered];
}
