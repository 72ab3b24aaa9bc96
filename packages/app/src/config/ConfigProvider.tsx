import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AppConfig } from './AppConfig.ts';

const ConfigContext = createContext<AppConfig | null>(null);
ConfigContext.displayName = 'ConfigContext';

/** Makes the run-time configuration (read once at start) available to every screen. */
export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The run-time configuration; throws when used outside `ConfigProvider`. */
export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (config === null) throw new Error('useAppConfig must be used inside ConfigProvider');
  return config;
}
