export { SplashScreen } from './SplashScreen.tsx';
export type { SplashScreenProps } from './SplashScreen.tsx';
