import { COMPANIES_PAGE_SIZE, COMPANY_SORTS } from '@admin-hub/domain/constants';
import { companyDetailPath } from '@admin-hub/domain/routeAccess';
import { Building2 } from 'lucide-react';
import { CompanyList } from '@admin-hub/ui/CompanyList';
import { ExportButton } from '@admin-hub/ui/ExportButton';
import { FloatingActionButton } from '@admin-hub/ui/FloatingActionButton';
import { companiesListArgs, useGetCompaniesQuery } from '../../api/index.ts';
import { CreateCompanyDialog } from '../../features/companies/CreateCompanyDialog.tsx';
import { useDialog } from '../../features/dialogs/useDialog.tsx';
import { CompaniesExport } from '../../features/export/lazyCompaniesExport.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { PagedListView } from '../../queryViews/PagedListView.tsx';
import { SkeletonRows } from '@admin-hub/ui/SkeletonRows';
import { useListParams } from '../../queryViews/useListParams.ts';

const companyHref = (company: { id: number }) => companyDetailPath(company.id);

/** /admin/companies: every company, searchable by name, sortable and paged, and the floating action that creates one (spec §2). */
export function CompaniesScreen() {
  const params = useListParams(COMPANY_SORTS);
  const args = companiesListArgs(params);
  const query = useGetCompaniesQuery(args);
  const creating = useDialog();
  const exporting = useDialog();
  const total = query.currentData?.meta.total;
  return (
    <>
      <PagedListView
        title="Companies"
        noun="companies"
        searchPlaceholder="Search all Companies"
        sortOptions={COMPANY_SORTS}
        params={params}
        perPage={COMPANIES_PAGE_SIZE}
        query={query}
        emptyTitle="No Companies Found"
        emptyDescription="Companies you create appear here, with their team members and signs."
        emptyAction={
          <button type="button" className="btn btn-primary btn-sm" onClick={() => creating.open()}>
            Create New Company
          </button>
        }
        action={
          <div className="d-flex align-items-center gap-2">
            <ExportButton
              disabled={!total}
              busy={exporting.isOpen}
              onClick={() => exporting.open()}
            />
            <FloatingActionButton
              label="Add"
              actions={[
                {
                  key: 'company',
                  label: 'Create New Company',
                  icon: <Building2 size={20} aria-hidden="true" />,
                  onSelect: () => creating.open(),
                },
              ]}
            />
          </div>
        }
        beforeRows={
          total !== undefined &&
          exporting.render(({ close }) => (
            <CompaniesExport args={args} total={total} onDone={close} />
          ))
        }
        skeleton={<SkeletonRows />}
        renderRows={(companies) => (
          <CompanyList
            companies={companies}
            label="Companies"
            companyHref={companyHref}
            renderLink={renderRouterLink}
          />
        )}
      />
      {creating.render(({ close }) => (
        <CreateCompanyDialog onClose={close} />
      ))}
    </>
  );
}
