import { Logo } from '@admin-hub/ui/Logo';
import { StatusPage } from '@admin-hub/ui/StatusPage';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { useAuth } from './useAuth.ts';

/**
 * Shown in place of the app when the visitor signed out in another tab: nothing of the ended
 * session stays on screen, and signing in again comes back to this path and query.
 */
export function SignedOutElsewherePage() {
  const { login } = useAuth();
  const { productName } = useAppConfig();
  const { pathname, search } = useLocation();
  return (
    <main className="d-flex min-vh-100 align-items-center justify-content-center">
      <StatusPage
        code={<Logo title={productName} size={48} />}
        title="Signed out"
        action={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void login(`${pathname}${search}`)}
          >
            Sign in again
          </button>
        }
      >
        You signed out in another tab.
      </StatusPage>
    </main>
  );
}
