import type { FieldChange, FieldValue } from '@admin-hub/domain/activity';
import { formatCount } from '@admin-hub/domain/formatCount';
import { MANUFACTURER_SIGNUP_TYPE_LABELS, ROLE_LABELS } from '@admin-hub/domain/roles';
import { fieldLabel } from '../FormFields/fieldLabels.ts';

/** Values a form shows by label rather than as sent ('admin' is 'Admin'). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: ROLE_LABELS,
  manufacturerSignupType: MANUFACTURER_SIGNUP_TYPE_LABELS,
};

/** One value as the form showed it: a role by its label, a name in quotes, nothing as 'empty'. */
function valueText(field: string, value: FieldValue): string {
  if (value === null || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return formatCount(value);
  if (typeof value !== 'string') return value.length === 0 ? 'none' : value.join(', ');
  const labels = VALUE_LABELS[field];
  if (labels && Object.hasOwn(labels, value)) return labels[value] ?? value;
  return `"${String(value)}"`;
}

/** 'Last name: "Dubois" → "Dubois-Martin"', in the edit form's own label. */
export const changeText = ({ field, before, after }: FieldChange): string =>
  `${fieldLabel(field)}: ${valueText(field, before)} → ${valueText(field, after)}`;
