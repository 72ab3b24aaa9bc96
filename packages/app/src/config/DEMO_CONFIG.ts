import type { AppConfig } from './AppConfig.ts';

/**
 * The local demo's settings (local identity provider and mock APIs on localhost), also used by
 * stories and tests. External apps the demo does not serve get placeholder addresses.
 */
export const DEMO_CONFIG: AppConfig = {
  auth0: {
    domain: 'http://localhost:4000',
    clientId: 'admin-hub-demo',
    audience: 'https://api.admin-hub.local',
    cookieDomain: 'localhost',
    sessionCookieDays: 7,
  },
  api: {
    main: 'http://localhost:4001/api',
    content: 'http://localhost:4002/api',
    scheduler: 'http://localhost:4003/api',
  },
  links: {
    marketingSite: 'https://www.example.com',
    contentApp: 'https://content.example.com',
    canvasApp: 'https://canvas.example.com',
    schedulerApp: 'https://scheduler.example.com',
    helpEmail: 'support@example.com',
  },
  productName: 'Signage Studio',
  // The mock APIs honour the proposed If-Match (issue 36).
  ifMatch: true,
};
