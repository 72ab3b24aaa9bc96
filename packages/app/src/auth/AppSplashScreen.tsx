import { SplashScreen } from '@admin-hub/ui/SplashScreen';
import { useAppConfig } from '../config/ConfigProvider.tsx';

/** The splash screen with the configured product name, shown while signing in or out. */
export function AppSplashScreen({ message }: { message?: string }) {
  const { productName } = useAppConfig();
  return <SplashScreen productName={productName} message={message} />;
}
