import Spinner from 'react-bootstrap/Spinner';
import { Logo } from '../Logo/Logo.tsx';

export interface SplashScreenProps {
  /** Shown beside the mark; absent while the configuration that names the product loads. */
  productName?: string;
  /** What is happening, announced to screen readers. */
  message?: string;
  /** Show the message under the logo as well as announcing it. */
  showMessage?: boolean;
}

/** Fills the window with the centred logo while sign-in redirects or the session loads (spec §2). */
export function SplashScreen({
  productName,
  message = 'Signing in…',
  showMessage = false,
}: SplashScreenProps) {
  return (
    <div className="ah-splash" role="status" aria-live="polite">
      <Logo title={productName} size={56} className="ah-splash__logo" />
      <Spinner
        animation="border"
        variant="primary"
        size="sm"
        aria-hidden="true"
        className="ah-splash__spinner"
      />
      <p className={showMessage ? 'ah-splash__message' : 'visually-hidden'}>{message}</p>
    </div>
  );
}
