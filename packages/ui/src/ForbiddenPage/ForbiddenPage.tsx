import { ShieldAlert } from 'lucide-react';
import { StatusPage } from '../StatusPage/StatusPage.tsx';

/** The 403 page shown when the user's role is not in a route's allowed list (spec §2). */
export function ForbiddenPage() {
  return (
    <StatusPage code={<ShieldAlert size={48} strokeWidth={1.5} />} title="Unauthorized">
      You do not have access to this page
    </StatusPage>
  );
}
