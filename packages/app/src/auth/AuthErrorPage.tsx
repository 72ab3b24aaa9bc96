import { Logo } from '@admin-hub/ui/Logo';
import { StatusPage } from '@admin-hub/ui/StatusPage';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { useAuth } from './useAuth.ts';

/**
 * Shown when the identity provider reports an error (e.g. the visitor declined
 * or the account is blocked): its description, or 'Login failed', and a way to retry.
 */
export function AuthErrorPage({ message }: { message: string }) {
  const { login } = useAuth();
  const { productName } = useAppConfig();
  return (
    <main className="d-flex min-vh-100 align-items-center justify-content-center">
      <StatusPage
        code={<Logo title={productName} size={48} />}
        title={message}
        action={
          <button type="button" className="btn btn-primary" onClick={() => void login()}>
            Try again
          </button>
        }
      />
    </main>
  );
}
