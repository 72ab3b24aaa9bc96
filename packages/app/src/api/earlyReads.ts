/**
 * Reads the entry sent before the store existed (routes/startEarlyReads), each handed once to
 * the store's first request for the same thing: the base query takes the response under way
 * instead of sending the request again, so the cache, retries and toasts work as for any read.
 */
export interface EarlyReads {
  /**
   * The response of an early read matching `request` (method, address, token), given once;
   * undefined when none matches. Answers once the entry has sent all it will send: the store's
   * request can be on its way before the entry's (the list's, sent on /users/me's answer).
   */
  take(request: Request): Promise<Response | undefined>;
}

/** A read's identity: the method, the address with its query in a fixed order, the bearer. */
function readKey(method: string, url: string, authorization: string | null): string {
  const address = new URL(url);
  address.searchParams.sort();
  return `${method.toUpperCase()} ${address.href} ${authorization ?? ''}`;
}

/**
 * Early reads to fill (`put`, until `sending` settles) and hand over (`take`); a read not taken
 * is never sent twice.
 */
export function createEarlyReads(sending: Promise<unknown>) {
  const pending = new Map<string, Promise<Response>>();
  const sent = sending.then(
    () => undefined,
    () => undefined,
  );
  return {
    put(url: string, token: string, response: Promise<Response>): void {
      pending.set(readKey('GET', url, `Bearer ${token}`), response);
    },
    async take(request: Request): Promise<Response | undefined> {
      const key = readKey(request.method, request.url, request.headers.get('Authorization'));
      await sent;
      const response = pending.get(key);
      pending.delete(key);
      return response;
    },
  };
}
