export { CreateCompanyModal } from './CreateCompanyModal.tsx';
export type { CreateCompanyFormValues, CreateCompanyModalProps } from './CreateCompanyModal.tsx';
