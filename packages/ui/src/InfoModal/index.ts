export { InfoModal } from './InfoModal.tsx';
export type { InfoModalProps } from './InfoModal.tsx';
