/** The parts of the run-time configuration (config.json) the headers depend on. */
export interface HeaderConfig {
  auth0: { domain: string };
  api: { main: string; content: string; scheduler: string };
}
export declare function identityProviderOrigin(config: HeaderConfig): string;
export declare function apiOrigins(config: HeaderConfig): string[];
/** The page's inline scripts allowed by their hashes (`inlineScriptHashes` of the built index.html). */
export interface InlineScripts {
  scriptHashes?: readonly string[];
}
export declare function inlineScriptHashes(html: string): string[];
export declare function contentSecurityPolicy(config: HeaderConfig, inline?: InlineScripts): string;
export declare function securityHeaders(
  config: HeaderConfig,
  inline?: InlineScripts,
): Record<string, string>;
export declare function buildSecurityHeaders(configFile: string): Record<string, string>;
export declare function formatSecurityHeaders(
  configFile: string,
  format?: 'headers' | 'nginx' | 'json',
): string;
