export { TextField } from './TextField.tsx';
export type { TextFieldProps } from './TextField.tsx';
export { SelectField } from './SelectField.tsx';
export type { SelectFieldProps, SelectOption } from './SelectField.tsx';
export { CheckboxField } from './CheckboxField.tsx';
export type { CheckboxFieldProps } from './CheckboxField.tsx';
