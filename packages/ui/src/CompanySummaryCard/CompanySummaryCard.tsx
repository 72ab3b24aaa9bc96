import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { ContentCompany } from '@admin-hub/domain';
import { ActionMenu, type MenuAction } from '../ActionMenu/index.ts';

export interface CompanySummaryCardProps {
  companyName: string;
  /** The content platform's name ({product}), from configuration. */
  productName: string;
  /** The company's {product} account: undefined while loading, null when it has none. */
  contentCompany: ContentCompany | null | undefined;
  /** The {product} account could not be loaded (the toast says why; the card says what is missing). */
  contentError?: boolean;
  /** Edit company, Edit Credits, Edit Subscriber... as the role has them; no menu when empty. */
  actions?: readonly MenuAction[];
}

/** The head of a company page: plan, subscriber and credits of its {product} account. */
export function CompanySummaryCard({
  companyName,
  productName,
  contentCompany,
  contentError = false,
  actions = [],
}: CompanySummaryCardProps) {
  return (
    <Card as="section" aria-label={`${companyName} summary`}>
      <Card.Body>
        <div className="d-flex align-items-start justify-content-between gap-2">
          <Card.Title as="h1" className="h4 mb-3 text-break">
            {companyName}
          </Card.Title>
          <ActionMenu label={`Actions for ${companyName}`} actions={actions} toggleText="Actions" />
        </div>
        <ContentAccount
          productName={productName}
          contentCompany={contentCompany}
          contentError={contentError}
        />
      </Card.Body>
    </Card>
  );
}

function ContentAccount({
  productName,
  contentCompany,
  contentError,
}: Omit<CompanySummaryCardProps, 'companyName' | 'actions'>) {
  if (contentError) {
    return <p className="mb-0 text-danger">{`The ${productName} account could not be loaded`}</p>;
  }
  if (contentCompany === undefined) {
    return (
      <div role="status" className="d-flex align-items-center gap-2 text-body-secondary">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{`Loading ${productName} account`}</span>
      </div>
    );
  }
  if (contentCompany === null) {
    return <p className="mb-0 text-body-secondary">{`No ${productName} account`}</p>;
  }
  return (
    <dl className="row mb-0 gy-2">
      <SummaryItem term="Plan" value={contentCompany.plan.name} />
      <SummaryItem
        term="Subscriber"
        value={contentCompany.subscriberUser?.email ?? 'No subscriber'}
      />
      <SummaryItem term="Content Downloads" value={contentCompany.downloadCredits} />
      <SummaryItem term="Custom Requests" value={contentCompany.requestCredits} />
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
