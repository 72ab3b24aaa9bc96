export { EditCompanyModal } from './EditCompanyModal.tsx';
export type { EditCompanyFormValues, EditCompanyModalProps } from './EditCompanyModal.tsx';
