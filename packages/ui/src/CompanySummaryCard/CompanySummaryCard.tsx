import Card from 'react-bootstrap/Card';
import type { ContentCompany } from '@admin-hub/domain/entities';
import { formatCount } from '@admin-hub/domain/formatCount';
import { LoadingStatus } from '../LoadableContent/LoadingStatus.tsx';
import type { Loadable } from '../LoadableContent/Loadable.ts';

export interface CompanySummaryCardProps {
  /** The company's name, which names the card for screen readers (the page's title shows it). */
  companyName: string;
  /** The content platform's name ({product}), from configuration. */
  productName: string;
  /**
   * The company's {product} account, null when it has none. When it could not be loaded the card
   * only says what is missing (the toast says why), leaving the page's sections below in view.
   */
  contentCompany: Loadable<ContentCompany | null>;
}

/**
 * The first card of a company page, under its header: plan, subscriber and credits of its
 * {product} account.
 */
export function CompanySummaryCard({
  companyName,
  productName,
  contentCompany,
}: CompanySummaryCardProps) {
  return (
    <Card as="section" aria-label={`${companyName} summary`}>
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {`${productName} account`}
        </Card.Title>
        <ContentAccount productName={productName} contentCompany={contentCompany} />
      </Card.Body>
    </Card>
  );
}

function ContentAccount({
  productName,
  contentCompany,
}: Omit<CompanySummaryCardProps, 'companyName'>) {
  if (contentCompany.status === 'failed') {
    return <p className="mb-0 text-danger">{`The ${productName} account could not be loaded`}</p>;
  }
  if (contentCompany.status === 'loading') {
    return (
      <LoadingStatus
        label={`Loading ${productName} account`}
        placement="inline"
        retrying={contentCompany.retrying}
      />
    );
  }
  const account = contentCompany.data;
  if (account === null) {
    return <p className="mb-0 text-body-secondary">{`No ${productName} account`}</p>;
  }
  return (
    <dl className="row mb-0 gy-2">
      <SummaryItem term="Plan" value={account.plan.name} />
      <SummaryItem term="Subscriber" value={account.subscriberUser?.email ?? 'No subscriber'} />
      <SummaryItem term="Content Downloads" value={formatCount(account.downloadCredits)} />
      <SummaryItem term="Custom Requests" value={formatCount(account.requestCredits)} />
    </dl>
  );
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div className="col-12 col-sm-6">
      <dt className="small fw-normal text-body-secondary">{term}</dt>
      <dd className="mb-0 fw-semibold text-break">{value}</dd>
    </div>
  );
}
