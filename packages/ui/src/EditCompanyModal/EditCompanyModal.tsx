import Form from 'react-bootstrap/Form';
import { type SignManufacturer } from '@admin-hub/domain/entities';
import {
  MANUFACTURER_SIGNUP_TYPES,
  MANUFACTURER_SIGNUP_TYPE_LABELS,
  type ManufacturerSignupType,
} from '@admin-hub/domain/roles';
import { companySchema, type CompanyValues } from '@admin-hub/domain/schemas/companySchemas';
import { SelectField, TextField } from '../FormFields/index.ts';
import { ModalForm, type SubmitOutcome } from '../ModalForm/index.ts';
import { FIELD_LABELS } from '../FormFields/fieldLabels.ts';

export interface EditCompanyFormValues {
  name: string;
  /** null: no verified manufacturer. */
  signManufacturerId: number | null;
  manufacturerSignupType: ManufacturerSignupType;
}

export interface EditCompanyModalProps {
  company: EditCompanyFormValues;
  /** The Verified Sign Manufacturer and signup experience fields (super admins only, spec §6). */
  showSignupFields: boolean;
  /** GET /sign-manufacturers: undefined while loading. */
  signManufacturers: readonly SignManufacturer[] | undefined;
  /** The manufacturers could not be loaded (the toast says so): the current choice is kept as is. */
  signManufacturersFailed?: boolean;
  onSubmit: (values: CompanyValues) => Promise<SubmitOutcome<EditCompanyFormValues>>;
  onHide: () => void;
}

const SIGNUP_OPTIONS = MANUFACTURER_SIGNUP_TYPES.map((type) => ({
  value: type,
  label: MANUFACTURER_SIGNUP_TYPE_LABELS[type],
}));

const MANUFACTURER_LABEL = FIELD_LABELS.signManufacturerId;

/**
 * Edit company (spec §2, §5): the name ('Name is required') and, for super admins, the
 * Verified Sign Manufacturer (or None) and the signup experience (Standard or NextLED).
 * Render it only while open, so each opening starts from the company as it is.
 */
export function EditCompanyModal({
  company,
  showSignupFields,
  signManufacturers,
  signManufacturersFailed = false,
  onSubmit,
  onHide,
}: EditCompanyModalProps) {
  return (
    <ModalForm
      show
      title="Edit company"
      schema={companySchema}
      initialValues={company}
      onSubmit={onSubmit}
      onHide={onHide}
      fieldTexts={{
        name: { label: 'Name' },
        signManufacturerId: {
          label: MANUFACTURER_LABEL,
          text: (id) =>
            id === null
              ? 'None'
              : (signManufacturers?.find((maker) => maker.id === id)?.name ?? String(id)),
        },
        manufacturerSignupType: {
          label: FIELD_LABELS.manufacturerSignupType,
          text: (type) => MANUFACTURER_SIGNUP_TYPE_LABELS[type],
        },
      }}
    >
      <TextField name="name" label={FIELD_LABELS.name} autoComplete="organization" />
      {showSignupFields && (
        <>
          {signManufacturers !== undefined ? (
            <SelectField
              name="signManufacturerId"
              label={MANUFACTURER_LABEL}
              emptyOption="None"
              options={signManufacturers.map(({ id, name }) => ({ value: id, label: name }))}
            />
          ) : (
            <ManufacturersUnavailable failed={signManufacturersFailed} />
          )}
          <SelectField
            name="manufacturerSignupType"
            label={FIELD_LABELS.manufacturerSignupType}
            options={SIGNUP_OPTIONS}
          />
        </>
      )}
    </ModalForm>
  );
}

/** While the list loads, or after it failed, the field says so and the saved choice stays. */
function ManufacturersUnavailable({ failed }: { failed: boolean }) {
  const text = failed ? 'Sign manufacturers could not be loaded' : 'Loading sign manufacturers…';
  return (
    <Form.Group className="mb-3" controlId="ah-sign-manufacturer-unavailable">
      <Form.Label>{MANUFACTURER_LABEL}</Form.Label>
      <Form.Select disabled aria-describedby="ah-sign-manufacturer-unavailable-help">
        <option>{text}</option>
      </Form.Select>
      <Form.Text id="ah-sign-manufacturer-unavailable-help" className="d-block">
        {failed ? 'Saving keeps the current manufacturer.' : 'The list is on its way.'}
      </Form.Text>
    </Form.Group>
  );
}
