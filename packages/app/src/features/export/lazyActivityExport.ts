import { lazyComponent } from '@admin-hub/ui/lazy';
import type { ActivityExportProps } from './ActivityExport.tsx';

// The export, its run and papaparse load with the first press of 'Export CSV'.
export const ActivityExport = lazyComponent<ActivityExportProps>(() =>
  import('./ActivityExport.tsx').then((module) => module.ActivityExport),
);
