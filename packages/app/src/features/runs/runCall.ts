/**
 * How a run dispatches each single call (`endpoint.initiate(arg, RUN_CALL)`): untracked, so a
 * thousand calls leave no thousand results in the store (the run keeps each outcome itself), and
 * the toast listener stays silent for them: the run raises one toast at its end (`runEndToast`).
 */
export const RUN_CALL = { track: false } as const;
