import { EmptyState } from '@admin-hub/ui/EmptyState';
import { ShowMoreList } from '@admin-hub/ui/ShowMoreList';
import { SignRow } from '@admin-hub/ui/SignList';
import type { MenuAction } from '@admin-hub/ui/ActionMenu';
import type { Sign } from '@admin-hub/ui/SignList';
import { QueryContent } from '../../queryViews/QueryContent.tsx';
import type { QueryState } from '../../queryViews/QueryContent.tsx';
import { CompanySection } from './CompanySection.tsx';

export interface SignsSectionProps<S extends Sign> {
  title: string;
  query: QueryState<readonly S[]>;
  actionsFor: (sign: S) => MenuAction[];
}

/** One of the company page's lists of signs (Scheduler Signs, {product} Signs) with Show More. */
export function SignsSection<S extends Sign>({ title, query, actionsFor }: SignsSectionProps<S>) {
  return (
    <CompanySection title={title} count={query.currentData?.length}>
      <QueryContent
        query={query}
        loadingLabel={`Loading ${title}`}
        failedMessage={`The ${title} could not be loaded.`}
      >
        {(signs) => (
          <ShowMoreList<S>
            items={signs}
            getKey={(sign) => sign.id}
            label={title}
            renderItem={(sign) => <SignRow sign={sign} actions={actionsFor(sign)} />}
            emptyState={
              <EmptyState
                title="No Signs Found"
                description={`This company has no ${title} yet.`}
              />
            }
          />
        )}
      </QueryContent>
    </CompanySection>
  );
}
