import { schedulerSignPermissionsSchema } from '@admin-hub/domain/schemas/userSchemas';
import type { User } from '@admin-hub/domain/entities';
import { ModalForm, type SubmitOutcome } from '../ModalForm/ModalForm.tsx';
import { SchedulerSignsField } from '../SchedulerSignsField/SchedulerSignsField.tsx';
import type { SchedulerSignsLoad } from '../SchedulerSignsField/SchedulerSignsField.tsx';

export interface SchedulerSignPermissionsInput {
  signIds: number[];
}

export interface SchedulerSignPermissionsModalProps {
  user: Pick<User, 'email'>;
  /** The company's signs with the user's current permissions as `preselected`. */
  load: SchedulerSignsLoad;
  /** The chosen sign ids, in the list's order. */
  onSubmit: (signIds: number[]) => Promise<SubmitOutcome<SchedulerSignPermissionsInput>>;
  onHide: () => void;
}

/**
 * Scheduler Sign Permissions (spec §2, §6): a base user's signs as checkboxes, their current
 * permissions ticked, with Select All and Deselect All. Save waits until the signs and the
 * permissions are there. Render it only while open.
 */
export function SchedulerSignPermissionsModal({
  user,
  load,
  onSubmit,
  onHide,
}: SchedulerSignPermissionsModalProps) {
  const initialValues: SchedulerSignPermissionsInput = { signIds: [] };
  return (
    <ModalForm
      show
      title="Scheduler Sign Permissions"
      schema={schedulerSignPermissionsSchema}
      initialValues={initialValues}
      onSubmit={({ signIds }) => onSubmit(signIds)}
      onHide={onHide}
      fieldTexts={{
        signIds: {
          label: 'Scheduler Signs',
          text: (ids) => signNames(load, ids),
        },
      }}
      submitDisabled={load.status !== 'loaded'}
      intro={<p className="text-body-secondary">{`The signs ${user.email} can schedule on.`}</p>}
    >
      <SchedulerSignsField
        name="signIds"
        load={load}
        failedMessage="The scheduler sign permissions could not be loaded."
      />
    </ModalForm>
  );
}

/** Signs as the list names them, for a change someone else made (issue 36). */
function signNames(load: SchedulerSignsLoad, ids: readonly number[]): string {
  if (ids.length === 0) return 'No signs';
  const signs = load.status === 'loaded' ? load.data.signs : [];
  return ids.map((id) => signs.find((sign) => sign.id === id)?.name ?? `Sign ${id}`).join(', ');
}
