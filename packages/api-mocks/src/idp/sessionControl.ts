import type { IncomingMessage } from 'node:http';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** The access-token claim naming the session generation the token was issued under. */
export const SESSION_GENERATION_CLAIM = 'https://admin-hub.local/session_generation';

/** The provider's demo-only control route (like the mock APIs' `/__faults`). */
export const SESSION_CONTROL_PATH = '/__session';

/** What the demo can change about sign-in while it runs, to try how the hub meets a session's end. */
export interface SessionSettings {
  /** Epoch milliseconds of the last "end every session"; 0 when none was ended. */
  endedAt: number;
  /**
   * How many times every session was ended: each access token carries the count it was issued
   * under (SESSION_GENERATION_CLAIM), so the mock APIs refuse the older ones without comparing
   * clocks (a token's iat has whole seconds only).
   */
  generation: number;
  /** Lifetime of new access tokens, in seconds. */
  accessTokenSeconds: number;
}

const DEFAULT_ACCESS_TOKEN_SECONDS = 60 * 60;
/** Below this the SDK would fetch a new token for nearly every call (it renews 60 s early). */
const MIN_ACCESS_TOKEN_SECONDS = 5;

export interface SessionControl {
  readonly settings: Readonly<SessionSettings>;
  /** Forgets every session, grant and refresh token: the next renewal of any tab fails. */
  endSessions(): void;
  setAccessTokenSeconds(seconds: number): void;
}

export function createSessionControl(
  forgetSessions: () => void,
  accessTokenSeconds = DEFAULT_ACCESS_TOKEN_SECONDS,
): SessionControl {
  const settings: SessionSettings = {
    endedAt: 0,
    generation: 0,
    accessTokenSeconds: DEFAULT_ACCESS_TOKEN_SECONDS,
  };
  const control: SessionControl = {
    settings,
    endSessions() {
      forgetSessions();
      // Whole seconds, like a token's iat: a sign-in in the same second as the end still counts.
      settings.endedAt = Date.now();
      settings.generation += 1;
    },
    setAccessTokenSeconds(seconds) {
      if (!Number.isInteger(seconds) || seconds < MIN_ACCESS_TOKEN_SECONDS) {
        throw new RangeError(
          `The token lifetime must be a whole number of seconds, at least ${MIN_ACCESS_TOKEN_SECONDS}.`,
        );
      }
      settings.accessTokenSeconds = seconds;
    },
  };
  control.setAccessTokenSeconds(accessTokenSeconds);
  return control;
}

/** Only pages of this machine may be sent back to after a form post of the fault panel. */
const isLocalUrl = (url: string): boolean => {
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && hostname === 'localhost';
  } catch {
    return false;
  }
};

/**
 * Koa middleware of `/__session`: `GET` reads the settings; `POST /__session/end` ends every
 * session; `POST /__session/token-lifetime` with `seconds` sets the access tokens' lifetime.
 * Bodies are JSON or a form (the fault panel's), whose `returnTo` is redirected to afterwards.
 */
export function sessionControlRoute(control: SessionControl) {
  return async function sessionControlMiddleware(
    ctx: KoaContextWithOIDC,
    next: () => Promise<void>,
  ): Promise<void> {
    if (!ctx.path.startsWith(SESSION_CONTROL_PATH)) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    const action = ctx.path.slice(SESSION_CONTROL_PATH.length);
    if (ctx.method === 'GET' && action === '') {
      ctx.body = control.settings;
      return;
    }
    if (ctx.method !== 'POST' || (action !== '/end' && action !== '/token-lifetime')) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    const body = await readBody(ctx.req);
    try {
      if (action === '/end') control.endSessions();
      else control.setAccessTokenSeconds(Number(body.seconds));
    } catch (error) {
      ctx.status = 400;
      ctx.body = { message: error instanceof Error ? error.message : String(error) };
      return;
    }
    if (typeof body.returnTo === 'string' && isLocalUrl(body.returnTo)) {
      ctx.status = 303;
      ctx.redirect(body.returnTo);
      return;
    }
    ctx.body = control.settings;
  };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}
