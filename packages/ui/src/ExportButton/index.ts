export { ExportButton } from './ExportButton.tsx';
export type { ExportButtonProps } from './ExportButton.tsx';
