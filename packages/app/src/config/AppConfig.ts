/**
 * Run-time settings of one deployment, read from `config.json` beside the built files
 * so that one build serves every environment.
 */
export interface AppConfig {
  auth0: {
    /** A host name (`tenant.auth0.com`) or, for the local identity provider, an http(s) URL. */
    domain: string;
    clientId: string;
    audience: string;
    cookieDomain: string;
    sessionCookieDays: number;
  };
  /** Base URLs of the three backends, each ending in its `/api` base path. */
  api: {
    main: string;
    content: string;
    scheduler: string;
  };
  links: {
    marketingSite: string;
    contentApp: string;
    canvasApp: string;
    schedulerApp: string;
    helpEmail: string;
  };
  /** The content platform's name, the spec's {product}. */
  productName: string;
  /**
   * Not in the spec (issue 36): whether the APIs honour the proposed `If-Match` on their PUTs
   * (and their CORS lets the header through). Optional, off by default: a browser refuses a
   * cross-origin PUT whose header the API's CORS does not allow, so the hub sends it only where
   * the deployment says so. The compare before each save works either way.
   */
  ifMatch: boolean;
}
