export { SchedulerSignsField, SCHEDULER_SIGNS_LEGEND } from './SchedulerSignsField.tsx';
export type { SchedulerSignsFieldProps, SchedulerSignsLoad } from './SchedulerSignsField.tsx';
