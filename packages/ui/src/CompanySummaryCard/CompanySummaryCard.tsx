import Card from 'react-bootstrap/Card';
import type { ContentCompany } from '@admin-hub/domain/entities';
import { ActionMenu, type MenuAction } from '../ActionMenu/index.ts';
import { LoadingStatus } from '../LoadableContent/LoadingStatus.tsx';
import type { Loadable } from '../LoadableContent/Loadable.ts';

export interface CompanySummaryCardProps {
  companyName: string;
  /** The content platform's name ({product}), from configuration. */
  productName: string;
  /**
   * The company's {product} account, null when it has none. When it could not be loaded the card
   * only says what is missing (the toast says why), leaving the page's sections below in view.
   */
  contentCompany: Loadable<ContentCompany | null>;
  /** Edit company, Edit Credits, Edit Subscriber... as the role has them; no menu when empty. */
  actions?: readonly MenuAction[];
}

/** The head of a company page: plan, subscriber and credits of its {product} account. */
export function CompanySummaryCard({
  companyName,
  productName,
  contentCompany,
  actions = [],
}: CompanySummaryCardProps) {
  return (
    <Card as="section" aria-label={`${companyName} summary`}>
      <Card.Body>
        <div className="d-flex align-items-start justify-content-between gap-2">
          <Card.Title as="h1" className="h3 mb-3 text-break">
            {companyName}
          </Card.Title>
          <ActionMenu label={`Actions for ${companyName}`} actions={actions} toggleText="Actions" />
        </div>
        <ContentAccount productName={productName} contentCompany={contentCompany} />
      </Card.Body>
    </Card>
  );
}

function ContentAccount({
  productName,
  contentCompany,
}: Omit<CompanySummaryCardProps, 'companyName' | 'actions'>) {
  if (contentCompany.status === 'failed') {
    return <p className="mb-0 text-danger">{`The ${productName} account could not be loaded`}</p>;
  }
  if (contentCompany.status === 'loading') {
    return <LoadingStatus label={`Loading ${productName} account`} placement="inline" />;
  }
  const account = contentCompany.data;
  if (account === null) {
    return <p className="mb-0 text-body-secondary">{`No ${productName} account`}</p>;
  }
  return (
    <dl className="row mb-0 gy-2">
      <SummaryItem term="Plan" value={account.plan.name} />
      <SummaryItem term="Subscriber" value={account.subscriberUser?.email ?? 'No subscriber'} />
      <SummaryItem term="Content Downloads" value={account.downloadCredits} />
      <SummaryItem term="Custom Requests" value={account.requestCredits} />
    </dl>
  );
}

function SummaryItem({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="col-12 col-sm-6">
      <dt className="small fw-normal text-body-secondary">{term}</dt>
      <dd className="mb-0 fw-semibold text-break">{value}</dd>
    </div>
  );
}
