import { Logo } from '@admin-hub/ui/Logo';
import { StatusPage } from '@admin-hub/ui/StatusPage';

/**
 * The current user's profile (`GET /users/me`) failed to load: without it no
 * role is known, so no guarded page can show. Offer a fresh start.
 */
export function ProfileUnavailablePage() {
  return (
    <StatusPage
      code={<Logo size={48} />}
      title="Your profile could not be loaded"
      action={
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      }
    >
      Check your connection and try again.
    </StatusPage>
  );
}
