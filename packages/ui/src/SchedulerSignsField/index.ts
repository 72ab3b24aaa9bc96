export type { SchedulerSignsLoad } from './SchedulerSignsField.tsx';
