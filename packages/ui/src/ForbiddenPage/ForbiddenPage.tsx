import { ShieldAlert } from 'lucide-react';
import { HomepageLink, type HomepageLinkProps } from '../StatusPage/HomepageLink.tsx';
import { StatusPage } from '../StatusPage/StatusPage.tsx';

export type ForbiddenPageProps = HomepageLinkProps;

/**
 * The 403 page shown when the user's role is not in a route's allowed list (spec §2), with the
 * 404 page's way out: Homepage, which every role may open.
 */
export function ForbiddenPage(props: ForbiddenPageProps) {
  return (
    <StatusPage
      code={<ShieldAlert size={48} strokeWidth={1.5} />}
      title="Unauthorized"
      action={<HomepageLink {...props} />}
    >
      You do not have access to this page
    </StatusPage>
  );
}
