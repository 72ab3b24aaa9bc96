import { lazyComponent } from '@admin-hub/ui/lazy';
import type { CompaniesExportProps } from './CompaniesExport.tsx';

// The export, its run and papaparse load with the first press of 'Export CSV'.
export const CompaniesExport = lazyComponent<CompaniesExportProps>(() =>
  import('./CompaniesExport.tsx').then((module) => module.CompaniesExport),
);
