/** The parts of the run-time configuration (config.json) the headers depend on. */
export interface HeaderConfig {
  auth0: { domain: string };
  api: { main: string; content: string; scheduler: string };
}
export declare function identityProviderOrigin(config: HeaderConfig): string;
export declare function apiOrigins(config: HeaderConfig): string[];
export declare function contentSecurityPolicy(config: HeaderConfig): string;
export declare function securityHeaders(config: HeaderConfig): Record<string, string>;
export declare function formatSecurityHeaders(
  configFile: string,
  format?: 'headers' | 'nginx' | 'json',
): string;
