import { creditsSchema, type CreditsValues } from '@admin-hub/domain/schemas/contentCompanySchemas';
import { TextField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/index.ts';
import { FIELD_LABELS } from '../FormFields/fieldLabels.ts';
import type { FieldTexts } from '../ModalForm/changedElsewhere.ts';

/** How a field someone else changed is named (issue 36): as the card and the form label it. */
const FIELD_TEXTS: FieldTexts<EditCreditsFormValues> = {
  downloadCredits: { label: FIELD_LABELS.downloadCredits },
  requestCredits: { label: FIELD_LABELS.requestCredits },
};

/** Formik hands number inputs over as numbers, or '' when cleared: the schema casts both. */
export interface EditCreditsFormValues {
  downloadCredits: number | string;
  requestCredits: number | string;
}

export interface EditCreditsModalProps {
  credits: { downloadCredits: number; requestCredits: number };
  /** Receives whole numbers, downloads above zero and requests zero or more. */
  onSubmit: (values: CreditsValues) => Promise<SubmitOutcome<EditCreditsFormValues>>;
  onHide: () => void;
}

/**
 * Edit Credits (spec §2, §5): the 'Content Downloads' and 'Custom Requests' of the summary card,
 * with the exact messages of the credits schema. Render it only while open.
 */
export function EditCreditsModal({ credits, onSubmit, onHide }: EditCreditsModalProps) {
  return (
    <ModalForm
      show
      title="Edit Credits"
      schema={creditsSchema}
      initialValues={credits}
      onSubmit={onSubmit}
      onHide={onHide}
      fieldTexts={FIELD_TEXTS}
    >
      <TextField
        name="downloadCredits"
        label={FIELD_LABELS.downloadCredits}
        type="number"
        min={1}
        step={1}
        help="Download credits: a whole number above zero."
      />
      <TextField
        name="requestCredits"
        label={FIELD_LABELS.requestCredits}
        type="number"
        min={0}
        step={1}
        help="Request credits: a whole number, zero or more."
      />
    </ModalForm>
  );
}
