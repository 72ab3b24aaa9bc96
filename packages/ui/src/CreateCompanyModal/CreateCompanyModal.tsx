import { ManufacturerSignupType } from '@admin-hub/domain/roles';
import {
  createCompanySchema,
  type CreateCompanyValues,
} from '@admin-hub/domain/schemas/companySchemas';
import { TextField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/index.ts';

/** What the form holds: the name typed, and the defaults a new company starts with. */
export interface CreateCompanyFormValues {
  name: string;
  signManufacturerId: number | null;
  manufacturerSignupType: ManufacturerSignupType;
}

const EMPTY: CreateCompanyFormValues = {
  name: '',
  signManufacturerId: null,
  manufacturerSignupType: ManufacturerSignupType.Standard,
};

export interface CreateCompanyModalProps {
  /** Receives the trimmed name with the defaults; resolves once the company exists (or with field errors). */
  onSubmit: (values: CreateCompanyValues) => Promise<SubmitOutcome<CreateCompanyFormValues>>;
  onHide: () => void;
}

/**
 * Create New Company (spec §2, §5): a name, 'Enter your Company Name' when empty. The
 * manufacturer and signup experience start as none and Standard; Edit company changes them.
 * Render it only while open.
 */
export function CreateCompanyModal({ onSubmit, onHide }: CreateCompanyModalProps) {
  return (
    <ModalForm
      show
      title="Create New Company"
      submitLabel="Create"
      schema={createCompanySchema}
      initialValues={EMPTY}
      onSubmit={onSubmit}
      onHide={onHide}
    >
      <TextField name="name" label="Company Name" autoComplete="organization" />
    </ModalForm>
  );
}
