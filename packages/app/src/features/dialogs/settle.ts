export type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * Waits for a mutation (an RTK Query trigger's result) and says how it went, never throwing:
 * its toast, success or error, already comes from the listener, so a dialog only decides
 * whether to close (success) or stay open with what was typed (failure).
 */
export async function settle<T>(call: { unwrap: () => Promise<T> }): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call.unwrap() };
  } catch (error) {
    return { ok: false, error };
  }
}
