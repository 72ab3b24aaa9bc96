import { formatCount } from '@admin-hub/domain/formatCount';
import ListGroup from 'react-bootstrap/ListGroup';
import { ChevronRight } from 'lucide-react';
import type { Company } from '@admin-hub/domain/entities';
import { renderAnchor } from '../links/index.ts';
import type { RenderLink } from '../links/index.ts';

export interface CompanyListProps {
  companies: readonly Company[];
  /** Accessible name of the list, e.g. 'Companies'. */
  label: string;
  /** Address of a company's detail page: the whole row is a link to it. */
  companyHref: (company: Company) => string;
  renderLink?: RenderLink;
}

/** Companies with their team size; the caller renders the empty state. */
export function CompanyList({
  companies,
  label,
  companyHref,
  renderLink = renderAnchor,
}: CompanyListProps) {
  return (
    <ListGroup as="ul" aria-label={label}>
      {companies.map((company) => (
        <li key={company.id} className="list-group-item p-0">
          {renderLink({
            href: companyHref(company),
            className:
              'd-flex align-items-center gap-3 px-3 py-2 text-body text-decoration-none list-group-item-action',
            children: (
              <>
                <span className="flex-grow-1" style={{ minWidth: 0 }}>
                  <span className="d-block fw-semibold text-truncate">{company.name}</span>
                  <span className="d-block small text-body-secondary">
                    Team Members ({formatCount(company.users.length)})
                  </span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  size={18}
                  className="text-body-secondary flex-shrink-0"
                />
              </>
            ),
          })}
        </li>
      ))}
    </ListGroup>
  );
}
