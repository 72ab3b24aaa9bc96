import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { CallerResolver } from '../handlers/apiRequest.ts';
import { SESSION_GENERATION_CLAIM } from '../idp/sessionControl.ts';
import { bearerToken } from '../tokens.ts';

export interface TokenVerification {
  /** The identity provider's JWKS, e.g. http://localhost:4000/.well-known/jwks.json. */
  jwksUrl: string | URL;
  /** Expected `iss`, with its trailing slash (http://localhost:4000/). */
  issuer: string;
  /** Expected `aud`: the API audience. */
  audience: string;
  /**
   * The provider's current session generation (the demo's "end every session"): a token issued
   * under an earlier one is refused. A real API keeps trusting a JWT until it expires, but the
   * demo wants the end of a session to show at the next call, as a 401.
   */
  sessionGeneration?: () => number;
}

/**
 * A caller resolver that accepts only RS256 access tokens signed by the identity provider, the
 * way the real APIs do; the unsigned test tokens of stories and unit tests are refused.
 */
export function verifyingCaller({
  jwksUrl,
  issuer,
  audience,
  sessionGeneration,
}: TokenVerification): CallerResolver {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256'] });
      const generation = payload[SESSION_GENERATION_CLAIM] ?? 0;
      if (sessionGeneration && generation !== sessionGeneration()) return null;
      return payload.sub ?? null;
    } catch {
      return null;
    }
  };
}
