import type { ConfirmOutcome } from '@admin-hub/ui/ConfirmDialog';
import type { Settled } from './settle.ts';

/**
 * What a confirmation hears once its call settled: done (it closes), or failed, with the words it
 * says beside Confirm (`useFailureText`: the error toast's, which the listener shows).
 */
export const confirmOutcome = (
  settled: Settled<unknown>,
  failureText: (error: unknown) => string | undefined,
): ConfirmOutcome => (settled.ok ? { ok: true } : { ok: false, error: failureText(settled.error) });
