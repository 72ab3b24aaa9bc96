import { type AuthId, type User } from '@admin-hub/domain/entities';
import {
  subscriberSchema,
  type SubscriberValues,
} from '@admin-hub/domain/schemas/contentCompanySchemas';
import { SelectField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/index.ts';
import { FIELD_LABELS } from '../FormFields/fieldLabels.ts';

export interface EditSubscriberFormValues {
  /** '' while no user is chosen. */
  subscriberAuthId: AuthId;
}

export type SubscriberCandidate = Pick<User, 'id' | 'email' | 'fullName'>;

export interface EditSubscriberModalProps {
  /** The company's users, in the order to list them. */
  users: readonly SubscriberCandidate[];
  /** The current subscriber's auth id, or null when the account has none. */
  subscriberAuthId: AuthId | null;
  onSubmit: (values: SubscriberValues) => Promise<SubmitOutcome<EditSubscriberFormValues>>;
  onHide: () => void;
}

const optionLabel = ({ fullName, email }: SubscriberCandidate) =>
  fullName ? `${fullName} (${email})` : email;

/**
 * Edit Subscriber (spec §2, §5): one of the company's users ('Subscriber is required'); the
 * {product} account is addressed by that user's auth id. Render it only while open.
 */
export function EditSubscriberModal({
  users,
  subscriberAuthId,
  onSubmit,
  onHide,
}: EditSubscriberModalProps) {
  return (
    <ModalForm
      show
      title="Edit Subscriber"
      schema={subscriberSchema}
      initialValues={{ subscriberAuthId: subscriberAuthId ?? '' }}
      onSubmit={onSubmit}
      onHide={onHide}
      fieldTexts={{
        subscriberAuthId: {
          label: 'Subscriber',
          // A subscriber no longer among the users still reads as something: their auth id.
          text: (id) => {
            const user = users.find((candidate) => candidate.id === id);
            return user ? optionLabel(user) : id;
          },
        },
      }}
    >
      <SelectField
        name="subscriberAuthId"
        label={FIELD_LABELS.subscriberAuthId}
        emptyOption="Choose a user"
        options={users.map((user) => ({ value: user.id, label: optionLabel(user) }))}
        help="The company user who holds the subscription."
      />
    </ModalForm>
  );
}
