/** Base URLs of the three backends the app talks to (spec §7: each API lives under /api). */
export interface ApiUrls {
  main: string;
  content: string;
  scheduler: string;
}

/** The local demo addresses; Storybook intercepts the same URLs. */
export const DEFAULT_API_URLS: ApiUrls = {
  main: 'http://localhost:4001/api',
  content: 'http://localhost:4002/api',
  scheduler: 'http://localhost:4003/api',
};

/** The API audience the identity provider issues access tokens for. */
export const API_AUDIENCE = 'https://api.admin-hub.local';

/** Host of the identity provider's pages (password reset links point there). */
export const AUTH_HOST = 'http://localhost:4000';
