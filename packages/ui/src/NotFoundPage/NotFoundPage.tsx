import { HomepageLink, type HomepageLinkProps } from '../StatusPage/HomepageLink.tsx';
import { StatusPage } from '../StatusPage/StatusPage.tsx';

export type NotFoundPageProps = HomepageLinkProps;

/** The 404 page: 'Page not found' with a Homepage button. */
export function NotFoundPage(props: NotFoundPageProps) {
  return (
    <StatusPage code="404" title="Page not found" action={<HomepageLink {...props} />}>
      The page you are looking for does not exist or has moved.
    </StatusPage>
  );
}
