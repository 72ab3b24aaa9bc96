export { SchedulerSignPermissionsModal } from './SchedulerSignPermissionsModal.tsx';
export type {
  SchedulerSignPermissionsInput,
  SchedulerSignPermissionsModalProps,
} from './SchedulerSignPermissionsModal.tsx';
