import type { Company } from '@admin-hub/domain/entities';
import { companiesApi } from '../../api/index.ts';
import type { GetCompaniesArgs } from '../../api/index.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { errorToastText } from '../../notifications/toastMessages.ts';
import { COMPANY_COLUMNS } from './companyColumns.ts';
import { ListExport } from './ListExport.tsx';

export interface CompaniesExportProps {
  /** The list's query as on screen: its search and sort; every page is fetched. */
  args: GetCompaniesArgs;
  total: number;
  onDone: () => void;
}

/** The companies list exported to CSV. */
export function CompaniesExport({ args, total, onDone }: CompaniesExportProps) {
  const { productName } = useAppConfig();
  return (
    <ListExport<GetCompaniesArgs, Company>
      list="companies"
      noun="companies"
      total={total}
      columns={COMPANY_COLUMNS}
      endpoint={companiesApi.endpoints.getCompanies}
      args={args}
      reasonOf={(error) =>
        errorToastText('getCompanies', error, productName) ?? 'Error loading companies'
      }
      onDone={onDone}
    />
  );
}
