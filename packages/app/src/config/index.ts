export type { AppConfig } from './AppConfig.ts';
export { ConfigError } from './ConfigError.ts';
export { DEMO_CONFIG } from './DEMO_CONFIG.ts';
export { loadConfig } from './loadConfig.ts';
export { parseConfig } from './parseConfig.ts';
export { ConfigProvider, useAppConfig } from './ConfigProvider.tsx';
